import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Feature } from '../platform/feature';
import type { Db } from '../platform/db';
import type { Mailer } from '../platform/mail';
import type { PasswordHasher } from '../platform/password';
import type { BlobStore } from '../platform/storage';
import type { JobRunner } from '../platform/jobs';
import { dataKey, type AtRestCipher } from '../platform/crypto';
import { clientAddressKey, createLimit, type RateLimitCheck } from '../platform/rate-limit';
import { accountFeature } from '../features/account';
import { agencyFeature } from '../features/agency';
import { analyticsFeature } from '../features/analytics';
import { agencyDocumentsFeature } from '../features/agency-documents';
import { applicantsFeature } from '../features/applicants';
import { authFeature, createAuthentication, type SigningKeys } from '../features/auth';
import { calendarFeature, scheduleSubmissionInterviews } from '../features/calendar';
import { captchaFeature, createCaptcha, type Captcha } from '../features/captcha';
import { careersFeature } from '../features/careers';
import { credentialsFeature } from '../features/credentials';
import { institutionsFeature } from '../features/institutions';
import { jobOrdersFeature } from '../features/job-orders';
import { automaticMessages, createMessaging, messagingFeature, type MessagingContext } from '../features/messaging';
import { createSenderResolver, mailSettingsFeature, smtpCipher, type SenderResolver } from '../features/mail-settings';
import { createUploadCounts, onboardingFeature, type UploadCounts } from '../features/onboarding';
import { recruitersFeature } from '../features/recruiters';
import { referencesFeature } from '../features/references';
import { registrationFeature } from '../features/registration';
import { rolesFeature } from '../features/roles';
import { preferencesFeature } from '../features/preferences';
import { uploadRequirementsFeature } from '../features/upload-requirements';
import { userManagementFeature } from '../features/user-management';
import type { Config } from './config';
import type { Authentication } from '../core/identity';
import type { EventBus } from '../platform/events';

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
  /** The app's events (app/events.ts): writers emit, the listeners wired there and below react. */
  events: EventBus;
  /** The cipher of the SMTP passwords (mail settings). */
  smtpCipher: AtRestCipher;
  /** Who a staff member's messages are from and which SMTP server carries them (mail settings). */
  sender: SenderResolver;
  /** The messaging service (its delivery job, the automatic messages' listener: app/events.ts). */
  messaging: MessagingContext;
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
  services: Omit<FeatureDeps, 'auth' | 'limits' | 'captcha' | 'smtpCipher' | 'sender' | 'messaging' | 'uploadCounts'>,
): Promise<void> {
  const { config, events } = services;
  const cipher = smtpCipher(dataKey(config));
  const sender = createSenderResolver({
    cipher,
    mailFrom: config.mailFrom,
    policy: { allowPrivateHosts: config.smtpAllowPrivateHosts, timeoutMs: config.smtpTimeoutMs },
  });
  const messaging = createMessaging({
    db: services.db,
    jobs: services.jobs,
    log: services.log.child({ module: 'messaging' }),
    config,
    resolveSender: sender,
    events,
  });
  // The listeners that need the app's services (app/events.ts has the others and the table of every event).
  events.on(
    'applicant.statusChanged',
    automaticMessages(messaging, () => config.issuer?.replace(/\/+$/, '') ?? `http://localhost:${config.port}`),
  );
  events.on(
    'submission.statusChanged',
    scheduleSubmissionInterviews({ mail: services.mail, jobs: services.jobs, now: () => new Date() }),
  );
  const deps: FeatureDeps = {
    ...services,
    messaging,
    uploadCounts: createUploadCounts(),
    smtpCipher: cipher,
    sender,
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
