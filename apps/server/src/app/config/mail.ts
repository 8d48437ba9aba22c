import type { EnvReader } from './env';

export interface MailSettings {
  smtpUrl: string | null;
  mailFrom: string;
  mailMaxAttempts: number;
  /** How long an outbox body that was not sent (captured, failed, pending) is kept; sent bodies go at once. */
  mailBodyRetentionMs: number;
  /**
   * Serve /dev/outbox and /dev/outbox.json (loopback only, the host's agency only): off unless asked for
   * (`DEV_OUTBOX=true`, `main.js --dev-outbox`, which `pnpm start` passes), and only in development or test.
   */
  devOutbox: boolean;
}

/** NODE_ENV values in which the dev outbox may be turned on. */
const DEV_OUTBOX_ENVIRONMENTS = ['development', 'test'];

/** SMTP_URL, MAIL_FROM, MAIL_MAX_ATTEMPTS, MAIL_BODY_RETENTION, DEV_OUTBOX (delivery runs on the job runner: JOBS_POLL_MS in jobs.ts). */
export function mailSettings(r: EnvReader, nodeEnv: string): MailSettings {
  const smtpUrl = r.url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = r.read('MAIL_FROM') ?? 'Agency Portal <no-reply@agency-portal.test>';
  // It shows codes and temporary passwords to whoever can reach it: opt-in, and development only.
  const devOutbox = r.boolean('DEV_OUTBOX', false);
  if (devOutbox && !DEV_OUTBOX_ENVIRONMENTS.includes(nodeEnv))
    r.problems.push(
      `DEV_OUTBOX (main.js --dev-outbox) can only be enabled when NODE_ENV is development or test (it is ${nodeEnv}).`,
    );
  return {
    smtpUrl,
    mailFrom,
    mailMaxAttempts: r.integer('MAIL_MAX_ATTEMPTS', 8, 1, 100),
    mailBodyRetentionMs: r.seconds('MAIL_BODY_RETENTION', '24h') * 1000,
    devOutbox,
  };
}
