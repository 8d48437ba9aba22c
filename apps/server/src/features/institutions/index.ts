import type { Feature } from '../../platform/feature';
import { institutionsRoutes, type InstitutionsDeps } from './routes';
import './tables';

/**
 * institutions: the healthcare facilities the agency staffs (the Institution List), with their units,
 * contacts and VMS/MSP; read by every staff member, added and edited by managers and above; never
 * deleted (made inactive). Job orders are placed at a facility and one of its units.
 */
export const institutionsFeature: Feature<InstitutionsDeps> = {
  name: 'institutions',
  register: institutionsRoutes,
};

export { seedInstitutions } from './seed';
export { institutionNotFound } from './service';
export type { InstitutionsTable, InstitutionRow } from './tables';
