import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** Timecards (the profile's "Manage Profile" entry of this menu lives in profile/route.tsx). */
export const timecardsRoutes: readonly RouteRecord[] = [
  {
    path: 'recruiter-history',
    title: 'Recruiter History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 20 }],
    screen: lazyScreen(() => import('./RecruiterHistoryPage').then((module) => module.RecruiterHistoryPage)),
  },
  {
    path: 'user-mail-settings',
    title: 'User Mail Settings',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 30 }],
    screen: lazyScreen(() => import('./UserMailSettingsPage').then((module) => module.UserMailSettingsPage)),
  },
  {
    path: 'user-mail-configuration',
    title: 'User Mail Configuration',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 40 }],
    screen: lazyScreen(() => import('./UserMailConfigurationPage').then((module) => module.UserMailConfigurationPage)),
  },
];
