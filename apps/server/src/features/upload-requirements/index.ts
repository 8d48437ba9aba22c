import type { Feature } from '../../platform/feature';
import { uploadRequirementsRoutes, type UploadRequirementsRouteDeps } from './routes';
import './tables';

/**
 * upload-requirements: the documents the agency requires applicants to upload (a default set per agency),
 * the applicant's files for each (stored by the onboarding uploads, type by content), their expiry dates
 * (fed to the credential expiries) and the staff's review (approve, reject with a reason, e-mailed); and the
 * forms catalogue that edits them with the forms each discipline completes (catalogue.ts, the Forms screen).
 * docs/onboarding.md, "Upload Requirements" and "The forms catalogue".
 */
export const uploadRequirementsFeature: Feature<UploadRequirementsRouteDeps> = {
  name: 'upload-requirements',
  register: uploadRequirementsRoutes,
};

export { requirementsOverview, UPLOAD_REQUIREMENTS_SOURCE } from './service';
export { seedUploadRequirements, type UploadRequirementsSeedResult } from './seed';
export type { UploadRequirementFilesTable, UploadRequirementItemsTable } from './tables';
