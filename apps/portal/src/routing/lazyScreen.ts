import { lazy, type ComponentType } from 'react';
import type { Screen } from './types';

/**
 * A screen loaded on first visit: `lazyScreen(() => import('./LoginPage').then((m) => m.LoginPage))`.
 * Each screen module becomes its own chunk, so the login route carries none of the staff screens.
 */
export function lazyScreen(load: () => Promise<ComponentType>): Screen {
  return lazy(() => load().then((component) => ({ default: component })));
}
