import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SignedInSession } from '../session/SignedInSession';
import { FEATURE_ROUTES } from './features';
import { PasswordChangeGate } from '../features/profile/PasswordChangeGate';
import { AccountGuard } from './guards/AccountGuard';
import { ApplicantGuard } from './guards/ApplicantGuard';
import { StaffGuard } from './guards/StaffGuard';
import { PageLoading } from './Page';
import { PATHS } from './paths';
import { renderRoutes, withGuard } from './renderRoutes';

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

/**
 * Every address that is not an open route (`OPEN_ROUTES`): the applicant and staff areas behind their
 * guards, and the redirect of unknown addresses to /page-not-found. Loaded on first need (after sign-in,
 * or when a guest opens a guarded address), with the session's data layer (`SignedInSession`).
 */
export function SignedInRoutes() {
  return (
    <SignedInSession>
      <Routes>
        <Route element={<ApplicantGuard>{applicantShell}</ApplicantGuard>}>
          {/* A session signed in with a temporary password reaches Change Password only. */}
          <Route element={<PasswordChangeGate />}>{renderRoutes(withGuard(FEATURE_ROUTES, 'applicant'))}</Route>
        </Route>
        <Route element={<StaffGuard>{staffShell}</StaffGuard>}>
          <Route element={<PasswordChangeGate />}>{renderRoutes(withGuard(FEATURE_ROUTES, 'staff'))}</Route>
        </Route>
        {/* Every account's own screens (Change Password), in the shell of the account's kind. */}
        <Route element={<AccountGuard applicant={applicantShell} staff={staffShell} />}>
          {renderRoutes(withGuard(FEATURE_ROUTES, 'account'))}
        </Route>
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Routes>
    </SignedInSession>
  );
}
