import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
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
const SignedInRoutes = lazy(() => import('./SignedInRoutes').then((module) => ({ default: module.SignedInRoutes })));

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
              <SignedInRoutes />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
