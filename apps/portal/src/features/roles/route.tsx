import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** Management > Roles. */
export const rolesRoutes: readonly RouteRecord[] = [
  {
    path: 'role',
    title: 'Roles',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 20 }],
    screen: lazyScreen(() => import('./RolesPage').then((module) => module.RolesPage)),
  },
];
