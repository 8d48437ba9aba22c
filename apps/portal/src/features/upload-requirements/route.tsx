import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/**
 * The forms catalogue (Lists and Reports > Forms): who must complete each form, and the upload requirements.
 * Every staff member reads it, the agency owner and admins edit it (the server says who). The applicant's own
 * Upload Requirements screen is a step of the applicant area (onboarding/route.tsx).
 */
export const uploadRequirementsRoutes: readonly RouteRecord[] = [
  {
    path: 'form-list',
    title: 'Forms',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Lists and Reports', order: 40 }],
    screen: lazyScreen(() => import('./FormListPage').then((module) => module.FormListPage)),
  },
];
