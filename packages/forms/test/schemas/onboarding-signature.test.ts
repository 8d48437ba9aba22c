import { expectTypeOf } from 'vitest';
import { SIGNATURE_DRAWN_MAX_LENGTH, type SignatureInput } from '@agency/api-client/contract';
import { messages, signatureSchema, validateValues, type SignatureValues } from '@agency/forms/schemas';
import { TINY_PNG_DATA_URL, invalidSignatures, validSignature } from '../../src/schemas/onboarding/signature/fixtures';
import { errorsOf } from './support';

const m = messages.signature;

describe('signature messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      typedNameRequired: 'Type your full name to sign',
      typedNameMax: 'Your typed name must be at most 200 characters',
      drawnInvalid: 'The drawn signature could not be read: draw it again',
      drawnTooLarge: 'The drawn signature is too large: clear it and draw it again',
    });
  });
});

describe('signatureSchema', () => {
  it('accepts a typed name with a drawn PNG unchanged', () => {
    expect(validateValues(signatureSchema, validSignature)).toEqual({ ok: true, value: validSignature });
  });

  it.each(invalidSignatures)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(signatureSchema, values)).toEqual({ [field]: message });
  });

  it('needs only the typed name (1 to 200 characters, trimmed); no drawing is null', () => {
    expect(errorsOf(signatureSchema, {})).toEqual({ TypedName: m.typedNameRequired });
    expect(validateValues(signatureSchema, { TypedName: ' M ' })).toEqual({
      ok: true,
      value: { TypedName: 'M', Drawn: null },
    });
    expect(validateValues(signatureSchema, { TypedName: 'n'.repeat(200), Drawn: '' })).toEqual({
      ok: true,
      value: { TypedName: 'n'.repeat(200), Drawn: null },
    });
  });

  it('takes a drawing of exactly the size limit', () => {
    const base = TINY_PNG_DATA_URL.slice(0, -'=='.length);
    const drawn = `${base}${'A'.repeat(SIGNATURE_DRAWN_MAX_LENGTH - base.length - 2)}==`;
    expect(drawn).toHaveLength(SIGNATURE_DRAWN_MAX_LENGTH);
    expect(errorsOf(signatureSchema, { TypedName: 'Maria', Drawn: drawn })).toEqual({});
  });

  it('has the values of the contract’s SignatureInput', () => {
    expectTypeOf<SignatureValues>().toEqualTypeOf<SignatureInput>();
  });
});
