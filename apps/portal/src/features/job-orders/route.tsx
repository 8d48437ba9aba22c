import type { RouteRecord } from '../../routing/types';

export const jobOrdersRoutes: readonly RouteRecord[] = [
  { path: 'job-orders', title: 'Job Orders', guard: 'staff', menu: [{ menu: 'staff', label: 'Job', order: 20 }] },
];
