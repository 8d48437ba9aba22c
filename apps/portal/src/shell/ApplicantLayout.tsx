import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, Button, SideNav } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { RouterLink } from '../shared/RouterLink';
import { APPLICANT_ACCOUNT_MENU, APPLICANT_MENU } from './menus';
import { usePortal } from '../session/PortalContext';
import { useInactivityLogout } from '../session/useInactivityLogout';

/** Below SPEC §2's list, under its own heading: the account's screens (Change Password). */
const ACCOUNT_GROUP = [{ label: 'My account', items: APPLICANT_ACCOUNT_MENU }];

/** The applicant area shell of SPEC §2: the side menu of the onboarding forms and a Logout action. */
export function ApplicantLayout() {
  const client = useApiClient();
  const { config } = usePortal();
  useInactivityLogout(config.inactivityMs);
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState(false);

  return (
    <AppShell
      brand="Agency Portal"
      toggled={toggled}
      onToggledChange={setToggled}
      actions={
        <Button variant="secondary" size="sm" onClick={() => void client.auth.logout()}>
          Logout
        </Button>
      }
      sideNav={
        <>
          <SideNav label="Applicant" items={APPLICANT_MENU} linkAs={RouterLink} currentHref={pathname} />
          <SideNav label="Account" items={ACCOUNT_GROUP} linkAs={RouterLink} currentHref={pathname} />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
