import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useApiClient } from '@agency/api-client/swr';
import { useToast } from '@agency/ui';
import { PATHS } from '../routing/paths';
import { isPasswordChangeRequired } from './passwordChange';
import { usePortal } from './PortalContext';

/**
 * Root route element: after every logout (asked for, forced, by a guard, or in another tab) shows the
 * message as an error toast when there is one and goes to the login screen. A sign-in in another tab takes
 * this tab from the login screen to where a login here would have gone.
 *
 * Each session gets a fresh SWR cache: the cache is keyed by who is signed in and by the number of logouts
 * so far, and the key is read when the route changes (after login, after the logout's navigation), never
 * while a screen of the ending session is still mounted. Nothing of the previous user (data, or requests
 * still in flight that SWR would wait for) reaches the next one.
 */
export function SessionEvents() {
  const client = useApiClient();
  const { logoutEvents, redirects } = usePortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onLoginScreen = pathname === PATHS.login;
  const toast = useToast();
  const logouts = useRef(0);
  const current = useRef({ navigate, pathname });
  useEffect(() => {
    current.current = { navigate, pathname };
  });
  // Each session's own SWR cache (the api client's SWR settings are inherited from the outer config). A
  // session signed in with a temporary password gets 403 password_change_required on what a screen loads:
  // the user is taken straight to the change-password screen.
  const sessionConfig = useMemo(
    () => ({
      provider: () => new Map(),
      onError: (error: unknown) => {
        const { navigate: go, pathname: at } = current.current;
        if (isPasswordChangeRequired(error) && at !== PATHS.changePassword)
          void go(PATHS.changePassword, { replace: true });
      },
    }),
    [],
  );

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
    <SWRConfig key={session} value={sessionConfig}>
      <Outlet />
    </SWRConfig>
  );
}
