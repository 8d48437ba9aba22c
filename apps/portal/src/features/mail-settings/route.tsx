import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** The user's mail settings and mail server (SPEC §2 places them in the Timecards menu). */
export const mailSettingsRoutes: readonly RouteRecord[] = [
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
