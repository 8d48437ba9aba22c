import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { can, rolesSentence, type MessageState, type Permission } from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs';
import type { SenderResolver } from './sender';
import type { SmsProvider } from './sms';
import type { UnsubscribeTokens } from './unsubscribe';
import './tables';
import { staffActor, type StaffActor, type StaffScope } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** The job that delivers one message; its once-only key is the message id (plus the release time when held again). */
export const MESSAGE_DELIVER_JOB = 'messages.deliver';

/**
 * The job runner's lane of MESSAGE_DELIVER_JOB (app/config/jobs.ts: JOBS_MESSAGES_CONCURRENCY, one agency at a
 * time): staff mail goes through servers the agencies choose, and a slow one must not hold up system mail.
 */
export const MESSAGES_LANE = 'messages';

/** Everything the messaging service needs: one per server (tests make theirs with their own clock and runner). */
export interface MessagingContext {
  db: Db;
  jobs: JobRunner;
  log: Logger;
  now: () => Date;
  resolveSender: SenderResolver;
  sms: SmsProvider;
  tokens: UnsubscribeTokens;
  /** SMTP_URL: the platform's server (null: e-mail is captured in the outbox). */
  smtpUrl: string | null;
  /** SMTP_TIMEOUT of the platform's server (ms). */
  smtpTimeoutMs: number;
  /** Attempts of one message (MESSAGE_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The public origin of links (ISSUER; else the request's), and of the SMS callbacks (SMS_CALLBACK_URL). */
  publicOrigin: string | null;
  smsCallbackUrl: string | null;
  /**
   * Without an SMS provider, whether the webhooks answer at all: only beside the dev outbox (DEV_OUTBOX, which
   * config allows in development and test only), to a client on this machine. Elsewhere they are off (404).
   */
  localWebhooks: boolean;
  /** The app's events: a delivery, a reply or a STOP tells `applicant.activity` (the applicant's timeline). */
  events: EventBus;
}

/** The caller as stored now (roles, name), or 401 when the account is gone. */
export async function actorOf(db: Kysely<Database>, caller: StaffScope): Promise<StaffActor> {
  return staffActor(db, caller.agencyId, caller.recruiterId);
}

export function requireCan(actor: StaffActor, permission: Permission, doing: string): void {
  if (!can(actor.roles, permission)) throw forbidden(`Only ${rolesSentence(permission)} can ${doing}.`);
}

/** The body as an object, else 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** Records a state a message went through (its history), in the caller's transaction. */
export async function writeEvent(
  trx: Kysely<Database>,
  entry: { agencyId: number; messageId: number; state: MessageState; detail: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('message_events')
    .values({
      agency_id: entry.agencyId,
      message_id: entry.messageId,
      state: entry.state,
      detail: entry.detail.slice(0, 1000),
      at: entry.at,
    })
    .execute();
}
