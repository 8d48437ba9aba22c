import { expectTypeOf } from 'vitest';
import type { I9Section1Data, I9Section2Data } from '@agency/api-client/contract';
import {
  i9Section1Schema,
  i9Section2Schema,
  messages,
  validateValues,
  type I9Section1Values,
  type I9Section2Values,
} from '@agency/forms/schemas';
import {
  invalidI9Section1s,
  invalidI9Section2s,
  validI9AuthorizedAlien,
  validI9PermanentResident,
  validI9Section1,
  validI9Section2,
  validI9Section2ListBC,
} from '../../src/schemas/onboarding/i9/fixtures';
import { errorsOf } from './support';

const m = messages.i9;

describe('I-9 messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      lastNameRequired: 'Last Name is required',
      lastNameMax: 'Last Name must be at most 100 characters',
      firstNameRequired: 'First Name is required',
      firstNameMax: 'First Name must be at most 100 characters',
      middleInitialInvalid: 'Middle Initial is one letter',
      otherLastNamesMax: 'Other Last Names Used must be at most 200 characters',
      addressRequired: 'Enter the street address',
      addressMax: 'Address must be at most 200 characters',
      aptNumberMax: 'Apt. Number must be at most 100 characters',
      cityRequired: 'Enter the city or town',
      cityMax: 'City or Town must be at most 100 characters',
      stateRequired: 'Choose a state',
      stateInvalid: 'Choose a state from the list',
      zipRequired: 'Enter the ZIP code',
      zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
      dateOfBirthRequired: 'Enter your date of birth',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      dateOfBirthPast: 'Date of Birth must be in the past',
      ssnInvalid: 'Enter the 9 digits of your Social Security number, or leave it empty',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 200 characters',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      attestationRequired: 'Choose the box that describes your citizenship or immigration status',
      attestationInvalid: 'Choose one of the four citizenship or immigration boxes',
      uscisNumberRequired: 'Enter your USCIS number or A-Number',
      uscisNumberInvalid: 'A USCIS number or A-Number is 7 to 9 digits, with or without the letter A in front',
      workAuthorizationExpiresRequired: 'Enter the date your work authorization expires, or N/A if it does not expire',
      workAuthorizationExpiresInvalid: 'Enter the expiration date as MM/DD/YYYY, or N/A',
      alienNumberRequired:
        'Enter one of these: your USCIS number or A-Number, your Form I-94 admission number, or your foreign passport number and its country',
      onlyOneNumber:
        'Enter only one of these: your USCIS number or A-Number, your Form I-94 admission number, or your foreign passport number',
      i94NumberInvalid: 'A Form I-94 admission number is 11 letters and digits',
      passportNumberRequired: 'Enter your foreign passport number',
      passportNumberInvalid: 'A foreign passport number is 6 to 12 letters and digits',
      passportCountryRequired: 'Enter the country that issued your passport',
      passportCountryMax: 'Country of Issuance must be at most 100 characters',
      preparersRequired: 'Add the preparer or translator who helped you',
      preparersMax: 'You can add at most 4 preparers or translators',
      documentsKindRequired: 'Choose whether the employee presented a List A document, or List B and List C documents',
      documentsKindInvalid: 'Choose List A, or List B and List C',
      listARequired: 'Enter the List A document the employee presented',
      listAMax: 'Enter at most 3 List A documents',
      listBRequired: 'Enter the List B document the employee presented',
      listCRequired: 'Enter the List C document the employee presented',
      documentTitleRequired: 'Enter the document title',
      documentTitleMax: 'Document Title must be at most 200 characters',
      issuingAuthorityRequired: 'Enter the issuing authority',
      issuingAuthorityMax: 'Issuing Authority must be at most 200 characters',
      documentNumberMax: 'Document Number must be at most 30 characters',
      documentNumberInvalid: 'A document number may contain letters, digits, spaces and hyphens only',
      additionalInformationMax: 'Additional Information must be at most 1000 characters',
      firstDayRequired: "Enter the employee's first day of employment",
      employerLastNameRequired: 'Enter the last name of the employer or authorized representative',
      employerFirstNameRequired: 'Enter the first name of the employer or authorized representative',
      employerTitleRequired: 'Enter the title of the employer or authorized representative',
      employerTitleMax: 'Title must be at most 100 characters',
      businessNameRequired: "Enter the employer's business or organization name",
      businessNameMax: 'Business or Organization Name must be at most 200 characters',
      businessAddressRequired: "Enter the employer's business or organization address",
      businessAddressMax: 'Business or Organization Address must be at most 200 characters',
    });
  });
});

describe('i9Section1Schema', () => {
  it.each([
    ['a citizen', validI9Section1],
    ['a lawful permanent resident', validI9PermanentResident],
    ['an alien authorized to work, with a foreign passport and a translator', validI9AuthorizedAlien],
  ])('accepts %s unchanged', (_name, values) => {
    expect(validateValues(i9Section1Schema, values)).toEqual({ ok: true, value: values });
  });

  it.each(invalidI9Section1s)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(i9Section1Schema, values)).toEqual({ [field]: message });
  });

  it('reports every required field of an empty form (the SSN, e-mail and phone are optional)', () => {
    expect(errorsOf(i9Section1Schema, {})).toEqual({
      LastName: m.lastNameRequired,
      FirstName: m.firstNameRequired,
      Address: m.addressRequired,
      City: m.cityRequired,
      State: m.stateRequired,
      Zip: m.zipRequired,
      DateOfBirth: m.dateOfBirthRequired,
      Attestation: m.attestationRequired,
    });
  });

  it('stores the SSN as its 9 digits, written with or without dashes', () => {
    for (const ssn of ['123-45-6789', '123 45 6789', '123456789']) {
      const result = validateValues(i9Section1Schema, { ...validI9Section1, Ssn: ssn });
      expect(result.ok && result.value.Ssn, ssn).toBe('123456789');
    }
    expect(validateValues(i9Section1Schema, { ...validI9Section1, Ssn: '' })).toEqual({
      ok: true,
      value: { ...validI9Section1, Ssn: '' },
    });
  });

  it('takes the masks of stored numbers (a form loaded for editing)', () => {
    expect(errorsOf(i9Section1Schema, { ...validI9Section1, Ssn: '***-**-4852' })).toEqual({});
    expect(errorsOf(i9Section1Schema, { ...validI9PermanentResident, UscisNumber: '****4567' })).toEqual({});
    expect(errorsOf(i9Section1Schema, { ...validI9Section1, Ssn: '4852' })).toEqual({ Ssn: m.ssnInvalid });
  });

  it('clears the numbers and the expiration date of a citizen or a noncitizen national', () => {
    const extras = {
      UscisNumber: 'A123456789',
      WorkAuthorizationExpires: '2028-01-01',
      I94Number: '12345678901',
      ForeignPassportNumber: 'P1234567',
      PassportCountry: 'Philippines',
    };
    for (const attestation of ['citizen', 'noncitizen-national'] as const)
      expect(validateValues(i9Section1Schema, { ...validI9Section1, Attestation: attestation, ...extras })).toEqual({
        ok: true,
        value: { ...validI9Section1, Attestation: attestation },
      });
  });

  it('keeps only the USCIS number or A-Number of a permanent resident, in capitals without separators', () => {
    expect(
      validateValues(i9Section1Schema, {
        ...validI9PermanentResident,
        UscisNumber: 'a-123-456-789',
        WorkAuthorizationExpires: '2028-01-01',
        I94Number: '12345678901',
      }),
    ).toEqual({ ok: true, value: validI9PermanentResident });
    expect(errorsOf(i9Section1Schema, { ...validI9PermanentResident, UscisNumber: '1234567' })).toEqual({});
  });

  it.each([
    ['the USCIS number or A-Number', { UscisNumber: 'A12345678' }],
    ['the Form I-94 admission number', { I94Number: '12345678901' }],
    [
      'the foreign passport number and its country',
      { ForeignPassportNumber: 'P1234567', PassportCountry: 'Philippines' },
    ],
  ])('accepts an alien authorized to work who gives only %s', (_name, numbers) => {
    const values = {
      ...validI9AuthorizedAlien,
      UscisNumber: '',
      I94Number: '',
      ForeignPassportNumber: '',
      PassportCountry: '',
      ...numbers,
    };
    expect(validateValues(i9Section1Schema, values)).toEqual({ ok: true, value: values });
  });

  it('takes N/A (any case) for a work authorization that does not expire', () => {
    const result = validateValues(i9Section1Schema, { ...validI9AuthorizedAlien, WorkAuthorizationExpires: ' n/a ' });
    expect(result).toEqual({ ok: true, value: { ...validI9AuthorizedAlien, WorkAuthorizationExpires: 'N/A' } });
  });

  it('keeps the preparers only when a preparer or translator helped', () => {
    expect(validateValues(i9Section1Schema, { ...validI9AuthorizedAlien, UsedPreparer: false })).toEqual({
      ok: true,
      value: { ...validI9AuthorizedAlien, UsedPreparer: false, Preparers: [] },
    });
    const five = Array.from({ length: 5 }, () => validI9AuthorizedAlien.Preparers[0]);
    expect(errorsOf(i9Section1Schema, { ...validI9AuthorizedAlien, Preparers: five })).toEqual({
      Preparers: m.preparersMax,
    });
    expect(
      errorsOf(i9Section1Schema, {
        ...validI9AuthorizedAlien,
        Preparers: [{ ...validI9AuthorizedAlien.Preparers[0], LastName: '', State: 'XX', Zip: '1' }],
      }),
    ).toEqual({
      'Preparers[0].LastName': m.lastNameRequired,
      'Preparers[0].State': m.stateInvalid,
      'Preparers[0].Zip': m.zipInvalid,
    });
  });

  it('has the values of the contract’s I9Section1Data', () => {
    expectTypeOf<I9Section1Values>().toEqualTypeOf<I9Section1Data>();
  });
});

describe('i9Section2Schema', () => {
  it.each([
    ['a List A document', validI9Section2],
    ['a List B and a List C document, examined by the alternative procedure', validI9Section2ListBC],
  ])('accepts %s unchanged', (_name, values) => {
    expect(validateValues(i9Section2Schema, values)).toEqual({ ok: true, value: values });
  });

  it.each(invalidI9Section2s)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(i9Section2Schema, values)).toEqual({ [field]: message });
  });

  it('takes the mask of a stored document number', () => {
    const ListA = [{ ...validI9Section2.ListA[0]!, Number: '****9KW3' }];
    expect(errorsOf(i9Section2Schema, { ...validI9Section2, ListA })).toEqual({});
  });

  it('takes up to three List A documents (a combination such as a foreign passport and an I-94)', () => {
    const three = [...validI9Section2.ListA, ...validI9Section2.ListA, ...validI9Section2.ListA];
    expect(errorsOf(i9Section2Schema, { ...validI9Section2, ListA: three })).toEqual({});
  });

  it('clears the lists the kind does not use', () => {
    expect(
      validateValues(i9Section2Schema, {
        ...validI9Section2,
        ListB: validI9Section2ListBC.ListB,
        ListC: validI9Section2ListBC.ListC,
      }),
    ).toEqual({ ok: true, value: validI9Section2 });
    expect(validateValues(i9Section2Schema, { ...validI9Section2ListBC, ListA: validI9Section2.ListA })).toEqual({
      ok: true,
      value: validI9Section2ListBC,
    });
  });

  it('reports every required field of an empty section', () => {
    expect(errorsOf(i9Section2Schema, {})).toEqual({
      DocumentsKind: m.documentsKindRequired,
      FirstDayOfEmployment: m.firstDayRequired,
      EmployerLastName: m.employerLastNameRequired,
      EmployerFirstName: m.employerFirstNameRequired,
      EmployerTitle: m.employerTitleRequired,
      BusinessName: m.businessNameRequired,
      BusinessAddress: m.businessAddressRequired,
      City: m.cityRequired,
      State: m.stateRequired,
      Zip: m.zipRequired,
    });
  });

  it('has the values of the contract’s I9Section2Data', () => {
    expectTypeOf<I9Section2Values>().toEqualTypeOf<I9Section2Data>();
  });
});
