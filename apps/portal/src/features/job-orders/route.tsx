import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

const jobOrderScreens = () => import('./jobOrderScreens');

/** Job orders (the "Job" menu entry): the list, a new one, and a job order with its submissions and edit. */
export const jobOrdersRoutes: readonly RouteRecord[] = [
  {
    path: 'job-orders',
    title: 'Job Orders',
    guard: 'staff',
    menu: [{ menu: 'staff', label: 'Job', order: 20 }],
    screen: lazyScreen(() => jobOrderScreens().then((module) => module.JobOrderListPage)),
    children: [
      {
        // Managers and above (the screen says so to others).
        path: 'new',
        title: 'New job order',
        screen: lazyScreen(() => jobOrderScreens().then((module) => module.NewJobOrderPage)),
      },
      {
        // The document title becomes the job order's once it has loaded.
        path: ':id',
        title: 'Job order',
        screen: lazyScreen(() => jobOrderScreens().then((module) => module.JobOrderPage)),
        children: [
          {
            // Managers and above (the screen says so to others).
            path: 'edit',
            title: 'Edit job order',
            screen: lazyScreen(() => jobOrderScreens().then((module) => module.EditJobOrderPage)),
          },
        ],
      },
    ],
  },
];
