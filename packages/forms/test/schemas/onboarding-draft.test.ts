import {
  emergencyInfoSchema,
  i9Section1Schema,
  i9Section2Schema,
  identificationSchema,
  isDraftShape,
  onboardingFormSchemas,
  personalInfoSchema,
  w9Schema,
} from '@agency/forms/schemas';
import { ONBOARDING_FORM_KEYS } from '@agency/api-client/contract';
import { validEmergencyInfo } from '../../src/schemas/onboarding/emergency/fixtures';
import { validI9AuthorizedAlien, validI9Section2ListBC } from '../../src/schemas/onboarding/i9/fixtures';
import { validIdentification } from '../../src/schemas/onboarding/identification/fixtures';
import { validPersonalInfo } from '../../src/schemas/onboarding/personal-info/fixtures';
import { validW9Llc } from '../../src/schemas/onboarding/w9/fixtures';

describe('onboardingFormSchemas', () => {
  it('has one schema per onboarding form key', () => {
    expect(Object.keys(onboardingFormSchemas)).toEqual([...ONBOARDING_FORM_KEYS]);
    expect(onboardingFormSchemas['w9-form-info']).toBe(w9Schema);
    expect(onboardingFormSchemas['uscis-info']).toBe(i9Section1Schema);
  });
});

describe('isDraftShape', () => {
  it.each([
    ['personal info', personalInfoSchema, validPersonalInfo],
    ['identification', identificationSchema, validIdentification],
    ['emergency info', emergencyInfoSchema, validEmergencyInfo],
    ['W-9', w9Schema, validW9Llc],
    ['I-9 Section 1', i9Section1Schema, validI9AuthorizedAlien],
    ['I-9 Section 2', i9Section2Schema, validI9Section2ListBC],
  ] as const)('accepts a whole %s, an empty one, and one half filled in', (_name, schema, values) => {
    expect(isDraftShape(schema, values)).toBe(true);
    expect(isDraftShape(schema, {})).toBe(true);
    const half = Object.fromEntries(Object.entries(values).slice(0, 2));
    expect(isDraftShape(schema, half)).toBe(true);
  });

  it('accepts what is not valid yet: empty required fields, nulls, a malformed date, a number being typed', () => {
    expect(isDraftShape(w9Schema, { Name: '', TaxClassification: null, Tin: '123-4', ForeignPartners: true })).toBe(
      true,
    );
    expect(isDraftShape(personalInfoSchema, { DateOfBirth: '12/04', YearsOfExperience: '1', State: 'Texas' })).toBe(
      true,
    );
    expect(isDraftShape(identificationSchema, { Documents: [{ Type: 'passport', Number: '' }] })).toBe(true);
  });

  it.each([
    ['not an object', personalInfoSchema, 'Maria'],
    ['a list', personalInfoSchema, [validPersonalInfo]],
    ['null', personalInfoSchema, null],
    ['a field the form does not have', personalInfoSchema, { Tags: ['x'] }],
    ['an object where text goes', personalInfoSchema, { FirstName: { first: 'Maria' } }],
    ['a number where text goes', w9Schema, { Tin: 123456789 }],
    ['text where a yes/no goes', w9Schema, { ForeignPartners: 'yes' }],
    ['an object where a number goes', personalInfoSchema, { YearsOfExperience: { years: 1 } }],
    ['text where a list goes', identificationSchema, { Documents: 'passport' }],
    ['a nested value of the wrong kind', identificationSchema, { Documents: [{ Number: ['1'] }] }],
    ['a nested unknown field', emergencyInfoSchema, { Primary: { Nickname: 'Jo' } }],
    ['text over 200 characters', w9Schema, { Name: 'n'.repeat(201) }],
    ['more documents than the form takes', identificationSchema, { Documents: Array.from({ length: 11 }, () => ({})) }],
    ['a list without a limit over 50 items', i9Section1Schema, { Preparers: Array.from({ length: 51 }, () => ({})) }],
  ] as const)('refuses %s', (_name, schema, value) => {
    expect(isDraftShape(schema, value)).toBe(false);
  });

  it('allows a field its own larger limit', () => {
    expect(isDraftShape(i9Section2Schema, { AdditionalInformation: 'x'.repeat(1000) })).toBe(true);
    expect(isDraftShape(i9Section2Schema, { AdditionalInformation: 'x'.repeat(1001) })).toBe(false);
  });
});
