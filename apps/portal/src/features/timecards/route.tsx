import type { RouteRecord } from '../../routing/types';

/** Timecards (the profile's "Manage Profile" entry of this menu lives in profile/route.tsx). */
export const timecardsRoutes: readonly RouteRecord[] = [
  {
    path: 'recruiter-history',
    title: 'Recruiter History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 20 }],
  },
  {
    path: 'user-mail-settings',
    title: 'User Mail Settings',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 30 }],
  },
  {
    path: 'user-mail-configuration',
    title: 'User Mail Configuration',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 40 }],
  },
];
