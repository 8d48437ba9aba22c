import type { Logger } from 'pino';
import type { Db } from '../db';
import { safeErrorText, type JobContext, type JobRunner } from '../jobs';
import { writeOutbox, type MailMessage } from './outbox';
import { DEFAULT_SMTP_TIMEOUT_MS, sendSmtp, smtpServerOfUrl, type SmtpTarget } from './smtp';

/** The job that sends one outbox message; its once-only key is the outbox id. */
export const MAIL_DELIVER_JOB = 'mail.deliver';

/** The periodic job that empties old outbox bodies; its once-only key is the time it is due (ms). */
export const MAIL_PURGE_JOB = 'mail.purge';

/** What an expired, never delivered message records as its error. */
export const EXPIRED_UNSENT = 'expired: not delivered within MAIL_BODY_RETENTION';

/**
 * Message bodies hold codes and temporary passwords in plain text: a sent message's body is emptied when
 * it is sent; any body older than `retentionMs` (captured for the dev outbox, failed, or still pending:
 * then it expires as `failed`) is emptied here. Recipient, subject, kind, status and times stay.
 */
export async function purgeOutbox(db: Db, now: Date, retentionMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs);
  await db
    .updateTable('outbox')
    .set({ status: 'failed', last_error: EXPIRED_UNSENT })
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .execute();
  const purged = await db
    .updateTable('outbox')
    .set({ text_body: '', html_body: '' })
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('text_body', '<>', ''), eb('html_body', '<>', '')]))
    .executeTakeFirst();
  return Number(purged.numUpdatedRows);
}

export interface Mailer {
  /** SMTP_URL is set: messages are delivered (otherwise they stay captured in the outbox). */
  readonly enabled: boolean;
  /**
   * Writes a message to the outbox and, with SMTP, its delivery job. Call it with the transaction of the
   * action that causes the message, so the action never commits without its message; then `kick()`.
   */
  enqueue(trx: Db, message: MailMessage): Promise<void>;
  /** Delivers soon (after the transaction that queued mail commits). */
  kick(): void;
  /** Nothing left to close today (every message has its own connection, closed after it); call it at the end. */
  close(): void;
  /** Queues the next run of the periodic purge (once per period, however many servers ask). */
  schedulePurge(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  jobs: JobRunner;
  log: Logger;
  smtpUrl: string | null;
  from: string;
  /** Attempts before a message is `failed` (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** SMTP_TIMEOUT: connecting to SMTP_URL's server and its greeting, each (ms); socket inactivity twice this. */
  smtpTimeoutMs?: number;
  /** How long a body that was not sent is kept (MAIL_BODY_RETENTION; default 24 h). */
  bodyRetentionMs?: number;
  /** How often the purge runs (default hourly). */
  purgeEveryMs?: number;
  /** The clock (tests pass the runner's). */
  now?: () => Date;
}

/**
 * Mail on the job runner. Every message is an outbox row, written in the action's transaction. With
 * SMTP_URL the same transaction adds a `mail.deliver` job, which sends the message outside any transaction,
 * retried with the runner's back-off (2 s, 4 s … capped at 1 h) up to MAIL_MAX_ATTEMPTS, the outbox row
 * following along (attempts, last_error, then `sent` or `failed`). Without SMTP_URL messages are `captured`.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, jobs, log } = options;
  // Each message on a connection of its own (sendSmtp), with SMTP_TIMEOUT's timeouts (well inside the job's
  // time limit, JOBS_TIMEOUT): a hung SMTP server fails the attempt, retried with back-off; the job's signal
  // closes the connection when the attempt's time is up, before its lease ends and another runner may take it.
  const server: SmtpTarget | null = options.smtpUrl
    ? smtpServerOfUrl(options.smtpUrl, options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS)
    : null;

  async function deliver(payload: unknown, job: JobContext): Promise<void> {
    const outboxId = (payload as { outboxId?: unknown } | null)?.outboxId;
    if (typeof outboxId !== 'number') throw new Error('The mail.deliver payload has no outboxId.');
    const message = await db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body', 'html_body', 'attachments', 'status'])
      .where('id', '=', outboxId)
      .executeTakeFirst();
    // Gone, or already sent by an earlier run of this job (a runner that stopped before recording it).
    if (!message || message.status !== 'pending') return;
    try {
      await sendSmtp(
        server!,
        {
          from: options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          ...(message.attachments.length > 0
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.Filename,
                  contentType: file.ContentType,
                  content: file.Content,
                  encoding: 'base64',
                })),
              }
            : {}),
        },
        job.signal,
      );
    } catch (error) {
      const failed = job.attempt >= job.maxAttempts;
      await db
        .updateTable('outbox')
        .set({ status: failed ? 'failed' : 'pending', attempts: job.attempt, last_error: safeErrorText(error) })
        .where('id', '=', outboxId)
        // Expired by the purge meanwhile (its body emptied): it stays failed, never sent empty on a retry.
        .where('status', '=', 'pending')
        .execute();
      throw error;
    }
    await db
      .updateTable('outbox')
      // Delivered: the body (a code, a temporary password) is not kept.
      .set({
        status: 'sent',
        sent_at: job.now,
        attempts: job.attempt,
        last_error: null,
        text_body: '',
        html_body: '',
        attachments: '[]',
      })
      .where('id', '=', outboxId)
      .execute();
    log.info({ outboxId }, 'mail sent');
  }

  // The last attempt never finished (its runner stopped or hung past the lease): the message is `failed`.
  deliver.onGiveUp = async (payload: unknown, _job: JobContext, reason: string) => {
    const outboxId = (payload as { outboxId?: unknown } | null)?.outboxId;
    if (typeof outboxId !== 'number') return;
    await db
      .updateTable('outbox')
      .set({ status: 'failed', last_error: reason })
      .where('id', '=', outboxId)
      .where('status', '=', 'pending')
      .execute();
  };

  if (server) jobs.register(MAIL_DELIVER_JOB, deliver);

  const retentionMs = options.bodyRetentionMs ?? 24 * 3_600_000;
  const everyMs = options.purgeEveryMs ?? 3_600_000;
  const now = options.now ?? (() => new Date());
  // The next period's start, as the once-only key: several servers on one database queue it once.
  const queueNextPurge = async (after: Date) => {
    const due = (Math.floor(after.getTime() / everyMs) + 1) * everyMs;
    await jobs.enqueue(db, MAIL_PURGE_JOB, {}, { onceKey: String(due), runAt: new Date(due) });
  };
  jobs.register(MAIL_PURGE_JOB, async (_payload, job) => {
    const purged = await purgeOutbox(db, job.now, retentionMs);
    if (purged > 0) log.info({ purged }, 'outbox bodies purged');
    await queueNextPurge(job.now);
  });

  return {
    enabled: server !== null,
    async enqueue(trx, message) {
      const outboxId = await writeOutbox(trx, message, server ? 'pending' : 'captured');
      if (!server) return;
      await jobs.enqueue(
        trx,
        MAIL_DELIVER_JOB,
        { outboxId },
        { onceKey: String(outboxId), maxAttempts: options.maxAttempts, agencyId: message.agencyId },
      );
    },
    kick: () => jobs.kick(),
    // Every send closes its own connection.
    close: () => undefined,
    schedulePurge: () => queueNextPurge(now()),
  };
}
