import type { ComponentType } from 'react';

/** A screen: usually lazily loaded (one chunk per screen module, see `lazyScreen`). */
export type Screen = ComponentType;

/**
 * Who may open a route: `guest` only signed-out visitors (login), `public` everyone, `staff` and
 * `applicant` the signed-in accounts of SPEC §2's guards (under their shell), `account` any signed-in
 * account, under the shell of its kind (the account's own screens, e.g. Change Password).
 */
export type RouteGuard = 'guest' | 'public' | 'staff' | 'applicant' | 'account';

/** The sections of the staff top navigation that open a menu (SPEC §2, in this order). */
export const STAFF_SECTIONS = [
  'Applicant',
  'Touches',
  'Calendar',
  'Lists and Reports',
  'Timecards',
  'Management',
] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/** Where a route appears in a menu. `label` defaults to the route's title; `order` sorts within its menu. */
export type MenuPlacement =
  | {
      menu: 'staff';
      /** The top-level menu it sits in; none = a top-level link (Dashboard, Job). */
      section?: StaffSection;
      /** A labelled group inside the section (e.g. "View By Status"). */
      group?: string;
      label?: string;
      order: number;
      /** Added to the link (e.g. `?type=interviews`: one screen opened pre-filtered from two entries). */
      search?: `?${string}`;
    }
  | { menu: 'user'; label?: string; order: number; ownerOnly?: boolean }
  | { menu: 'applicant'; label?: string; order: number };

/**
 * One route of a feature (its `route.tsx`): the single source of its path, title, menu entries, guard
 * and screen. Routes, menus, document titles and page headings are all derived from these records.
 */
export interface RouteRecord {
  /**
   * Path relative to the parent record (top level: to the root, without the leading slash). A record
   * without a path is a menu entry that is not a link yet (SPEC §2's "no link" entries).
   */
  path?: string;
  /** Document title and page heading. */
  title: string;
  /** Required at the top level of a feature; children inherit it. */
  guard?: RouteGuard;
  menu?: readonly MenuPlacement[];
  /** The screen: every record with a path has one (a record without a path is a menu entry only). */
  screen?: Screen;
  /** Nested routes, their paths relative to this one. */
  children?: readonly RouteRecord[];
  /**
   * Rendered to HTML at build time as a guest sees it (app/prerender.tsx: `dist/<path>/index.html`), so the
   * page is painted before any script runs, then hydrated. Only an open route whose screen is the same for every
   * guest on first render (what depends on the browser waits for hydration: `useHydrated`).
   */
  prerender?: boolean;
}

/** A record with its absolute path and its effective guard (see `flattenRoutes`). */
export interface ResolvedRoute {
  record: RouteRecord;
  /** Absolute path ("/lead"), or null for a menu entry without a route. */
  href: string | null;
  guard: RouteGuard;
}
