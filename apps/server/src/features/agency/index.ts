import type { Feature } from '../../platform/feature';
import { agencyRoutes, type AgencyDeps } from './routes';

/** agency: the signed-in staff member's agency (profile, owner check, update by the owner); agency creation. */
export const agencyFeature: Feature<AgencyDeps> = { name: 'agency', register: agencyRoutes };

export type { AgencyDeps } from './routes';
export { agencyIdOf, createAgency } from './service';
export { toAgency } from './mappers';
export { seedDemoAgency } from './seed';
export type { AgenciesTable, AgencyRow } from './tables';
