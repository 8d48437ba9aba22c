import { agencyRoutes } from '../features/agency/route';
import { applicantsRoutes } from '../features/applicants/route';
import { authRoutes } from '../features/auth/route';
import { calendarRoutes } from '../features/calendar/route';
import { communicationRoutes } from '../features/communication/route';
import { dashboardRoutes } from '../features/dashboard/route';
import { jobOrdersRoutes } from '../features/job-orders/route';
import { listsRoutes } from '../features/lists/route';
import { managementRoutes } from '../features/management/route';
import { onboardingRoutes } from '../features/onboarding/route';
import { profileRoutes } from '../features/profile/route';
import { recruiterRegistrationRoutes } from '../features/recruiter-registration/route';
import { referencesRoutes } from '../features/references/route';
import { timecardsRoutes } from '../features/timecards/route';
import type { RouteRecord } from './types';

/** Every feature's route records: the one list the routes and the menus are derived from. */
export const FEATURE_ROUTES: readonly RouteRecord[] = [
  ...authRoutes,
  ...referencesRoutes,
  ...recruiterRegistrationRoutes,
  ...onboardingRoutes,
  ...dashboardRoutes,
  ...applicantsRoutes,
  ...communicationRoutes,
  ...jobOrdersRoutes,
  ...listsRoutes,
  ...calendarRoutes,
  ...managementRoutes,
  ...profileRoutes,
  ...agencyRoutes,
  ...timecardsRoutes,
];
