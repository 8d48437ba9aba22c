import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

const jobOrderScreens = () => import('./jobOrderScreens');

/**
 * Job orders (the "Job" menu entry): the list, a new one, and a job order with its submissions and edit; and the
 * reports of Lists and Reports read from them: the Position List, and the Contract List (no screen yet: SPEC §2's
 * menu entry without a link).
 */
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
  {
    // A report every staff member reads: the positions still to fill, with totals and a CSV export.
    path: 'position-list',
    title: 'Position List',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Lists and Reports', order: 20 }],
    screen: lazyScreen(() => import('./PositionListPage').then((module) => module.PositionListPage)),
  },
  { title: 'Contract List', guard: 'staff', menu: [{ menu: 'staff', section: 'Lists and Reports', order: 30 }] },
];
