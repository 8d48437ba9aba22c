import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as components from '@agency/forms';
import * as schemas from '@agency/forms/schemas';

const here = dirname(fileURLToPath(import.meta.url));
const source = (path: string) => readFileSync(join(here, path), 'utf8');

describe('public API of @agency/forms', () => {
  it('exports exactly the form components (and the captcha of the forms that need one)', () => {
    expect(Object.keys(components).sort()).toEqual([
      'AgencyDocumentForm',
      'AgencyProfileForm',
      'AgencySettingsForm',
      'ApplicantForm',
      'CAPTCHA_TEXT',
      'Captcha',
      'CaptchaError',
      'CareerApplicationForm',
      'CbcForm',
      'ChangePasswordForm',
      'ComposeMessageForm',
      'EmergencyContactsForm',
      'ForgotPasswordForm',
      'HepatitisBHipaaForm',
      'I9Section1Form',
      'I9Section2Form',
      'IdentificationForm',
      'InfluenzaVaccinationForm',
      'InstitutionForm',
      'JobOrderForm',
      'LoginForm',
      'MailSettingsForm',
      'MessageTemplateForm',
      'NewAgencyForm',
      'NoteForm',
      'NurseForm',
      'PersonalInfoForm',
      'PhysicalInfoForm',
      'PreferencesForm',
      'ProfileForm',
      'ReferenceAnswersForm',
      'RegistrationForm',
      'SignatureStep',
      'SmtpServerForm',
      'StatusChangeForm',
      'VerificationForm',
      'W9Form',
      'useCaptcha',
    ]);
  });

  it('re-exports nothing from @agency/ui', async () => {
    const ui = await import('@agency/ui');
    const overlap = Object.values(components).filter((value) => Object.values(ui).includes(value as never));
    expect(overlap).toEqual([]);
  });
});

describe('public API of @agency/forms/schemas', () => {
  it('exports exactly the schemas, constants, messages and helpers', () => {
    expect(Object.keys(schemas).sort()).toEqual([
      'ADDITIONAL_INFORMATION_MAX_LENGTH',
      'AGENCY_TIME_ZONE_OPTIONS',
      'BRAND_BACKGROUNDS',
      'BRAND_CONTRAST_MIN',
      'BRAND_ON_PRIMARY',
      'CBC_STEP_FIELDS',
      'DOCUMENT_NUMBER_MAX_LENGTH',
      'EMAIL_MAX_LENGTH',
      'EMAIL_PATTERN',
      'HEX_COLOR_PATTERN',
      'HOST_LABEL_MAX_LENGTH',
      'HOST_LABEL_PATTERN',
      'ID_MAX_LENGTH',
      'NAME_MAX_LENGTH',
      'PASSWORD_MIN_LENGTH',
      'PHONE_MAX_LENGTH',
      'PHONE_PATTERN',
      'REGISTRATION_PAYLOAD_FIELDS',
      'SMTP_SECURITY',
      'SMTP_SECURITY_OPTIONS',
      'TAGS_MAX',
      'TAG_MAX_LENGTH',
      'TEST_NAMES',
      'TEXT_MAX_LENGTH',
      'VERIFICATION_CODE_MAX_LENGTH',
      'WEBSITE_PATTERN',
      'ZIP_CODE_PATTERN',
      'acceptInvitationSchema',
      'addressList',
      'agencyDocumentDraftSchema',
      'agencyLogoRefusal',
      'agencyProfileSchema',
      'agencySettingsSchema',
      'agreementFormSchema',
      'applicantNoteSchema',
      'applicantSchema',
      'brandContrast',
      'careerApplicationMessages',
      'careerApplicationPayloadSchema',
      'careerApplicationSchema',
      'cbcAddressSchema',
      'cbcOtherNameSchema',
      'cbcSchema',
      'cbcStepSchemas',
      'changePasswordPayloadSchema',
      'changePasswordSchema',
      'composeMessageSchema',
      'emergencyContactSchema',
      'emergencyInfoSchema',
      'forgotPasswordPayloadSchema',
      'forgotPasswordSchema',
      'formRequirementSchema',
      'hepBHipaaSchema',
      'hexContrast',
      'i9DocumentSchema',
      'i9PreparerSchema',
      'i9Section1Schema',
      'i9Section2Schema',
      'identificationDocumentSchema',
      'identificationSchema',
      'influenzaSchema',
      'institutionContactSchema',
      'institutionSchema',
      'isDraftShape',
      'isIsoDate',
      'jobOrderSchema',
      'loginSchema',
      'mailSettingsSchema',
      'messageTemplateSchema',
      'messages',
      'newAgencySchema',
      'normalizeHexColor',
      'nurseCertificationSchema',
      'nurseEducationSchema',
      'nurseEmploymentSchema',
      'nurseFormSchema',
      'nurseLicenseSchema',
      'nurseMilitarySchema',
      'nurseReferenceSchema',
      'onboardingFormSchemas',
      'personalInfoSchema',
      'physicalInfoSchema',
      'preferencesSchema',
      'profileSchema',
      'referenceAnswersSchema',
      'registrationPayloadSchema',
      'registrationSchema',
      'savedSearchSchema',
      'signatureSchema',
      'smtpServerSchema',
      'smtpTestSchema',
      'staffApprovalSchema',
      'staffDeactivationSchema',
      'staffInvitationSchema',
      'staffRolesSchema',
      'statusChangeSchema',
      'termsConditionsSchema',
      'toChangePasswordPayload',
      'toFieldErrors',
      'toForgotPasswordPayload',
      'toRegistrationPayload',
      'unknownMergeFields',
      'uploadRequirementItemSchema',
      'uploadRequirementOrderSchema',
      'validateValues',
      'verificationSchema',
      'w9Schema',
    ]);
  });
});

describe('entry files', () => {
  const entries = {
    'src/index.ts': source('../src/index.ts'),
    'src/schemas/index.ts': source('../src/schemas/index.ts'),
  };

  it.each(Object.entries(entries))(
    '%s uses named exports only and leaks no story, fixture, test or internal module',
    (_name, text) => {
      expect(text).not.toMatch(/export\s*\*/);
      expect(text).not.toMatch(/from\s+'[^']*(\.stories|\.test|fixtures|internal\/|test\/)[^']*'/);
      expect(text).not.toMatch(/from\s+'@agency\//);
    },
  );

  // The applicant schemas read the pipeline's vocabulary (disciplines, states, reasons) from the contract's
  // React-free entry, so both sides validate against the one list.
  const CONTRACT = '@agency/api-client/contract';

  it('keeps the schemas entry React-free: it imports nothing but yup, the contract and its own modules', () => {
    const dir = join(here, '../src/schemas');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files).toEqual(expect.arrayContaining(['index.ts', join('registration', 'schema.ts')]));
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
      for (const specifier of imports)
        expect(
          specifier === 'yup' || specifier === CONTRACT || /^\.\.?\//.test(specifier ?? ''),
          `${file} imports ${specifier}`,
        ).toBe(true);
      // A relative import never leaves src/schemas.
      for (const specifier of imports.filter((item) => item?.startsWith('.')))
        expect(join(dirname(join(dir, file)), specifier!).startsWith(dir), `${file} imports ${specifier}`).toBe(true);
    }
  });
});
