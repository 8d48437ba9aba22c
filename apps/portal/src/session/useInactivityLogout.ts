import { useEffect } from 'react';
import { useApiClient } from '@agency/api-client/swr';

/** What counts as activity: SPEC §9 names mouse movement; keys and touches count too, for keyboard and touch users. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'pointerdown'] as const;

/** Where the tabs of the portal tell each other of activity (a logout in one tab ends every tab). */
export const ACTIVITY_CHANNEL = 'agency-portal:activity';
/** Activity is shared at most this often (mouse movement fires many events a second). */
const SHARE_EVERY_MS = 1000;

/**
 * SPEC §4: after `timeoutMs` without activity the user is logged out (a normal logout, to /login).
 * Activity in any tab of the portal counts: the session is shared, so a background tab must not end it
 * while the user works in another one.
 */
export function useInactivityLogout(timeoutMs: number): void {
  const client = useApiClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let sharedAt = 0;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL) : null;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (client.auth.isLoggedIn()) void client.auth.logout();
      }, timeoutMs);
    };
    const onActivity = () => {
      restart();
      const now = Date.now();
      if (channel && now - sharedAt >= SHARE_EVERY_MS) {
        sharedAt = now;
        channel.postMessage('active');
      }
    };
    restart();
    channel?.addEventListener('message', restart);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      channel?.close();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [client, timeoutMs]);
}
