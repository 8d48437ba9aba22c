import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/**
 * The signed-in user's own account: profile (staff; user menu and Timecards) and password (every account;
 * the staff user menu, the applicant shell's "My account").
 */
export const profileRoutes: readonly RouteRecord[] = [
  {
    path: 'user-profile',
    title: 'User Profile',
    guard: 'staff',
    menu: [
      { menu: 'user', order: 20 },
      { menu: 'staff', section: 'Timecards', label: 'Manage Profile', order: 10 },
    ],
    screen: lazyScreen(() => import('./UserProfilePage').then((module) => module.UserProfilePage)),
  },
  {
    // Staff and applicants alike (each in their own shell; applicants find it under "My account"). A
    // session signed in with a temporary password is sent here and reaches nothing else until it changes it.
    path: 'change-password',
    title: 'Change Password',
    guard: 'account',
    menu: [{ menu: 'user', order: 40 }],
    screen: lazyScreen(() => import('./ChangePasswordPage').then((module) => module.ChangePasswordPage)),
  },
];
