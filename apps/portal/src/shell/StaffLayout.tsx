import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, MenuButton, NavBar, SideNav } from '@agency/ui';
import { useApiClient, useIsAgencyOwner } from '@agency/api-client/swr';
import { RouterLink } from '../shared/RouterLink';
import { STAFF_NAVIGATION, userMenu } from './menus';
import { fullName } from '../session/fullName';
import { usePortal } from '../session/PortalContext';
import { useInactivityLogout } from '../session/useInactivityLogout';

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

  const user = client.auth.getCurrentUserInfo();
  const username = user ? fullName(user) : 'My account';
  const menu = userMenu({ username, isOwner: isOwner === true, onLogout: () => void client.auth.logout() });

  return (
    <AppShell
      brand="Agency Portal"
      toggled={toggled}
      onToggledChange={setToggled}
      sideNavOnDesktop={false}
      navigation={<NavBar label="Main" items={STAFF_NAVIGATION} linkAs={RouterLink} currentHref={pathname} />}
      actions={<MenuButton label={username} items={menu} align="end" linkAs={RouterLink} currentHref={pathname} />}
      sideNav={<SideNav label="Main menu" items={STAFF_NAVIGATION} linkAs={RouterLink} currentHref={pathname} />}
    >
      <Outlet />
    </AppShell>
  );
}
