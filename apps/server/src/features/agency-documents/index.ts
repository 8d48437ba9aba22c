import type { Feature } from '../../platform/feature';
import { agencyDocumentsRoutes, type AgencyDocumentsRouteDeps } from './routes';
import './tables';

/**
 * agency-documents: the agency's own Agreement and Terms & Conditions as versioned Markdown texts. The
 * owner (and admins) edit a draft and publish it; applicants read the current version and sign it on the
 * onboarding forms `agreement-form-info` and `terms-conditions` (the engine checks the version on submit:
 * `checkAcceptedVersion`); a new version asks every applicant who signed an older one to sign again.
 */
export const agencyDocumentsFeature: Feature<AgencyDocumentsRouteDeps> = {
  name: 'agency-documents',
  register: agencyDocumentsRoutes,
};

export { DEFAULT_AGENCY_DOCUMENTS, insertDefaultAgencyDocuments, publishDefaultDocuments } from './defaults';
export { checkAcceptedVersion, currentPublished, documentHash, lockDocumentKind } from './queries';
export { agencyDocumentBlocks } from './pdf';
export type { AgencyDocumentsTable, AgencyDocumentRow } from './tables';
