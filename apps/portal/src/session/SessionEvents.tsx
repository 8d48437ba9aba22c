import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '@agency/ui';
import { usePortal } from './PortalContext';

/**
 * Root route element: after every logout (asked for, forced, or by a guard) shows the message as an
 * error toast when there is one and goes to the login screen.
 */
export function SessionEvents() {
  const { logoutEvents } = usePortal();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  useEffect(
    () =>
      logoutEvents.subscribe((event) => {
        // Nothing of the previous user stays in the cache.
        void mutate(() => true, undefined, { revalidate: false });
        if (event.message) toast.error(event.message);
        void navigate(event.redirectTo, { replace: true });
      }),
    [logoutEvents, navigate, toast, mutate],
  );

  return <Outlet />;
}
