import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the HTML the server rendered; true after that, and from the
 * first render of a page rendered in the browser alone. What only a browser can render (a portal into
 * `document.body`) waits for it, so that hydration finds exactly the server's HTML (React error #418 otherwise).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
