import { lazyScreen } from '../../routing/lazyScreen';
import { PATHS } from '../../routing/paths';
import type { RouteRecord } from '../../routing/types';

export const dashboardRoutes: readonly RouteRecord[] = [
  {
    path: PATHS.dashboard,
    title: 'Dashboard',
    guard: 'staff',
    menu: [{ menu: 'staff', order: 10 }],
    screen: lazyScreen(() => import('./DashboardPage').then((module) => module.DashboardPage)),
  },
];
