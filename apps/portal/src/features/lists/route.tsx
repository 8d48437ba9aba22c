import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

const section = 'Lists and Reports';

// The Institution List's screens are one chunk: separate chunks for the list and the form screens split the
// modules they share with the sign-in and public screens into more chunks, each one more name in the first
// load's preload map (bench/bundle-size.mjs measured +75 bytes against +29 for one chunk).
const institutionScreens = () => import('./institutionScreens');

/** Lists and reports; the contract and expiry lists have no screen yet (menu entries without a link). */
export const listsRoutes: readonly RouteRecord[] = [
  {
    path: 'institution-list',
    title: 'Institution List',
    guard: 'staff',
    menu: [{ menu: 'staff', section, order: 10 }],
    screen: lazyScreen(() => institutionScreens().then((module) => module.InstitutionListPage)),
    children: [
      {
        // Managers and above (the screen says so to others).
        path: 'new',
        title: 'Add facility',
        screen: lazyScreen(() => institutionScreens().then((module) => module.NewInstitutionPage)),
      },
      {
        // The document title becomes the facility's name once it has loaded.
        path: ':id',
        title: 'Facility',
        screen: lazyScreen(() => institutionScreens().then((module) => module.InstitutionPage)),
      },
    ],
  },
  {
    // A report every staff member reads: the positions still to fill, with totals and a CSV export.
    path: 'position-list',
    title: 'Position List',
    guard: 'staff',
    menu: [{ menu: 'staff', section, order: 20 }],
    screen: lazyScreen(() => import('./PositionListPage').then((module) => module.PositionListPage)),
  },
  { title: 'Contract List', guard: 'staff', menu: [{ menu: 'staff', section, order: 30 }] },
  {
    // The forms catalogue: every staff member reads it, the agency owner and admins edit it (the server says who).
    path: 'form-list',
    title: 'Forms',
    guard: 'staff',
    menu: [{ menu: 'staff', section, order: 40 }],
    screen: lazyScreen(() => import('./FormListPage').then((module) => module.FormListPage)),
  },
  { title: 'Expiry List', guard: 'staff', menu: [{ menu: 'staff', section, order: 50 }] },
];
