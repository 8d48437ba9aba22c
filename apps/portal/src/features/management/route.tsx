import type { RouteRecord } from '../../routing/types';

export const managementRoutes: readonly RouteRecord[] = [
  { path: 'agency', title: 'Agencies', guard: 'staff', menu: [{ menu: 'staff', section: 'Management', order: 10 }] },
  { path: 'role', title: 'Roles', guard: 'staff', menu: [{ menu: 'staff', section: 'Management', order: 20 }] },
  {
    path: 'recruiter',
    title: 'Recruiters',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 30 }],
  },
];
