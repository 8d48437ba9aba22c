import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiClientProvider, useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../routing/paths';
import { isPasswordChangeRequired } from './passwordChange';
import { useSessionKey } from './sessionKey';

/**
 * The data layer of the signed-in areas (loaded with them, never on the open routes): SWR with the api
 * client's fetcher and retry policy, and a fresh cache per session.
 *
 * The cache is keyed by who is signed in and by the number of logouts so far (`SessionEvents` reads the key
 * when the route changes: after login, after the logout's navigation), never while a screen of the ending
 * session is still mounted. Nothing of the previous user (data, or requests still in flight that SWR would
 * wait for) reaches the next one.
 *
 * A session signed in with a temporary password gets 403 password_change_required on what a screen loads:
 * the user is taken straight to the change-password screen.
 */
export function SignedInSession({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef({ navigate, pathname });
  useEffect(() => {
    current.current = { navigate, pathname };
  });
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
  return (
    <ApiClientProvider key={useSessionKey()} client={client} swrConfig={sessionConfig}>
      {children}
    </ApiClientProvider>
  );
}
