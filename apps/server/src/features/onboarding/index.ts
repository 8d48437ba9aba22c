import type { Feature } from '../../platform/feature';
import { onboardingRoutes, type OnboardingDeps } from './routes';
import './tables';

/**
 * onboarding: the applicant's onboarding forms (drafts, submission, signatures, PDFs), the e-signature
 * consent, uploads, and the staff's review (approve, request changes, reveal, I-9 unlock and Section 2, the
 * audit log). docs/onboarding.md describes it.
 */
export const onboardingFeature: Feature<OnboardingDeps> = { name: 'onboarding', register: onboardingRoutes };

export type { OnboardingDeps } from './routes';
export { mayReadHealth } from './form-data';
export { onboardingBlobKey, uploadedDetail } from './uploads';
export { createUploadCounts, type UploadCounts, type UploadCountsReader } from './progress';
export { readFormData } from './form-data';
export { createValueVault, type ValueVault } from './sensitive';
export { rotateOnboardingValues } from './rotate';
export { seedOnboarding, type OnboardingSeedResult } from './seed';
export type {
  OnboardingConsentsTable,
  OnboardingDocumentsTable,
  OnboardingI9Section2Table,
  OnboardingI9UnlocksTable,
  OnboardingSignaturesTable,
  OnboardingUploadsTable,
} from './tables';
