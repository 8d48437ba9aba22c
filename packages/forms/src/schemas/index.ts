// Public API of @agency/forms/schemas: React-free (yup only), imported by the portal and by the Node server.
// Named exports only; types apart. A test guards this list. Fixtures stay internal.

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
} from './constants';
export { messages } from './messages';
export type { Messages } from './messages';
export {
  loginSchema,
  registrationSchema,
  registrationPayloadSchema,
  verificationSchema,
  forgotPasswordSchema,
  forgotPasswordPayloadSchema,
  REGISTRATION_PAYLOAD_FIELDS,
  toRegistrationPayload,
  toForgotPasswordPayload,
} from './schemas';
export type {
  LoginValues,
  RegistrationValues,
  RegistrationPayloadInput,
  RegistrationPayloadValues,
  VerificationValues,
  ForgotPasswordValues,
  ForgotPasswordPayloadValues,
} from './schemas';
export {
  profileSchema,
  changePasswordSchema,
  changePasswordPayloadSchema,
  toChangePasswordPayload,
  agencyProfileSchema,
} from './profile';
export type { ProfileValues, ChangePasswordValues, ChangePasswordPayloadValues, AgencyProfileValues } from './profile';
export { toFieldErrors, validateValues } from './errors';
export type { FieldErrors, ValidationResult } from './errors';
