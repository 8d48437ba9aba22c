import { APPLICANT_STATUSES } from '@agency/api-client/contract';
import type { RouteRecord } from '../../routing/types';

/** The applicant pipeline (staff): search, add, one list per status (SPEC §4 order), the applicant record. */
export const applicantsRoutes: readonly RouteRecord[] = [
  {
    path: 'view-by-applicant',
    title: 'Search Applicant',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Applicant', order: 10 }],
    children: [{ path: ':applicantCountIndex', title: 'Applicant' }],
  },
  {
    path: 'add-applicant',
    title: 'Add Applicant',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Applicant', order: 20 }],
  },
  ...APPLICANT_STATUSES.map(({ key, label }, index): RouteRecord => ({
    path: key,
    title: label,
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Applicant', group: 'View By Status', order: 30 + index }],
  })),
];
