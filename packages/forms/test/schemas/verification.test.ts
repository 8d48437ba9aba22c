import { expectTypeOf } from 'vitest';
import type { VerificationPayload } from '@agency/api-client/contract';
import { messages, verificationSchema, type VerificationValues } from '@agency/forms/schemas';
import { invalidVerifications, validVerification } from '../../src/schemas/verification/fixtures';
import { errorsOf } from './support';

describe('verification messages', () => {
  it('hold the literal texts', () => {
    expect(messages.verification).toEqual({
      codeRequired: 'Verification code is required',
      codeMax: 'Verification code must be at most 10 characters',
    });
  });
});

describe('verificationSchema', () => {
  it('accepts a valid code and trims it', () => {
    expect(verificationSchema.validateSync(validVerification)).toEqual(validVerification);
    expect(verificationSchema.validateSync({ verificationCode: '  A1B2C3 ' })).toEqual({ verificationCode: 'A1B2C3' });
  });

  it('accepts exactly 10 characters, also after trimming surrounding spaces', () => {
    expect(verificationSchema.validateSync({ verificationCode: ' 1234567890 ' })).toEqual({
      verificationCode: '1234567890',
    });
  });

  it.each(invalidVerifications)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(verificationSchema, values)).toEqual({ [field]: message });
  });

  it('keeps the form values identical to the verify payload', () => {
    // Checked by the type checker (tsc over test/): the form values are sent as they are.
    expectTypeOf<VerificationValues>().toEqualTypeOf<VerificationPayload>();
  });
});
