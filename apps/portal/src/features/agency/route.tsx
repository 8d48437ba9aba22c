import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/**
 * The agency itself: its profile (user menu, agency owners only: SPEC §2, §6) and Management > Agencies (the
 * agency's settings, which everyone reads and admins and the owner edit, and, for platform operators, every
 * agency: docs/agencies.md).
 */
export const agencyRoutes: readonly RouteRecord[] = [
  {
    path: 'agency',
    title: 'Agencies',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 10 }],
    screen: lazyScreen(() => import('./AgenciesPage').then((module) => module.AgenciesPage)),
  },
  {
    path: 'agency-profile',
    title: 'Agency Profile',
    guard: 'staff',
    menu: [{ menu: 'user', order: 10, ownerOnly: true }],
    screen: lazyScreen(() => import('./AgencyProfilePage').then((module) => module.AgencyProfilePage)),
  },
];
