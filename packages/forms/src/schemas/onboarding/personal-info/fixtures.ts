// Valid and invalid Personal Info, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { personalInfoMessages as m } from './messages';
import type { PersonalInfoValues } from './schema';

export const validPersonalInfo: PersonalInfoValues = {
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Rivera',
  PreferredName: 'Mari',
  OtherLastNames: 'Gomez',
  Email: 'maria.rivera@mail.test',
  MobilePhone: '+1 555 010 3000',
  OtherPhone: '',
  AddressLine1: '2400 Travis Street',
  AddressLine2: 'Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Discipline: 'RN',
  Specialties: ['ICU', 'Step-Down'],
  YearsOfExperience: 6,
  DesiredShift: 'nights',
  EmploymentTypes: ['travel'],
  AvailableFrom: '2026-12-01',
};

const v = validPersonalInfo;

export const invalidPersonalInfos: InvalidOnboardingCase[] = [
  { name: 'no first name', values: { ...v, FirstName: ' ' }, field: 'FirstName', message: m.firstNameRequired },
  { name: 'no last name', values: { ...v, LastName: '' }, field: 'LastName', message: m.lastNameRequired },
  { name: 'no e-mail', values: { ...v, Email: '' }, field: 'Email', message: m.emailRequired },
  { name: 'e-mail without a domain', values: { ...v, Email: 'maria@' }, field: 'Email', message: m.emailInvalid },
  { name: 'no mobile phone', values: { ...v, MobilePhone: '' }, field: 'MobilePhone', message: m.mobilePhoneRequired },
  {
    name: 'mobile phone with letters',
    values: { ...v, MobilePhone: 'call me' },
    field: 'MobilePhone',
    message: m.mobilePhoneInvalid,
  },
  {
    name: 'no street address',
    values: { ...v, AddressLine1: '' },
    field: 'AddressLine1',
    message: m.addressLine1Required,
  },
  { name: 'no city', values: { ...v, City: '' }, field: 'City', message: m.cityRequired },
  { name: 'no state', values: { ...v, State: null }, field: 'State', message: m.stateRequired },
  { name: 'unknown state', values: { ...v, State: 'Texas' }, field: 'State', message: m.stateInvalid },
  { name: 'no ZIP', values: { ...v, Zip: '' }, field: 'Zip', message: m.zipRequired },
  { name: 'four-digit ZIP', values: { ...v, Zip: '7700' }, field: 'Zip', message: m.zipInvalid },
  {
    name: '101-character other last names',
    values: { ...v, OtherLastNames: 'o'.repeat(101) },
    field: 'OtherLastNames',
    message: m.otherLastNamesMax,
  },
  {
    name: 'birth date in the future',
    values: { ...v, DateOfBirth: '2999-01-01' },
    field: 'DateOfBirth',
    message: m.dateOfBirthPast,
  },
  {
    name: 'birth date not a date',
    values: { ...v, DateOfBirth: '1990-02-30' },
    field: 'DateOfBirth',
    message: m.dateInvalid,
  },
  {
    name: 'unknown discipline',
    values: { ...v, Discipline: 'Nurse' },
    field: 'Discipline',
    message: m.disciplineInvalid,
  },
  {
    name: 'negative years of experience',
    values: { ...v, YearsOfExperience: -1 },
    field: 'YearsOfExperience',
    message: m.yearsOfExperienceInvalid,
  },
  { name: 'unknown shift', values: { ...v, DesiredShift: 'weekends' }, field: 'DesiredShift', message: m.shiftInvalid },
  {
    name: 'available date malformed',
    values: { ...v, AvailableFrom: '12/01/2026' },
    field: 'AvailableFrom',
    message: m.dateInvalid,
  },
];
