import type { MenuEntry } from '@agency/ui';
import { APPLICANT_STATUSES } from '@agency/api-client/contract';

/** SPEC §2 top navigation, every menu and entry in order; entries without `href` are not links. */
export const STAFF_NAVIGATION: readonly MenuEntry[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Job', href: '/job-orders' },
  {
    label: 'Applicant',
    items: [
      { label: 'Search Applicant', href: '/view-by-applicant' },
      { label: 'Add Applicant', href: '/add-applicant' },
      { label: 'View By Status', items: APPLICANT_STATUSES.map(({ key, label }) => ({ label, href: `/${key}` })) },
    ],
  },
  {
    label: 'Touches',
    items: [{ label: 'Phone' }, { label: 'Email', href: '/email-history' }, { label: 'SMS', href: '/sms-history' }],
  },
  {
    label: 'Calendar',
    items: [
      { label: 'Interviews', href: '/calendar' },
      { label: 'Follow-ups', href: '/calendar' },
    ],
  },
  {
    label: 'Lists and Reports',
    items: [
      { label: 'Institution List', href: '/institution-list' },
      { label: 'Position List', href: '/position-list' },
      { label: 'Contract List' },
      { label: 'Forms', href: '/form-list' },
      { label: 'Expiry List' },
    ],
  },
  {
    label: 'Timecards',
    items: [
      { label: 'Manage Profile', href: '/user-profile' },
      { label: 'Recruiter History', href: '/recruiter-history' },
      { label: 'User Mail Settings', href: '/user-mail-settings' },
      { label: 'User Mail Configuration', href: '/user-mail-configuration' },
    ],
  },
  {
    label: 'Management',
    items: [
      { label: 'Agencies', href: '/agency' },
      { label: 'Roles', href: '/role' },
      { label: 'Recruiters', href: '/recruiter' },
    ],
  },
];

/** SPEC §2 user menu: username, Agency Profile (owner), User Profile, Manage Users (owner), Change Password, Logout. */
export function userMenu(options: { username: string; isOwner: boolean; onLogout: () => void }): MenuEntry[] {
  return [
    { label: options.username, id: 'username' },
    ...(options.isOwner ? [{ label: 'Agency Profile', href: '/agency-profile' }] : []),
    { label: 'User Profile', href: '/user-profile' },
    ...(options.isOwner ? [{ label: 'Manage Users', href: '/user-management' }] : []),
    { label: 'Change Password', href: '/change-password' },
    { label: 'Logout', onSelect: options.onLogout },
  ];
}

/** SPEC §2 applicant side menu, in order (the nurse form is not in the menu). */
export const APPLICANT_MENU: readonly MenuEntry[] = [
  { label: 'Personal Info', href: '/personal-info' },
  { label: 'Identification Info', href: '/identification-info' },
  { label: 'Emergency Info', href: '/emergency-info' },
  { label: 'W9 Form Info', href: '/w9-form-info' },
  { label: 'CHRC Form Info', href: '/cbc-form-info' },
  { label: 'Agreement Form', href: '/agreement-form-info' },
  { label: 'I9 Form Info', href: '/uscis-info' },
  { label: 'Influenza Vaccination', href: '/influenza-vaccination' },
  { label: 'Terms & Conditions', href: '/terms-conditions' },
  { label: 'Hepatitis B & HIPPA', href: '/hepab-hippa-info' },
  { label: 'Upload Requirements', href: '/upload-requirements' },
];
