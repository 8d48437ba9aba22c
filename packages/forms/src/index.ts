// Public API of @agency/forms: the form components. Named exports only; types apart. A test guards this
// list. Rules, messages and value types live in the React-free entry '@agency/forms/schemas'.

export { LoginForm } from './components/LoginForm';
export type { LoginFormProps } from './components/LoginForm';
export { RegistrationForm } from './components/RegistrationForm';
export { CareerApplicationForm } from './components/CareerApplicationForm';
export type { CareerApplicationFormProps } from './components/CareerApplicationForm';
export type { RegistrationFormProps } from './components/RegistrationForm';
export { VerificationForm } from './components/VerificationForm';
export type { VerificationFormProps } from './components/VerificationForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './components/ForgotPasswordForm';
export { ProfileForm } from './components/ProfileForm';
export type { ProfileFormProps } from './components/ProfileForm';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export type { ChangePasswordFormProps } from './components/ChangePasswordForm';
export { AgencyProfileForm } from './components/AgencyProfileForm';
export { AgencySettingsForm } from './components/AgencySettingsForm';
export { NewAgencyForm } from './components/NewAgencyForm';
export { ComposeMessageForm } from './components/ComposeMessageForm';
export type { ComposeDraft, ComposeMessageFormProps } from './components/ComposeMessageForm';
export { MailSettingsForm } from './components/MailSettingsForm';
export { MessageTemplateForm } from './components/MessageTemplateForm';
export type { MessageDraft, MessageTemplateFormProps } from './components/MessageTemplateForm';
export type { MailSettingsFormProps } from './components/MailSettingsForm';
export { PreferencesForm } from './components/PreferencesForm';
export type { PreferencesFormProps } from './components/PreferencesForm';
export { SmtpServerForm } from './components/SmtpServerForm';
export type { SmtpServerFormProps } from './components/SmtpServerForm';
export type { AgencyProfileFormProps } from './components/AgencyProfileForm';
export type { AgencySettingsFormProps } from './components/AgencySettingsForm';
export type { NewAgencyFormProps } from './components/NewAgencyForm';
export { InstitutionForm } from './components/InstitutionForm';
export type { InstitutionFormProps } from './components/InstitutionForm';
export { JobOrderForm } from './components/JobOrderForm';
export type { JobOrderFormFacility, JobOrderFormOwner, JobOrderFormProps } from './components/JobOrderForm';
export { Captcha, CaptchaError, CAPTCHA_TEXT, useCaptcha } from './components/Captcha';
export type {
  CaptchaController,
  CaptchaInfo,
  CaptchaProps,
  CaptchaState,
  CaptchaStatus,
  UseCaptchaOptions,
} from './components/Captcha';
export { ApplicantForm } from './components/ApplicantForm';
export type { ApplicantFormProps } from './components/ApplicantForm';
export { StatusChangeForm } from './components/StatusChangeForm';
export type { StatusChangeFormProps } from './components/StatusChangeForm';
export { NoteForm } from './components/NoteForm';
export type { NoteFormProps } from './components/NoteForm';

// Onboarding (issue 11): the applicant's forms, I-9 Section 2 (staff) and the signature step.
export { PersonalInfoForm } from './components/PersonalInfoForm';
export type { PersonalInfoFormProps } from './components/PersonalInfoForm';
export { IdentificationForm } from './components/IdentificationForm';
export type { IdentificationFormProps } from './components/IdentificationForm';
export { AgencyDocumentForm } from './components/AgencyDocumentForm';
export type { AgencyDocumentFormProps } from './components/AgencyDocumentForm';
export { EmergencyContactsForm } from './components/EmergencyContactsForm';
export type { EmergencyContactsFormProps } from './components/EmergencyContactsForm';
export { HepatitisBHipaaForm } from './components/HepatitisBHipaaForm';
export type { HepatitisBHipaaFormProps } from './components/HepatitisBHipaaForm';
export { CbcForm } from './components/CbcForm';
export type { CbcFormProps } from './components/CbcForm';
export { InfluenzaVaccinationForm } from './components/InfluenzaVaccinationForm';
export type { InfluenzaVaccinationFormProps } from './components/InfluenzaVaccinationForm';
export { NurseForm } from './components/NurseForm';
export type { NurseFormEntry, NurseFormProps } from './components/NurseForm';
export { PhysicalInfoForm } from './components/PhysicalInfoForm';
export type { PhysicalInfoFormProps } from './components/PhysicalInfoForm';
export { ReferenceAnswersForm } from './components/ReferenceAnswersForm';
export type { ReferenceAnswersFormProps } from './components/ReferenceAnswersForm';
export { W9Form } from './components/W9Form';
export type { W9FormProps } from './components/W9Form';
export { I9Section1Form } from './components/I9Section1Form';
export type { I9Section1FormProps } from './components/I9Section1Form';
export { I9Section2Form } from './components/I9Section2Form';
export type { I9Section2FormProps } from './components/I9Section2Form';
export { SignatureStep } from './components/SignatureStep';
export type { SignatureStepProps } from './components/SignatureStep';
