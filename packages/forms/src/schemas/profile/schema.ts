import { object, string, type InferType } from 'yup';
import {
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  TEST_NAMES,
  TEXT_MAX_LENGTH,
  WEBSITE_PATTERN,
  ZIP_CODE_PATTERN,
} from './constants';
import { messages } from './messages';
import { firstName, lastName, noWhitespace } from './rules';

// The staff profile area: the user profile, change password and the agency profile. The form values use
// the payload's field names, so the server's `Errors` land on the form fields as they are; the same
// schemas validate the payloads on the server. Text is trimmed (SPEC §5); passwords never are, and a new
// one holds no whitespace (the login rule: it could not be used to sign in otherwise). Optional
// text defaults to '' so a payload that leaves a field out stores an empty value.

/** Optional trimmed text of at most `max` characters. */
const optionalText = (max: number, message: string) => string().trim().max(max, message).default('');

/** Optional phone number: SPEC §5's phone characters, a digit after the optional plus. */
const optionalPhone = (invalid: string, tooLong: string) =>
  optionalText(PHONE_MAX_LENGTH, tooLong).matches(PHONE_PATTERN, { message: invalid, excludeEmptyString: true });

/** Optional e-mail address following the registration rule (SPEC §5 pattern) when given. */
const optionalEmail = (invalid: string, tooLong: string) =>
  optionalText(TEXT_MAX_LENGTH, tooLong).matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });

// ---------------------------------------------------------------------------------------------------------
// User profile: PUT update-profile's user model (FirstName, LastName required; MiddleName, Phone, Title).
// ---------------------------------------------------------------------------------------------------------

const p = messages.profile;

export const profileSchema = object({
  FirstName: firstName(),
  MiddleName: optionalText(NAME_MAX_LENGTH, p.middleNameMax),
  LastName: lastName(),
  Phone: optionalPhone(p.phoneInvalid, p.phoneMax),
  Title: optionalText(NAME_MAX_LENGTH, p.titleMax),
});
/** The profile form's values, which are also the validated update-profile payload. */
export type ProfileValues = InferType<typeof profileSchema>;

// ---------------------------------------------------------------------------------------------------------
// Change password: the current password (as it is), a new one (no whitespace, SPEC §9 minimum) and its
// confirmation (mustMatch).
// ---------------------------------------------------------------------------------------------------------

const c = messages.changePassword;

const changePasswordFields = {
  CurrentPassword: string().required(c.currentPasswordRequired),
  NewPassword: string()
    .required(c.newPasswordRequired)
    .test(noWhitespace(c.newPasswordNoWhitespace))
    .min(PASSWORD_MIN_LENGTH, c.newPasswordMin),
};

export const changePasswordSchema = object({
  ...changePasswordFields,
  ConfirmNewPassword: string()
    .required(c.confirmNewPasswordRequired)
    // An empty confirmation only reports "required"; otherwise it must equal the new password.
    .test(TEST_NAMES.mustMatch, c.passwordsMustMatch, function mustMatch(value) {
      return !value || value === this.parent.NewPassword;
    }),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

/** The change-password call's body as the server validates it (the confirmation stays in the browser). */
export const changePasswordPayloadSchema = object(changePasswordFields);
export type ChangePasswordPayloadValues = InferType<typeof changePasswordPayloadSchema>;

/** Form values → the change-password payload. */
export function toChangePasswordPayload(values: ChangePasswordValues): ChangePasswordPayloadValues {
  return { CurrentPassword: values.CurrentPassword, NewPassword: values.NewPassword };
}

// ---------------------------------------------------------------------------------------------------------
// Agency profile: PUT update-agency's agency model. Only the name is required (see messages.agency).
// ---------------------------------------------------------------------------------------------------------

const a = messages.agency;

export const agencyProfileSchema = object({
  Name: string().trim().required(a.nameRequired).max(TEXT_MAX_LENGTH, a.nameMax),
  Email: optionalEmail(a.emailInvalid, a.emailMax),
  Phone: optionalPhone(a.phoneInvalid, a.phoneMax),
  Website: optionalText(TEXT_MAX_LENGTH, a.websiteMax).matches(WEBSITE_PATTERN, {
    message: a.websiteInvalid,
    excludeEmptyString: true,
  }),
  Address1: optionalText(TEXT_MAX_LENGTH, a.address1Max),
  Address2: optionalText(TEXT_MAX_LENGTH, a.address2Max),
  City: optionalText(NAME_MAX_LENGTH, a.cityMax),
  State: optionalText(NAME_MAX_LENGTH, a.stateMax),
  ZipCode: string()
    .trim()
    .default('')
    .matches(ZIP_CODE_PATTERN, { message: a.zipCodeInvalid, excludeEmptyString: true }),
  RecruitmentEmail: optionalEmail(a.recruitmentEmailInvalid, a.recruitmentEmailMax),
});
/** The agency profile form's values, which are also the validated update-agency payload. */
export type AgencyProfileValues = InferType<typeof agencyProfileSchema>;
