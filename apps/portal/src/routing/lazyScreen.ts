import { lazy, type ComponentType } from 'react';
import type { Screen } from './types';

/** A lazily loaded screen that can also be asked to start loading before it renders. */
export type LazyScreen = Screen & { preload(): Promise<ComponentType> };

/**
 * A screen loaded on first visit: `lazyScreen(() => import('./LoginPage').then((m) => m.LoginPage))`.
 * Each screen module becomes its own chunk, so the login route carries none of the staff screens.
 * `preload()` starts the same (single) load early, e.g. for the screen of the address the page opened on.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}

/** Starts loading the screen of `screen` if it is a lazy one (a failed load shows when it renders). */
export function preloadScreen(screen: Screen | undefined): void {
  if (screen && 'preload' in screen && typeof screen.preload === 'function')
    (screen as LazyScreen).preload().catch(() => undefined);
}
