import { expectTypeOf } from 'vitest';
import type { PersonalInfoData } from '@agency/api-client/contract';
import { messages, personalInfoSchema, validateValues, type PersonalInfoValues } from '@agency/forms/schemas';
import { invalidPersonalInfos, validPersonalInfo } from '../../src/schemas/onboarding/personal-info/fixtures';
import { errorsOf } from './support';

const m = messages.personalInfo;

describe('personal info messages', () => {
  it('hold the literal texts, the record fields keeping the applicant record’s', () => {
    expect(m).toEqual({
      firstNameRequired: 'First Name is required',
      firstNameMax: 'First Name must be at most 100 characters',
      middleNameMax: 'Middle Name must be at most 100 characters',
      lastNameRequired: 'Last Name is required',
      lastNameMax: 'Last Name must be at most 100 characters',
      preferredNameMax: 'Preferred Name must be at most 100 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 200 characters',
      mobilePhoneInvalid: 'Mobile Phone may contain a leading + then digits and spaces',
      mobilePhoneMax: 'Mobile Phone must be at most 30 characters',
      mobilePhoneDigits: 'Mobile Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      otherPhoneInvalid: 'Other Phone may contain a leading + then digits and spaces',
      otherPhoneMax: 'Other Phone must be at most 30 characters',
      otherPhoneDigits: 'Other Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      addressLine1Max: 'Address Line 1 must be at most 200 characters',
      addressLine2Max: 'Address Line 2 must be at most 200 characters',
      cityMax: 'City must be at most 100 characters',
      stateInvalid: 'Choose a state from the list',
      zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      dateOfBirthPast: 'Date of Birth must be in the past',
      disciplineInvalid: 'Choose a discipline from the list',
      specialtyInvalid: 'Choose specialties from the list',
      yearsOfExperienceInvalid: 'Years of Experience must be a whole number from 0 to 70',
      shiftInvalid: 'Choose a shift from the list',
      employmentTypeInvalid: 'Choose employment types from the list',
      otherLastNamesMax: 'Other Last Names must be at most 100 characters',
      mobilePhoneRequired: 'Enter a mobile phone number we can reach you on',
      addressLine1Required: 'Enter the street address',
      cityRequired: 'Enter the city or town',
      stateRequired: 'Choose a state',
      zipRequired: 'Enter the ZIP code',
    });
    expect(m.dateInvalid).toBe(messages.applicant.dateInvalid);
  });
});

describe('personalInfoSchema', () => {
  it('accepts the valid sample unchanged', () => {
    expect(validateValues(personalInfoSchema, validPersonalInfo)).toEqual({ ok: true, value: validPersonalInfo });
  });

  it.each(invalidPersonalInfos)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(personalInfoSchema, values)).toEqual({ [field]: message });
  });

  it('needs the names, e-mail, mobile phone and address; the rest defaults to empty text, null and []', () => {
    expect(errorsOf(personalInfoSchema, {})).toEqual({
      FirstName: m.firstNameRequired,
      LastName: m.lastNameRequired,
      Email: m.emailRequired,
      MobilePhone: m.mobilePhoneRequired,
      AddressLine1: m.addressLine1Required,
      City: m.cityRequired,
      State: m.stateRequired,
      Zip: m.zipRequired,
    });
    const required = {
      FirstName: 'Ann',
      LastName: 'Lee',
      Email: 'Ann@Mail.test',
      MobilePhone: '555 010 3000',
      AddressLine1: '1 Elm St',
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
    };
    expect(validateValues(personalInfoSchema, required)).toEqual({
      ok: true,
      value: {
        ...required,
        Email: 'ann@mail.test',
        MiddleName: '',
        PreferredName: '',
        OtherLastNames: '',
        OtherPhone: '',
        AddressLine2: '',
        DateOfBirth: null,
        Discipline: null,
        Specialties: [],
        YearsOfExperience: null,
        DesiredShift: null,
        EmploymentTypes: [],
        AvailableFrom: null,
      },
    });
  });

  it('drops fields the form does not have (the record’s tags, source, license states)', () => {
    expect(validateValues(personalInfoSchema, { ...validPersonalInfo, Tags: ['x'], Source: 'referral' })).toEqual({
      ok: true,
      value: validPersonalInfo,
    });
  });

  it('has the values of the contract’s PersonalInfoData', () => {
    expectTypeOf<PersonalInfoValues>().toEqualTypeOf<PersonalInfoData>();
  });
});
