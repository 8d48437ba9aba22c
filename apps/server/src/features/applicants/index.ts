import type { Feature } from '../../platform/feature';
import { applicantRoutes, type ApplicantsDeps } from './routes';

/** applicants: the applicant pipeline (records, lists, documents, status changes, activity, notes, dashboard). */
export const applicantsFeature: Feature<ApplicantsDeps> = { name: 'applicants', register: applicantRoutes };

export type { ApplicantsDeps } from './routes';
export { ACCOUNT_LINKED_TEXT, findApplicantByEmail, insertApplicant, lockApplicantEmail } from './queries';
export {
  detectResumeType,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  resumeFileName,
  type ResumeType,
} from './documents';
export {
  loadApplicant,
  lockApplicant,
  notFoundError as applicantNotFound,
  writeActivity as onApplicantActivity,
  type LockedApplicant,
} from './records';
export { applicantName, lockOnboardingApplicant, staffOnApplicant } from './access';
export { toApplicant, toApplicantSummary } from './mappers';
export { formsTotal as onboardingFormsTotal, toOnboardingProgress } from './onboarding';
export { moveForSubmission, type AgencyActor } from './pipeline';
export { filteredApplicants, parseListQuery, type ApplicantListRequest } from './list';
export { seedApplicants } from './seed';
export type { ApplicantsTable } from './tables';
