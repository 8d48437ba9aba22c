import { expectTypeOf } from 'vitest';
import type { EmergencyInfoData } from '@agency/api-client/contract';
import { emergencyInfoSchema, messages, validateValues, type EmergencyInfoValues } from '@agency/forms/schemas';
import { invalidEmergencyInfos, validEmergencyInfo } from '../../src/schemas/onboarding/emergency/fixtures';
import { errorsOf } from './support';

const m = messages.emergency;

const blankContact = {
  Name: '',
  Relationship: '',
  Phone: ' ',
  OtherPhone: '',
  Email: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  State: null,
  Zip: '',
};

describe('emergency messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      nameRequired: 'Enter the name of your emergency contact',
      nameMax: 'Name must be at most 100 characters',
      relationshipRequired: 'Choose how this person is related to you',
      relationshipInvalid: 'Choose a relationship from the list',
      phoneRequired: 'Enter a phone number for your emergency contact',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      otherPhoneInvalid: 'Other Phone may contain a leading + then digits and spaces',
      otherPhoneMax: 'Other Phone must be at most 30 characters',
      otherPhoneDigits: 'Other Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 200 characters',
      addressLine1Max: 'Address Line 1 must be at most 200 characters',
      addressLine2Max: 'Address Line 2 must be at most 200 characters',
      cityMax: 'City must be at most 100 characters',
      stateInvalid: 'Choose a state from the list',
      zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
    });
  });
});

describe('emergencyInfoSchema', () => {
  it('accepts the valid sample unchanged', () => {
    expect(validateValues(emergencyInfoSchema, validEmergencyInfo)).toEqual({ ok: true, value: validEmergencyInfo });
  });

  it.each(invalidEmergencyInfos)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(emergencyInfoSchema, values)).toEqual({ [field]: message });
  });

  it('needs the primary contact’s name, relationship and phone', () => {
    expect(errorsOf(emergencyInfoSchema, {})).toEqual({
      'Primary.Name': m.nameRequired,
      'Primary.Relationship': m.relationshipRequired,
      'Primary.Phone': m.phoneRequired,
    });
    expect(errorsOf(emergencyInfoSchema, { Primary: blankContact })).toEqual({
      'Primary.Name': m.nameRequired,
      'Primary.Relationship': m.relationshipRequired,
      'Primary.Phone': m.phoneRequired,
    });
  });

  it('takes a missing or entirely blank secondary contact as none (null)', () => {
    const { Primary } = validEmergencyInfo;
    expect(validateValues(emergencyInfoSchema, { Primary })).toEqual({ ok: true, value: { Primary, Secondary: null } });
    expect(validateValues(emergencyInfoSchema, { Primary, Secondary: blankContact })).toEqual({
      ok: true,
      value: { Primary, Secondary: null },
    });
  });

  it('needs a secondary contact whole once any of it is given', () => {
    expect(
      errorsOf(emergencyInfoSchema, { ...validEmergencyInfo, Secondary: { ...blankContact, City: 'Austin' } }),
    ).toEqual({
      'Secondary.Name': m.nameRequired,
      'Secondary.Relationship': m.relationshipRequired,
      'Secondary.Phone': m.phoneRequired,
    });
  });

  it('lower-cases the e-mail and trims text', () => {
    const result = validateValues(emergencyInfoSchema, {
      ...validEmergencyInfo,
      Primary: { ...validEmergencyInfo.Primary, Name: '  Jorge Rivera ', Email: ' Jorge.Rivera@Mail.Test ' },
    });
    expect(result).toEqual({ ok: true, value: validEmergencyInfo });
  });

  it('has the values of the contract’s EmergencyInfoData', () => {
    expectTypeOf<EmergencyInfoValues>().toEqualTypeOf<EmergencyInfoData>();
  });
});
