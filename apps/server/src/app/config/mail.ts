import type { EnvReader } from './env';

export interface MailSettings {
  smtpUrl: string | null;
  mailFrom: string;
  mailMaxAttempts: number;
  /** Serve /dev/outbox and /dev/outbox.json: never in production, off by default with DATABASE_URL. */
  devOutbox: boolean;
}

/** SMTP_URL, MAIL_FROM, MAIL_MAX_ATTEMPTS, DEV_OUTBOX (delivery runs on the job runner: JOBS_POLL_MS in jobs.ts). */
export function mailSettings(r: EnvReader, production: boolean, onPostgres: boolean): MailSettings {
  const smtpUrl = r.url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = r.read('MAIL_FROM') ?? 'Agency Portal <no-reply@agency-portal.test>';
  // A developer tool of the embedded default (PGlite): it lists every agency's mail, so a deployment on a
  // real database (DATABASE_URL) has it off unless DEV_OUTBOX=true asks for it.
  const devOutbox = r.boolean('DEV_OUTBOX', !production && !onPostgres);
  if (production && devOutbox) r.problems.push('DEV_OUTBOX cannot be enabled when NODE_ENV=production.');
  return {
    smtpUrl,
    mailFrom,
    mailMaxAttempts: r.integer('MAIL_MAX_ATTEMPTS', 8, 1, 100),
    devOutbox,
  };
}
