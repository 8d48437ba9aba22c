import { expectTypeOf } from 'vitest';
import type { ForgotPasswordPayload } from '@agency/api-client/contract';
import {
  forgotPasswordPayloadSchema,
  forgotPasswordSchema,
  messages,
  toForgotPasswordPayload,
  validateValues,
  type ForgotPasswordPayloadValues,
} from '@agency/forms/schemas';
import { invalidForgotPasswords, validForgotPassword } from '../../src/schemas/forgot-password/fixtures';
import { FORGOT_PASSWORD_PAYLOAD_FIELDS } from '../../src/schemas/forgot-password/schema';
import { errorsOf } from './support';

describe('forgot-password messages', () => {
  it('hold the literal texts', () => {
    expect(messages.forgotPassword).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid Email Address.',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts a valid e-mail (2-letter tld too) and trims it', () => {
    expect(forgotPasswordSchema.validateSync(validForgotPassword)).toEqual(validForgotPassword);
    expect(forgotPasswordSchema.validateSync({ email: ' nurse@clinic.us ' })).toEqual({ email: 'nurse@clinic.us' });
  });

  it.each(invalidForgotPasswords)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(forgotPasswordSchema, values)).toEqual({ [field]: message });
  });
});

describe('forgot-password payload schema and mapper', () => {
  it('keeps the payload type identical to the contract', () => {
    // Checked by the type checker (tsc over test/): any drift between the two declarations fails it.
    expectTypeOf<ForgotPasswordPayloadValues>().toEqualTypeOf<ForgotPasswordPayload>();
  });

  it('maps and validates the forgot-password payload', () => {
    expect(toForgotPasswordPayload({ email: 'a@b.co' })).toEqual({ Email: 'a@b.co' });
    expect(validateValues(forgotPasswordPayloadSchema, { Email: ' a@b.co ' })).toEqual({
      ok: true,
      value: { Email: 'a@b.co' },
    });
    expect(validateValues(forgotPasswordPayloadSchema, { Email: 'a@b.company' })).toEqual({
      ok: false,
      errors: { Email: 'Invalid Email Address.' },
    });
  });

  it('maps every validated payload field back to a form field', () => {
    expect(FORGOT_PASSWORD_PAYLOAD_FIELDS).toEqual({ Email: 'email' });
    expect(Object.keys(FORGOT_PASSWORD_PAYLOAD_FIELDS)).toEqual(Object.keys(forgotPasswordPayloadSchema.fields));
    for (const field of Object.values(FORGOT_PASSWORD_PAYLOAD_FIELDS))
      expect(forgotPasswordSchema.fields).toHaveProperty(field);
  });
});
