import { expectTypeOf } from 'vitest';
import type { ChangePasswordPayload } from '@agency/api-client/contract';
import {
  changePasswordPayloadSchema,
  changePasswordSchema,
  messages,
  toChangePasswordPayload,
  validateValues,
  type ChangePasswordPayloadValues,
} from '@agency/forms/schemas';
import { invalidChangePasswords, validChangePassword } from '../../src/schemas/change-password/fixtures';
import { catchError, errorsOf } from './support';

describe('change-password messages', () => {
  it('hold the literal texts', () => {
    expect(messages.changePassword).toEqual({
      currentPasswordRequired: 'Current Password is required',
      newPasswordRequired: 'New Password is required',
      newPasswordMin: 'New Password must be at least 6 characters',
      newPasswordNoWhitespace: 'Password must not contain spaces',
      confirmNewPasswordRequired: 'Confirm New Password is required',
      passwordsMustMatch: 'Passwords must match',
      currentPasswordIncorrect: 'The current password is incorrect.',
    });
  });
});

describe('changePasswordSchema', () => {
  it('accepts valid values and never trims passwords: the current one is taken as it is', () => {
    expect(changePasswordSchema.validateSync(validChangePassword)).toEqual(validChangePassword);
    // A password set before the whitespace rule can still be given as the current one.
    const spaced = { ...validChangePassword, CurrentPassword: ' old pw ' };
    expect(changePasswordSchema.validateSync(spaced)).toEqual(spaced);
  });

  it.each(invalidChangePasswords)('$name → $field: $message', ({ values, field, message, alsoFails }) => {
    expect(errorsOf(changePasswordSchema, values)).toEqual({ ...alsoFails, [field]: message });
  });

  it('names the confirmation rule mustMatch, with the registration message', () => {
    const error = catchError(() =>
      changePasswordSchema.validateSync({ ...validChangePassword, ConfirmNewPassword: 'other-password' }),
    );
    expect([error.type, error.path, error.message]).toEqual([
      'mustMatch',
      'ConfirmNewPassword',
      'Passwords must match',
    ]);
    expect(messages.changePassword.passwordsMustMatch).toBe(messages.registration.passwordsMustMatch);
  });

  it('maps to the payload without the confirmation, which the payload schema does not know', () => {
    expect(toChangePasswordPayload(validChangePassword)).toEqual({
      CurrentPassword: 'Recruit3r!',
      NewPassword: 'N3w-secret',
    });
    expect(validateValues(changePasswordPayloadSchema, validChangePassword)).toEqual({
      ok: true,
      value: { CurrentPassword: 'Recruit3r!', NewPassword: 'N3w-secret' },
    });
    expect(validateValues(changePasswordPayloadSchema, { CurrentPassword: '', NewPassword: 'abc' })).toEqual({
      ok: false,
      errors: {
        CurrentPassword: 'Current Password is required',
        NewPassword: 'New Password must be at least 6 characters',
      },
    });
  });

  it('keeps the payload type identical to the contract', () => {
    // Checked by the type checker (tsc over test/): any drift between the two declarations fails it.
    expectTypeOf<ChangePasswordPayloadValues>().toEqualTypeOf<ChangePasswordPayload>();
  });
});
