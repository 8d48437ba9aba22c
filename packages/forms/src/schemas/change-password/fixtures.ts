// Valid and invalid change-password values, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { changePasswordMessages as m } from './messages';
import type { ChangePasswordValues } from './schema';

export const validChangePassword: ChangePasswordValues = {
  CurrentPassword: 'Recruit3r!',
  NewPassword: 'N3w-secret',
  ConfirmNewPassword: 'N3w-secret',
};

export const invalidChangePasswords: InvalidCase<ChangePasswordValues>[] = [
  {
    name: 'empty current password',
    values: { ...validChangePassword, CurrentPassword: '' },
    field: 'CurrentPassword',
    message: m.currentPasswordRequired,
  },
  {
    name: 'empty new password',
    values: { ...validChangePassword, NewPassword: '', ConfirmNewPassword: '' },
    field: 'NewPassword',
    message: m.newPasswordRequired,
    alsoFails: { ConfirmNewPassword: m.confirmNewPasswordRequired },
  },
  {
    name: 'short new password',
    values: { ...validChangePassword, NewPassword: 'abc12', ConfirmNewPassword: 'abc12' },
    field: 'NewPassword',
    message: m.newPasswordMin,
  },
  {
    name: 'new password with a space',
    values: { ...validChangePassword, NewPassword: 'N3w secret', ConfirmNewPassword: 'N3w secret' },
    field: 'NewPassword',
    message: m.newPasswordNoWhitespace,
  },
  {
    name: 'new password with a leading space',
    values: { ...validChangePassword, NewPassword: ' N3w-secret', ConfirmNewPassword: ' N3w-secret' },
    field: 'NewPassword',
    message: m.newPasswordNoWhitespace,
  },
  {
    name: 'empty confirmation',
    values: { ...validChangePassword, ConfirmNewPassword: '' },
    field: 'ConfirmNewPassword',
    message: m.confirmNewPasswordRequired,
  },
  {
    name: 'mismatched confirmation',
    values: { ...validChangePassword, ConfirmNewPassword: 'N3w-secreT' },
    field: 'ConfirmNewPassword',
    message: m.passwordsMustMatch,
  },
];
