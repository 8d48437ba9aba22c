import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

// The Institution List's screens are one chunk: separate chunks for the list and the form screens split the
// modules they share with the sign-in and public screens into more chunks, each one more name in the first
// load's preload map (bench/bundle-size.mjs measured +75 bytes against +29 for one chunk).
const institutionScreens = () => import('./institutionScreens');

/** The facilities (Lists and Reports > Institution List): the list, a new one, and a facility. */
export const institutionsRoutes: readonly RouteRecord[] = [
  {
    path: 'institution-list',
    title: 'Institution List',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Lists and Reports', order: 10 }],
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
];
