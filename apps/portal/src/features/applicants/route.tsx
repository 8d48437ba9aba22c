import { APPLICANT_STATUSES } from '@agency/api-client/contract';
import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

const listScreens = () => import('./search/ApplicantListPage');

/** The applicant pipeline (staff): search, add, one list per status (SPEC §4 order), the applicant record. */
export const applicantsRoutes: readonly RouteRecord[] = [
  {
    path: 'view-by-applicant',
    title: 'Search Applicant',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Applicant', order: 10 }],
    screen: lazyScreen(() => listScreens().then((module) => module.ApplicantSearchPage)),
    children: [
      {
        path: ':applicantCountIndex',
        title: 'Applicant',
        screen: lazyScreen(() => import('./record/ApplicantRecordPage').then((module) => module.ApplicantRecordPage)),
      },
    ],
  },
  {
    path: 'add-applicant',
    title: 'Add Applicant',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Applicant', order: 20 }],
    screen: lazyScreen(() => import('./add/AddApplicantPage').then((module) => module.AddApplicantPage)),
  },
  ...APPLICANT_STATUSES.map(({ key, label }, index): RouteRecord => ({
    path: key,
    title: label,
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Applicant', group: 'View By Status', order: 30 + index }],
    // The search screen with the status fixed by the route (not a filter the person can remove).
    screen: lazyScreen(() => listScreens().then((module) => module.statusListScreen(key))),
  })),
];
