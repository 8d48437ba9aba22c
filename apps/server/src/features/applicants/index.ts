import type { Feature } from '../../platform/feature';
import { applicantRoutes, type ApplicantsDeps } from './routes';

/** applicants: the applicant pipeline (today the status counts of the menu's View By Status). */
export const applicantsFeature: Feature<ApplicantsDeps> = { name: 'applicants', register: applicantRoutes };

export type { ApplicantsDeps } from './routes';
export { insertApplicant } from './queries';
export { seedApplicants } from './seed';
export type { ApplicantsTable } from './tables';
