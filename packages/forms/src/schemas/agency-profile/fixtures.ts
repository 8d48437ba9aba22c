// Valid and invalid agency profiles, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { agencyProfileMessages as m } from './messages';
import type { AgencyProfileValues } from './schema';

export const validAgencyProfile: AgencyProfileValues = {
  Name: 'Acme Healthcare Staffing',
  Email: 'office@acme-staffing.com',
  Phone: '+1 555 010 2000',
  Website: 'https://acme-staffing.com',
  Address1: '100 Main Street',
  Address2: 'Suite 200',
  City: 'Springfield',
  State: 'IL',
  ZipCode: '62701',
  RecruitmentEmail: 'careers@acme-staffing.com',
};

export const invalidAgencyProfiles: InvalidCase<AgencyProfileValues>[] = [
  { name: 'empty name', values: { ...validAgencyProfile, Name: '' }, field: 'Name', message: m.nameRequired },
  { name: 'blank name', values: { ...validAgencyProfile, Name: '   ' }, field: 'Name', message: m.nameRequired },
  {
    name: '201-character name',
    values: { ...validAgencyProfile, Name: 'n'.repeat(201) },
    field: 'Name',
    message: m.nameMax,
  },
  {
    name: 'upper-case email',
    values: { ...validAgencyProfile, Email: 'Office@Acme.com' },
    field: 'Email',
    message: m.emailInvalid,
  },
  {
    name: 'email with a 7-letter tld',
    values: { ...validAgencyProfile, Email: 'office@acme-staffing.example' },
    field: 'Email',
    message: m.emailInvalid,
  },
  {
    name: 'phone with letters',
    values: { ...validAgencyProfile, Phone: 'call us' },
    field: 'Phone',
    message: m.phoneInvalid,
  },
  {
    name: 'website without a scheme',
    values: { ...validAgencyProfile, Website: 'acme.com' },
    field: 'Website',
    message: m.websiteInvalid,
  },
  {
    name: 'website with a space',
    values: { ...validAgencyProfile, Website: 'https://acme .com' },
    field: 'Website',
    message: m.websiteInvalid,
  },
  {
    name: 'four-digit zip code',
    values: { ...validAgencyProfile, ZipCode: '6270' },
    field: 'ZipCode',
    message: m.zipCodeInvalid,
  },
  {
    name: 'zip code with letters',
    values: { ...validAgencyProfile, ZipCode: 'SW1A 1AA' },
    field: 'ZipCode',
    message: m.zipCodeInvalid,
  },
  {
    name: '101-character city',
    values: { ...validAgencyProfile, City: 'c'.repeat(101) },
    field: 'City',
    message: m.cityMax,
  },
  {
    name: 'recruitment email without @',
    values: { ...validAgencyProfile, RecruitmentEmail: 'careers.acme.com' },
    field: 'RecruitmentEmail',
    message: m.recruitmentEmailInvalid,
  },
];
