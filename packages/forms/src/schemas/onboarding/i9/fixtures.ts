// Valid and invalid I-9 Sections 1 and 2, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { i9Messages as m } from './messages';
import type { I9Section1Values, I9Section2Values } from './schema';

/** A U.S. citizen who completed Section 1 alone. */
export const validI9Section1: I9Section1Values = {
  LastName: 'Rivera',
  FirstName: 'Maria',
  MiddleInitial: 'L',
  OtherLastNames: 'Gomez',
  Address: '2400 Travis Street',
  AptNumber: '12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Ssn: '123456789',
  Email: 'maria.rivera@mail.test',
  Phone: '+1 555 010 3000',
  Attestation: 'citizen',
  UscisNumber: '',
  WorkAuthorizationExpires: null,
  I94Number: '',
  ForeignPassportNumber: '',
  PassportCountry: '',
  UsedPreparer: false,
  Preparers: [],
};

/** A lawful permanent resident. */
export const validI9PermanentResident: I9Section1Values = {
  ...validI9Section1,
  Ssn: '',
  Attestation: 'permanent-resident',
  UscisNumber: 'A123456789',
};

/** An alien authorized to work, with a foreign passport, helped by a translator. */
export const validI9AuthorizedAlien: I9Section1Values = {
  ...validI9Section1,
  Attestation: 'authorized-alien',
  WorkAuthorizationExpires: '2028-09-30',
  ForeignPassportNumber: 'P12345678',
  PassportCountry: 'Philippines',
  UsedPreparer: true,
  Preparers: [
    {
      LastName: 'Santos',
      FirstName: 'Jose',
      MiddleInitial: '',
      Address: '100 Main Street',
      City: 'Houston',
      State: 'TX',
      Zip: '77002',
    },
  ],
};

const alien = (changes: Record<string, unknown>) => ({
  ...validI9AuthorizedAlien,
  ForeignPassportNumber: '',
  PassportCountry: '',
  ...changes,
});

const v = validI9Section1;

export const invalidI9Section1s: InvalidOnboardingCase[] = [
  { name: 'no last name', values: { ...v, LastName: '' }, field: 'LastName', message: m.lastNameRequired },
  { name: 'no first name', values: { ...v, FirstName: '' }, field: 'FirstName', message: m.firstNameRequired },
  {
    name: 'two-letter middle initial',
    values: { ...v, MiddleInitial: 'LU' },
    field: 'MiddleInitial',
    message: m.middleInitialInvalid,
  },
  { name: 'no address', values: { ...v, Address: '' }, field: 'Address', message: m.addressRequired },
  { name: 'no city', values: { ...v, City: '' }, field: 'City', message: m.cityRequired },
  { name: 'no state', values: { ...v, State: '' }, field: 'State', message: m.stateRequired },
  { name: 'no ZIP', values: { ...v, Zip: '' }, field: 'Zip', message: m.zipRequired },
  { name: 'no date of birth', values: { ...v, DateOfBirth: '' }, field: 'DateOfBirth', message: m.dateOfBirthRequired },
  {
    name: 'date of birth malformed',
    values: { ...v, DateOfBirth: '04/12/1990' },
    field: 'DateOfBirth',
    message: m.dateInvalid,
  },
  {
    name: 'date of birth in the future',
    values: { ...v, DateOfBirth: '2999-04-12' },
    field: 'DateOfBirth',
    message: m.dateOfBirthPast,
  },
  { name: 'SSN of 8 digits', values: { ...v, Ssn: '123-45-678' }, field: 'Ssn', message: m.ssnInvalid },
  { name: 'e-mail malformed', values: { ...v, Email: 'maria@' }, field: 'Email', message: m.emailInvalid },
  { name: 'phone with letters', values: { ...v, Phone: 'call' }, field: 'Phone', message: m.phoneInvalid },
  { name: 'no box checked', values: { ...v, Attestation: '' }, field: 'Attestation', message: m.attestationRequired },
  {
    name: 'unknown box',
    values: { ...v, Attestation: 'visitor' },
    field: 'Attestation',
    message: m.attestationInvalid,
  },
  {
    name: 'permanent resident without a number',
    values: { ...validI9PermanentResident, UscisNumber: '' },
    field: 'UscisNumber',
    message: m.uscisNumberRequired,
  },
  {
    name: 'permanent resident with a 6-digit number',
    values: { ...validI9PermanentResident, UscisNumber: 'A123456' },
    field: 'UscisNumber',
    message: m.uscisNumberInvalid,
  },
  {
    name: 'alien without an expiration date',
    values: { ...validI9AuthorizedAlien, WorkAuthorizationExpires: '' },
    field: 'WorkAuthorizationExpires',
    message: m.workAuthorizationExpiresRequired,
  },
  {
    name: 'alien with a malformed expiration date',
    values: { ...validI9AuthorizedAlien, WorkAuthorizationExpires: 'never' },
    field: 'WorkAuthorizationExpires',
    message: m.workAuthorizationExpiresInvalid,
  },
  { name: 'alien without any number', values: alien({}), field: 'UscisNumber', message: m.alienNumberRequired },
  {
    name: 'alien with an A-Number and an I-94 number',
    values: alien({ UscisNumber: 'A12345678', I94Number: '12345678901' }),
    field: 'I94Number',
    message: m.onlyOneNumber,
  },
  {
    name: 'alien with an I-94 number and a passport',
    values: alien({ I94Number: '12345678901', ForeignPassportNumber: 'P12345678', PassportCountry: 'Philippines' }),
    field: 'ForeignPassportNumber',
    message: m.onlyOneNumber,
  },
  {
    name: 'alien with a passport but no country',
    values: alien({ ForeignPassportNumber: 'P12345678' }),
    field: 'PassportCountry',
    message: m.passportCountryRequired,
  },
  {
    name: 'alien with a country but no passport number',
    values: alien({ PassportCountry: 'Philippines' }),
    field: 'ForeignPassportNumber',
    message: m.passportNumberRequired,
  },
  {
    name: 'alien with a 10-character I-94 number',
    values: alien({ I94Number: '1234567890' }),
    field: 'I94Number',
    message: m.i94NumberInvalid,
  },
  {
    name: 'alien with a 5-character passport number',
    values: alien({ ForeignPassportNumber: 'P1234', PassportCountry: 'Philippines' }),
    field: 'ForeignPassportNumber',
    message: m.passportNumberInvalid,
  },
  {
    name: 'a preparer helped but none is named',
    values: { ...v, UsedPreparer: true, Preparers: [] },
    field: 'Preparers',
    message: m.preparersRequired,
  },
  {
    name: 'a preparer without an address',
    values: { ...validI9AuthorizedAlien, Preparers: [{ ...validI9AuthorizedAlien.Preparers[0], Address: '' }] },
    field: 'Preparers[0].Address',
    message: m.addressRequired,
  },
];

/** A U.S. passport (List A) examined in person. */
export const validI9Section2: I9Section2Values = {
  DocumentsKind: 'list-a',
  ListA: [
    {
      Title: 'U.S. Passport',
      IssuingAuthority: 'U.S. Department of State',
      Number: '123456789',
      Expiration: '2031-05-01',
    },
  ],
  ListB: null,
  ListC: null,
  AdditionalInformation: '',
  AlternativeProcedure: false,
  FirstDayOfEmployment: '2026-12-07',
  EmployerLastName: 'Nguyen',
  EmployerFirstName: 'Linh',
  EmployerTitle: 'Compliance Coordinator',
  BusinessName: 'Acme Healthcare Staffing',
  BusinessAddress: '100 Main Street',
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
};

/** A driver's license (List B) and a Social Security card (List C), examined remotely. */
export const validI9Section2ListBC: I9Section2Values = {
  ...validI9Section2,
  DocumentsKind: 'list-b-c',
  ListA: [],
  ListB: { Title: "Driver's license", IssuingAuthority: 'Texas DPS', Number: '12345678', Expiration: '2030-04-12' },
  ListC: { Title: 'Social Security card', IssuingAuthority: 'SSA', Number: '', Expiration: null },
  AlternativeProcedure: true,
  AdditionalInformation: 'E-Verify case 2026123456789AB',
};

const s2 = validI9Section2;

export const invalidI9Section2s: InvalidOnboardingCase[] = [
  {
    name: 'no documents kind',
    values: { ...s2, DocumentsKind: '' },
    field: 'DocumentsKind',
    message: m.documentsKindRequired,
  },
  {
    name: 'unknown documents kind',
    values: { ...s2, DocumentsKind: 'list-d' },
    field: 'DocumentsKind',
    message: m.documentsKindInvalid,
  },
  { name: 'List A without a document', values: { ...s2, ListA: [] }, field: 'ListA', message: m.listARequired },
  {
    name: 'four List A documents',
    values: { ...s2, ListA: [...s2.ListA, ...s2.ListA, ...s2.ListA, ...s2.ListA] },
    field: 'ListA',
    message: m.listAMax,
  },
  {
    name: 'List A document without a title',
    values: { ...s2, ListA: [{ ...s2.ListA[0], Title: '' }] },
    field: 'ListA[0].Title',
    message: m.documentTitleRequired,
  },
  {
    name: 'List A document without an issuing authority',
    values: { ...s2, ListA: [{ ...s2.ListA[0], IssuingAuthority: '' }] },
    field: 'ListA[0].IssuingAuthority',
    message: m.issuingAuthorityRequired,
  },
  {
    name: 'List A document number with symbols',
    values: { ...s2, ListA: [{ ...s2.ListA[0], Number: '#123' }] },
    field: 'ListA[0].Number',
    message: m.documentNumberInvalid,
  },
  {
    name: 'List A expiration malformed',
    values: { ...s2, ListA: [{ ...s2.ListA[0], Expiration: '05/01/2031' }] },
    field: 'ListA[0].Expiration',
    message: m.dateInvalid,
  },
  {
    name: 'List B missing',
    values: { ...validI9Section2ListBC, ListB: null },
    field: 'ListB',
    message: m.listBRequired,
  },
  {
    name: 'List C missing',
    values: { ...validI9Section2ListBC, ListC: null },
    field: 'ListC',
    message: m.listCRequired,
  },
  {
    name: 'List C document without a title',
    values: { ...validI9Section2ListBC, ListC: { ...validI9Section2ListBC.ListC, Title: '' } },
    field: 'ListC.Title',
    message: m.documentTitleRequired,
  },
  {
    name: 'no first day',
    values: { ...s2, FirstDayOfEmployment: '' },
    field: 'FirstDayOfEmployment',
    message: m.firstDayRequired,
  },
  {
    name: 'first day malformed',
    values: { ...s2, FirstDayOfEmployment: '2026-02-30' },
    field: 'FirstDayOfEmployment',
    message: m.dateInvalid,
  },
  {
    name: 'no employer last name',
    values: { ...s2, EmployerLastName: '' },
    field: 'EmployerLastName',
    message: m.employerLastNameRequired,
  },
  {
    name: 'no employer first name',
    values: { ...s2, EmployerFirstName: '' },
    field: 'EmployerFirstName',
    message: m.employerFirstNameRequired,
  },
  {
    name: 'no employer title',
    values: { ...s2, EmployerTitle: '' },
    field: 'EmployerTitle',
    message: m.employerTitleRequired,
  },
  {
    name: 'no business name',
    values: { ...s2, BusinessName: '' },
    field: 'BusinessName',
    message: m.businessNameRequired,
  },
  {
    name: 'no business address',
    values: { ...s2, BusinessAddress: '' },
    field: 'BusinessAddress',
    message: m.businessAddressRequired,
  },
  { name: 'no business city', values: { ...s2, City: '' }, field: 'City', message: m.cityRequired },
  { name: 'no business state', values: { ...s2, State: null }, field: 'State', message: m.stateRequired },
  { name: 'no business ZIP', values: { ...s2, Zip: '' }, field: 'Zip', message: m.zipRequired },
  {
    name: '1001-character additional information',
    values: { ...s2, AdditionalInformation: 'x'.repeat(1001) },
    field: 'AdditionalInformation',
    message: m.additionalInformationMax,
  },
];
