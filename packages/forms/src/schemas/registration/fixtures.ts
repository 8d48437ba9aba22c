// Valid and invalid data for every form, used by the tests and the stories (internal: not exported by
// either entry). Each invalid case names the field that fails and the literal message it must show.
import { messages } from './messages';
import type { AgencyProfileValues, ChangePasswordValues, ProfileValues } from './profile';
import type { ForgotPasswordValues, LoginValues, RegistrationValues, VerificationValues } from './schemas';

export interface InvalidCase<V> {
  name: string;
  values: V;
  field: keyof V & string;
  message: string;
  /** Other fields that fail as a consequence (e.g. an empty password leaves nothing to confirm). */
  alsoFails?: Partial<Record<keyof V & string, string>>;
}

export const validLogin: LoginValues = { email: 'recruiter@example.com', password: 'Secret#123' };

export const invalidLogins: InvalidCase<LoginValues>[] = [
  {
    name: 'empty Login ID',
    values: { ...validLogin, email: '' },
    field: 'email',
    message: messages.login.emailRequired,
  },
  {
    name: 'blank Login ID',
    values: { ...validLogin, email: '   ' },
    field: 'email',
    message: messages.login.emailRequired,
  },
  {
    name: 'empty password',
    values: { ...validLogin, password: '' },
    field: 'password',
    message: messages.login.passwordRequired,
  },
  {
    name: 'password with a space',
    values: { ...validLogin, password: 'Secret 123' },
    field: 'password',
    message: messages.login.passwordNoWhitespace,
  },
  {
    name: 'password with a tab',
    values: { ...validLogin, password: 'Secret\t123' },
    field: 'password',
    message: messages.login.passwordNoWhitespace,
  },
];

export const validRegistration: RegistrationValues = {
  lastName: 'Rivera',
  firstName: 'Maria',
  email: 'maria.rivera@example.com',
  password: 'Nurse#2024',
  confirmPassword: 'Nurse#2024',
  isConditionAgree: true,
};

const r = messages.registration;
export const invalidRegistrations: InvalidCase<RegistrationValues>[] = [
  {
    name: 'empty last name',
    values: { ...validRegistration, lastName: '' },
    field: 'lastName',
    message: r.lastNameRequired,
  },
  {
    name: 'blank last name',
    values: { ...validRegistration, lastName: '  ' },
    field: 'lastName',
    message: r.lastNameRequired,
  },
  {
    name: '101-character last name',
    values: { ...validRegistration, lastName: 'R'.repeat(101) },
    field: 'lastName',
    message: r.lastNameMax,
  },
  {
    name: 'empty first name',
    values: { ...validRegistration, firstName: '' },
    field: 'firstName',
    message: r.firstNameRequired,
  },
  {
    name: '101-character first name',
    values: { ...validRegistration, firstName: 'M'.repeat(101) },
    field: 'firstName',
    message: r.firstNameMax,
  },
  { name: 'empty email', values: { ...validRegistration, email: '' }, field: 'email', message: r.emailRequired },
  {
    name: 'email without @',
    values: { ...validRegistration, email: 'maria.example.com' },
    field: 'email',
    message: r.emailInvalid,
  },
  {
    name: 'upper-case email',
    values: { ...validRegistration, email: 'Maria@Example.com' },
    field: 'email',
    message: r.emailInvalid,
  },
  {
    name: 'email with a 5-letter tld',
    values: { ...validRegistration, email: 'maria@example.clinic' },
    field: 'email',
    message: r.emailInvalid,
  },
  {
    name: 'email with a 1-letter tld',
    values: { ...validRegistration, email: 'maria@example.c' },
    field: 'email',
    message: r.emailInvalid,
  },
  {
    name: '255-character email',
    values: { ...validRegistration, email: `${'m'.repeat(243)}@example.com` },
    field: 'email',
    message: r.emailMax,
  },
  {
    name: 'empty password',
    values: { ...validRegistration, password: '', confirmPassword: '' },
    field: 'password',
    message: r.passwordRequired,
    alsoFails: { confirmPassword: r.confirmPasswordRequired },
  },
  {
    name: 'password with a space',
    values: { ...validRegistration, password: 'Nurse 2024', confirmPassword: 'Nurse 2024' },
    field: 'password',
    message: r.passwordNoWhitespace,
  },
  {
    name: 'password with a trailing tab',
    values: { ...validRegistration, password: 'Nurse#2024\t', confirmPassword: 'Nurse#2024\t' },
    field: 'password',
    message: r.passwordNoWhitespace,
  },
  {
    name: 'short password',
    values: { ...validRegistration, password: 'abc12', confirmPassword: 'abc12' },
    field: 'password',
    message: r.passwordMin,
  },
  {
    name: 'empty confirmation',
    values: { ...validRegistration, confirmPassword: '' },
    field: 'confirmPassword',
    message: r.confirmPasswordRequired,
  },
  {
    name: 'mismatched confirmation',
    values: { ...validRegistration, confirmPassword: 'Nurse#2025' },
    field: 'confirmPassword',
    message: r.passwordsMustMatch,
  },
  {
    name: 'terms not agreed',
    values: { ...validRegistration, isConditionAgree: false },
    field: 'isConditionAgree',
    message: r.conditionsRequired,
  },
];

export const validVerification: VerificationValues = { verificationCode: 'A1B2C3' };

export const invalidVerifications: InvalidCase<VerificationValues>[] = [
  {
    name: 'empty code',
    values: { verificationCode: '' },
    field: 'verificationCode',
    message: messages.verification.codeRequired,
  },
  {
    name: 'blank code',
    values: { verificationCode: '   ' },
    field: 'verificationCode',
    message: messages.verification.codeRequired,
  },
  {
    name: '11-character code',
    values: { verificationCode: '12345678901' },
    field: 'verificationCode',
    message: messages.verification.codeMax,
  },
];

export const validForgotPassword: ForgotPasswordValues = { email: 'maria.rivera@example.com' };

export const invalidForgotPasswords: InvalidCase<ForgotPasswordValues>[] = [
  { name: 'empty email', values: { email: '' }, field: 'email', message: messages.forgotPassword.emailRequired },
  {
    name: 'email without a domain',
    values: { email: 'maria@' },
    field: 'email',
    message: messages.forgotPassword.emailInvalid,
  },
  {
    name: 'upper-case email',
    values: { email: 'MARIA@EXAMPLE.COM' },
    field: 'email',
    message: messages.forgotPassword.emailInvalid,
  },
  {
    name: 'email with a 5-letter tld',
    values: { email: 'maria@example.nurse' },
    field: 'email',
    message: messages.forgotPassword.emailInvalid,
  },
  {
    name: '255-character email',
    values: { email: `${'m'.repeat(243)}@example.com` },
    field: 'email',
    message: messages.forgotPassword.emailInvalid,
  },
];

export const validProfile: ProfileValues = {
  FirstName: 'Jane',
  MiddleName: 'Ann',
  LastName: 'Doe',
  Phone: '+1 555 010 2042',
  Title: 'Senior Recruiter',
};

const pm = messages.profile;
export const invalidProfiles: InvalidCase<ProfileValues>[] = [
  {
    name: 'empty first name',
    values: { ...validProfile, FirstName: '' },
    field: 'FirstName',
    message: pm.firstNameRequired,
  },
  {
    name: 'blank last name',
    values: { ...validProfile, LastName: '  ' },
    field: 'LastName',
    message: pm.lastNameRequired,
  },
  {
    name: '101-character middle name',
    values: { ...validProfile, MiddleName: 'x'.repeat(101) },
    field: 'MiddleName',
    message: pm.middleNameMax,
  },
  {
    name: 'phone with letters',
    values: { ...validProfile, Phone: '555-CALL' },
    field: 'Phone',
    message: pm.phoneInvalid,
  },
  {
    name: 'phone with a plus inside',
    values: { ...validProfile, Phone: '1+555' },
    field: 'Phone',
    message: pm.phoneInvalid,
  },
  {
    name: 'phone that is only a plus',
    values: { ...validProfile, Phone: '+' },
    field: 'Phone',
    message: pm.phoneInvalid,
  },
  {
    name: '31-character phone',
    values: { ...validProfile, Phone: '1'.repeat(31) },
    field: 'Phone',
    message: pm.phoneMax,
  },
  {
    name: '101-character title',
    values: { ...validProfile, Title: 't'.repeat(101) },
    field: 'Title',
    message: pm.titleMax,
  },
];

export const validChangePassword: ChangePasswordValues = {
  CurrentPassword: 'Recruit3r!',
  NewPassword: 'N3w-secret',
  ConfirmNewPassword: 'N3w-secret',
};

const cm = messages.changePassword;
export const invalidChangePasswords: InvalidCase<ChangePasswordValues>[] = [
  {
    name: 'empty current password',
    values: { ...validChangePassword, CurrentPassword: '' },
    field: 'CurrentPassword',
    message: cm.currentPasswordRequired,
  },
  {
    name: 'empty new password',
    values: { ...validChangePassword, NewPassword: '', ConfirmNewPassword: '' },
    field: 'NewPassword',
    message: cm.newPasswordRequired,
    alsoFails: { ConfirmNewPassword: cm.confirmNewPasswordRequired },
  },
  {
    name: 'short new password',
    values: { ...validChangePassword, NewPassword: 'abc12', ConfirmNewPassword: 'abc12' },
    field: 'NewPassword',
    message: cm.newPasswordMin,
  },
  {
    name: 'new password with a space',
    values: { ...validChangePassword, NewPassword: 'N3w secret', ConfirmNewPassword: 'N3w secret' },
    field: 'NewPassword',
    message: cm.newPasswordNoWhitespace,
  },
  {
    name: 'new password with a leading space',
    values: { ...validChangePassword, NewPassword: ' N3w-secret', ConfirmNewPassword: ' N3w-secret' },
    field: 'NewPassword',
    message: cm.newPasswordNoWhitespace,
  },
  {
    name: 'empty confirmation',
    values: { ...validChangePassword, ConfirmNewPassword: '' },
    field: 'ConfirmNewPassword',
    message: cm.confirmNewPasswordRequired,
  },
  {
    name: 'mismatched confirmation',
    values: { ...validChangePassword, ConfirmNewPassword: 'N3w-secreT' },
    field: 'ConfirmNewPassword',
    message: cm.passwordsMustMatch,
  },
];

export const validAgencyProfile: AgencyProfileValues = {
  Name: 'Acme Healthcare Staffing',
  Email: 'office@acme-staffing.com',
  Phone: '+1 555 010 2000',
  Website: 'https://acme-staffing.com',
  Address1: '100 Main Street',
  Address2: 'Suite 200',
  City: 'Springfield',
  State: 'IL',
  ZipCode: '62701',
  RecruitmentEmail: 'careers@acme-staffing.com',
};

const am = messages.agency;
export const invalidAgencyProfiles: InvalidCase<AgencyProfileValues>[] = [
  { name: 'empty name', values: { ...validAgencyProfile, Name: '' }, field: 'Name', message: am.nameRequired },
  { name: 'blank name', values: { ...validAgencyProfile, Name: '   ' }, field: 'Name', message: am.nameRequired },
  {
    name: '201-character name',
    values: { ...validAgencyProfile, Name: 'n'.repeat(201) },
    field: 'Name',
    message: am.nameMax,
  },
  {
    name: 'upper-case email',
    values: { ...validAgencyProfile, Email: 'Office@Acme.com' },
    field: 'Email',
    message: am.emailInvalid,
  },
  {
    name: 'email with a 7-letter tld',
    values: { ...validAgencyProfile, Email: 'office@acme-staffing.example' },
    field: 'Email',
    message: am.emailInvalid,
  },
  {
    name: 'phone with letters',
    values: { ...validAgencyProfile, Phone: 'call us' },
    field: 'Phone',
    message: am.phoneInvalid,
  },
  {
    name: 'website without a scheme',
    values: { ...validAgencyProfile, Website: 'acme.com' },
    field: 'Website',
    message: am.websiteInvalid,
  },
  {
    name: 'website with a space',
    values: { ...validAgencyProfile, Website: 'https://acme .com' },
    field: 'Website',
    message: am.websiteInvalid,
  },
  {
    name: 'four-digit zip code',
    values: { ...validAgencyProfile, ZipCode: '6270' },
    field: 'ZipCode',
    message: am.zipCodeInvalid,
  },
  {
    name: 'zip code with letters',
    values: { ...validAgencyProfile, ZipCode: 'SW1A 1AA' },
    field: 'ZipCode',
    message: am.zipCodeInvalid,
  },
  {
    name: '101-character city',
    values: { ...validAgencyProfile, City: 'c'.repeat(101) },
    field: 'City',
    message: am.cityMax,
  },
  {
    name: 'recruitment email without @',
    values: { ...validAgencyProfile, RecruitmentEmail: 'careers.acme.com' },
    field: 'RecruitmentEmail',
    message: am.recruitmentEmailInvalid,
  },
];
