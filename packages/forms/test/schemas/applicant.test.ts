import { expectTypeOf } from 'vitest';
import type { ApplicantPayload, StatusChangePayload } from '@agency/api-client/contract';
import {
  applicantNoteSchema,
  applicantSchema,
  isIsoDate,
  messages,
  statusChangeSchema,
  validateValues,
  type ApplicantValues,
  type StatusChangeValues,
} from '@agency/forms/schemas';
import { errorsOf } from './support';

const m = messages.applicant;

const valid: ApplicantValues = {
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Rivera',
  PreferredName: 'Mari',
  Email: 'maria.rivera@mail.test',
  MobilePhone: '+1 555 010 3000',
  OtherPhone: '555 010 3999',
  AddressLine1: '2400 Travis Street',
  AddressLine2: 'Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Discipline: 'RN',
  Specialties: ['ICU', 'Step-Down'],
  YearsOfExperience: 6,
  LicenseStates: ['TX', 'NM'],
  CompactLicense: true,
  DesiredLocations: ['TX', 'CO'],
  DesiredShift: 'nights',
  EmploymentTypes: ['travel', 'local-contract'],
  AvailableFrom: '2026-02-15',
  Source: 'referral',
  Tags: ['Travel ready'],
};

describe('applicant messages', () => {
  it('hold the literal texts (names and e-mail as in registration, SPEC §5)', () => {
    expect(m).toEqual({
      firstNameRequired: 'First Name is required',
      lastNameRequired: 'Last Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email must be a valid email address',
      firstNameMax: 'First Name must be at most 100 characters',
      middleNameMax: 'Middle Name must be at most 100 characters',
      lastNameMax: 'Last Name must be at most 100 characters',
      preferredNameMax: 'Preferred Name must be at most 100 characters',
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
      sourceInvalid: 'Choose a source from the list',
      tagMax: 'Each tag must be at most 40 characters',
      tagsMax: 'An applicant can have at most 20 tags',
      noteRequired: 'Note is required',
      noteMax: 'Note must be at most 4000 characters',
      reasonRequired: 'Reason is required',
      reasonInvalid: 'Choose a reason from the list',
      statusInvalid: 'Choose a status from the list',
    });
    expect(m.firstNameRequired).toBe(messages.registration.firstNameRequired);
    expect(m.emailInvalid).toBe(messages.registration.emailInvalid);
  });
});

describe('applicantSchema', () => {
  it('accepts a whole record unchanged', () => {
    expect(validateValues(applicantSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it('needs only the names and the e-mail; the rest defaults to empty text, null, [] and false', () => {
    expect(validateValues(applicantSchema, { FirstName: 'Ann', LastName: 'Lee', Email: 'ann@mail.test' })).toEqual({
      ok: true,
      value: {
        FirstName: 'Ann',
        MiddleName: '',
        LastName: 'Lee',
        PreferredName: '',
        Email: 'ann@mail.test',
        MobilePhone: '',
        OtherPhone: '',
        AddressLine1: '',
        AddressLine2: '',
        City: '',
        State: null,
        Zip: '',
        DateOfBirth: null,
        Discipline: null,
        Specialties: [],
        YearsOfExperience: null,
        LicenseStates: [],
        CompactLicense: false,
        DesiredLocations: [],
        DesiredShift: null,
        EmploymentTypes: [],
        AvailableFrom: null,
        Source: 'other',
        Tags: [],
      },
    });
  });

  it('reports every required field of an empty record', () => {
    expect(errorsOf(applicantSchema, {})).toEqual({
      FirstName: m.firstNameRequired,
      LastName: m.lastNameRequired,
      Email: m.emailRequired,
    });
    expect(errorsOf(applicantSchema, { FirstName: '  ', LastName: ' ', Email: ' ' })).toEqual({
      FirstName: m.firstNameRequired,
      LastName: m.lastNameRequired,
      Email: m.emailRequired,
    });
  });

  it('trims text, lower-cases the e-mail, and turns empty choices and dates into null', () => {
    const result = validateValues(applicantSchema, {
      ...valid,
      FirstName: '  Maria ',
      City: ' Houston  ',
      Email: ' Maria.Rivera@Mail.Test ',
      Zip: ' 77006-1234 ',
      State: '',
      Discipline: '',
      DesiredShift: '',
      DateOfBirth: '',
      AvailableFrom: '  ',
      YearsOfExperience: '',
      Tags: [' Travel ready ', 'Travel ready', '', 'ICU float'],
      Specialties: ['ICU', 'ICU'],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        City: 'Houston',
        Email: 'maria.rivera@mail.test',
        Zip: '77006-1234',
        State: null,
        Discipline: null,
        DesiredShift: null,
        DateOfBirth: null,
        AvailableFrom: null,
        YearsOfExperience: null,
        Tags: ['Travel ready', 'ICU float'],
        Specialties: ['ICU'],
      },
    });
  });

  it('reads the years of experience from text', () => {
    expect(validateValues(applicantSchema, { ...valid, YearsOfExperience: '12' })).toEqual({
      ok: true,
      value: { ...valid, YearsOfExperience: 12 },
    });
  });

  it.each([
    ['FirstName', 'f'.repeat(101), m.firstNameMax],
    ['MiddleName', 'm'.repeat(101), m.middleNameMax],
    ['LastName', 'l'.repeat(101), m.lastNameMax],
    ['PreferredName', 'p'.repeat(101), m.preferredNameMax],
    ['Email', `${'e'.repeat(195)}@a.com`, m.emailMax],
    ['Email', 'maria@rivera', m.emailInvalid],
    ['Email', 'maria@mail.nurse', m.emailInvalid],
    ['MobilePhone', 'call me', m.mobilePhoneInvalid],
    ['MobilePhone', '+', m.mobilePhoneInvalid],
    ['MobilePhone', '5'.repeat(31), m.mobilePhoneMax],
    ['MobilePhone', '3'.repeat(20), m.mobilePhoneDigits],
    ['OtherPhone', '+1 555 0100', m.otherPhoneDigits],
    ['OtherPhone', '555-010', m.otherPhoneInvalid],
    ['OtherPhone', '5'.repeat(31), m.otherPhoneMax],
    ['AddressLine1', 'a'.repeat(201), m.addressLine1Max],
    ['AddressLine2', 'a'.repeat(201), m.addressLine2Max],
    ['City', 'c'.repeat(101), m.cityMax],
    ['State', 'Texas', m.stateInvalid],
    ['State', 'XX', m.stateInvalid],
    ['Zip', '7700', m.zipInvalid],
    ['Zip', '77006-12', m.zipInvalid],
    ['Zip', 'SW1A 1AA', m.zipInvalid],
    ['DateOfBirth', '12/04/1990', m.dateInvalid],
    ['DateOfBirth', '1990-02-30', m.dateInvalid],
    ['DateOfBirth', '1990-13-01', m.dateInvalid],
    ['DateOfBirth', '2999-01-01', m.dateOfBirthPast],
    ['AvailableFrom', '2026-02-29', m.dateInvalid],
    ['AvailableFrom', 'next week', m.dateInvalid],
    ['Discipline', 'Nurse', m.disciplineInvalid],
    ['Specialties', ['ICU', 'Astronaut'], m.specialtyInvalid],
    ['YearsOfExperience', -1, m.yearsOfExperienceInvalid],
    ['YearsOfExperience', 71, m.yearsOfExperienceInvalid],
    ['YearsOfExperience', 2.5, m.yearsOfExperienceInvalid],
    ['YearsOfExperience', 'six', m.yearsOfExperienceInvalid],
    ['LicenseStates', ['TX', 'ZZ'], m.stateInvalid],
    ['DesiredLocations', ['Texas'], m.stateInvalid],
    ['DesiredShift', 'weekends', m.shiftInvalid],
    ['EmploymentTypes', ['travel', 'gig'], m.employmentTypeInvalid],
    ['Source', 'billboard', m.sourceInvalid],
    ['Tags', ['t'.repeat(41)], m.tagMax],
    ['Tags', Array.from({ length: 21 }, (_, i) => `tag ${i}`), m.tagsMax],
  ] as const)('%s = %j → %s', (field, value, message) => {
    const errors = errorsOf(applicantSchema, { ...valid, [field]: value });
    // A list's message is reported on the entry that broke it (Specialties[1]) or on the list.
    const [key, text] = Object.entries(errors)[0] ?? [];
    expect(Object.keys(errors)).toHaveLength(1);
    expect(key?.replace(/\[\d+\]$/, '')).toBe(field);
    expect(text).toBe(message);
  });

  it('keeps its values assignable to the create/update payload of the contract', () => {
    expectTypeOf<ApplicantValues>().toExtend<ApplicantPayload>();
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('applicantNoteSchema', () => {
  it('trims the text and defaults Pinned to false', () => {
    expect(validateValues(applicantNoteSchema, { Text: '  Called back.  ' })).toEqual({
      ok: true,
      value: { Text: 'Called back.', Pinned: false },
    });
    expect(validateValues(applicantNoteSchema, { Text: 'Pin me', Pinned: true })).toEqual({
      ok: true,
      value: { Text: 'Pin me', Pinned: true },
    });
  });

  it('requires the text and caps it at 4000 characters', () => {
    expect(errorsOf(applicantNoteSchema, {})).toEqual({ Text: m.noteRequired });
    expect(errorsOf(applicantNoteSchema, { Text: '   ' })).toEqual({ Text: m.noteRequired });
    expect(errorsOf(applicantNoteSchema, { Text: 'n'.repeat(4001) })).toEqual({ Text: m.noteMax });
    expect(errorsOf(applicantNoteSchema, { Text: 'n'.repeat(4000) })).toEqual({});
  });
});

describe('statusChangeSchema', () => {
  it('accepts a move without a reason, trimming the note and defaulting Reason and Note to empty', () => {
    expect(validateValues(statusChangeSchema, { To: 'paper-screened', Note: '  Looks good. ' })).toEqual({
      ok: true,
      value: { To: 'paper-screened', Reason: '', Note: 'Looks good.' },
    });
    expect(validateValues(statusChangeSchema, { To: 'offered' })).toEqual({
      ok: true,
      value: { To: 'offered', Reason: '', Note: '' },
    });
  });

  it('needs a known status', () => {
    expect(errorsOf(statusChangeSchema, {})).toEqual({ To: m.statusInvalid });
    expect(errorsOf(statusChangeSchema, { To: 'hired' })).toEqual({ To: m.statusInvalid });
  });

  it('needs a reason of the list for Rejected and for Refused', () => {
    expect(errorsOf(statusChangeSchema, { To: 'rejected' })).toEqual({ Reason: m.reasonRequired });
    expect(errorsOf(statusChangeSchema, { To: 'refused', Reason: ' ' })).toEqual({ Reason: m.reasonRequired });
    // Each status has its own list: a Refused reason does not reject.
    expect(errorsOf(statusChangeSchema, { To: 'rejected', Reason: 'pay' })).toEqual({ Reason: m.reasonInvalid });
    expect(errorsOf(statusChangeSchema, { To: 'refused', Reason: 'not-qualified' })).toEqual({
      Reason: m.reasonInvalid,
    });
    expect(validateValues(statusChangeSchema, { To: 'rejected', Reason: ' not-qualified ' })).toEqual({
      ok: true,
      value: { To: 'rejected', Reason: 'not-qualified', Note: '' },
    });
    expect(validateValues(statusChangeSchema, { To: 'refused', Reason: 'accepted-other-offer' })).toEqual({
      ok: true,
      value: { To: 'refused', Reason: 'accepted-other-offer', Note: '' },
    });
  });

  it('caps the note at 4000 characters', () => {
    expect(errorsOf(statusChangeSchema, { To: 'offered', Note: 'n'.repeat(4001) })).toEqual({ Note: m.noteMax });
  });

  it('keeps its values assignable to the status change body', () => {
    expectTypeOf<StatusChangeValues>().toExtend<StatusChangePayload>();
  });
});
