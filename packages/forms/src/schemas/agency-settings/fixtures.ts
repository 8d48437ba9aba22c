// Valid and invalid agency settings and new agencies, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { agencySettingsMessages as m } from './messages';
import type { AgencySettingsValues, NewAgencyValues } from './schema';

export const validAgencySettings: AgencySettingsValues = {
  TimeZone: 'America/Chicago',
  BrandPrimary: '#1d4ed8',
  BrandAccent: '#0f766e',
};

/** Colors that pass and fail (white text on #1d4ed8: 6.7:1; on #60a5fa: 2.5:1). */
export const BRAND_COLORS = {
  darkBlue: '#1d4ed8',
  darkTeal: '#0f766e',
  lightBlue: '#60a5fa',
  yellow: '#facc15',
} as const;

export const invalidAgencySettings: InvalidCase<AgencySettingsValues>[] = [
  {
    name: 'no time zone',
    values: { ...validAgencySettings, TimeZone: '' },
    field: 'TimeZone',
    message: m.timeZoneRequired,
  },
  {
    name: 'a time zone not in the list',
    values: { ...validAgencySettings, TimeZone: 'Europe/Atlantis' },
    field: 'TimeZone',
    message: m.timeZoneInvalid,
  },
  {
    name: 'a primary color that is no hex color',
    values: { ...validAgencySettings, BrandPrimary: 'blue' },
    field: 'BrandPrimary',
    message: m.primaryInvalid,
  },
  {
    name: 'a primary color too light for white text',
    values: { ...validAgencySettings, BrandPrimary: BRAND_COLORS.lightBlue },
    field: 'BrandPrimary',
    message: m.primaryContrast,
  },
  {
    name: 'an accent color of five digits',
    values: { ...validAgencySettings, BrandAccent: '#12345' },
    field: 'BrandAccent',
    message: m.accentInvalid,
  },
  {
    name: 'an accent color too light on the page',
    values: { ...validAgencySettings, BrandAccent: BRAND_COLORS.yellow },
    field: 'BrandAccent',
    message: m.accentContrast,
  },
];

export const validNewAgency: NewAgencyValues = {
  Name: 'Bayside Nurses',
  Slug: 'bayside',
  OwnerFirstName: 'Bea',
  OwnerLastName: 'Bayside',
  OwnerEmail: 'bea@bayside.test',
};

export const invalidNewAgencies: InvalidCase<NewAgencyValues>[] = [
  { name: 'no name', values: { ...validNewAgency, Name: '' }, field: 'Name', message: m.nameRequired },
  { name: 'no host label', values: { ...validNewAgency, Slug: '' }, field: 'Slug', message: m.hostLabelRequired },
  {
    name: 'host label with a dot',
    values: { ...validNewAgency, Slug: 'bay.side' },
    field: 'Slug',
    message: m.hostLabelInvalid,
  },
  {
    name: 'host label ending in a hyphen',
    values: { ...validNewAgency, Slug: 'bayside-' },
    field: 'Slug',
    message: m.hostLabelInvalid,
  },
  {
    name: '64-character host label',
    values: { ...validNewAgency, Slug: 'b'.repeat(64) },
    field: 'Slug',
    message: m.hostLabelMax,
  },
  { name: 'host label www', values: { ...validNewAgency, Slug: 'www' }, field: 'Slug', message: m.hostLabelReserved },
  {
    name: 'no owner first name',
    values: { ...validNewAgency, OwnerFirstName: '' },
    field: 'OwnerFirstName',
    message: m.ownerFirstNameRequired,
  },
  {
    name: 'no owner last name',
    values: { ...validNewAgency, OwnerLastName: ' ' },
    field: 'OwnerLastName',
    message: m.ownerLastNameRequired,
  },
  {
    name: 'no owner e-mail',
    values: { ...validNewAgency, OwnerEmail: '' },
    field: 'OwnerEmail',
    message: m.ownerEmailRequired,
  },
  {
    name: 'owner e-mail in upper case',
    values: { ...validNewAgency, OwnerEmail: 'Bea@Bayside.test' },
    field: 'OwnerEmail',
    message: m.ownerEmailInvalid,
  },
];
