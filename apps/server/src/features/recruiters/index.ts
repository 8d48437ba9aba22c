import type { Feature } from '../../platform/feature';
import { recruiterRoutes, type RecruitersDeps } from './routes';

/** recruiters: staff members (the current recruiter, profile, entry/exit, the staff e-mail lookup) and their roles. */
export const recruitersFeature: Feature<RecruitersDeps> = { name: 'recruiters', register: recruiterRoutes };

export type { RecruitersDeps } from './routes';
export { seedRecruiterHistory } from './seed';
export type { RecruiterEntriesTable, StaffInvitationsTable } from './tables';
