import type { Feature } from '../../platform/feature';
import { agencyRoutes, type AgencyDeps } from './routes';

/**
 * agency: the signed-in staff member's agency (profile, owner check, update by the owner; its settings,
 * logo and branding: Management → Agencies); agency creation; the platform operators' agencies (list, add,
 * suspend, resume) and the CLI's operator commands.
 */
export const agencyFeature: Feature<AgencyDeps> = { name: 'agency', register: agencyRoutes };

export type { AgencyDeps } from './routes';
export { agencyIdOf, createAgency } from './service';
export { toAgency } from './mappers';
export { seedDemoAgency } from './seed';
export { addOperator, listOperators, removeOperator } from './platform';
export type { PlatformOperatorsTable } from './tables';
