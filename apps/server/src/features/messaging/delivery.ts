import type { Db } from '../../platform/db';
import { safeErrorText, type JobContext, type JobHandler } from '../../platform/jobs';
import { sendSmtp, smtpServerOfUrl, type SmtpTarget } from '../../platform/mail';
import { MESSAGE_DELIVER_JOB, writeEvent, type MessagingContext } from './context';
import type { MessageRow } from './tables';
import { formatZonedTime, smsReleaseTime } from './time-zones';

const PENDING = ['scheduled', 'queued', 'held'] as const;
const OPTED_OUT = 'Opted out of SMS (replied STOP)';

/** Where the provider reports an SMS's delivery (null: no public address known). */
const statusCallbackOf = (ctx: MessagingContext) => {
  const base = ctx.smsCallbackUrl ?? ctx.publicOrigin;
  return base ? `${base}${SMS_STATUS_PATH}` : null;
};

/** The provider webhooks (outside /api: they are not calls of the portal's contract). */
export const SMS_INBOUND_PATH = '/webhooks/sms/inbound';
export const SMS_STATUS_PATH = '/webhooks/sms/status';

/**
 * The job `messages.deliver`: sends one message, outside any transaction. It does nothing unless the message
 * is still pending (cancelled meanwhile, or sent by an earlier run of this job). An SMS found in its
 * recipient's quiet hours (a retry that ran late) is held again until 8 am there; an opted-out number is never
 * sent to. A failure is recorded on the message and thrown: the runner retries with back-off, and the last
 * attempt's failure makes the message `failed` with the reason. Sent: state `sent`, an event, and the
 * applicant's activity row.
 */
export function deliveryHandler(ctx: MessagingContext): JobHandler {
  let platform: SmtpTarget | null = null;
  const platformServer = () => (platform ??= smtpServerOfUrl(ctx.smtpUrl!, ctx.smtpTimeoutMs));

  const messageIdOf = (payload: unknown) => {
    const id = (payload as { messageId?: unknown } | null)?.messageId;
    if (typeof id !== 'number') throw new Error('The messages.deliver payload has no messageId.');
    return id;
  };

  /** Records the message sent; `capture` (the development outbox) writes in the same transaction. */
  async function finish(
    message: MessageRow,
    job: JobContext,
    sent:
      { providerId: string | null; detail: string } | ((trx: Db) => Promise<{ providerId: string; detail: string }>),
  ) {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('messages')
        .select('state')
        .where('id', '=', message.id)
        .forUpdate()
        .executeTakeFirst();
      if (!current || !(PENDING as readonly string[]).includes(current.state)) return;
      const { providerId, detail } = typeof sent === 'function' ? await sent(trx) : sent;
      const updated = await trx
        .updateTable('messages')
        .set({
          state: 'sent',
          sent_at: job.now,
          attempts: job.attempt,
          last_error: null,
          provider_id: providerId,
          updated_at: job.now,
        })
        .where('id', '=', message.id)
        .where('state', 'in', PENDING)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      await writeEvent(trx, { agencyId: message.agency_id, messageId: message.id, state: 'sent', detail, at: job.now });
      if (message.applicant_id !== null)
        await ctx.events.emit(trx, 'applicant.activity', {
          agencyId: message.agency_id,
          applicantId: message.applicant_id,
          actor: message.sender_id !== null ? { recruiterId: message.sender_id, name: message.sender_name } : null,
          kind: message.channel,
          text:
            message.channel === 'email'
              ? `${message.subject ?? ''} (to ${message.recipient})`
              : `${message.text.length > 120 ? `${message.text.slice(0, 119)}…` : message.text} (to ${message.recipient})`,
        });
    });
  }

  async function fail(message: MessageRow, job: JobContext, error: unknown) {
    const reason = safeErrorText(error);
    const failed = job.attempt >= job.maxAttempts;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('messages')
        .set({ state: failed ? 'failed' : 'queued', attempts: job.attempt, last_error: reason, updated_at: job.now })
        .where('id', '=', message.id)
        .where('state', 'in', PENDING)
        .execute();
      await writeEvent(trx, {
        agencyId: message.agency_id,
        messageId: message.id,
        state: failed ? 'failed' : 'queued',
        detail: failed
          ? `Gave up after ${job.attempt} attempts: ${reason}`
          : `Attempt ${job.attempt} failed: ${reason}; retrying`,
        at: job.now,
      });
    });
  }

  async function bounce(message: MessageRow, job: JobContext, error: unknown) {
    const reason = safeErrorText(error);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('messages')
        .set({ state: 'bounced', attempts: job.attempt, last_error: reason, updated_at: job.now })
        .where('id', '=', message.id)
        .where('state', 'in', PENDING)
        .execute();
      await writeEvent(trx, {
        agencyId: message.agency_id,
        messageId: message.id,
        state: 'bounced',
        detail: reason,
        at: job.now,
      });
    });
  }

  type Sent =
    { providerId: string | null; detail: string } | ((trx: Db) => Promise<{ providerId: string; detail: string }>);

  /** Through the sender's server (checked: it must be public), else the platform's; `signal`: the job's time limit. */
  async function sendEmail(message: MessageRow, signal: AbortSignal): Promise<Sent> {
    let server: SmtpTarget | null = null;
    if (message.sender_id !== null) {
      const user = await ctx.db
        .selectFrom('recruiters')
        .select('user_id')
        .where('agency_id', '=', message.agency_id)
        .where('id', '=', message.sender_id)
        .executeTakeFirst();
      const sender = user ? await ctx.resolveSender(ctx.db, message.agency_id, user.user_id) : null;
      if (sender?.smtp) server = sender.smtp;
    }
    if (!server && ctx.smtpUrl) server = platformServer();
    if (!server) {
      // Development and tests: captured in the outbox (kind 'message'), never sent.
      return async (trx) => {
        const row = await trx
          .insertInto('outbox')
          .values({
            agency_id: message.agency_id,
            recipient: message.recipient,
            subject: message.subject ?? '',
            text_body: message.text,
            html_body: message.html ?? '',
            kind: 'message',
            status: 'captured',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          providerId: `outbox-${row.id}`,
          detail: 'Captured in the development outbox (no SMTP server configured)',
        };
      };
    }
    const info = await sendSmtp(
      server,
      {
        from: message.from_address,
        to: message.recipient,
        cc: message.cc.length > 0 ? message.cc : undefined,
        bcc: message.bcc.length > 0 ? message.bcc : undefined,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? undefined,
        ...(message.unsubscribe_url
          ? {
              list: { unsubscribe: message.unsubscribe_url },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      },
      signal,
    );
    return { providerId: info.messageId ?? null, detail: info.response ?? 'Accepted by the SMTP server' };
  }

  const handler: JobHandler = async (payload, job) => {
    const messageId = messageIdOf(payload);
    const message = await ctx.db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirst();
    // Cancelled, or already handled by an earlier run of this job.
    if (!message || !(PENDING as readonly string[]).includes(message.state)) return;
    if (message.channel === 'sms') {
      const optedOut = await ctx.db
        .selectFrom('sms_opt_outs')
        .select('phone')
        .where('agency_id', '=', message.agency_id)
        .where('phone', '=', message.recipient)
        .executeTakeFirst();
      if (optedOut) {
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('messages')
            .set({ state: 'opted-out', last_error: OPTED_OUT, updated_at: job.now })
            .where('id', '=', message.id)
            .where('state', 'in', PENDING)
            .execute();
          await writeEvent(trx, {
            agencyId: message.agency_id,
            messageId: message.id,
            state: 'opted-out',
            detail: `Not sent: ${OPTED_OUT}`,
            at: job.now,
          });
        });
        return;
      }
      const timeZone = message.time_zone ?? 'America/New_York';
      const quiet = smsReleaseTime(job.now, timeZone);
      if (quiet.held) {
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('messages')
            .set({ state: 'held', send_at: quiet.releaseAt, updated_at: job.now })
            .where('id', '=', message.id)
            .where('state', 'in', PENDING)
            .execute();
          await writeEvent(trx, {
            agencyId: message.agency_id,
            messageId: message.id,
            state: 'held',
            detail: `Quiet hours: held until ${formatZonedTime(quiet.releaseAt, timeZone)}`,
            at: job.now,
          });
          await ctx.jobs.enqueue(
            trx,
            MESSAGE_DELIVER_JOB,
            { messageId: message.id },
            {
              runAt: quiet.releaseAt,
              onceKey: `${message.id}@${quiet.releaseAt.toISOString()}`,
              maxAttempts: ctx.maxAttempts,
              agencyId: message.agency_id,
            },
          );
        });
        return;
      }
    }
    const sms = {
      agencyId: message.agency_id,
      to: message.recipient,
      body: message.text,
      statusCallback: ctx.sms.kind === 'http' ? statusCallbackOf(ctx) : null,
    };
    let sent: Sent;
    try {
      sent =
        message.channel === 'email'
          ? await sendEmail(message, job.signal)
          : ctx.sms.kind === 'outbox'
            ? (trx: Db) => ctx.sms.send(trx, sms)
            : await ctx.sms.send(ctx.db, sms);
    } catch (error) {
      // The SMTP server refused the recipient for good (5xx): bounced, not retried.
      const code = (error as { responseCode?: unknown }).responseCode;
      if (message.channel === 'email' && typeof code === 'number' && code >= 500 && code < 600) {
        await bounce(message, job, error);
        return;
      }
      await fail(message, job, error);
      throw error;
    }
    await finish(message, job, sent);
  };

  // The last attempt never finished (its runner stopped past the lease): the message is failed.
  handler.onGiveUp = async (payload, job, reason) => {
    const message = await ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', messageIdOf(payload))
      .executeTakeFirst();
    if (!message || !(PENDING as readonly string[]).includes(message.state)) return;
    await fail(message, { ...job, attempt: job.maxAttempts }, new Error(reason));
  };

  return handler;
}
