/**
 * The contract between the portal (and any other agency product) and the identity server / API of
 * SPEC §7: one descriptor per call (method, path, anonymous or not, body / query / response types) in one
 * file per area, plus the identity server's wire format, the claims and the error body. The reference
 * server (apps/server) imports this module too, so the two cannot drift.
 *
 * Adding a call: one `defineCall(...)` in its area's file, its entry in `API_CALLS` below, and its default
 * answer (from the fixtures) in `/testing`'s `DEFAULT_ANSWERS`; the typecheck asks for each. Then
 * `client.call(descriptor, ...)`, `useApiQuery(descriptor, ...)`, `handle(descriptor, ...)` and the
 * compatibility maps (`API_PATHS`, `API_METHODS`, `ANONYMOUS_API_PATHS`, `ApiContract`) have it, and the
 * server registers its route from the descriptor.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { getAgencyByUserId, isAgencyOwner, updateAgency } from './agency';
import {
  discardAgencyDocumentDraft,
  getAgencyDocumentVersion,
  getOnboardingAgencyDocument,
  listAgencyDocuments,
  publishAgencyDocument,
  saveAgencyDocumentDraft,
} from './agency-documents';
import {
  getApplicantReferences,
  getPublicReferenceForm,
  listMyReferenceRequests,
  requestReference,
  submitPublicReference,
} from './references';
import { getApplicantCredentialExpiries, getOwnCredentialExpiries, listExpiringCredentials } from './credentials';
import {
  createInstitution,
  findInstitutionDuplicates,
  getInstitution,
  listInstitutions,
  updateInstitution,
} from './institutions';
import { createJobOrder, getJobOrder, getJobOrderStatusCounts, listJobOrders, updateJobOrder } from './job-orders';
import {
  changeSubmissionStatus,
  listApplicantSubmissions,
  listJobOrderSubmissions,
  submitApplicants,
} from './submissions';
import {
  addUploadRequirementFile,
  approveUploadRequirementFile,
  getApplicantUploadRequirements,
  getUploadRequirements,
  rejectUploadRequirementFile,
  removeUploadRequirementFile,
} from './upload-requirements';
import {
  addApplicantNote,
  archiveApplicant,
  assignApplicant,
  bulkUpdateApplicants,
  changeApplicantStatus,
  createApplicant,
  downloadApplicantDocument,
  exportApplicants,
  findApplicantDuplicates,
  getApplicant,
  getApplicantDashboard,
  getApplicantStatusCounts,
  listApplicantActivity,
  listApplicantDocuments,
  listApplicantNotes,
  listApplicantOwners,
  listApplicants,
  restoreApplicant,
  updateApplicant,
  updateApplicantNote,
  uploadApplicantResume,
} from './applicants';
import {
  approveOnboardingForm,
  downloadApplicantOnboardingFile,
  downloadApplicantOnboardingPdf,
  downloadOnboardingFile,
  downloadOnboardingPdf,
  getApplicantOnboarding,
  getApplicantOnboardingForm,
  getI9Section2,
  getOnboardingForm,
  getOnboardingOverview,
  giveEsignConsent,
  listOnboardingAudit,
  requestOnboardingChanges,
  revealOnboardingValue,
  saveI9Section2,
  saveOnboardingDraft,
  submitOnboardingForm,
  unlockI9,
  uploadOnboardingFile,
  withdrawEsignConsent,
} from './onboarding';
import { isUserVerified } from './base';
import { getCaptchaChallenge } from './captcha';
import type { CallBody, CallQuery, CallResponse } from './common';
import { changePassword, forgotPassword } from './password';
import { emailExist, getCurrentRecruiter, updateEntryExit, updateProfile } from './recruiters';
import { register, registrationLookup, resendVerificationCode, verify } from './registration';
import { getUserRoles } from './roles';
import { getUserByUserId } from './users';

export { defineCall, pathOf, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './common';
export type {
  ResponseType,
  AnyCall,
  ApiErrorBody,
  CallBody,
  CallDescriptor,
  CallParams,
  CallQuery,
  CallResponse,
  HttpMethod,
  ListQuery,
  Page,
  PathParamNames,
  PathParams,
} from './common';
export { AUTH_PATHS, CLAIMS, DEFAULT_SCOPES, TOKEN_ERROR_CODES } from './oauth';
export type {
  AccessTokenClaims,
  AuthCookie,
  PasswordGrantRequest,
  RecruiterClaim,
  RefreshGrantRequest,
  RevocationRequest,
  TokenErrorCode,
  TokenErrorResponse,
  TokenResponse,
} from './oauth';
export { isTenantSlug, tenantLabelFromHost } from './tenant';
export { ROLE_KEYS, isRoleKey, getUserRoles } from './roles';
export type { RoleKey, UserRole } from './roles';
export {
  APPLICANT_ONBOARDING_FILTERS,
  APPLICANT_PAGE_SIZE,
  APPLICANT_TOTAL_CAP,
  APPLICANT_SORTS,
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  APPLICANT_STATUS_KEYS,
  ARCHIVE_RESTORE_DAYS,
  BULK_MAX_APPLICANTS,
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  NOTE_MAX_LENGTH,
  ONBOARDING_PROGRESS_FORMS,
  PIPELINE_BACK,
  PIPELINE_MOVES,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  SHIFTS,
  SPECIALTIES,
  STATUS_REASONS,
  allowedMoves,
  canEditApplicant,
  isApplicantStatus,
  movePermission,
  onboardingPercent,
  onboardingProgressText,
  ownsOrUnassigned,
  pipelineMoves,
  reasonsFor,
  rolesSentence,
  statusLabel,
  addApplicantNote,
  archiveApplicant,
  assignApplicant,
  bulkUpdateApplicants,
  changeApplicantStatus,
  createApplicant,
  downloadApplicantDocument,
  exportApplicants,
  findApplicantDuplicates,
  getApplicant,
  getApplicantDashboard,
  getApplicantStatusCounts,
  listApplicantActivity,
  listApplicantDocuments,
  listApplicantNotes,
  listApplicantOwners,
  listApplicants,
  restoreApplicant,
  updateApplicant,
  updateApplicantNote,
  uploadApplicantResume,
} from './applicants';
export type {
  Applicant,
  ApplicantActivity,
  ApplicantActivityKind,
  ApplicantDashboard,
  ApplicantDocument,
  ApplicantFilters,
  ApplicantListQuery,
  ApplicantNote,
  ApplicantNotePayload,
  ApplicantOnboardingFilter,
  ApplicantOnboardingProgress,
  ApplicantOwner,
  ApplicantPayload,
  ApplicantSort,
  ApplicantSource,
  ApplicantStatus,
  ApplicantStatusCount,
  ApplicantSummary,
  BulkAction,
  BulkPayload,
  BulkResult,
  CreateApplicantPayload,
  Discipline,
  DuplicateMatch,
  DuplicateQuery,
  EmploymentType,
  MoveActor,
  MoveKind,
  PipelineMove,
  ReasonStatus,
  Shift,
  Specialty,
  StatusChangePayload,
  StatusReason,
} from './applicants';
export {
  ONBOARDING_REASON_MAX_LENGTH,
  ONBOARDING_STATUSES,
  ONBOARDING_UPLOAD_MAX_BYTES,
  ONBOARDING_UPLOAD_TYPES,
  isOnboardingComplete,
  onboardingStatusLabel,
  approveOnboardingForm,
  downloadApplicantOnboardingFile,
  downloadApplicantOnboardingPdf,
  downloadOnboardingFile,
  downloadOnboardingPdf,
  getApplicantOnboarding,
  getApplicantOnboardingForm,
  getI9Section2,
  getOnboardingForm,
  getOnboardingOverview,
  giveEsignConsent,
  listOnboardingAudit,
  requestOnboardingChanges,
  revealOnboardingValue,
  saveI9Section2,
  saveOnboardingDraft,
  submitOnboardingForm,
  unlockI9,
  uploadOnboardingFile,
  withdrawEsignConsent,
} from './onboarding';
export type {
  EsignConsent,
  I9Section2Document,
  OnboardingAuditEntry,
  OnboardingDraftSaved,
  OnboardingFormDocument,
  OnboardingFormSummary,
  OnboardingOverview,
  OnboardingSignature,
  OnboardingStatus,
  OnboardingSubmission,
  OnboardingUpload,
  OnboardingVersion,
} from './onboarding';
export {
  ESIGN_CONSENT_TEXT,
  ESIGN_CONSENT_VERSION,
  I9_ALTERNATIVE_PROCEDURE_TEXT,
  I9_ATTESTATIONS,
  I9_EDITION,
  I9_LIST_A_MAX,
  I9_NO_EXPIRATION,
  I9_PREPARERS_MAX,
  I9_SECTION1_ATTESTATION_TEXT,
  I9_SECTION2_CERTIFICATION_TEXT,
  I9_SECTION2_SENSITIVE_FIELDS,
  I9_SUPPLEMENT_A_TEXT,
  IDENTIFICATION_DOCUMENTS_MAX,
  HEPB_CHOICES,
  HEPB_DECLINATION_TEXT,
  HEPB_RECORD_ATTESTATION_TEXT,
  HEPB_SERIES,
  HEPB_TITER_RESULTS,
  HIPAA_ACKNOWLEDGEMENT_ITEMS,
  IDENTIFICATION_TYPES,
  INFLUENZA_ATTESTATION_TEXT,
  INFLUENZA_CHOICES,
  INFLUENZA_CONTRAINDICATIONS,
  INFLUENZA_DECLINATION_TEXT,
  INFLUENZA_DECLINE_REASONS,
  INFLUENZA_MASKING_TEXT,
  INFLUENZA_NHSN_STATUSES,
  INFLUENZA_PLACES,
  ONBOARDING_FORMS,
  ONBOARDING_FORM_KEYS,
  ONBOARDING_HEALTH_ACCESS_TEXT,
  ONBOARDING_OPENS_AT,
  RELATIONSHIPS,
  SENSITIVE_FIELDS,
  SIGNATURE_DRAWN_MAX_LENGTH,
  W9_CERTIFICATION,
  W9_EDITION,
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_CODES,
  W9_LINE_3B_TEXT,
  W9_LLC_CLASSIFICATIONS,
  W9_TAX_CLASSIFICATIONS,
  isOnboardingFormKey,
  maskIdentifier,
  isMaskedIdentifier,
  onboardingForm,
  onboardingFormApplies,
  onboardingFormsFor,
  opensAtStatus,
  influenzaNhsnLabel,
  influenzaNhsnStatus,
  influenzaSeason,
  influenzaSeasonDates,
  w9ForeignPartnersApplies,
} from './onboarding-forms';
export type {
  EmergencyContact,
  EmergencyInfoData,
  I9Attestation,
  I9Document,
  I9Preparer,
  I9Section1Data,
  I9Section2Data,
  IdentificationData,
  IdentificationDocument,
  HepatitisBHipaaData,
  HepBChoice,
  HepBSeries,
  HepBTiterResult,
  IdentificationType,
  InfluenzaChoice,
  InfluenzaContraindication,
  InfluenzaDeclineReason,
  InfluenzaNhsnStatus,
  InfluenzaPlace,
  InfluenzaVaccinationData,
  OnboardingFormData,
  OnboardingFormInfo,
  OnboardingFormKey,
  OnboardingOpensAt,
  PersonalInfoData,
  Relationship,
  SignatureInput,
  W9Data,
  W9ExemptPayeeCode,
  W9FatcaCode,
  W9LlcClassification,
  W9TaxClassification,
  W9TinType,
} from './onboarding-forms';
export {
  CBC_ADDRESS_YEARS,
  CBC_ADDRESSES_MAX,
  CBC_AUTHORIZATION_TEXT,
  CBC_COPY_OF_REPORT_LABEL,
  CBC_DISCLOSURE_ACKNOWLEDGEMENT,
  CBC_DISCLOSURE_TEXT,
  CBC_DISCLOSURE_TITLE,
  CBC_GAP_DAYS,
  CBC_OTHER_NAMES_MAX,
  CBC_SSN_SOURCES,
  CBC_STATE_NOTICES,
  CBC_SUMMARY_OF_RIGHTS_TEXT,
  NY_CHRC_CONSENT_LABEL,
  NY_CHRC_DISCIPLINES,
  NY_CHRC_TEXT,
  NY_CHRC_TITLE,
  cbcAddressGaps,
  cbcHistoryStart,
  cbcStateNotices,
  nyChrcApplies,
} from './onboarding-cbc';
export type {
  CbcAddress,
  CbcAddressGap,
  CbcFormData,
  CbcOtherName,
  CbcSsnSource,
  CbcStateNotice,
} from './onboarding-cbc';
export {
  MILITARY_BRANCHES,
  MILITARY_DISCHARGE_TYPES,
  NURSE_CERTIFICATION_NAMES,
  NURSE_COMPACT_LICENSE_TYPES,
  NURSE_DEGREES,
  NURSE_EMPLOYMENT_GAP_MONTHS,
  NURSE_ENTRIES_MAX,
  NURSE_FORM_ATTESTATION_TEXT,
  NURSE_FORM_DISCIPLINES,
  NURSE_FORM_SECTIONS,
  NURSE_LICENSE_TYPES,
  NURSE_REFERENCE_RELATIONSHIPS,
  NURSE_SUPERVISORY_REFERENCES_MIN,
  NURSE_SUPERVISORY_RELATIONSHIPS,
  NURSYS_URL,
  isNursingDiscipline,
  nurseCertificationLabel,
  nurseEmploymentGaps,
  nurseFormExpiries,
  nurseLicenseLabel,
} from './onboarding-nurse';
export type {
  MilitaryBranch,
  MilitaryDischargeType,
  NurseCertification,
  NurseCertificationName,
  NurseDegree,
  NurseEducation,
  NurseEmployment,
  NurseFormData,
  NurseFormSection,
  NurseLicense,
  NurseLicenseType,
  NurseMilitaryService,
  NurseReference,
  NurseReferenceRelationship,
} from './onboarding-nurse';
export { US_STATES, US_STATE_CODES, isUsStateCode } from './geography';
export type { UsStateCode } from './geography';
export { PERMISSIONS, ROLE_RANK, can, rolesWith } from './policy';
export type { Permission } from './policy';
export { register, registrationLookup, verify, resendVerificationCode } from './registration';
export type { RegistrationPayload, RegistrationResponse, VerificationPayload } from './registration';
export { forgotPassword, changePassword } from './password';
export type { ChangePasswordPayload, ForgotPasswordPayload } from './password';
export { getCurrentRecruiter, updateProfile, emailExist, updateEntryExit } from './recruiters';
export type { Recruiter, UpdateProfilePayload } from './recruiters';
export { getAgencyByUserId, isAgencyOwner, updateAgency } from './agency';
export type { Agency, UpdateAgencyPayload } from './agency';
export {
  AGENCY_DOCUMENT_BODY_MAX_LENGTH,
  AGENCY_DOCUMENT_KINDS,
  AGENCY_DOCUMENT_RESIGN_REASON,
  AGENCY_DOCUMENT_TITLE_MAX_LENGTH,
  agencyDocumentKindOf,
  agencyDocumentLabel,
  isAgencyDocumentKind,
  discardAgencyDocumentDraft,
  getAgencyDocumentVersion,
  getOnboardingAgencyDocument,
  listAgencyDocuments,
  publishAgencyDocument,
  saveAgencyDocumentDraft,
} from './agency-documents';
export type {
  AgencyDocument,
  AgencyDocumentAcceptanceData,
  AgencyDocumentDraftPayload,
  AgencyDocumentKind,
  AgencyDocumentPublished,
  AgencyDocumentVersion,
  PublishedAgencyDocument,
} from './agency-documents';
export {
  INSTITUTION_CONTACTS_MAX,
  INSTITUTION_NOTES_MAX_LENGTH,
  INSTITUTION_SORTS,
  INSTITUTION_TYPES,
  INSTITUTION_TYPE_KEYS,
  INSTITUTION_UNITS_MAX,
  INSTITUTION_UNIT_MAX_LENGTH,
  institutionTypeLabel,
  createInstitution,
  findInstitutionDuplicates,
  getInstitution,
  listInstitutions,
  updateInstitution,
} from './institutions';
export type {
  Institution,
  InstitutionContact,
  InstitutionFilters,
  InstitutionPayload,
  InstitutionSort,
  InstitutionSummary,
  InstitutionType,
} from './institutions';
export {
  JOB_ORDER_CURRENCY,
  JOB_ORDER_LIMITS,
  JOB_ORDER_MANUAL_STATUSES,
  JOB_ORDER_SHIFT_HOURS,
  JOB_ORDER_SORTS,
  JOB_ORDER_STATUSES,
  JOB_ORDER_STATUSES_WITH_REASON,
  JOB_ORDER_STATUS_KEYS,
  jobOrderStatusLabel,
  createJobOrder,
  getJobOrder,
  getJobOrderStatusCounts,
  listJobOrders,
  updateJobOrder,
} from './job-orders';
export type {
  JobOrder,
  JobOrderFilters,
  JobOrderInstitution,
  JobOrderOwner,
  JobOrderPayload,
  JobOrderShiftHours,
  JobOrderSort,
  JobOrderStatus,
  JobOrderStatusCount,
  JobOrderSummary,
} from './job-orders';
export {
  SUBMISSION_NOTE_MAX_LENGTH,
  SUBMISSION_PIPELINE_MOVES,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_KEYS,
  SUBMISSIONS_MAX_APPLICANTS,
  submissionStatusLabel,
  changeSubmissionStatus,
  listApplicantSubmissions,
  listJobOrderSubmissions,
  submitApplicants,
} from './submissions';
export type {
  SubmitApplicantsPayload,
  SubmitApplicantsResult,
  Submission,
  SubmissionEvent,
  SubmissionStatus,
  SubmissionStatusPayload,
  SubmissionStatusResult,
} from './submissions';
export {
  CREDENTIAL_EXPIRY_THRESHOLDS,
  EXPIRING_CREDENTIALS_TITLE,
  credentialDaysText,
  getApplicantCredentialExpiries,
  getOwnCredentialExpiries,
  listExpiringCredentials,
} from './credentials';
export type {
  CredentialExpiryEntry,
  CredentialExpiryThreshold,
  CredentialSource,
  ExpiringCredentials,
} from './credentials';
export {
  CREDENTIAL_EXPIRING_DAYS,
  DEFAULT_UPLOAD_REQUIREMENTS,
  UPLOAD_REJECT_REASON_MAX_LENGTH,
  UPLOAD_REQUIREMENT_MESSAGES,
  UPLOAD_REQUIREMENT_STATES,
  UPLOAD_REQUIREMENT_STATE_LABELS,
  daysBetween,
  isoDay,
  uploadRequirementDone,
  uploadRequirementState,
  uploadRequirementsProgress,
  addUploadRequirementFile,
  approveUploadRequirementFile,
  getApplicantUploadRequirements,
  getUploadRequirements,
  rejectUploadRequirementFile,
  removeUploadRequirementFile,
} from './upload-requirements';
export type {
  UploadRequirement,
  UploadRequirementFile,
  UploadRequirementFilePayload,
  UploadRequirementFileStatus,
  UploadRequirementState,
  UploadRequirementsOverview,
} from './upload-requirements';
export {
  REFERENCE_ATTESTATION_TEXT,
  REFERENCE_CAPACITIES,
  REFERENCE_FORM_PATH,
  REFERENCE_LINK_MESSAGES,
  REFERENCE_RATINGS,
  REFERENCE_RATING_SCALE,
  REFERENCE_REHIRE_ANSWERS,
  REFERENCE_REQUESTS_PER_DAY,
  REFERENCE_REQUEST_STATUSES,
  REFERENCE_REQUEST_TTL_DAYS,
  referenceRequestStatusLabel,
  getApplicantReferences,
  getPublicReferenceForm,
  listMyReferenceRequests,
  requestReference,
  submitPublicReference,
} from './references';
export type {
  ApplicantReference,
  PublicReferenceForm,
  ReferenceAnswers,
  ReferenceCapacity,
  ReferenceRatingField,
  ReferenceRehire,
  ReferenceRequestStatus,
  ReferenceRequestSummary,
} from './references';
export {
  DRUG_SCREEN_RESULTS,
  FIT_TEST_RESULTS,
  IMMUNITY_EVIDENCE,
  PHYSICAL_EXAM_CLEARED,
  PHYSICAL_IMMUNIZATIONS,
  PHYSICAL_INFO_FORM_KEY,
  PHYSICAL_INFO_UPLOAD_FIELDS,
  PHYSICAL_INFO_VALIDITY_MONTHS,
  TB_RESULTS,
  TB_TEST_TYPES,
  TITER_RESULTS,
  physicalInfoExpiries,
} from './onboarding-physical';
export type {
  DrugScreenResult,
  FitTestResult,
  ImmunityEvidence,
  PhysicalExamCleared,
  PhysicalImmunizationPrefix,
  PhysicalInfoData,
  TbResult,
  TbTestType,
  TiterResult,
} from './onboarding-physical';
export { getUserByUserId } from './users';
export type { User, UserType } from './users';
export { isUserVerified } from './base';
export {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_MESSAGES,
  CAPTCHA_PROVIDERS,
  getCaptchaChallenge,
} from './captcha';
export type { AltchaChallenge, AltchaPayload, CaptchaChallenge, CaptchaProvider } from './captcha';

/** Every call of the API, by name. */
export const API_CALLS = Object.freeze({
  updateEntryExit,
  isUserVerified,
  forgotPassword,
  changePassword,
  register,
  registrationLookup,
  verify,
  resendVerificationCode,
  getCurrentRecruiter,
  getUserRoles,
  getUserByUserId,
  updateProfile,
  emailExist,
  getAgencyByUserId,
  isAgencyOwner,
  updateAgency,
  getApplicantStatusCounts,
  getCaptchaChallenge,
  listApplicants,
  exportApplicants,
  listApplicantOwners,
  getApplicantDashboard,
  getApplicant,
  findApplicantDuplicates,
  createApplicant,
  updateApplicant,
  changeApplicantStatus,
  assignApplicant,
  archiveApplicant,
  restoreApplicant,
  listApplicantActivity,
  listApplicantNotes,
  addApplicantNote,
  updateApplicantNote,
  listApplicantDocuments,
  uploadApplicantResume,
  downloadApplicantDocument,
  bulkUpdateApplicants,
  getOnboardingOverview,
  getOnboardingForm,
  saveOnboardingDraft,
  submitOnboardingForm,
  downloadOnboardingPdf,
  giveEsignConsent,
  withdrawEsignConsent,
  uploadOnboardingFile,
  downloadOnboardingFile,
  getApplicantOnboarding,
  getApplicantOnboardingForm,
  downloadApplicantOnboardingPdf,
  approveOnboardingForm,
  requestOnboardingChanges,
  revealOnboardingValue,
  downloadApplicantOnboardingFile,
  unlockI9,
  getI9Section2,
  saveI9Section2,
  listOnboardingAudit,
  listAgencyDocuments,
  saveAgencyDocumentDraft,
  discardAgencyDocumentDraft,
  publishAgencyDocument,
  getAgencyDocumentVersion,
  getOnboardingAgencyDocument,
  getUploadRequirements,
  addUploadRequirementFile,
  removeUploadRequirementFile,
  getApplicantUploadRequirements,
  approveUploadRequirementFile,
  rejectUploadRequirementFile,
  getApplicantCredentialExpiries,
  getOwnCredentialExpiries,
  listExpiringCredentials,
  listMyReferenceRequests,
  requestReference,
  getPublicReferenceForm,
  submitPublicReference,
  getApplicantReferences,
  listInstitutions,
  getInstitution,
  findInstitutionDuplicates,
  createInstitution,
  updateInstitution,
  listJobOrders,
  getJobOrderStatusCounts,
  getJobOrder,
  createJobOrder,
  updateJobOrder,
  listJobOrderSubmissions,
  listApplicantSubmissions,
  submitApplicants,
  changeSubmissionStatus,
});
export type ApiCallName = keyof typeof API_CALLS;

// ---------------------------------------------------------------------------------------------
// Derived views of API_CALLS (no entry of their own), kept for code written before the descriptors
// ---------------------------------------------------------------------------------------------

/** @deprecated Same as `ApiCallName`. */
export type ApiPathName = ApiCallName;

const API_CALL_NAMES = Object.keys(API_CALLS) as ApiCallName[];

const byName = <V>(value: (name: ApiCallName) => V) =>
  Object.freeze(Object.fromEntries(API_CALL_NAMES.map((name) => [name, value(name)])));

/** The path of each call (relative to the API base URL; `:name` marks a path parameter). */
export const API_PATHS = byName((name) => API_CALLS[name].path) as {
  readonly [K in ApiCallName]: (typeof API_CALLS)[K]['path'];
};

/** The HTTP method of each call. */
export const API_METHODS = byName((name) => API_CALLS[name].method) as {
  readonly [K in ApiCallName]: (typeof API_CALLS)[K]['method'];
};

/** Calls that work without sign-in (SPEC §6-7); every other call carries `Authorization: Bearer`. */
export const ANONYMOUS_API_PATHS: readonly ApiCallName[] = Object.freeze(
  API_CALL_NAMES.filter((name) => API_CALLS[name].anonymous),
);

/** Request and response types of each call, by name. */
export type ApiContract = {
  [K in ApiCallName]: {
    body: CallBody<(typeof API_CALLS)[K]>;
    query: CallQuery<(typeof API_CALLS)[K]>;
    response: CallResponse<(typeof API_CALLS)[K]>;
  };
};
