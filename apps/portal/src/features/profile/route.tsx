import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** The signed-in user's own account: profile and password (user menu; the profile also under Timecards). */
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
    path: 'change-password',
    title: 'Change Password',
    guard: 'staff',
    menu: [{ menu: 'user', order: 40 }],
    screen: lazyScreen(() => import('./ChangePasswordPage').then((module) => module.ChangePasswordPage)),
  },
];
