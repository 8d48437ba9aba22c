import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Feature } from '../platform/feature';
import type { Db } from '../platform/db';
import type { Mailer } from '../platform/mail';
import type { PasswordHasher } from '../platform/password';
import type { BlobStore } from '../platform/storage';
import type { JobRunner } from '../platform/jobs';
import type { AtRestCipher } from '../platform/crypto';
import { clientAddressKey, createLimit, type RateLimitCheck } from '../platform/rate-limit';
import { accountFeature } from '../features/account';
import { agencyFeature } from '../features/agency';
import { analyticsFeature } from '../features/analytics';
import { agencyDocumentsFeature } from '../features/agency-documents';
import { applicantsFeature, createStatusChanges, type StatusChanges } from '../features/applicants';
import { authFeature, createAuthentication, type Authentication, type SigningKeys } from '../features/auth';
import { calendarFeature } from '../features/calendar';
import { captchaFeature, createCaptcha, type Captcha } from '../features/captcha';
import { careersFeature } from '../features/careers';
import { credentialsFeature } from '../features/credentials';
import { institutionsFeature } from '../features/institutions';
import { jobOrdersFeature } from '../features/job-orders';
import { messagingFeature } from '../features/messaging';
import { createSenderResolver, mailSettingsFeature, smtpCipher, type SenderResolver } from '../features/mail-settings';
import { createUploadCounts, onboardingDataKey, onboardingFeature, type UploadCounts } from '../features/onboarding';
import { recruitersFeature } from '../features/recruiters';
import { referencesFeature } from '../features/references';
import { registrationFeature } from '../features/registration';
import { rolesFeature } from '../features/roles';
import { preferencesFeature } from '../features/preferences';
import { uploadRequirementsFeature } from '../features/upload-requirements';
import { userManagementFeature } from '../features/user-management';
import type { Config } from './config';

/** Everything a feature may ask for; each feature's `register` takes the small part it names in its deps type. */
export interface FeatureDeps {
  config: Config;
  db: Db;
  log: Logger;
  keys: SigningKeys;
  hasher: PasswordHasher;
  mail: Mailer;
  auth: Authentication;
  limits: { lookup: RateLimitCheck };
  /** The captcha of registration, resend and forgot password (CAPTCHA; does nothing when off). */
  captcha: Captcha;
  /** The blob port (uploads: applicant resumes). */
  blobs: BlobStore;
  /** The job runner (periodic jobs of features: the credential expiry notices). */
  jobs: JobRunner;
  /** The cipher of the SMTP passwords (mail settings). */
  smtpCipher: AtRestCipher;
  /** Who a staff member's messages are from and which SMTP server carries them (mail settings). */
  sender: SenderResolver;
  /** Applicant status changes: features listen (messaging's automatic messages), applicants notify. */
  statusChanges: StatusChanges;
  /** The Upload Requirements' counts of the onboarding checklist: upload-requirements provides, onboarding reads. */
  uploadCounts: UploadCounts;
}

/** The features of the server, in registration order. A new area is one entry here. */
export const FEATURES: readonly Feature<FeatureDeps>[] = [
  authFeature,
  registrationFeature,
  accountFeature,
  recruitersFeature,
  rolesFeature,
  preferencesFeature,
  agencyFeature,
  applicantsFeature,
  onboardingFeature,
  agencyDocumentsFeature,
  uploadRequirementsFeature,
  credentialsFeature,
  referencesFeature,
  institutionsFeature,
  jobOrdersFeature,
  careersFeature,
  calendarFeature,
  mailSettingsFeature,
  messagingFeature,
  analyticsFeature,
  userManagementFeature,
  captchaFeature,
];

/** Registers every feature (each in its own encapsulated scope) with the deps built from the app's services. */
export async function registerFeatures(
  app: FastifyInstance,
  services: Omit<
    FeatureDeps,
    'auth' | 'limits' | 'captcha' | 'smtpCipher' | 'sender' | 'statusChanges' | 'uploadCounts'
  >,
): Promise<void> {
  const cipher = smtpCipher(onboardingDataKey(services.config));
  const deps: FeatureDeps = {
    ...services,
    statusChanges: createStatusChanges(),
    uploadCounts: createUploadCounts(),
    smtpCipher: cipher,
    sender: createSenderResolver({
      cipher,
      mailFrom: services.config.mailFrom,
      policy: { allowPrivateHosts: services.config.smtpAllowPrivateHosts, timeoutMs: services.config.smtpTimeoutMs },
    }),
    auth: createAuthentication({ db: services.db, keys: services.keys, config: services.config }),
    captcha: createCaptcha({
      db: services.db,
      log: services.log.child({ module: 'captcha' }),
      config: services.config,
    }),
    limits: {
      // Both lookups answer "does this e-mail have an account here?": one budget, so an enumeration
      // cannot double its pace by alternating them.
      lookup: createLimit(
        app,
        'lookup',
        services.config.rateLimits.lookup,
        clientAddressKey,
        'Too many look-ups from this address. Try again in {seconds} seconds.',
      ),
    },
  };
  for (const feature of FEATURES) await app.register(async (scope) => feature.register(scope, deps));
}
