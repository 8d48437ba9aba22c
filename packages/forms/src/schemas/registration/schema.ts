import { boolean, object, string, type InferType } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEST_NAMES,
  VERIFICATION_CODE_MAX_LENGTH,
} from './constants';
import { messages } from './messages';
import { firstName, lastName, noWhitespace } from './rules';

// Field rules, each defined once and shared by the form schemas (camelCase, what a person types) and the
// payload schemas (PascalCase, what the API receives), so the server answers with the same messages.
// Text fields are trimmed by a transform (SPEC §5); passwords are never trimmed, and hold no whitespace
// (the login rule of SPEC §5: a password that breaks it could be set but never used to sign in). Names
// and addresses have a length limit SPEC leaves open (an e-mail address has at most 254 characters).

const m = messages.registration;

const registrationEmail = () =>
  string()
    .trim()
    .required(m.emailRequired)
    .matches(EMAIL_PATTERN, { message: m.emailInvalid, excludeEmptyString: true })
    .max(EMAIL_MAX_LENGTH, m.emailMax);
const registrationPassword = () =>
  string()
    .required(m.passwordRequired)
    .test(noWhitespace(m.passwordNoWhitespace))
    .min(PASSWORD_MIN_LENGTH, m.passwordMin);

// ---------------------------------------------------------------------------------------------------------
// Login (SPEC §2, §5): both fields required; the password has no whitespace.
// ---------------------------------------------------------------------------------------------------------

export const loginSchema = object({
  /** The Login ID. */
  email: string().trim().required(messages.login.emailRequired),
  password: string().required(messages.login.passwordRequired).test(noWhitespace(messages.login.passwordNoWhitespace)),
});
export type LoginValues = InferType<typeof loginSchema>;

// ---------------------------------------------------------------------------------------------------------
// Registration (SPEC §3, §5)
// ---------------------------------------------------------------------------------------------------------

export const registrationSchema = object({
  lastName: lastName(),
  firstName: firstName(),
  email: registrationEmail(),
  password: registrationPassword(),
  confirmPassword: string()
    .required(m.confirmPasswordRequired)
    // An empty confirmation only reports "required"; otherwise it must equal the password.
    .test(TEST_NAMES.mustMatch, m.passwordsMustMatch, function mustMatch(value) {
      return !value || value === this.parent.password;
    }),
  isConditionAgree: boolean()
    .required(m.conditionsRequired)
    .test(TEST_NAMES.mustAgree, m.conditionsRequired, (value) => value === true),
});
export type RegistrationValues = InferType<typeof registrationSchema>;

/**
 * The register call's body as the server validates it (SPEC §3, §7). `IsVerified` and `Middle_Name` are
 * accepted but carry nothing: an account is never created verified.
 */
export const registrationPayloadSchema = object({
  First_Name: firstName(),
  Last_Name: lastName(),
  Email: registrationEmail(),
  Password: registrationPassword(),
  IsVerified: boolean().optional(),
  Middle_Name: string().trim().max(NAME_MAX_LENGTH, m.middleNameMax).optional(),
});
export type RegistrationPayloadInput = InferType<typeof registrationPayloadSchema>;

/** The register call's body (SPEC §3); structurally the contract's `RegistrationPayload`. */
export interface RegistrationPayloadValues {
  First_Name: string;
  Last_Name: string;
  Email: string;
  Password: string;
  IsVerified: false;
  Middle_Name: '';
}

/** Form field of each payload field, for mapping the server's `Errors` back onto the form. */
export const REGISTRATION_PAYLOAD_FIELDS = {
  First_Name: 'firstName',
  Last_Name: 'lastName',
  Email: 'email',
  Password: 'password',
} as const satisfies Record<string, keyof RegistrationValues>;

/** Form values (already validated, hence trimmed) → the register payload of SPEC §3. */
export function toRegistrationPayload(
  values: Pick<RegistrationValues, 'firstName' | 'lastName' | 'email' | 'password'>,
): RegistrationPayloadValues {
  return {
    First_Name: values.firstName,
    Last_Name: values.lastName,
    Email: values.email,
    Password: values.password,
    IsVerified: false,
    Middle_Name: '',
  };
}

// ---------------------------------------------------------------------------------------------------------
// Verification (SPEC §2, §5, §9): one code, required, trimmed, at most 10 characters. The form values are
// the payload (`verificationCode`).
// ---------------------------------------------------------------------------------------------------------

export const verificationSchema = object({
  verificationCode: string()
    .trim()
    .required(messages.verification.codeRequired)
    .max(VERIFICATION_CODE_MAX_LENGTH, messages.verification.codeMax),
});
export type VerificationValues = InferType<typeof verificationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Forgot password (SPEC §5): the lowercase e-mail pattern, else 'Invalid Email Address.' (also for an
// address longer than any can be).
// ---------------------------------------------------------------------------------------------------------

const forgotPasswordEmail = () =>
  string()
    .trim()
    .required(messages.forgotPassword.emailRequired)
    .matches(EMAIL_PATTERN, { message: messages.forgotPassword.emailInvalid, excludeEmptyString: true })
    .max(EMAIL_MAX_LENGTH, messages.forgotPassword.emailInvalid);

export const forgotPasswordSchema = object({ email: forgotPasswordEmail() });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** The forgot-password call's body as the server validates it (SPEC §3: `Email`). */
export const forgotPasswordPayloadSchema = object({ Email: forgotPasswordEmail() });
export type ForgotPasswordPayloadValues = InferType<typeof forgotPasswordPayloadSchema>;

/** Form values → the forgot-password payload of SPEC §3. */
export function toForgotPasswordPayload(values: ForgotPasswordValues): ForgotPasswordPayloadValues {
  return { Email: values.email };
}
