import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '@agency/api-client/swr';
import { useToast } from '@agency/ui';
import { PATHS } from '../routing/paths';
import { usePortal } from './PortalContext';
import { SessionKeyContext } from './sessionKey';

/**
 * Root route element: after every logout (asked for, forced, by a guard, or in another tab) shows the
 * message as an error toast when there is one and goes to the login screen. A sign-in in another tab takes
 * this tab from the login screen to where a login here would have gone.
 *
 * It also names the session (who is signed in, and how many logouts there were so far) for the signed-in
 * areas' SWR cache (`SignedInSession`), read when the route changes.
 */
export function SessionEvents() {
  const client = useApiClient();
  const { logoutEvents, redirects } = usePortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onLoginScreen = pathname === PATHS.login;
  const toast = useToast();
  const logouts = useRef(0);

  useEffect(
    () =>
      logoutEvents.subscribe((event) => {
        logouts.current += 1;
        if (event.message) toast.error(event.message);
        void navigate(event.redirectTo, { replace: true });
      }),
    [logoutEvents, navigate, toast],
  );

  useEffect(() => {
    if (!onLoginScreen) return;
    return client.auth.onOtherTabLogin(({ applicantId }) => {
      void navigate(redirects.take() ?? (applicantId !== null ? PATHS.home : PATHS.dashboard), { replace: true });
    });
  }, [client, navigate, redirects, onLoginScreen]);

  const user = client.auth.getCurrentUserInfo();
  // Read during render on purpose: the render the navigation causes picks up the new session, not before.
  // eslint-disable-next-line react-hooks/refs
  const session = `${logouts.current}:${client.auth.isLoggedIn() ? (user?.RecruiterId ?? client.auth.getApplicantId()) : 'guest'}`;
  return (
    <SessionKeyContext.Provider value={session}>
      <Outlet />
    </SessionKeyContext.Provider>
  );
}
