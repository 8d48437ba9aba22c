import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, MenuButton, NavBar, SideNav, type MenuEntry } from '@agency/ui';
import type { ApplicantStatusCount } from '@agency/api-client/contract';
import { useApiClient, useApplicantStatusCounts, useIsAgencyOwner } from '@agency/api-client/swr';
import { RouterLink } from '../shared/RouterLink';
import { STAFF_NAVIGATION, staffNavigation, userMenu } from './menus';
import { fullName } from '../session/fullName';
import { usePortal } from '../session/PortalContext';
import { useInactivityLogout } from '../session/useInactivityLogout';
import { RolePolicyProvider } from '../session/RolePolicy';

/**
 * The top navigation with each View By Status entry's count as a badge (the label stays the status;
 * the accessible name says "New Lead, 5 applicants"). The status lists' paths are the status keys.
 */
function withStatusCounts(counts: readonly ApplicantStatusCount[]): MenuEntry[] {
  const byHref = new Map(counts.map(({ Status, Count }) => [`/${Status}`, Count]));
  return staffNavigation((entry) => {
    const count = entry.href === undefined ? undefined : byHref.get(entry.href);
    if (count === undefined) return entry;
    const noun = count === 1 ? 'applicant' : 'applicants';
    return { ...entry, badge: String(count), badgeLabel: `, ${count} ${noun}` };
  });
}

/**
 * The staff shell of SPEC §2: header with the top navigation and the user menu (labelled with the user's
 * full name); on small windows the navigation moves into the toggled side menu.
 */
export function StaffLayout() {
  const client = useApiClient();
  const { config } = usePortal();
  useInactivityLogout(config.inactivityMs);
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState(false);
  // The owner check decides two menu entries only; while it loads or if it fails they stay hidden.
  const { data: isOwner } = useIsAgencyOwner();
  // No counts while they load or when they fail: the menu is complete without them.
  const { data: counts } = useApplicantStatusCounts();
  const navigation = useMemo(() => (counts ? withStatusCounts(counts) : STAFF_NAVIGATION), [counts]);

  const user = client.auth.getCurrentUserInfo();
  const username = user ? fullName(user) : 'My account';
  const menu = userMenu({ username, isOwner: isOwner === true, onLogout: () => void client.auth.logout() });

  return (
    <RolePolicyProvider>
      <AppShell
        brand="Agency Portal"
        toggled={toggled}
        onToggledChange={setToggled}
        sideNavOnDesktop={false}
        navigation={<NavBar label="Main" items={navigation} linkAs={RouterLink} currentHref={pathname} />}
        actions={<MenuButton label={username} items={menu} align="end" linkAs={RouterLink} currentHref={pathname} />}
        sideNav={<SideNav label="Main menu" items={navigation} linkAs={RouterLink} currentHref={pathname} />}
      >
        <Outlet />
      </AppShell>
    </RolePolicyProvider>
  );
}
