/**
 * The contract between the portal (and any other agency product) and the identity server / API of
 * SPEC §7: one descriptor per call (method, path, anonymous or not, body / query / response types) in one
 * file per area, the shared vocabulary (`vocabulary.ts`: statuses, disciplines, shifts, US states …), plus the
 * identity server's wire format, the claims and the error body. The reference server (apps/server) imports
 * this module too, so the two cannot drift.
 *
 * Adding a call, in its area's file `contract/<area>.ts`: one `defineCall(...)` and its name in that file's
 * `<area>Calls` at the end; its name in the area's `export { … } from './<area>'` below (a test fails on a
 * descriptor `API_CALLS` has and this entry does not export). Then its default answer in
 * `testing/fixtures/<area>.ts` (the typecheck asks for it) and one handler in the server. `client.call(...)`,
 * `useApiQuery(...)`, `handle(...)`, the compatibility maps (`API_PATHS`, `API_METHODS`, `ANONYMOUS_API_PATHS`,
 * `ApiContract`) and the server's route come from the descriptor. A new area: its file with its `<area>Calls`,
 * its `export` lines and one spread in `API_CALLS` below, and its `testing/fixtures/<area>.ts` spread in
 * `testing/fixtures/index.ts`.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { agencyCalls } from './agency';
import { agencyDocumentCalls } from './agency-documents';
import { agencySettingsCalls } from './agency-settings';
import { analyticsCalls } from './analytics';
import { applicantCalls } from './applicants';
import { baseCalls } from './base';
import { calendarCalls } from './calendar';
import { captchaCalls } from './captcha';
import { careersCalls } from './careers';
import { credentialCalls } from './credentials';
import { formsCatalogueCalls } from './forms-catalogue';
import { institutionCalls } from './institutions';
import { jobOrderCalls } from './job-orders';
import { mailSettingsCalls } from './mail-settings';
import { messagingCalls } from './messaging';
import { onboardingCalls } from './onboarding';
import { passwordCalls } from './password';
import { platformCalls } from './platform';
import { preferenceCalls } from './preferences';
import { recruiterHistoryCalls } from './recruiter-history';
import { recruiterCalls } from './recruiters';
import { referenceCalls } from './references';
import { registrationCalls } from './registration';
import { rolePermissionCalls } from './role-permissions';
import { roleCalls } from './roles';
import { staffCalls } from './staff';
import { submissionCalls } from './submissions';
import { uploadRequirementCalls } from './upload-requirements';
import { userManagementCalls } from './user-management';
import { userCalls } from './users';
import type { CallBody, CallQuery, CallResponse } from './common';

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
export { ROLE_KEYS, ROLE_NAMES, isRoleKey, getUserRoles } from './roles';
export type { RoleKey, UserRole } from './roles';
export {
  APPLICANT_STATUSES,
  APPLICANT_STATUS_KEYS,
  APPLICANT_SOURCES,
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  SPECIALTIES,
  isApplicantStatus,
  statusLabel,
  US_STATES,
  US_STATE_CODES,
  isUsStateCode,
} from './vocabulary';
export type {
  ApplicantSource,
  ApplicantStatus,
  Discipline,
  EmploymentType,
  Shift,
  Specialty,
  UsStateCode,
} from './vocabulary';
export {
  INVITATION_GONE_MESSAGE,
  STAFF_LIMITS,
  STAFF_PENDING_APPROVAL_MESSAGE,
  STAFF_STATUSES,
  STAFF_STATUS_LABELS,
  acceptStaffInvitation,
  approveStaff,
  deactivateStaff,
  declineStaff,
  getStaffInvitation,
  inviteStaff,
  listStaff,
  reactivateStaff,
  registerRecruiter,
  resendStaffInvitation,
  resetStaffPassword,
  updateStaff,
} from './staff';
export { getRolePermissions, setRolePermission } from './role-permissions';
export { getUserPreferences, saveUserPreferences } from './preferences';
export type { UserPreferences } from './preferences';
export type { RolePermissions } from './role-permissions';
export type {
  AcceptInvitationPayload,
  AcceptedInvitation,
  RecruiterRegistrationResponse,
  StaffActionResult,
  StaffApprovalPayload,
  StaffDeactivationPayload,
  StaffInvitation,
  StaffInvitationPayload,
  StaffMember,
  StaffRolesPayload,
  StaffStatus,
} from './staff';
export {
  APPLICANT_ONBOARDING_FILTERS,
  APPLICANT_PAGE_SIZE,
  APPLICANT_TOTAL_CAP,
  APPLICANT_SORTS,
  ARCHIVE_RESTORE_DAYS,
  BULK_MAX_APPLICANTS,
  NOTE_MAX_LENGTH,
  ONBOARDING_PROGRESS_FORMS,
  PIPELINE_BACK,
  PIPELINE_MOVES,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  STATUS_REASONS,
  allowedMoves,
  applicantNumberText,
  canEditApplicant,
  movePermission,
  onboardingPercent,
  onboardingProgressText,
  ownsOrUnassigned,
  pipelineMoves,
  reasonsFor,
  rolesSentence,
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
  getApplicantByNumber,
  getApplicantDashboard,
  getApplicantStatusCounts,
  getApplicantWalk,
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
  ApplicantStatusCount,
  ApplicantSummary,
  ApplicantWalk,
  BulkAction,
  BulkPayload,
  BulkResult,
  CreateApplicantPayload,
  DuplicateMatch,
  DuplicateQuery,
  MoveActor,
  MoveKind,
  PipelineMove,
  ReasonStatus,
  StatusChangePayload,
  StatusReason,
} from './applicants';
export {
  ONBOARDING_REASON_MAX_LENGTH,
  ONBOARDING_STATUSES,
  ONBOARDING_UPLOAD_MAX_BYTES,
  ONBOARDING_UPLOAD_TYPES,
  isOnboardingComplete,
  onboardingProgress,
  onboardingStatusLabel,
  progressCounts,
  progressText,
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
  ProgressCounts,
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
export { DEFAULT_TIME_ZONE, US_STATE_TIME_ZONES, stateTimeZone } from './geography';

export {
  DEFAULT_POLICY,
  PERMISSIONS,
  PERMISSION_INFO,
  ROLE_RANK,
  can,
  currentPolicy,
  grantRefusal,
  policyWith,
  rolesWith,
  setPolicySource,
} from './policy';
export type { Permission, PermissionInfo, RoleGrant, RolePolicy } from './policy';
export {
  register,
  registrationLookup,
  verify,
  resendVerificationCode,
  EMAIL_NOT_VERIFIED_MESSAGE,
} from './registration';
export type { RegistrationPayload, RegistrationResponse, VerificationPayload } from './registration';
export { forgotPassword, changePassword } from './password';
export type { ChangePasswordPayload, ForgotPasswordPayload } from './password';
export { getCurrentRecruiter, updateProfile, emailExist, updateEntryExit } from './recruiters';
export type { Recruiter, UpdateProfilePayload } from './recruiters';
export {
  RECRUITER_HISTORY_LIMITS,
  RECRUITER_HISTORY_VIEWS,
  activeTimeText,
  exportRecruiterHistory,
  getRecruiterHistory,
} from './recruiter-history';
export type {
  RecruiterHistory,
  RecruiterHistoryPerson,
  RecruiterHistoryQuery,
  RecruiterHistoryRow,
  RecruiterHistoryTotal,
  RecruiterHistoryView,
} from './recruiter-history';
export {
  ACCOUNT_LOCKED_MESSAGE,
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_LIMITS,
  MANAGED_ACCOUNT_SORTS,
  MANAGED_ACCOUNT_STATES,
  MANAGED_ACCOUNT_TYPES,
  auditActionLabel,
  auditDetailText,
  exportAuditLog,
  isAuditAction,
  listAuditLog,
  listManagedAccounts,
  lockManagedAccount,
  resetManagedAccountPassword,
  signOutManagedAccount,
  unlockManagedAccount,
} from './user-management';
export type {
  AuditAction,
  AuditEntry,
  AuditLogFilters,
  AuditLogQuery,
  ManagedAccount,
  ManagedAccountActionResult,
  ManagedAccountFilters,
  ManagedAccountListQuery,
  ManagedAccountSort,
  ManagedAccountState,
} from './user-management';
export { getAgencyByUserId, isAgencyOwner, updateAgency } from './agency';
export type { Agency, UpdateAgencyPayload } from './agency';
export {
  AGENCY_DEFAULT_TIME_ZONE,
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_LOGO_TYPES,
  AGENCY_SUSPENDED_MESSAGE,
  AGENCY_TIME_ZONES,
  deleteAgencyLogo,
  getAgencyBranding,
  getAgencyLogo,
  getAgencySettings,
  isAgencyTimeZone,
  updateAgencySettings,
  uploadAgencyLogo,
} from './agency-settings';
export type {
  AgencyBranding,
  AgencyLogoType,
  AgencySettings,
  AgencySettingsPayload,
  AgencyTimeZone,
} from './agency-settings';
export {
  OPERATORS_ONLY_MESSAGE,
  PLATFORM_AGENCY_STATUSES,
  PLATFORM_AGENCY_STATUS_LABELS,
  createPlatformAgency,
  listPlatformAgencies,
  resumePlatformAgency,
  suspendPlatformAgency,
} from './platform';
export type { CreatedPlatformAgency, NewAgencyPayload, PlatformAgency, PlatformAgencyStatus } from './platform';
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
  MATCHES_DEFAULT,
  MATCHES_MAX,
  POSITION_SORTS,
  createJobOrder,
  exportPositions,
  getJobOrder,
  getJobOrderStatusCounts,
  listApplicantJobOrderMatches,
  listJobOrderMatches,
  listJobOrders,
  listPositions,
  updateJobOrder,
} from './job-orders';
export {
  CAREERS_CONFIRMATION_DAYS,
  CAREERS_MESSAGES,
  CAREERS_PAGE_SIZE,
  CAREERS_RESUME_TOKEN_HOURS,
  CAREERS_SOURCE,
  PUBLIC_JOB_SORTS,
  applyToJob,
  confirmCareerApplication,
  downloadCareerApplicationResume,
  getPublicJob,
  listCareerApplications,
  listPublicJobs,
  mergeCareerApplication,
  uploadCareerResume,
} from './careers';
export type {
  CareerApplicationPayload,
  CareerApplicationResult,
  CareerConfirmationPayload,
  CareerConfirmationResult,
  PendingCareerApplication,
  CareerResumeUpload,
  PublicJob,
  PublicJobFilters,
  PublicJobSort,
  PublicJobSummary,
} from './careers';
export {
  cancelCalendarEvent,
  completeFollowUp,
  createCalendarEvent,
  getCalendarAgenda,
  getCalendarEvent,
  listCalendarEvents,
  reopenFollowUp,
  updateCalendarEvent,
  CALENDAR_EVENT_KINDS,
  CALENDAR_EVENT_KIND_KEYS,
  CALENDAR_LIMITS,
  INTERVIEW_LOCATION_KINDS,
  INTERVIEW_LOCATION_KIND_KEYS,
  REMINDER_OFFSET_CHOICES,
  calendarEventKindLabel,
  formatInZone,
  instantToZonedTime,
  interviewLocationLabel,
  isSupportedTimeZone,
  isTimeZone,
  reminderOffsetLabel,
  supportedTimeZones,
  timeZoneName,
  zoneOffsetMinutes,
  zonedDayBounds,
  zonedTimeToInstant,
} from './calendar';
export type {
  CalendarAgenda,
  CalendarAgendaQuery,
  CalendarEvent,
  CalendarEventKind,
  CalendarEventPayload,
  CalendarEventsQuery,
  CalendarPerson,
  InterviewLocationKind,
} from './calendar';
export type {
  ApplicantMatch,
  JobOrder,
  JobOrderFilters,
  JobOrderMatch,
  JobOrderInstitution,
  JobOrderOwner,
  JobOrderPayload,
  JobOrderShiftHours,
  JobOrderSort,
  JobOrderStatus,
  JobOrderStatusCount,
  JobOrderSummary,
  MatchFit,
  PositionFilters,
  PositionPage,
  PositionRow,
  PositionSort,
  PositionTotals,
} from './job-orders';
export {
  ANALYTICS_DATASETS,
  ANALYTICS_DATASET_KEYS,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_STAGES,
  ONBOARDING_BUCKETS,
  defaultAnalyticsRange,
  exportAnalytics,
  getAnalytics,
} from './analytics';
export type {
  AnalyticsDataset,
  AnalyticsExportQuery,
  AnalyticsQuery,
  AnalyticsRange,
  AnalyticsReport,
  AnalyticsStage,
  OnboardingCompletion,
  RecruiterProduction,
  SourceProduction,
  StageConversion,
  StageTime,
} from './analytics';
export {
  SUBMISSION_NOTE_MAX_LENGTH,
  SUBMISSION_PIPELINE_MOVES,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_KEYS,
  SUBMISSIONS_MAX_APPLICANTS,
  submissionStatusLabel,
  changeSubmissionStatus,
  listApplicantSubmissions,
  listInstitutionPlacements,
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
  MERGE_FIELDS,
  MESSAGE_CANCELLABLE_STATES,
  MESSAGE_CHANNELS,
  MESSAGE_CHANNEL_KEYS,
  MESSAGE_LIMITS,
  MESSAGE_SKIP_REASONS,
  MESSAGE_SORTS,
  MESSAGE_STATES,
  MESSAGE_STATE_KEYS,
  MISSING_MERGE_FIELDS,
  SMS_QUIET_HOURS,
  isJobOrderField,
  mergeFieldLabel,
  mergeFieldsIn,
  messageChannelLabel,
  messageStateLabel,
  smsSegments,
  cancelMessage,
  checkMessages,
  createMessageTemplate,
  createSavedSearch,
  deleteMessageTemplate,
  deleteSavedSearch,
  getMessage,
  listApplicantMessages,
  listMessageAutomations,
  listMessageTemplates,
  listMessages,
  listSavedSearches,
  previewMessage,
  saveMessageAutomations,
  sendMessages,
  updateMessageTemplate,
} from './messaging';
export type {
  MergeFieldKey,
  MergeFieldValues,
  MessageAutomation,
  MessageAutomationPayload,
  MessageChannel,
  MessageCheck,
  MessageDetail,
  MessageDirection,
  MessageEvent,
  MessageFilters,
  MessagePreview,
  MessagePreviewPayload,
  MessageRecipientBlanks,
  MessageRecipientResult,
  MessageSort,
  MessageState,
  MessageSummary,
  MessageTemplate,
  MessageTemplatePayload,
  MessageTemplateScope,
  SavedSearch,
  SavedSearchPayload,
  SendMessagesPayload,
  SendMessagesResult,
  SmsSegments,
} from './messaging';
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
  uploadRequirementCounts,
  uploadRequirementState,
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
  FIXED_FORM_REQUIREMENTS,
  FORMS_CATALOGUE_MESSAGES,
  UPLOAD_REQUIREMENTS_MAX,
  UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH,
  UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH,
  UPLOAD_REQUIREMENT_MAX_FILES_LIMIT,
  defaultFormRequirement,
  disciplineListText,
  disciplineRuleText,
  formNotRequiredMessage,
  formRequiredFor,
  maxFilesReachedMessage,
  requiredFormsFor,
  sortDisciplines,
  createUploadRequirementItem,
  getFormsCatalogue,
  reorderUploadRequirementItems,
  updateFormRequirement,
  updateUploadRequirementItem,
} from './forms-catalogue';
export type {
  CatalogueAgencyDocument,
  CatalogueUploadRequirement,
  DisciplineRule,
  FormRequirement,
  FormRequirementPayload,
  FormsCatalogue,
  UploadRequirementItemPayload,
  UploadRequirementOrderPayload,
} from './forms-catalogue';
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

export {
  deleteAgencyMailServer,
  deleteUserMailConfiguration,
  getAgencyMailServer,
  getUserMailConfiguration,
  getUserMailSettings,
  saveAgencyMailServer,
  saveUserMailConfiguration,
  saveUserMailSettings,
  testAgencyMailServer,
  testUserMailConfiguration,
} from './mail-settings';
export type {
  MailConfiguration,
  SmtpSecurity,
  SmtpServer,
  SmtpServerPayload,
  SmtpTestPayload,
  SmtpTestResult,
  UserMailSettings,
  UserMailSettingsPayload,
} from './mail-settings';

/** Every call of the API, by name: one spread per area file, in the files' alphabetical order. */
export const API_CALLS = Object.freeze({
  ...agencyCalls,
  ...agencyDocumentCalls,
  ...agencySettingsCalls,
  ...analyticsCalls,
  ...applicantCalls,
  ...baseCalls,
  ...calendarCalls,
  ...captchaCalls,
  ...careersCalls,
  ...credentialCalls,
  ...formsCatalogueCalls,
  ...institutionCalls,
  ...jobOrderCalls,
  ...mailSettingsCalls,
  ...messagingCalls,
  ...onboardingCalls,
  ...passwordCalls,
  ...platformCalls,
  ...preferenceCalls,
  ...recruiterHistoryCalls,
  ...recruiterCalls,
  ...referenceCalls,
  ...registrationCalls,
  ...rolePermissionCalls,
  ...roleCalls,
  ...staffCalls,
  ...submissionCalls,
  ...uploadRequirementCalls,
  ...userManagementCalls,
  ...userCalls,
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
