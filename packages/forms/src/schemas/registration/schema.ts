import { boolean, object, string, type InferType } from 'yup';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEST_NAMES } from '../shared/constants';
import { firstName, lastName, noWhitespace } from '../shared/rules';
import { registrationMessages as m } from './messages';

// Registration (SPEC §3, §5). Field rules, each defined once and shared by the form schema (camelCase, what a person types) and the
// payload schema (Pascal_Snake case, what the API receives), so the server answers with the same messages.
// Text fields are trimmed by a transform (SPEC §5); passwords are never trimmed, and hold no whitespace
// (the login rule of SPEC §5: a password that breaks it could be set but never used to sign in). Names
// and addresses have a length limit SPEC leaves open (an e-mail address has at most 254 characters).

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
