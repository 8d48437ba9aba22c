import { authRoutes } from '../features/auth/route';
import { recruiterRegistrationRoutes } from '../features/recruiter-registration/route';
import { referencesRoutes } from '../features/references/route';
import type { RouteRecord } from './types';

/**
 * The records a signed-out visitor can open (guards `guest` and `public`): the only ones the first load
 * carries. Every other record (the signed-in areas, their shells and menus) is routed by the lazily loaded
 * `SignedInRoutes`, so the login route loads none of it. `FEATURE_ROUTES` lists these too (a unit test
 * checks that every guest or public record is here).
 */
export const OPEN_ROUTES: readonly RouteRecord[] = [...authRoutes, ...referencesRoutes, ...recruiterRegistrationRoutes];
