import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

export const agencyDocumentsRoutes: readonly RouteRecord[] = [
  {
    // The agency's Agreement and Terms & Conditions (issue 12): the owner's and admins'. Not in SPEC §2's
    // menus (their entries are exact): linked from the Agency Profile.
    path: 'agency-documents',
    title: 'Agreement and terms',
    guard: 'staff',
    screen: lazyScreen(() => import('./AgencyDocumentsPage').then((module) => module.AgencyDocumentsPage)),
  },
];
