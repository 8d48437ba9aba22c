import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** The public reference form a reference opens from the e-mailed link (no account, no shell). */
export const referencesRoutes: readonly RouteRecord[] = [
  {
    path: 'reference/:token',
    title: 'Reference',
    guard: 'public',
    screen: lazyScreen(() => import('./PublicReferencePage').then((module) => module.PublicReferencePage)),
  },
];
