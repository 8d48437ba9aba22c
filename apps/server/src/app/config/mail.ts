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
  /**
   * SMTP servers named by staff and agency owners may be on this machine or a private network (and then on
   * any port): off unless set, in every environment. Tests and a developer's local mail catcher turn it on.
   */
  smtpAllowPrivateHosts: boolean;
  /** Connecting to an SMTP server and its greeting, each (ms); socket inactivity is twice this. */
  smtpTimeoutMs: number;
}

/** NODE_ENV values in which the dev outbox may be turned on. */
const DEV_OUTBOX_ENVIRONMENTS = ['development', 'test'];

/**
 * SMTP_URL, MAIL_FROM, MAIL_MAX_ATTEMPTS, MAIL_BODY_RETENTION, DEV_OUTBOX, SMTP_ALLOW_PRIVATE_HOSTS, SMTP_TIMEOUT
 * (delivery runs on the job runner: JOBS_* in jobs.ts).
 */
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
    // Not even in development by default: NODE_ENV defaults to development, so a server started without it
    // would otherwise let any staff member reach this machine and its network.
    smtpAllowPrivateHosts: r.boolean('SMTP_ALLOW_PRIVATE_HOSTS', false),
    smtpTimeoutMs: smtpTimeoutSeconds(r) * 1000,
  };
}

/** SMTP_TIMEOUT: 1 s to 2 min (default 15 s); a job's time limit (JOBS_TIMEOUT) bounds the whole send too. */
function smtpTimeoutSeconds(r: EnvReader): number {
  const seconds = r.seconds('SMTP_TIMEOUT', '15s');
  if (seconds > 120) {
    r.problems.push(`SMTP_TIMEOUT must be at most 2m (a mail server that slow holds a delivery slot).`);
    return 15;
  }
  return seconds;
}
