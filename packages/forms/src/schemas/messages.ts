import { agencyProfileMessages } from './agency-profile/messages';
import { agencySettingsMessages } from './agency-settings/messages';
import { applicantMessages } from './applicant/messages';
import { formsCatalogueMessages } from './forms-catalogue/messages';
import { institutionMessages } from './institution/messages';
import { jobOrderMessages } from './job-order/messages';
import { mailSettingsMessages } from './mail-settings/messages';
import { messagingMessages } from './messaging/messages';
import { preferencesMessages } from './preferences/messages';
import { changePasswordMessages } from './change-password/messages';
import { forgotPasswordMessages } from './forgot-password/messages';
import { loginMessages } from './login/messages';
import { agencyDocumentMessages } from './onboarding/agency-document/messages';
import { emergencyMessages } from './onboarding/emergency/messages';
import { i9Messages } from './onboarding/i9/messages';
import { hepBHipaaMessages } from './onboarding/hepab-hipaa/messages';
import { cbcMessages } from './onboarding/cbc/messages';
import { identificationMessages } from './onboarding/identification/messages';
import { influenzaMessages } from './onboarding/influenza/messages';
import { nurseMessages } from './onboarding/nurse/messages';
import { onboardingMessages } from './onboarding/messages';
import { personalInfoMessages } from './onboarding/personal-info/messages';
import { physicalInfoMessages } from './onboarding/physical/messages';
import { signatureMessages } from './onboarding/signature/messages';
import { w9Messages } from './onboarding/w9/messages';
import { profileMessages } from './profile/messages';
import { referenceAnswersMessages } from './references/messages';
import { registrationMessages } from './registration/messages';
import { staffMessages } from './staff/messages';
import { verificationMessages } from './verification/messages';

/**
 * Every literal message of the portal's forms, in one object (SPEC §5, plus the lookup message of §8 that
 * the registration form shows on its e-mail field). Each form's messages live beside its schema
 * (`<form>/messages.ts`), the ones several forms show in `shared/messages.ts`. The schemas, the components
 * and the reference server all read them from here; copy nothing.
 *
 * Messages SPEC does not give (login, verification, terms box, the profile area) were chosen here; each
 * is marked where it is defined. A message shared by two forms is defined once and referenced.
 */
export const messages = {
  login: loginMessages,
  registration: registrationMessages,
  verification: verificationMessages,
  forgotPassword: forgotPasswordMessages,
  profile: profileMessages,
  changePassword: changePasswordMessages,
  agency: agencyProfileMessages,
  /** The agency's settings (Management → Agencies) and a new agency (platform operators). */
  agencySettings: agencySettingsMessages,
  institution: institutionMessages,
  jobOrder: jobOrderMessages,
  /** User Mail Settings, User Mail Configuration and the agency's mail server. */
  mailSettings: mailSettingsMessages,
  /** Message templates, the compose form and saved searches. */
  messaging: messagingMessages,
  /** Manage Profile's preferences: time zone and e-mails. */
  preferences: preferencesMessages,
  /** The forms catalogue (the Forms screen): who completes a form, the upload requirements. */
  formsCatalogue: formsCatalogueMessages,
  applicant: applicantMessages,
  /** What several onboarding forms say (dates, addresses, masked numbers). */
  onboarding: onboardingMessages,
  personalInfo: personalInfoMessages,
  identification: identificationMessages,
  emergency: emergencyMessages,
  w9: w9Messages,
  i9: i9Messages,
  /** The agency's Agreement and Terms & Conditions: the applicant's acceptance, the owner's draft. */
  agencyDocument: agencyDocumentMessages,
  influenza: influenzaMessages,
  nurse: nurseMessages,
  hepBHipaa: hepBHipaaMessages,
  cbc: cbcMessages,
  physicalInfo: physicalInfoMessages,
  /** The public reference form (no account). */
  referenceAnswers: referenceAnswersMessages,
  signature: signatureMessages,
  /** Staff accounts: the invitation, roles, approval, deactivation and the invitee's password. */
  staff: staffMessages,
} as const;

export type Messages = typeof messages;
