import type { Feature } from '../../platform/feature';
import { careersRoutes, type CareersDeps } from './routes';
import './tables';

/**
 * careers: the agency's public job board (issue 16): the search and the detail of the job orders marked
 * public while they are Open (no facility name, bill rate, owner or notes), the resume upload (a one-time
 * token) and the application, which finds or adds the applicant, submits them to the job order and e-mails
 * them the way to the portal. Anonymous, scoped to the agency of the request. docs/careers.md.
 */
export const careersFeature: Feature<CareersDeps> = { name: 'careers', register: careersRoutes };

export type { CareersDeps } from './routes';
export { CAREERS_RESUME_PRUNE_JOB } from './routes';
export { applicationMail, CAREERS_ACTOR_NAME, CAREERS_MAIL_KIND, pruneCareerResumes } from './service';
export type { CareersResumesTable } from './tables';
