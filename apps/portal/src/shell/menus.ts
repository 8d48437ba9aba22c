import type { MenuEntry } from '@agency/ui';
import { FEATURE_ROUTES } from '../routing/features';
import { flattenRoutes } from '../routing/flatten';
import { STAFF_SECTIONS, type MenuPlacement, type RouteGuard } from '../routing/types';

// Every menu of SPEC §2 is derived from the route records' `menu` placements: no path or label here.

type Placement<M extends MenuPlacement['menu']> = Extract<MenuPlacement, { menu: M }>;

interface Placed<M extends MenuPlacement['menu']> {
  placement: Placement<M>;
  entry: MenuEntry;
  guard: RouteGuard;
}

const ROUTES = flattenRoutes(FEATURE_ROUTES);

/** The entries of one menu, in `order`; a record without a path gives an entry that is not a link. */
function placed<M extends MenuPlacement['menu']>(menu: M): Placed<M>[] {
  return ROUTES.flatMap(({ record, href, guard }) =>
    (record.menu ?? [])
      .filter((placement): placement is Placement<M> => placement.menu === menu)
      .map((placement) => {
        const label = placement.label ?? record.title;
        const search = 'search' in placement ? (placement.search ?? '') : '';
        return { placement, guard, entry: href === null ? { label } : { label, href: `${href}${search}` } };
      }),
  ).sort((a, b) => a.placement.order - b.placement.order);
}

/** Entries of a staff section; a group (e.g. View By Status) sits where its first entry would. */
function sectionItems(entries: Placed<'staff'>[]): MenuEntry[] {
  const items: MenuEntry[] = [];
  const groups = new Map<string, MenuEntry[]>();
  for (const { placement, entry } of entries) {
    if (!placement.group) {
      items.push(entry);
      continue;
    }
    let group = groups.get(placement.group);
    if (!group) {
      group = [];
      groups.set(placement.group, group);
      items.push({ label: placement.group, items: group });
    }
    group.push(entry);
  }
  return items;
}

/**
 * SPEC §2 top navigation: the top-level links (Dashboard, Job), then one menu per section in
 * `STAFF_SECTIONS` order. `decorate` may add to each link entry (the View By Status counts).
 */
export function staffNavigation(decorate: (entry: MenuEntry) => MenuEntry = (entry) => entry): MenuEntry[] {
  const staff = placed('staff');
  const decorateAll = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.map((entry) => (entry.items ? { ...entry, items: decorateAll(entry.items) } : decorate(entry)));
  return decorateAll([
    ...staff.filter(({ placement }) => !placement.section).map(({ entry }) => entry),
    ...STAFF_SECTIONS.map((section) => ({
      label: section,
      items: sectionItems(staff.filter(({ placement }) => placement.section === section)),
    })),
  ]);
}

export const STAFF_NAVIGATION: readonly MenuEntry[] = staffNavigation();

const USER_ENTRIES = placed('user');

/** SPEC §2 user menu: the username, the routes placed in it (owner-only ones for owners), Logout. */
export function userMenu(options: { username: string; isOwner: boolean; onLogout: () => void }): MenuEntry[] {
  return [
    { label: options.username, id: 'username' },
    ...USER_ENTRIES.filter(({ placement }) => options.isOwner || !placement.ownerOnly).map(({ entry }) => entry),
    { label: 'Logout', onSelect: options.onLogout },
  ];
}

/** SPEC §2 applicant side menu, in order (the nurse form has no placement, so it is not in the menu). */
export const APPLICANT_MENU: readonly MenuEntry[] = placed('applicant').map(({ entry }) => entry);

/** The applicant side menu with each entry decorated (its onboarding state as a badge and in its name). */
export function applicantMenu(decorate: (entry: MenuEntry) => MenuEntry = (entry) => entry): MenuEntry[] {
  return APPLICANT_MENU.map(decorate);
}

/**
 * The applicant shell's "My account" entries: the user menu's entries that an applicant may open too
 * (guard `account`: Change Password). Kept apart from SPEC §2's side menu list.
 */
export const APPLICANT_ACCOUNT_MENU: readonly MenuEntry[] = USER_ENTRIES.filter(({ guard }) => guard === 'account').map(
  ({ entry }) => entry,
);
