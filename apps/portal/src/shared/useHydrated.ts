import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered open screen (app/prerender.tsx) and when the build renders it; true
 * after that, and from the first render of a screen the browser renders alone. A screen that decides from the
 * visitor's browser (its storage) what to show waits for it, so that hydration finds exactly the HTML the build
 * wrote (React error #418 otherwise). The same as @agency/ui's own, which the package keeps internal.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
