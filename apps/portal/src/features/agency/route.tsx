import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** The agency itself: its profile and its users (user menu, agency owners only: SPEC §2, §6). */
export const agencyRoutes: readonly RouteRecord[] = [
  {
    path: 'agency-profile',
    title: 'Agency Profile',
    guard: 'staff',
    menu: [{ menu: 'user', order: 10, ownerOnly: true }],
    screen: lazyScreen(() => import('./AgencyProfilePage').then((module) => module.AgencyProfilePage)),
  },
  {
    // The agency's Agreement and Terms & Conditions (issue 12): the owner's and admins'. Not in SPEC §2's
    // menus (their entries are exact): linked from the Agency Profile.
    path: 'agency-documents',
    title: 'Agreement and terms',
    guard: 'staff',
    screen: lazyScreen(() => import('./AgencyDocumentsPage').then((module) => module.AgencyDocumentsPage)),
  },
  {
    // Manage Users (issue 15): the owner's accounts screen and the agency's audit log (docs/user-management.md).
    path: 'user-management',
    title: 'Manage Users',
    guard: 'staff',
    menu: [{ menu: 'user', order: 30, ownerOnly: true }],
    screen: lazyScreen(() => import('./UserManagementPage').then((module) => module.UserManagementPage)),
  },
];
