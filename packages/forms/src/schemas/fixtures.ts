// Valid and invalid data for every form, used by the tests and the stories (internal: not exported by
// either entry). Each invalid case names the field that fails and the literal message it must show.
import { messages } from './messages';
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
    name: 'empty first name',
    values: { ...validRegistration, firstName: '' },
    field: 'firstName',
    message: r.firstNameRequired,
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
    name: 'empty password',
    values: { ...validRegistration, password: '', confirmPassword: '' },
    field: 'password',
    message: r.passwordRequired,
    alsoFails: { confirmPassword: r.confirmPasswordRequired },
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
];
