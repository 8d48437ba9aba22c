// Valid and invalid CHRC Form Info, used by the tests and the stories (internal: not exported). The
// address dates are relative to today, so that the 7 years stay covered whenever the tests run.
import type { CbcFormData } from '@agency/api-client/contract';
import type { InvalidOnboardingCase } from '../fixtures';
import { cbcMessages as m } from './messages';

/** YYYY-MM-DD, `years` years (and `days` days) before today (UTC). */
export const yearsAgo = (years: number, days = 0): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
};

export const validCbc: CbcFormData = {
  DisclosureAcknowledged: true,
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Santos',
  OtherNames: [{ Id: 'name-1', Name: 'Maria Reyes', FromDate: '2005-06-01', ToDate: '2015-09-12' }],
  DateOfBirth: '1988-04-12',
  SsnSource: 'entered',
  Ssn: '123456789',
  NoDriversLicense: false,
  DriversLicenseNumber: 'S1234567',
  DriversLicenseState: 'TX',
  Addresses: [
    {
      Id: 'address-1',
      AddressLine1: '12 Oak Street',
      AddressLine2: 'Apt 4',
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      FromDate: yearsAgo(3),
      ToDate: null,
      Current: true,
    },
    {
      Id: 'address-2',
      AddressLine1: '400 Elm Avenue',
      AddressLine2: '',
      City: 'Dallas',
      State: 'TX',
      Zip: '75201',
      FromDate: yearsAgo(9),
      ToDate: yearsAgo(3),
      Current: false,
    },
  ],
  GapExplanation: '',
  CopyOfReport: false,
  StateNoticesAcknowledged: false,
  NyChrcConsent: false,
};

/** A California and New York history: the state notices apply (and the CHRC consent, for an aide). */
export const validCbcNewYork: CbcFormData = {
  ...validCbc,
  SsnSource: 'w9',
  Ssn: '',
  NoDriversLicense: true,
  DriversLicenseNumber: '',
  DriversLicenseState: null,
  Addresses: [
    { ...validCbc.Addresses[0]!, City: 'Albany', State: 'NY', Zip: '12207' },
    { ...validCbc.Addresses[1]!, City: 'Oakland', State: 'CA', Zip: '94612' },
  ],
  CopyOfReport: true,
  StateNoticesAcknowledged: true,
  NyChrcConsent: true,
};

/** A history with a gap of about a year, explained. */
export const validCbcWithGap: CbcFormData = {
  ...validCbc,
  Addresses: [validCbc.Addresses[0]!, { ...validCbc.Addresses[1]!, ToDate: yearsAgo(4) }],
  GapExplanation: 'Travelling abroad as a volunteer nurse.',
};

const cbc = (changes: Record<string, unknown>) => ({ ...validCbc, ...changes });
/** The past address changed, the gaps it leaves explained. */
const past = (changes: Record<string, unknown>) => ({
  ...validCbcWithGap,
  Addresses: [validCbc.Addresses[0], { ...validCbc.Addresses[1]!, ...changes }],
});
const address = (changes: Record<string, unknown>) =>
  cbc({ Addresses: [{ ...validCbc.Addresses[0]!, ...changes }, validCbc.Addresses[1]] });

export const invalidCbcs: InvalidOnboardingCase[] = [
  {
    name: 'the disclosure not read',
    values: cbc({ DisclosureAcknowledged: false }),
    field: 'DisclosureAcknowledged',
    message: m.disclosureRequired,
  },
  { name: 'no first name', values: cbc({ FirstName: ' ' }), field: 'FirstName', message: m.firstNameRequired },
  { name: 'no last name', values: cbc({ LastName: '' }), field: 'LastName', message: m.lastNameRequired },
  {
    name: 'an empty other name',
    values: cbc({ OtherNames: [{ Id: 'n', Name: '', FromDate: null, ToDate: null }] }),
    field: 'OtherNames[0].Name',
    message: m.otherNameRequired,
  },
  {
    name: 'an other name ending before it began',
    values: cbc({ OtherNames: [{ Id: 'n', Name: 'M. Reyes', FromDate: '2010-01-01', ToDate: '2009-01-01' }] }),
    field: 'OtherNames[0].ToDate',
    message: m.otherNameDates,
  },
  {
    name: 'no date of birth',
    values: cbc({ DateOfBirth: null }),
    field: 'DateOfBirth',
    message: m.dateOfBirthRequired,
  },
  {
    name: 'a date of birth in the future',
    values: cbc({ DateOfBirth: '2999-01-01' }),
    field: 'DateOfBirth',
    message: m.dateOfBirthPast,
  },
  {
    name: 'a malformed date of birth',
    values: cbc({ DateOfBirth: '1988-02-30' }),
    field: 'DateOfBirth',
    message: m.dateInvalid,
  },
  {
    name: 'an unknown SSN source',
    values: cbc({ SsnSource: 'card' }),
    field: 'SsnSource',
    message: m.ssnSourceInvalid,
  },
  { name: 'no SSN typed', values: cbc({ Ssn: '' }), field: 'Ssn', message: m.ssnRequired },
  { name: 'an SSN of 8 digits', values: cbc({ Ssn: '12345678' }), field: 'Ssn', message: m.ssnInvalid },
  {
    name: "no driver's license number",
    values: cbc({ DriversLicenseNumber: '' }),
    field: 'DriversLicenseNumber',
    message: m.licenseNumberRequired,
  },
  {
    name: "a driver's license number with symbols",
    values: cbc({ DriversLicenseNumber: 'S12#4' }),
    field: 'DriversLicenseNumber',
    message: m.licenseNumberInvalid,
  },
  {
    name: "no driver's license state",
    values: cbc({ DriversLicenseState: null }),
    field: 'DriversLicenseState',
    message: m.licenseStateRequired,
  },
  { name: 'no address', values: cbc({ Addresses: [] }), field: 'Addresses', message: m.addressesRequired },
  {
    name: 'no street',
    values: address({ AddressLine1: '' }),
    field: 'Addresses[0].AddressLine1',
    message: m.addressRequired,
  },
  { name: 'no city', values: address({ City: '' }), field: 'Addresses[0].City', message: m.cityRequired },
  { name: 'no state', values: address({ State: '' }), field: 'Addresses[0].State', message: m.stateRequired },
  { name: 'an unknown state', values: address({ State: 'XX' }), field: 'Addresses[0].State', message: m.stateInvalid },
  { name: 'no ZIP code', values: address({ Zip: '' }), field: 'Addresses[0].Zip', message: m.zipRequired },
  { name: 'a malformed ZIP code', values: address({ Zip: '7870' }), field: 'Addresses[0].Zip', message: m.zipInvalid },
  {
    name: 'no move-in date',
    values: past({ FromDate: '' }),
    field: 'Addresses[1].FromDate',
    message: m.fromRequired,
  },
  {
    name: 'a move-in date in the future',
    values: {
      ...validCbcWithGap,
      Addresses: [{ ...validCbc.Addresses[0]!, FromDate: '2999-01-01' }, validCbc.Addresses[1]],
    },
    field: 'Addresses[0].FromDate',
    message: m.fromFuture,
  },
  {
    name: 'a move-out date before the move-in date',
    values: past({ ToDate: yearsAgo(10) }),
    field: 'Addresses[1].ToDate',
    message: m.toBeforeFrom,
  },
  {
    name: 'two addresses without a move-out date (each would be where the applicant lives now)',
    values: cbc({ Addresses: [validCbc.Addresses[0], { ...validCbc.Addresses[1], ToDate: null }] }),
    field: 'Addresses',
    message: m.currentOne,
  },
  {
    name: 'no current address',
    values: cbc({
      Addresses: [{ ...validCbc.Addresses[0], ToDate: yearsAgo(0, 1) }, validCbc.Addresses[1]],
    }),
    field: 'Addresses',
    message: m.currentRequired,
  },
  {
    name: 'a gap of more than 30 days, unexplained',
    values: { ...validCbcWithGap, GapExplanation: '' },
    field: 'GapExplanation',
    message: m.gapExplanationRequired,
  },
  {
    name: 'addresses that do not reach 7 years back, unexplained',
    values: cbc({ Addresses: [validCbc.Addresses[0]] }),
    field: 'GapExplanation',
    message: m.gapExplanationRequired,
  },
  {
    name: 'the state notices not read (a California address)',
    values: address({ City: 'Oakland', State: 'CA', Zip: '94612' }),
    field: 'StateNoticesAcknowledged',
    message: m.noticesRequired,
  },
];
