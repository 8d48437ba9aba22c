import { expectTypeOf } from 'vitest';
import { W9_EXEMPT_PAYEE_CODES, W9_FATCA_CODES, type W9Data } from '@agency/api-client/contract';
import { messages, validateValues, w9Schema, type W9Values } from '@agency/forms/schemas';
import { invalidW9s, validW9, validW9Llc } from '../../src/schemas/onboarding/w9/fixtures';
import { errorsOf } from './support';

const m = messages.w9;

describe('W-9 messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      nameRequired: 'Enter your name as shown on your income tax return (line 1)',
      nameMax: 'Name must be at most 200 characters',
      businessNameMax: 'Business name must be at most 200 characters',
      taxClassificationRequired: 'Choose your federal tax classification (line 3a)',
      taxClassificationInvalid: 'Choose a federal tax classification from the list',
      llcClassificationRequired: "Choose the LLC's tax classification: C, S or P",
      llcClassificationInvalid: "The LLC's tax classification must be C, S or P",
      otherClassificationRequired: 'Enter your tax classification',
      otherClassificationMax: 'Tax classification must be at most 100 characters',
      exemptPayeeCodeInvalid: 'Choose an exempt payee code from the list, or leave it empty',
      fatcaCodeInvalid: 'Choose a FATCA exemption code from the list, or leave it empty',
      exemptionsNotForIndividuals:
        'Exemption codes apply only to certain entities, not to individuals or sole proprietors',
      addressRequired: 'Enter the street address',
      addressMax: 'Address must be at most 200 characters',
      cityRequired: 'Enter the city or town',
      cityMax: 'City must be at most 100 characters',
      stateRequired: 'Choose a state',
      stateInvalid: 'Choose a state from the list',
      zipRequired: 'Enter the ZIP code',
      zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
      requesterNameAddressMax: "Requester's name and address must be at most 200 characters",
      accountNumbersMax: 'Account numbers must be at most 200 characters',
      tinTypeRequired: 'Choose whether you give a Social Security number or an Employer Identification Number',
      tinTypeInvalid: 'Choose SSN or EIN',
      ssnInvalid: 'Enter the 9 digits of your Social Security number (or ITIN)',
      einInvalid: 'Enter the 9 digits of your Employer Identification Number',
    });
  });
});

describe('w9Schema', () => {
  it.each([
    ['an individual with an SSN', validW9],
    ['an LLC taxed as a partnership, with an EIN', validW9Llc],
  ])('accepts %s unchanged', (_name, values) => {
    expect(validateValues(w9Schema, values)).toEqual({ ok: true, value: values });
  });

  it.each(invalidW9s)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(w9Schema, values)).toEqual({ [field]: message });
  });

  it('reports every required line of an empty form', () => {
    expect(errorsOf(w9Schema, {})).toEqual({
      Name: m.nameRequired,
      TaxClassification: m.taxClassificationRequired,
      Address: m.addressRequired,
      City: m.cityRequired,
      State: m.stateRequired,
      Zip: m.zipRequired,
      TinType: m.tinTypeRequired,
      Tin: m.ssnInvalid,
    });
  });

  it.each([
    ['123-45-6789', 'ssn'],
    [' 123 45 6789 ', 'ssn'],
    ['123456789', 'ssn'],
    ['912-70-1234', 'ssn'], // an ITIN, in the SSN box
    ['12-3456789', 'ein'],
  ] as const)('stores the TIN %j (%s) as its 9 digits', (tin, type) => {
    const result = validateValues(w9Schema, { ...validW9, TaxClassification: 'individual', TinType: type, Tin: tin });
    expect(result.ok && result.value.Tin).toBe(tin.replace(/[\s-]/g, ''));
  });

  it('needs the LLC letter only for an LLC, and clears it otherwise', () => {
    expect(validateValues(w9Schema, { ...validW9, LlcClassification: 'C' })).toEqual({ ok: true, value: validW9 });
    for (const letter of ['C', 'S', 'P'] as const)
      expect(errorsOf(w9Schema, { ...validW9Llc, LlcClassification: letter })).toEqual({});
  });

  it('needs the written classification only for Other, and clears it otherwise', () => {
    expect(validateValues(w9Schema, { ...validW9, OtherClassification: 'Cooperative' })).toEqual({
      ok: true,
      value: validW9,
    });
    const other = { ...validW9, TaxClassification: 'other', OtherClassification: ' Cooperative ', TinType: 'ein' };
    expect(validateValues(w9Schema, other)).toEqual({
      ok: true,
      value: { ...other, OtherClassification: 'Cooperative' },
    });
  });

  it('keeps line 3b only for a partnership, a trust/estate or an LLC taxed as a partnership', () => {
    const with3b = (changes: Partial<Record<keyof W9Data, unknown>>) => {
      const result = validateValues(w9Schema, { ...validW9Llc, ForeignPartners: true, ...changes });
      return result.ok ? result.value.ForeignPartners : result.errors;
    };
    expect(with3b({ TaxClassification: 'partnership', LlcClassification: null })).toBe(true);
    expect(with3b({ TaxClassification: 'trust-estate', LlcClassification: null })).toBe(true);
    expect(with3b({ TaxClassification: 'llc', LlcClassification: 'P' })).toBe(true);
    expect(with3b({ TaxClassification: 'llc', LlcClassification: 'C' })).toBe(false);
    expect(with3b({ TaxClassification: 'llc', LlcClassification: 'S' })).toBe(false);
    expect(with3b({ TaxClassification: 'c-corporation', LlcClassification: null })).toBe(false);
    expect(with3b({ TaxClassification: 'other', OtherClassification: 'Cooperative' })).toBe(false);
    expect(with3b({ TaxClassification: 'individual', ExemptPayeeCode: null, FatcaCode: null, TinType: 'ssn' })).toBe(
      false,
    );
  });

  it('takes every exempt payee code and FATCA code of the instructions from an entity, and empty ones as null', () => {
    const entity = { ...validW9, TaxClassification: 'c-corporation', TinType: 'ein' } as const;
    for (const { code } of W9_EXEMPT_PAYEE_CODES)
      expect(errorsOf(w9Schema, { ...entity, ExemptPayeeCode: code }), code).toEqual({});
    for (const { code } of W9_FATCA_CODES) expect(errorsOf(w9Schema, { ...entity, FatcaCode: code }), code).toEqual({});
    const result = validateValues(w9Schema, { ...entity, ExemptPayeeCode: '', FatcaCode: '' });
    expect(result.ok && [result.value.ExemptPayeeCode, result.value.FatcaCode]).toEqual([null, null]);
  });

  it('keeps the item-2 strike-out', () => {
    expect(validateValues(w9Schema, { ...validW9, CertificationItem2Crossed: true })).toEqual({
      ok: true,
      value: { ...validW9, CertificationItem2Crossed: true },
    });
  });

  it('takes the mask of a stored TIN (a form loaded for editing), as typed or cast', () => {
    for (const [TinType, Tin] of [
      ['ssn', '***-**-4852'],
      ['ein', '**-***1936'],
    ] as const) {
      const result = validateValues(w9Schema, { ...validW9, TinType, Tin });
      expect(result.ok && result.value.Tin, Tin).toBe(Tin.replace(/-/g, ''));
    }
    // Anything else that is not nine digits is still refused.
    expect(errorsOf(w9Schema, { ...validW9, TinType: 'ssn', Tin: '12345678' })).toEqual({ Tin: m.ssnInvalid });
  });

  it('has the values of the contract’s W9Data', () => {
    expectTypeOf<W9Values>().toEqualTypeOf<W9Data>();
  });
});
