import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, Button, SideNav } from '@agency/ui';
import { getOnboardingOverview } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { onboardingMenuDecorator } from '../features/onboarding/menuStates';
import { PATHS } from '../routing/paths';
import { RouterLink } from '../shared/RouterLink';
import { APPLICANT_ACCOUNT_MENU, applicantMenu } from './menus';
import { usePortal } from '../session/PortalContext';
import { useInactivityLogout } from '../session/useInactivityLogout';

/** Above SPEC §2's list, in a landmark of its own (the list stays SPEC's): the way back to the checklist. */
const HOME = [{ label: 'Your onboarding', href: PATHS.home }];
/** Below SPEC §2's list, under its own heading: the account's screens (Change Password). */
const ACCOUNT_GROUP = [{ label: 'My account', items: APPLICANT_ACCOUNT_MENU }];

/**
 * The applicant area shell of SPEC §2: the side menu of the onboarding forms (each with its state) under
 * the link to the home checklist, and a Logout action.
 */
export function ApplicantLayout() {
  const client = useApiClient();
  const { config } = usePortal();
  useInactivityLogout(config.inactivityMs);
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState(false);
  // Each form's state in the menu (as text: its badge is part of the entry's name).
  const overview = useApiQuery(getOnboardingOverview);
  const items = useMemo(() => applicantMenu(onboardingMenuDecorator(overview.data)), [overview.data]);

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
          <SideNav label="Home" items={HOME} linkAs={RouterLink} currentHref={pathname} />
          <SideNav label="Applicant" items={items} linkAs={RouterLink} currentHref={pathname} />
          <SideNav label="Account" items={ACCOUNT_GROUP} linkAs={RouterLink} currentHref={pathname} />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
