// Valid and invalid user profiles, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { profileMessages as m } from './messages';
import type { ProfileValues } from './schema';

export const validProfile: ProfileValues = {
  FirstName: 'Jane',
  MiddleName: 'Ann',
  LastName: 'Doe',
  Phone: '+1 555 010 2042',
  Title: 'Senior Recruiter',
};

export const invalidProfiles: InvalidCase<ProfileValues>[] = [
  {
    name: 'empty first name',
    values: { ...validProfile, FirstName: '' },
    field: 'FirstName',
    message: m.firstNameRequired,
  },
  {
    name: 'blank last name',
    values: { ...validProfile, LastName: '  ' },
    field: 'LastName',
    message: m.lastNameRequired,
  },
  {
    name: '101-character middle name',
    values: { ...validProfile, MiddleName: 'x'.repeat(101) },
    field: 'MiddleName',
    message: m.middleNameMax,
  },
  {
    name: 'phone with letters',
    values: { ...validProfile, Phone: '555-CALL' },
    field: 'Phone',
    message: m.phoneInvalid,
  },
  {
    name: 'phone with a plus inside',
    values: { ...validProfile, Phone: '1+555' },
    field: 'Phone',
    message: m.phoneInvalid,
  },
  {
    name: 'phone that is only a plus',
    values: { ...validProfile, Phone: '+' },
    field: 'Phone',
    message: m.phoneInvalid,
  },
  {
    name: '31-character phone',
    values: { ...validProfile, Phone: '1'.repeat(31) },
    field: 'Phone',
    message: m.phoneMax,
  },
  {
    name: '101-character title',
    values: { ...validProfile, Title: 't'.repeat(101) },
    field: 'Title',
    message: m.titleMax,
  },
];
