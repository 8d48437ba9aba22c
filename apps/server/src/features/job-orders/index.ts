import type { Feature } from '../../platform/feature';
import { jobOrdersRoutes, type JobOrdersDeps } from './routes';
import './tables';

/**
 * job-orders: a facility's open positions (the "Job" menu): list with filters and counts per status, detail,
 * create and edit by managers and above; bill rates and markups only in the answers of managers and above.
 * docs/job-orders.md.
 */
export const jobOrdersFeature: Feature<JobOrdersDeps> = {
  name: 'job-orders',
  register: jobOrdersRoutes,
};

export { seedJobOrders, seedSubmissions } from './seed';
export type { JobOrdersTable, JobOrderRow } from './tables';
