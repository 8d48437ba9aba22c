import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

export const userManagementRoutes: readonly RouteRecord[] = [
  {
    // Manage Users (issue 15; user menu, agency owners only): the owner's accounts screen and the agency's audit
    // log (docs/user-management.md).
    path: 'user-management',
    title: 'Manage Users',
    guard: 'staff',
    menu: [{ menu: 'user', order: 30, ownerOnly: true }],
    screen: lazyScreen(() => import('./UserManagementPage').then((module) => module.UserManagementPage)),
  },
];
