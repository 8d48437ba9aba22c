import { lazy, Suspense, use, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { DeferredApiClient } from '@agency/api-client/deferred';
import { useApiClient } from '@agency/api-client/swr';
import { SessionEvents } from '../session/SessionEvents';
import { GuestOnly } from './guards/GuestOnly';
import { preloadScreen } from './lazyScreen';
import { OPEN_ROUTES } from './openRoutes';
import { PageLoading } from './Page';
import { renderRoutes, withGuard } from './renderRoutes';

// Declarative routes (BrowserRouter/MemoryRouter + <Routes>): the data router adds ~16 KB gzip to the
// first load for features the portal does not use (loaders, actions, fetchers). Bench: bench/bundle-size.mjs.

// Everything behind sign-in (guards, shells, menus, SWR, the other features' records) is one lazy chunk:
// the open routes (login, registration, verification) load none of it.
const loadSignedInRoutes = () => import('./SignedInRoutes');
const SignedInRoutes = lazy(() => loadSignedInRoutes().then((module) => ({ default: module.SignedInRoutes })));

/** Starts loading the signed-in routes (a page opened with a session goes there). */
export function preloadSignedInRoutes(): void {
  loadSignedInRoutes().catch(() => undefined);
}

/**
 * Renders its children once the api client's session engine is there (`@agency/api-client/deferred`): the
 * signed-in areas (guards, shells, SWR) never render with the engine still loading. A full client (stories,
 * tests) or a loaded one renders at once.
 */
function WithSessionEngine({ children }: { children: ReactNode }) {
  const client = useApiClient() as Partial<DeferredApiClient>;
  // load() returns the same promise until it settles: `use` suspends on it once.
  if (client.load && client.loaded === null) {
    preloadSignedInRoutes(); // both at once, not one after the other
    use(client.load());
  }
  return children;
}

/**
 * Starts loading the screen of an open route the page opened on (e.g. /registration), while the entry
 * renders, instead of when the first render reaches it: one round trip less before its first paint.
 */
export function preloadOpenRoute(pathname: string): void {
  preloadScreen(OPEN_ROUTES.find((record) => record.path === pathname)?.screen);
}

/** The whole route tree; the browser router (app) and memory routers (stories) render the same one. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<SessionEvents />}>
        <Route
          element={
            <GuestOnly>
              <Outlet />
            </GuestOnly>
          }
        >
          {renderRoutes(withGuard(OPEN_ROUTES, 'guest'))}
        </Route>
        {renderRoutes(withGuard(OPEN_ROUTES, 'public'))}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <WithSessionEngine>
                <SignedInRoutes />
              </WithSessionEngine>
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
