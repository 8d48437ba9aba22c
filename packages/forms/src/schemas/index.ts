// Public API of @agency/forms/schemas: React-free (yup only), imported by the portal and by the Node server.
// Named exports only; types apart. A test guards this list. Fixtures stay internal.
// Layout: one folder per form (`<form>/schema.ts`, `messages.ts`, `fixtures.ts`), `shared/` for the
// constants, rules, messages and error helpers several forms use.

export {
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_MAX_LENGTH,
  PHONE_PATTERN,
  ZIP_CODE_PATTERN,
  WEBSITE_PATTERN,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  TEST_NAMES,
} from './shared/constants';
export { messages } from './messages';
export type { Messages } from './messages';
export { loginSchema } from './login/schema';
export type { LoginValues } from './login/schema';
export { registrationSchema, registrationPayloadSchema } from './registration/schema';
export type { RegistrationValues, RegistrationPayloadInput } from './registration/schema';
export { REGISTRATION_PAYLOAD_FIELDS, toRegistrationPayload } from './registration/payload';
export type { RegistrationPayloadValues } from './registration/payload';
export { verificationSchema } from './verification/schema';
export type { VerificationValues } from './verification/schema';
export { forgotPasswordSchema, forgotPasswordPayloadSchema, toForgotPasswordPayload } from './forgot-password/schema';
export type { ForgotPasswordValues, ForgotPasswordPayloadValues } from './forgot-password/schema';
export { profileSchema } from './profile/schema';
export type { ProfileValues } from './profile/schema';
export { changePasswordSchema, changePasswordPayloadSchema, toChangePasswordPayload } from './change-password/schema';
export type { ChangePasswordValues, ChangePasswordPayloadValues } from './change-password/schema';
export { agencyProfileSchema } from './agency-profile/schema';
export type { AgencyProfileValues } from './agency-profile/schema';
export {
  agencySettingsSchema,
  newAgencySchema,
  agencyLogoRefusal,
  AGENCY_TIME_ZONE_OPTIONS,
  HOST_LABEL_PATTERN,
} from './agency-settings/schema';
export type { AgencySettingsValues, NewAgencyValues } from './agency-settings/schema';
export { brandContrast, hexContrast, normalizeHexColor, HEX_COLOR_PATTERN } from './agency-settings/contrast';
export {
  BRAND_BACKGROUNDS,
  BRAND_CONTRAST_MIN,
  BRAND_ON_PRIMARY,
  HOST_LABEL_MAX_LENGTH,
} from './agency-settings/constants';
export { institutionSchema, institutionContactSchema } from './institution/schema';
export type { InstitutionValues } from './institution/schema';
export { jobOrderSchema } from './job-order/schema';
export { careerApplicationSchema, careerApplicationPayloadSchema } from './career-application/schema';
export type { CareerApplicationValues, CareerApplicationPayloadValues } from './career-application/schema';
export { careerApplicationMessages } from './career-application/messages';
export {
  addressList,
  mailSettingsSchema,
  smtpServerSchema,
  smtpTestSchema,
  SMTP_SECURITY,
  SMTP_SECURITY_OPTIONS,
} from './mail-settings/schema';
export type { MailSettingsValues, SmtpSecurity, SmtpServerValues, SmtpTestValues } from './mail-settings/schema';
export { composeMessageSchema, messageTemplateSchema, savedSearchSchema, unknownMergeFields } from './messaging/schema';
export { preferencesSchema } from './preferences/schema';
export type { PreferencesValues } from './preferences/schema';
export type { ComposeMessageValues, MessageTemplateValues, SavedSearchValues } from './messaging/schema';
export type { JobOrderValues } from './job-order/schema';
export {
  formRequirementSchema,
  uploadRequirementItemSchema,
  uploadRequirementOrderSchema,
} from './forms-catalogue/schema';
export type {
  FormRequirementValues,
  UploadRequirementItemValues,
  UploadRequirementOrderValues,
} from './forms-catalogue/schema';
export {
  applicantSchema,
  applicantNoteSchema,
  statusChangeSchema,
  isIsoDate,
  TAG_MAX_LENGTH,
  TAGS_MAX,
} from './applicant/schema';
export type { ApplicantValues, ApplicantNoteValues, StatusChangeValues } from './applicant/schema';
export { personalInfoSchema } from './onboarding/personal-info/schema';
export type { PersonalInfoValues } from './onboarding/personal-info/schema';
export { identificationSchema, identificationDocumentSchema } from './onboarding/identification/schema';
export type { IdentificationValues, IdentificationDocumentValues } from './onboarding/identification/schema';
export { emergencyInfoSchema, emergencyContactSchema } from './onboarding/emergency/schema';
export type { EmergencyInfoValues } from './onboarding/emergency/schema';
export { w9Schema } from './onboarding/w9/schema';
export type { W9Values } from './onboarding/w9/schema';
export { i9Section1Schema, i9Section2Schema, i9PreparerSchema, i9DocumentSchema } from './onboarding/i9/schema';
export type { I9Section1Values, I9Section2Values } from './onboarding/i9/schema';
export { hepBHipaaSchema } from './onboarding/hepab-hipaa/schema';
export type { HepBHipaaValues } from './onboarding/hepab-hipaa/schema';
export {
  CBC_STEP_FIELDS,
  cbcSchema,
  cbcAddressSchema,
  cbcOtherNameSchema,
  cbcStepSchemas,
} from './onboarding/cbc/schema';
export type { CbcStep, CbcValues } from './onboarding/cbc/schema';
export { influenzaSchema } from './onboarding/influenza/schema';
export type { InfluenzaValues } from './onboarding/influenza/schema';
export {
  nurseCertificationSchema,
  nurseEducationSchema,
  nurseEmploymentSchema,
  nurseFormSchema,
  nurseLicenseSchema,
  nurseMilitarySchema,
  nurseReferenceSchema,
} from './onboarding/nurse/schema';
export type {
  NurseCertificationValues,
  NurseEducationValues,
  NurseEmploymentValues,
  NurseFormValues,
  NurseLicenseValues,
  NurseMilitaryValues,
  NurseReferenceValues,
} from './onboarding/nurse/schema';
export { physicalInfoSchema } from './onboarding/physical/schema';
export type { PhysicalInfoValues } from './onboarding/physical/schema';
export { referenceAnswersSchema } from './references/schema';
export type { ReferenceAnswersValues } from './references/schema';
export {
  agencyDocumentDraftSchema,
  agreementFormSchema,
  termsConditionsSchema,
} from './onboarding/agency-document/schema';
export type { AgencyDocumentAcceptanceValues, AgencyDocumentDraftValues } from './onboarding/agency-document/schema';
export { signatureSchema } from './onboarding/signature/schema';
export type { SignatureValues } from './onboarding/signature/schema';
export { onboardingFormSchemas } from './onboarding/forms';
export { isDraftShape } from './onboarding/draft';
export { ADDITIONAL_INFORMATION_MAX_LENGTH, DOCUMENT_NUMBER_MAX_LENGTH, ID_MAX_LENGTH } from './onboarding/constants';
export {
  acceptInvitationSchema,
  staffApprovalSchema,
  staffDeactivationSchema,
  staffInvitationSchema,
  staffRolesSchema,
} from './staff/schema';
export type {
  AcceptInvitationValues,
  StaffApprovalValues,
  StaffDeactivationValues,
  StaffInvitationValues,
  StaffRolesValues,
} from './staff/schema';
export { toFieldErrors, validateValues } from './shared/errors';
export type { FieldErrors, ValidationResult } from './shared/errors';
