import type { Feature } from '../../platform/feature';
import { uploadRequirementsRoutes, type UploadRequirementsRouteDeps } from './routes';
import './tables';

/**
 * upload-requirements: the documents the agency requires applicants to upload (a default set per agency),
 * the applicant's files for each (stored by the onboarding uploads, type by content), their expiry dates
 * (fed to the credential expiries) and the staff's review (approve, reject with a reason, e-mailed).
 * docs/onboarding.md, "Upload Requirements".
 */
export const uploadRequirementsFeature: Feature<UploadRequirementsRouteDeps> = {
  name: 'upload-requirements',
  register: uploadRequirementsRoutes,
};

export { requirementsOverview, UPLOAD_REQUIREMENTS_SOURCE } from './service';
export { seedUploadRequirements, type UploadRequirementsSeedResult } from './seed';
export type { UploadRequirementFilesTable, UploadRequirementItemsTable } from './tables';
