import { useEffect } from 'react';
import { useApiClient } from '@agency/api-client/swr';

/** What counts as activity: SPEC §9 names mouse movement; keys and touches count too, for keyboard and touch users. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'pointerdown'] as const;

/** SPEC §4: after `timeoutMs` without activity the user is logged out (a normal logout, to /login). */
export function useInactivityLogout(timeoutMs: number): void {
  const client = useApiClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (client.auth.isLoggedIn()) void client.auth.logout();
      }, timeoutMs);
    };
    restart();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [client, timeoutMs]);
}
