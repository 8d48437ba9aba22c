import { agencyRoutes } from '../features/agency/route';
import { agencyDocumentsRoutes } from '../features/agency-documents/route';
import { applicantsRoutes } from '../features/applicants/route';
import { authRoutes } from '../features/auth/route';
import { calendarRoutes } from '../features/calendar/route';
import { credentialsRoutes } from '../features/credentials/route';
import { dashboardRoutes } from '../features/dashboard/route';
import { institutionsRoutes } from '../features/institutions/route';
import { jobOrdersRoutes } from '../features/job-orders/route';
import { mailSettingsRoutes } from '../features/mail-settings/route';
import { messagingRoutes } from '../features/messaging/route';
import { onboardingRoutes } from '../features/onboarding/route';
import { profileRoutes } from '../features/profile/route';
import { recruiterRegistrationRoutes } from '../features/recruiter-registration/route';
import { recruitersRoutes } from '../features/recruiters/route';
import { referencesRoutes } from '../features/references/route';
import { rolesRoutes } from '../features/roles/route';
import { uploadRequirementsRoutes } from '../features/upload-requirements/route';
import { userManagementRoutes } from '../features/user-management/route';
import type { RouteRecord } from './types';

/** Every feature's route records: the one list the routes and the menus are derived from. */
export const FEATURE_ROUTES: readonly RouteRecord[] = [
  ...authRoutes,
  ...referencesRoutes,
  ...recruiterRegistrationRoutes,
  ...onboardingRoutes,
  ...dashboardRoutes,
  ...applicantsRoutes,
  ...messagingRoutes,
  ...jobOrdersRoutes,
  ...institutionsRoutes,
  ...uploadRequirementsRoutes,
  ...credentialsRoutes,
  ...calendarRoutes,
  ...agencyRoutes,
  ...rolesRoutes,
  ...recruitersRoutes,
  ...profileRoutes,
  ...agencyDocumentsRoutes,
  ...userManagementRoutes,
  ...mailSettingsRoutes,
];
