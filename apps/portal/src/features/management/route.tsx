import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

export const managementRoutes: readonly RouteRecord[] = [
  {
    // The agency's settings (everyone reads, admins and the owner edit) and, for platform operators, every
    // agency (docs/agencies.md).
    path: 'agency',
    title: 'Agencies',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 10 }],
    screen: lazyScreen(() => import('./AgenciesPage').then((module) => module.AgenciesPage)),
  },
  {
    path: 'role',
    title: 'Roles',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 20 }],
    screen: lazyScreen(() => import('./RolesPage').then((module) => module.RolesPage)),
  },
  {
    path: 'recruiter',
    title: 'Recruiters',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 30 }],
    screen: lazyScreen(() => import('./RecruitersPage').then((module) => module.RecruitersPage)),
  },
];
