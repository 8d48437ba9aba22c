import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ApplicantGuard } from './guards/ApplicantGuard';
import { GuestOnly } from './guards/GuestOnly';
import { StaffGuard } from './guards/StaffGuard';
import { ApplicantLayout } from './layouts/ApplicantLayout';
import { StaffLayout } from './layouts/StaffLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { SessionEvents } from './session/SessionEvents';
import type { RouteHandle } from './features/FeaturePlaceholder';

type LazyModule = () => Promise<{ Component: ComponentType }>;

const route = (path: string, title: string, lazy: LazyModule): RouteObject => ({
  path,
  lazy,
  handle: { title } satisfies RouteHandle,
});

// One route module per feature; each is its own chunk.
const applicants: LazyModule = () => import('./features/staff/applicants');
const communication: LazyModule = () => import('./features/staff/communication');
const lists: LazyModule = () => import('./features/staff/lists');
const management: LazyModule = () => import('./features/staff/management');
const timecards: LazyModule = () => import('./features/staff/timecards');
const onboarding: LazyModule = () => import('./features/applicant/onboarding-forms');

/** SPEC §2 staff routes (behind the staff guard, lazily loaded). */
export const STAFF_ROUTES: RouteObject[] = [
  route('dashboard', 'Dashboard', () => import('./features/staff/dashboard')),
  route('view-by-applicant', 'Search Applicant', applicants),
  route('view-by-applicant/:applicantCountIndex', 'Applicant', applicants),
  route('add-applicant', 'Add Applicant', applicants),
  route('lead', 'New Lead', applicants),
  route('paper-screened', 'Pre-screened', applicants),
  route('phone-screened', 'Phone Screened', applicants),
  route('final-interview', 'Final Interview', applicants),
  route('offered', 'Offered', applicants),
  route('accepted', 'Accepted', applicants),
  route('refused', 'Refused', applicants),
  route('rejected', 'Rejected', applicants),
  route('email-history', 'Email History', communication),
  route('sms-history', 'SMS History', communication),
  route('communication-center', 'Communication Center', communication),
  route('job-orders', 'Job Orders', () => import('./features/staff/job-orders')),
  route('institution-list', 'Institution List', lists),
  route('form-list', 'Forms', lists),
  route('position-list', 'Position List', lists),
  route('calendar', 'Calendar', () => import('./features/staff/calendar')),
  route('agency', 'Agencies', management),
  route('role', 'Roles', management),
  route('recruiter', 'Recruiters', management),
  route('change-password', 'Change Password', () => import('./features/staff/change-password')),
  route('agency-profile', 'Agency Profile', () => import('./features/staff/agency-profile')),
  route('user-profile', 'User Profile', () => import('./features/staff/user-profile')),
  route('user-management', 'Manage Users', () => import('./features/staff/user-management')),
  route('user-mail-settings', 'User Mail Settings', timecards),
  route('user-mail-configuration', 'User Mail Configuration', timecards),
  route('recruiter-history', 'Recruiter History', timecards),
];

/** SPEC §2 applicant area children (the landing page is personal-info). */
export const APPLICANT_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="/personal-info" replace /> },
  route('personal-info', 'Personal Info', () => import('./features/applicant/personal-info')),
  route('upload-requirements', 'Upload Requirements', onboarding),
  route('emergency-info', 'Emergency Info', onboarding),
  route('identification-info', 'Identification Info', onboarding),
  route('w9-form-info', 'W9 Form Info', onboarding),
  route('nurse-form', 'Nurse Form', onboarding),
  route('cbc-form-info', 'CHRC Form Info', onboarding),
  route('uscis-info', 'I9 Form Info', onboarding),
  route('agreement-form-info', 'Agreement Form', onboarding),
  route('influenza-vaccination', 'Influenza Vaccination', onboarding),
  route('terms-conditions', 'Terms & Conditions', onboarding),
  route('hepab-hippa-info', 'Hepatitis B & HIPPA', onboarding),
];

/** The whole route tree; the browser router and the stories' memory routers use the same one. */
export const routes: RouteObject[] = [
  {
    element: <SessionEvents />,
    children: [
      {
        path: 'login',
        element: (
          <GuestOnly>
            <Outlet />
          </GuestOnly>
        ),
        children: [{ index: true, lazy: () => import('./pages/login') }],
      },
      { path: 'registration', lazy: () => import('./pages/registration') },
      { path: 'verify', lazy: () => import('./pages/verify') },
      { path: 'page-not-found', element: <NotFoundPage /> },
      {
        path: '',
        element: (
          <ApplicantGuard>
            <ApplicantLayout />
          </ApplicantGuard>
        ),
        children: APPLICANT_ROUTES,
      },
      {
        element: (
          <StaffGuard>
            <StaffLayout />
          </StaffGuard>
        ),
        children: STAFF_ROUTES,
      },
      { path: '*', element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];
