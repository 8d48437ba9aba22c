import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { SessionEvents } from '../session/SessionEvents';
import { FEATURE_ROUTES } from './features';
import { PasswordChangeGate } from '../features/profile/PasswordChangeGate';
import { AccountGuard } from './guards/AccountGuard';
import { ApplicantGuard } from './guards/ApplicantGuard';
import { GuestOnly } from './guards/GuestOnly';
import { StaffGuard } from './guards/StaffGuard';
import { Page, PageLoading } from './Page';
import { PATHS } from './paths';
import type { RouteGuard, RouteRecord } from './types';

// Declarative routes (BrowserRouter/MemoryRouter + <Routes>): the data router adds ~16 KB gzip to the
// first load for features the portal does not use (loaders, actions, fetchers). Bench: bench/bundle-size.mjs.

// The shells load after sign-in only: the login route does not carry the navigation.
const StaffLayout = lazy(() => import('../shell/StaffLayout').then((module) => ({ default: module.StaffLayout })));
const ApplicantLayout = lazy(() =>
  import('../shell/ApplicantLayout').then((module) => ({ default: module.ApplicantLayout })),
);
const applicantShell = (
  <Suspense fallback={<PageLoading />}>
    <ApplicantLayout />
  </Suspense>
);
const staffShell = (
  <Suspense fallback={<PageLoading />}>
    <StaffLayout />
  </Suspense>
);

const withGuard = (guard: RouteGuard) => FEATURE_ROUTES.filter((record) => record.guard === guard);

/** `<Route>`s of records (those with a path); a record with children is a parent route with an index. */
function renderRoutes(records: readonly RouteRecord[]): ReactNode[] {
  return records.flatMap((record) => {
    if (record.path === undefined) return [];
    const page = <Page record={record} />;
    if (!record.children?.length) return [<Route key={record.path} path={record.path} element={page} />];
    return [
      <Route key={record.path} path={record.path}>
        <Route index element={page} />
        {renderRoutes(record.children)}
      </Route>,
    ];
  });
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
          {renderRoutes(withGuard('guest'))}
        </Route>
        {renderRoutes(withGuard('public'))}
        <Route element={<ApplicantGuard>{applicantShell}</ApplicantGuard>}>
          {/* A session signed in with a temporary password reaches Change Password only. */}
          <Route element={<PasswordChangeGate />}>
            <Route index element={<Navigate to={PATHS.applicantHome} replace />} />
            {renderRoutes(withGuard('applicant'))}
          </Route>
        </Route>
        <Route element={<StaffGuard>{staffShell}</StaffGuard>}>
          <Route element={<PasswordChangeGate />}>{renderRoutes(withGuard('staff'))}</Route>
        </Route>
        {/* Every account's own screens (Change Password), in the shell of the account's kind. */}
        <Route element={<AccountGuard applicant={applicantShell} staff={staffShell} />}>
          {renderRoutes(withGuard('account'))}
        </Route>
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Route>
    </Routes>
  );
}
