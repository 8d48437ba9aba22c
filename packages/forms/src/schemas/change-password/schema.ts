import { object, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH, TEST_NAMES } from '../shared/constants';
import { noWhitespace } from '../shared/rules';
import { changePasswordMessages as m } from './messages';

// Change password: the current password (as it is), a new one (no whitespace, SPEC §9 minimum) and its
// confirmation (mustMatch). The form values use the payload's field names, so the server's `Errors` land
// on the form fields as they are. Passwords are never trimmed, and a new one holds no whitespace (the
// login rule: it could not be used to sign in otherwise).

const changePasswordFields = {
  CurrentPassword: string().required(m.currentPasswordRequired),
  NewPassword: string()
    .required(m.newPasswordRequired)
    .test(noWhitespace(m.newPasswordNoWhitespace))
    .min(PASSWORD_MIN_LENGTH, m.newPasswordMin),
};

export const changePasswordSchema = object({
  ...changePasswordFields,
  ConfirmNewPassword: string()
    .required(m.confirmNewPasswordRequired)
    // An empty confirmation only reports "required"; otherwise it must equal the new password.
    .test(TEST_NAMES.mustMatch, m.passwordsMustMatch, function mustMatch(value) {
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
