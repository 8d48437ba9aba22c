import type { RouteRecord } from '../../routing/types';

/** Credential expiries: the Expiry List has no screen yet (SPEC §2: a menu entry without a link). */
export const credentialsRoutes: readonly RouteRecord[] = [
  { title: 'Expiry List', guard: 'staff', menu: [{ menu: 'staff', section: 'Lists and Reports', order: 50 }] },
];
