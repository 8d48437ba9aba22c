import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner, Stack } from '@agency/ui';
import { ApplicantGuard } from './guards/ApplicantGuard';
import { GuestOnly } from './guards/GuestOnly';
import { StaffGuard } from './guards/StaffGuard';
import { NotFoundPage } from './pages/NotFoundPage';
import { SessionEvents } from './session/SessionEvents';

// Declarative routes (BrowserRouter/MemoryRouter + <Routes>): the data router adds ~16 KB gzip to the
// first load for features the portal does not use (loaders, actions, fetchers). Bench: bench/bundle-size.mjs.

type Screen = LazyExoticComponent<ComponentType>;

/** A lazily loaded route module (one chunk per feature); modules export their screen as `Component`. */
const screen = (load: () => Promise<{ Component: ComponentType }>): Screen =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const RouteTitleContext = createContext('Agency Portal');

/** The title of the current route (placeholders show it; screens name themselves). */
export function useRouteTitle(): string {
  return useContext(RouteTitleContext);
}

function PageLoading() {
  return (
    <Stack align="center" gap={4}>
      <Spinner label="Loading page" />
    </Stack>
  );
}

/** A route element: the lazy screen under its title, with a spinner while its chunk loads. */
function Page({ title, screen: Screen }: { title: string; screen: Screen }) {
  return (
    <RouteTitleContext.Provider value={title}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </RouteTitleContext.Provider>
  );
}

// The shells load after sign-in only: the login route does not carry the navigation.
const StaffLayout = lazy(() => import('./layouts/StaffLayout').then((module) => ({ default: module.StaffLayout })));
const ApplicantLayout = lazy(() =>
  import('./layouts/ApplicantLayout').then((module) => ({ default: module.ApplicantLayout })),
);

const applicants = screen(() => import('./features/staff/applicants'));
const communication = screen(() => import('./features/staff/communication'));
const lists = screen(() => import('./features/staff/lists'));
const management = screen(() => import('./features/staff/management'));
const timecards = screen(() => import('./features/staff/timecards'));
const onboarding = screen(() => import('./features/applicant/onboarding-forms'));

/** SPEC §2 staff routes (behind the staff guard, lazily loaded): path, title, screen. */
export const STAFF_ROUTES: ReadonlyArray<readonly [string, string, Screen]> = [
  ['dashboard', 'Dashboard', screen(() => import('./features/staff/dashboard'))],
  ['view-by-applicant', 'Search Applicant', applicants],
  ['view-by-applicant/:applicantCountIndex', 'Applicant', applicants],
  ['add-applicant', 'Add Applicant', applicants],
  ['lead', 'New Lead', applicants],
  ['paper-screened', 'Pre-screened', applicants],
  ['phone-screened', 'Phone Screened', applicants],
  ['final-interview', 'Final Interview', applicants],
  ['offered', 'Offered', applicants],
  ['accepted', 'Accepted', applicants],
  ['refused', 'Refused', applicants],
  ['rejected', 'Rejected', applicants],
  ['email-history', 'Email History', communication],
  ['sms-history', 'SMS History', communication],
  ['communication-center', 'Communication Center', communication],
  ['job-orders', 'Job Orders', screen(() => import('./features/staff/job-orders'))],
  ['institution-list', 'Institution List', lists],
  ['form-list', 'Forms', lists],
  ['position-list', 'Position List', lists],
  ['calendar', 'Calendar', screen(() => import('./features/staff/calendar'))],
  ['agency', 'Agencies', management],
  ['role', 'Roles', management],
  ['recruiter', 'Recruiters', management],
  ['change-password', 'Change Password', screen(() => import('./features/staff/change-password'))],
  ['agency-profile', 'Agency Profile', screen(() => import('./features/staff/agency-profile'))],
  ['user-profile', 'User Profile', screen(() => import('./features/staff/user-profile'))],
  ['user-management', 'Manage Users', screen(() => import('./features/staff/user-management'))],
  ['user-mail-settings', 'User Mail Settings', timecards],
  ['user-mail-configuration', 'User Mail Configuration', timecards],
  ['recruiter-history', 'Recruiter History', timecards],
];

/** SPEC §2 applicant area children (the landing page is personal-info; the nurse form is not in the menu). */
export const APPLICANT_ROUTES: ReadonlyArray<readonly [string, string, Screen]> = [
  ['personal-info', 'Personal Info', screen(() => import('./features/applicant/personal-info'))],
  ['upload-requirements', 'Upload Requirements', onboarding],
  ['emergency-info', 'Emergency Info', onboarding],
  ['identification-info', 'Identification Info', onboarding],
  ['w9-form-info', 'W9 Form Info', onboarding],
  ['nurse-form', 'Nurse Form', onboarding],
  ['cbc-form-info', 'CHRC Form Info', onboarding],
  ['uscis-info', 'I9 Form Info', onboarding],
  ['agreement-form-info', 'Agreement Form', onboarding],
  ['influenza-vaccination', 'Influenza Vaccination', onboarding],
  ['terms-conditions', 'Terms & Conditions', onboarding],
  ['hepab-hippa-info', 'Hepatitis B & HIPPA', onboarding],
];

const login = screen(() => import('./pages/login'));
const registration = screen(() => import('./pages/registration'));
const verify = screen(() => import('./pages/verify'));

/** The whole route tree; the browser router (app) and memory routers (stories) render the same one. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<SessionEvents />}>
        <Route
          path="login"
          element={
            <GuestOnly>
              <Page title="Login" screen={login} />
            </GuestOnly>
          }
        />
        <Route path="registration" element={<Page title="Registration" screen={registration} />} />
        <Route path="verify" element={<Page title="Verification" screen={verify} />} />
        <Route path="page-not-found" element={<NotFoundPage />} />
        <Route
          element={
            <ApplicantGuard>
              <Suspense fallback={<PageLoading />}>
                <ApplicantLayout />
              </Suspense>
            </ApplicantGuard>
          }
        >
          <Route index element={<Navigate to="/personal-info" replace />} />
          {APPLICANT_ROUTES.map(([path, title, Screen]) => (
            <Route key={path} path={path} element={<Page title={title} screen={Screen} />} />
          ))}
        </Route>
        <Route
          element={
            <StaffGuard>
              <Suspense fallback={<PageLoading />}>
                <StaffLayout />
              </Suspense>
            </StaffGuard>
          }
        >
          {STAFF_ROUTES.map(([path, title, Screen]) => (
            <Route key={path} path={path} element={<Page title={title} screen={Screen} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/page-not-found" replace />} />
      </Route>
    </Routes>
  );
}
