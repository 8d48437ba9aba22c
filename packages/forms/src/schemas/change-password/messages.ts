import { PASSWORD_MIN_LENGTH } from '../shared/constants';
import { commonMessages as c } from '../shared/messages';

/**
 * Change password. Not given by SPEC except the rules: the new password has the registration minimum
 * (SPEC §9) and no whitespace (the login rule, its message), and the confirmation uses the
 * registration's 'Passwords must match' (error key mustMatch).
 */
export const changePasswordMessages = {
  currentPasswordRequired: 'Current Password is required',
  newPasswordRequired: 'New Password is required',
  newPasswordMin: `New Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  newPasswordNoWhitespace: c.passwordNoWhitespace,
  confirmNewPasswordRequired: 'Confirm New Password is required',
  passwordsMustMatch: c.passwordsMustMatch,
  /** The server's answer when the current password is wrong (shown on that field). */
  currentPasswordIncorrect: 'The current password is incorrect.',
} as const;
