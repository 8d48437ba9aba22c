import type { RouteRecord } from '../../routing/types';

/** One calendar; the menu offers it as Interviews and as Follow-ups (SPEC §2). */
export const calendarRoutes: readonly RouteRecord[] = [
  {
    path: 'calendar',
    title: 'Calendar',
    guard: 'staff',
    menu: [
      { menu: 'staff', section: 'Calendar', label: 'Interviews', order: 10 },
      { menu: 'staff', section: 'Calendar', label: 'Follow-ups', order: 20 },
    ],
  },
];
