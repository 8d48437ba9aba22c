import type { Feature } from '../../platform/feature';
import { credentialsRoutes, type CredentialsDeps } from './routes';
import './tables';

/**
 * credentials: every dated credential of an applicant (credential_expiries, written by the features that
 * know them through `replaceCredentialExpiries`), the daily expiry job (`credentials.expiry`: e-mails at 90,
 * 60, 30, 7 days and on expiry, once per threshold) and the lists of the record and the dashboard.
 * docs/onboarding.md, "Credential expiries".
 */
export const credentialsFeature: Feature<CredentialsDeps> = { name: 'credentials', register: credentialsRoutes };

export type { CredentialsDeps } from './routes';
export { isIsoDate, replaceCredentialExpiries, replaceFormExpiries, type CredentialExpiry } from './expiries';
export {
  CREDENTIAL_EXPIRY_HOUR_UTC,
  CREDENTIAL_EXPIRY_JOB,
  nextRunDay,
  registerCredentialExpiryJob,
  runCredentialExpiryNotices,
  scheduleCredentialExpiryRun,
  thresholdFor,
} from './job';
export { applicantExpiries, expiringCredentials, isHealthCredential } from './queries';
export type { CredentialExpiriesTable, CredentialExpiryNoticesTable } from './tables';
