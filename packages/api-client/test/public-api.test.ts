import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as main from '@agency/api-client';
import * as contract from '@agency/api-client/contract';
import * as deferred from '@agency/api-client/deferred';
import * as swr from '@agency/api-client/swr';
import * as testing from '@agency/api-client/testing';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..') + '/';
const read = (path: string) => readFileSync(root + path, 'utf8');

describe('public API', () => {
  it('@agency/api-client exports exactly these names', () => {
    expect(Object.keys(main).sort()).toEqual(
      [
        'ApiClientConfigError',
        'ApiError',
        'AUTH_COOKIE_NAME',
        'AUTH_MESSAGES',
        'CLIENT_ERROR_CODES',
        'DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS',
        'LOCAL_KEYS',
        'LOGIN_PATH',
        'SESSION_KEYS',
        'createApiClient',
        'createBrowserCookieStorage',
        'createBrowserStorage',
        'createMemoryStorage',
        'isApiError',
        'isHttpError',
        'isNetworkError',
        'isSessionEndedError',
        'tenantFromHost',
      ].sort(),
    );
  });

  it('@agency/api-client/deferred exports exactly these names', () => {
    expect(Object.keys(deferred).sort()).toEqual(
      [
        'createDeferredApiClient',
        'isApiError',
        'isHttpError',
        'isNetworkError',
        'isSessionEndedError',
        'loadApiClient',
      ].sort(),
    );
  });

  it('@agency/api-client/swr exports exactly these names', () => {
    expect(Object.keys(swr).sort()).toEqual(
      [
        'ApiClientContextProvider',
        'ApiClientProvider',
        'apiQueryKey',
        'shouldRetryOnError',
        'useAgency',
        'useApiClient',
        'useApiQuery',
        'useApplicantStatusCounts',
        'useCurrentRecruiter',
        'useIsAgencyOwner',
        'useUser',
        'useUserRoles',
      ].sort(),
    );
  });

  it('@agency/api-client/testing exports exactly these names', () => {
    expect(Object.keys(testing).sort()).toEqual(
      [
        'DEFAULT_ANSWERS',
        'TEST_URLS',
        'apiErrorBody',
        'createHandlers',
        'handle',
        'createTestAccessToken',
        'createTestClient',
        'createTestTokenResponse',
        'defaultHandlers',
        'fixtures',
        'handlers',
        'successHandlers',
      ].sort(),
    );
  });

  it('@agency/api-client/contract exports exactly these names', () => {
    expect(Object.keys(contract).sort()).toEqual(
      [
        'ANONYMOUS_API_PATHS',
        'API_CALLS',
        'API_METHODS',
        'API_PATHS',
        'APPLICANT_ONBOARDING_FILTERS',
        'APPLICANT_PAGE_SIZE',
        'APPLICANT_SORTS',
        'APPLICANT_SOURCES',
        'APPLICANT_STATUSES',
        'APPLICANT_STATUS_KEYS',
        'APPLICANT_TOTAL_CAP',
        'ARCHIVE_RESTORE_DAYS',
        'AUTH_PATHS',
        'BULK_MAX_APPLICANTS',
        // Upload Requirements and credential expiries (issue 12)
        'CREDENTIAL_EXPIRING_DAYS',
        'CREDENTIAL_EXPIRY_THRESHOLDS',
        'DEFAULT_UPLOAD_REQUIREMENTS',
        'EXPIRING_CREDENTIALS_TITLE',
        'UPLOAD_REJECT_REASON_MAX_LENGTH',
        'UPLOAD_REQUIREMENT_MESSAGES',
        'UPLOAD_REQUIREMENT_STATES',
        'UPLOAD_REQUIREMENT_STATE_LABELS',
        'addUploadRequirementFile',
        'approveUploadRequirementFile',
        'credentialDaysText',
        'daysBetween',
        'getApplicantCredentialExpiries',
        'getApplicantUploadRequirements',
        'getOwnCredentialExpiries',
        'getUploadRequirements',
        'isoDay',
        'listExpiringCredentials',
        'rejectUploadRequirementFile',
        'removeUploadRequirementFile',
        'uploadRequirementDone',
        'uploadRequirementState',
        'uploadRequirementsProgress',
        'CAPTCHA_ERROR_CODES',
        'CAPTCHA_HEADER',
        'CAPTCHA_MESSAGES',
        'CAPTCHA_PROVIDERS',
        'CBC_ADDRESSES_MAX',
        'CBC_ADDRESS_YEARS',
        'CBC_AUTHORIZATION_TEXT',
        'CBC_COPY_OF_REPORT_LABEL',
        'CBC_DISCLOSURE_ACKNOWLEDGEMENT',
        'CBC_DISCLOSURE_TEXT',
        'CBC_DISCLOSURE_TITLE',
        'CBC_GAP_DAYS',
        'CBC_OTHER_NAMES_MAX',
        'CBC_SSN_SOURCES',
        'CBC_STATE_NOTICES',
        'CBC_SUMMARY_OF_RIGHTS_TEXT',
        'NY_CHRC_CONSENT_LABEL',
        'NY_CHRC_DISCIPLINES',
        'NY_CHRC_TEXT',
        'NY_CHRC_TITLE',
        'cbcAddressGaps',
        'cbcHistoryStart',
        'cbcStateNotices',
        'nyChrcApplies',
        'CLAIMS',
        'DEFAULT_PAGE_SIZE',
        'DEFAULT_SCOPES',
        'DISCIPLINES',
        'EMPLOYMENT_TYPES',
        'ESIGN_CONSENT_TEXT',
        'ESIGN_CONSENT_VERSION',
        'HEPB_CHOICES',
        'HEPB_DECLINATION_TEXT',
        'HEPB_RECORD_ATTESTATION_TEXT',
        'HEPB_SERIES',
        'HEPB_TITER_RESULTS',
        'HIPAA_ACKNOWLEDGEMENT_ITEMS',
        'I9_ALTERNATIVE_PROCEDURE_TEXT',
        'I9_ATTESTATIONS',
        'I9_EDITION',
        'I9_LIST_A_MAX',
        'I9_NO_EXPIRATION',
        'I9_PREPARERS_MAX',
        'I9_SECTION1_ATTESTATION_TEXT',
        'I9_SECTION2_CERTIFICATION_TEXT',
        'I9_SECTION2_SENSITIVE_FIELDS',
        'I9_SUPPLEMENT_A_TEXT',
        'IDENTIFICATION_DOCUMENTS_MAX',
        'IDENTIFICATION_TYPES',
        'INFLUENZA_ATTESTATION_TEXT',
        'INFLUENZA_CHOICES',
        'INFLUENZA_CONTRAINDICATIONS',
        'INFLUENZA_DECLINATION_TEXT',
        'INFLUENZA_DECLINE_REASONS',
        'INFLUENZA_MASKING_TEXT',
        'INFLUENZA_NHSN_STATUSES',
        'INFLUENZA_PLACES',
        'MAX_PAGE_SIZE',
        'NOTE_MAX_LENGTH',
        'ONBOARDING_FORMS',
        'ONBOARDING_FORM_KEYS',
        'ONBOARDING_HEALTH_ACCESS_TEXT',
        'ONBOARDING_OPENS_AT',
        'ONBOARDING_PROGRESS_FORMS',
        'ONBOARDING_REASON_MAX_LENGTH',
        'ONBOARDING_STATUSES',
        'ONBOARDING_UPLOAD_MAX_BYTES',
        'ONBOARDING_UPLOAD_TYPES',
        'PERMISSIONS',
        'PIPELINE_BACK',
        'PIPELINE_MOVES',
        'RELATIONSHIPS',
        'RESUME_MAX_BYTES',
        'RESUME_TYPES',
        'ROLE_KEYS',
        'ROLE_RANK',
        'SENSITIVE_FIELDS',
        'SHIFTS',
        'SIGNATURE_DRAWN_MAX_LENGTH',
        'SPECIALTIES',
        'STATUS_REASONS',
        'TOKEN_ERROR_CODES',
        'US_STATES',
        'US_STATE_CODES',
        'W9_CERTIFICATION',
        'W9_EDITION',
        'W9_EXEMPT_PAYEE_CODES',
        'W9_FATCA_CODES',
        'W9_LINE_3B_TEXT',
        'W9_LLC_CLASSIFICATIONS',
        'W9_TAX_CLASSIFICATIONS',
        'MILITARY_BRANCHES',
        'MILITARY_DISCHARGE_TYPES',
        'NURSE_CERTIFICATION_NAMES',
        'NURSE_COMPACT_LICENSE_TYPES',
        'NURSE_DEGREES',
        'NURSE_EMPLOYMENT_GAP_MONTHS',
        'NURSE_ENTRIES_MAX',
        'NURSE_FORM_ATTESTATION_TEXT',
        'NURSE_FORM_DISCIPLINES',
        'NURSE_FORM_SECTIONS',
        'NURSE_LICENSE_TYPES',
        'NURSE_REFERENCE_RELATIONSHIPS',
        'NURSE_SUPERVISORY_REFERENCES_MIN',
        'NURSE_SUPERVISORY_RELATIONSHIPS',
        'NURSYS_URL',
        'isNursingDiscipline',
        'nurseCertificationLabel',
        'nurseEmploymentGaps',
        'nurseFormExpiries',
        'nurseLicenseLabel',
        'addApplicantNote',
        'AGENCY_DOCUMENT_BODY_MAX_LENGTH',
        'AGENCY_DOCUMENT_KINDS',
        'AGENCY_DOCUMENT_RESIGN_REASON',
        'AGENCY_DOCUMENT_TITLE_MAX_LENGTH',
        'agencyDocumentKindOf',
        'agencyDocumentLabel',
        'isAgencyDocumentKind',
        'discardAgencyDocumentDraft',
        'getAgencyDocumentVersion',
        'getOnboardingAgencyDocument',
        'listAgencyDocuments',
        'publishAgencyDocument',
        'saveAgencyDocumentDraft',
        'REFERENCE_ATTESTATION_TEXT',
        'REFERENCE_CAPACITIES',
        'REFERENCE_FORM_PATH',
        'REFERENCE_LINK_MESSAGES',
        'REFERENCE_RATINGS',
        'REFERENCE_RATING_SCALE',
        'REFERENCE_REHIRE_ANSWERS',
        'REFERENCE_REQUESTS_PER_DAY',
        'REFERENCE_REQUEST_STATUSES',
        'REFERENCE_REQUEST_TTL_DAYS',
        'referenceRequestStatusLabel',
        'getApplicantReferences',
        'getPublicReferenceForm',
        'listMyReferenceRequests',
        'requestReference',
        'submitPublicReference',
        // Facilities (issue 13)
        'INSTITUTION_CONTACTS_MAX',
        'INSTITUTION_NOTES_MAX_LENGTH',
        'INSTITUTION_SORTS',
        'INSTITUTION_TYPES',
        'INSTITUTION_TYPE_KEYS',
        'INSTITUTION_UNITS_MAX',
        'INSTITUTION_UNIT_MAX_LENGTH',
        'institutionTypeLabel',
        'createInstitution',
        'findInstitutionDuplicates',
        'getInstitution',
        'listInstitutions',
        'updateInstitution',
        'DRUG_SCREEN_RESULTS',
        'FIT_TEST_RESULTS',
        'IMMUNITY_EVIDENCE',
        'PHYSICAL_EXAM_CLEARED',
        'PHYSICAL_IMMUNIZATIONS',
        'PHYSICAL_INFO_FORM_KEY',
        'PHYSICAL_INFO_UPLOAD_FIELDS',
        'PHYSICAL_INFO_VALIDITY_MONTHS',
        'TB_RESULTS',
        'TB_TEST_TYPES',
        'TITER_RESULTS',
        'physicalInfoExpiries',
        'allowedMoves',
        'approveOnboardingForm',
        'archiveApplicant',
        'assignApplicant',
        'bulkUpdateApplicants',
        'can',
        'canEditApplicant',
        'changeApplicantStatus',
        'changePassword',
        'createApplicant',
        'defineCall',
        'downloadApplicantDocument',
        'downloadApplicantOnboardingFile',
        'downloadApplicantOnboardingPdf',
        'downloadOnboardingFile',
        'downloadOnboardingPdf',
        'emailExist',
        'exportApplicants',
        'findApplicantDuplicates',
        'forgotPassword',
        'getAgencyByUserId',
        'getApplicant',
        'getApplicantDashboard',
        'getApplicantOnboarding',
        'getApplicantOnboardingForm',
        'getApplicantStatusCounts',
        'getCaptchaChallenge',
        'getCurrentRecruiter',
        'getI9Section2',
        'getOnboardingForm',
        'getOnboardingOverview',
        'getUserByUserId',
        'getUserRoles',
        'giveEsignConsent',
        'influenzaNhsnLabel',
        'influenzaNhsnStatus',
        'influenzaSeason',
        'influenzaSeasonDates',
        'isAgencyOwner',
        'isApplicantStatus',
        'isOnboardingComplete',
        'isOnboardingFormKey',
        'isRoleKey',
        'isTenantSlug',
        'isMaskedIdentifier',
        'isUsStateCode',
        'isUserVerified',
        'listApplicantActivity',
        'listApplicantDocuments',
        'listApplicantNotes',
        'listApplicantOwners',
        'listApplicants',
        'listOnboardingAudit',
        'maskIdentifier',
        'movePermission',
        'onboardingForm',
        'onboardingPercent',
        'onboardingProgressText',
        'onboardingStatusLabel',
        'onboardingFormApplies',
        'onboardingFormsFor',
        'opensAtStatus',
        'ownsOrUnassigned',
        'pathOf',
        'pipelineMoves',
        'reasonsFor',
        'register',
        'registrationLookup',
        'requestOnboardingChanges',
        'resendVerificationCode',
        'restoreApplicant',
        'revealOnboardingValue',
        'rolesSentence',
        'rolesWith',
        'saveI9Section2',
        'saveOnboardingDraft',
        'statusLabel',
        'submitOnboardingForm',
        'tenantLabelFromHost',
        'unlockI9',
        'updateAgency',
        'updateApplicant',
        'updateApplicantNote',
        'updateEntryExit',
        'updateProfile',
        'uploadApplicantResume',
        'uploadOnboardingFile',
        'verify',
        'w9ForeignPartnersApplies',
        'withdrawEsignConsent',
      ].sort(),
    );
  });

  it('each call descriptor of /contract is exported under its name in API_CALLS, and nothing else is a descriptor', () => {
    const isDescriptor = (value: unknown) =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'anonymous' in value;
    const descriptors = Object.entries(contract).filter(([, value]) => isDescriptor(value));
    expect(Object.fromEntries(descriptors)).toEqual(contract.API_CALLS);
    for (const [name, value] of descriptors) {
      expect(value, name).toBe(contract.API_CALLS[name as keyof typeof contract.API_CALLS]);
    }
  });

  it('the user-facing messages are the exact strings of SPEC §8', () => {
    expect(main.AUTH_MESSAGES).toEqual({
      notLoggedIn: 'You are not logged in',
      sessionExpired: 'Your session has expired. Please login again',
      cookiesDisabled: 'Your browser does not accept cookies. cookies are required to use this site',
      accessTokenNotFound: 'Access token not found',
      refreshTokenNotFound: 'Refresh token not found',
    });
  });

  it('entries re-export by name only and never from test/ or internal/', () => {
    for (const entry of ['src/index.ts', 'src/contract/index.ts', 'src/swr/index.ts', 'src/testing/index.ts']) {
      const source = read(entry);
      expect(source, entry).not.toMatch(/export\s*\*/);
      expect(source, entry).not.toMatch(/from\s+['"][^'"]*\/test\//);
      expect(source, entry).not.toMatch(/from\s+['"][^'"]*\/internal\//);
    }
  });

  it('no source file imports from test/, and only the testing entry imports msw', () => {
    const files = (readdirSync(root + 'src', { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    for (const file of files) {
      const source = read(`src/${file}`);
      expect(source, file).not.toMatch(/from\s+['"](\.\.\/)+test\//);
      if (!file.startsWith('testing')) expect(source, file).not.toMatch(/from\s+['"]msw/);
      if (!file.startsWith('swr')) expect(source, file).not.toMatch(/from\s+['"](swr|react)['"]/);
    }
  });

  it('package.json exports one entry per tsup entry, types first', () => {
    const pkg = JSON.parse(read('package.json')) as { exports: Record<string, string | Record<string, string>> };
    expect(Object.keys(pkg.exports)).toEqual(['.', './contract', './deferred', './swr', './testing', './package.json']);
    for (const [key, value] of Object.entries(pkg.exports)) {
      if (typeof value === 'string') continue;
      expect(Object.keys(value)[0], key).toBe('types');
    }
  });
});
