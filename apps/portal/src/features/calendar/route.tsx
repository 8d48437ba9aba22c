import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/**
 * One calendar; the menu offers it as Interviews and as Follow-ups (SPEC §2: both go to the calendar), each
 * opening it pre-filtered (`?type=`). The screen's chunk carries the calendar library.
 */
export const calendarRoutes: readonly RouteRecord[] = [
  {
    path: 'calendar',
    title: 'Calendar',
    guard: 'staff',
    menu: [
      { menu: 'staff', section: 'Calendar', label: 'Interviews', order: 10, search: '?type=interviews' },
      { menu: 'staff', section: 'Calendar', label: 'Follow-ups', order: 20, search: '?type=follow-ups' },
    ],
    screen: lazyScreen(() => import('./CalendarPage').then((module) => module.CalendarPage)),
  },
];
