import type { Feature } from '../../platform/feature';
import { referencesRoutes, type ReferencesDeps } from './routes';
import './tables';

/**
 * references: the applicant's "Request reference" for a reference of their Nurse Form (a one-time link
 * e-mailed to the reference, REFERENCE_REQUEST_TTL_DAYS days), the public form behind the link (no account;
 * answered once; the owner is e-mailed when it is), and the answers on the applicant record for staff.
 * docs/onboarding.md describes it.
 */
export const referencesFeature: Feature<ReferencesDeps> = { name: 'references', register: referencesRoutes };

export type { ReferencesDeps } from './routes';
export type { ReferenceRequestsTable } from './tables';
