import { sql, type Kysely } from 'kysely';
import {
  MESSAGE_CANCELLABLE_STATES,
  MESSAGE_CHANNEL_KEYS,
  MESSAGE_SORTS,
  MESSAGE_STATE_KEYS,
  messageStateLabel,
  type MessageChannel,
  type MessageDetail,
  type MessageSort,
  type MessageState,
  type MessageSummary,
  type Page,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { containsPattern, pageOf, searchOf, single, sortOf } from '../../platform/http';
import { actorOf, requireCan, writeEvent, type MessagingContext } from './context';
import type { MessageRow } from './tables';
import { formatZonedTime } from './time-zones';
import type { StaffScope } from '../../core/identity';

export const MESSAGE_NOT_FOUND = 'Message not found.';
export const MESSAGE_PAGE_SIZE = 25;

type SummaryRow = MessageRow & { applicant_name: string | null; applicant_number: number | null };

/** The messages of the agency (`m`) with their applicant's name and number, scoped to the agency in the query. */
function messagesOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('messages as m')
    .leftJoin('applicants as a', (join) =>
      join.onRef('a.id', '=', 'm.applicant_id').onRef('a.agency_id', '=', 'm.agency_id'),
    )
    .selectAll('m')
    .select(sql<string | null>`a.first_name || ' ' || a.last_name`.as('applicant_name'))
    .select('a.number as applicant_number')
    .where('m.agency_id', '=', agencyId);
}

function reasonOf(row: MessageRow): string | null {
  if (row.state === 'held')
    return `Quiet hours: leaves at ${formatZonedTime(new Date(row.send_at), row.time_zone ?? 'America/New_York')}`;
  if (row.state === 'failed' || row.state === 'bounced' || row.state === 'opted-out' || row.state === 'cancelled')
    return row.last_error;
  return null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toSummary(row: SummaryRow): MessageSummary {
  const preview = row.text.replace(/\s+/g, ' ').trim();
  return {
    MessageId: row.id,
    Channel: row.channel,
    Direction: row.direction,
    State: row.state,
    Reason: reasonOf(row),
    ApplicantId: row.applicant_id,
    ApplicantName: row.applicant_name ?? '',
    ApplicantNumber: row.applicant_number,
    Recipient: row.recipient,
    SenderName: row.sender_name,
    TemplateName: row.template_name,
    Subject: row.subject,
    Preview: preview.length > 140 ? `${preview.slice(0, 139)}…` : preview,
    At: iso(row.created_at)!,
    SendAt: iso(row.send_at)!,
    SentAt: iso(row.sent_at),
    Marketing: row.marketing,
    Automatic: row.automation_key !== null,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const SORT_COLUMNS: Record<MessageSort, string> = {
  at: 'm.created_at',
  sendAt: 'm.send_at',
  state: 'm.state',
  recipient: 'm.recipient',
};

/** listMessages: the history, filtered, searched, sorted and paged (the contract's list shape). */
export async function listMessages(
  db: Db,
  caller: StaffScope,
  query: Record<string, unknown>,
): Promise<Page<MessageSummary>> {
  const actor = await actorOf(db, caller);
  requireCan(actor, 'messages.send', 'read the message history');
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, MESSAGE_PAGE_SIZE, errors);
  const { sort, order } = sortOf(
    query,
    MESSAGE_SORTS,
    'at',
    (chosen) => (chosen === 'at' || chosen === 'sendAt' ? 'desc' : 'asc'),
    errors,
  );
  const q = searchOf(query, errors);
  const channel = single(query.Channel, 'Channel', errors);
  if (channel !== undefined && !MESSAGE_CHANNEL_KEYS.includes(channel as MessageChannel))
    errors.Channel = 'Channel must be email or sms.';
  const state = single(query.State, 'State', errors);
  if (state !== undefined && !MESSAGE_STATE_KEYS.includes(state as MessageState))
    errors.State = `State must be one of ${MESSAGE_STATE_KEYS.join(', ')}.`;
  const applicantId = single(query.ApplicantId, 'ApplicantId', errors);
  if (applicantId !== undefined && !/^[1-9]\d{0,9}$/.test(applicantId))
    errors.ApplicantId = 'ApplicantId must be an id.';
  const senderId = single(query.SenderId, 'SenderId', errors);
  if (senderId !== undefined && !/^[1-9]\d{0,9}$/.test(senderId)) errors.SenderId = 'SenderId must be an id.';
  const from = single(query.From, 'From', errors);
  if (from !== undefined && !isDate(from)) errors.From = 'From must be a date written YYYY-MM-DD.';
  const to = single(query.To, 'To', errors);
  if (to !== undefined && !isDate(to)) errors.To = 'To must be a date written YYYY-MM-DD.';
  if (from && to && isDate(from) && isDate(to) && from > to) errors.To = 'To must not be before From.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  let select = messagesOf(db, caller.agencyId);
  if (channel !== undefined) select = select.where('m.channel', '=', channel as MessageChannel);
  if (state !== undefined) select = select.where('m.state', '=', state as MessageState);
  if (applicantId !== undefined) select = select.where('m.applicant_id', '=', Number(applicantId));
  if (senderId !== undefined) select = select.where('m.sender_id', '=', Number(senderId));
  if (from !== undefined)
    select = select.where(sql<boolean>`m.created_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (to !== undefined)
    select = select.where(sql<boolean>`m.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  if (q !== undefined)
    select = select.where(
      sql<boolean>`lower(m.recipient || ' ' || coalesce(m.subject, '') || ' ' || m.text) LIKE ${containsPattern(q.toLowerCase())}`,
    );
  const counted = await select
    .clearSelect()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await select
    .orderBy(sql.ref(SORT_COLUMNS[sort]), order)
    .orderBy('m.id', order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    Items: rows.map((row) => toSummary(row as SummaryRow)),
    Page: page,
    PageSize: pageSize,
    Total: Number(counted.total),
  };
}

async function detailOf(db: Kysely<Database>, agencyId: number, id: number): Promise<MessageDetail> {
  const row = (await messagesOf(db, agencyId).where('m.id', '=', id).executeTakeFirst()) as SummaryRow | undefined;
  if (!row) throw new ApiError(404, 'not_found', MESSAGE_NOT_FOUND);
  const events = await db
    .selectFrom('message_events')
    .select(['state', 'detail', 'at'])
    .where('agency_id', '=', agencyId)
    .where('message_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    ...toSummary(row),
    Text: row.text,
    Html: row.html,
    Cc: row.cc,
    Bcc: row.bcc,
    ReplyTo: row.reply_to,
    From: row.from_address,
    Attempts: row.attempts,
    Events: events.map((event) => ({ State: event.state, At: iso(event.at)!, Detail: event.detail })),
  };
}

export async function getMessage(db: Db, caller: StaffScope, id: number): Promise<MessageDetail> {
  const actor = await actorOf(db, caller);
  requireCan(actor, 'messages.send', 'read the message history');
  return detailOf(db, caller.agencyId, id);
}

/** cancelMessage: a message that has not left (scheduled, queued, held) becomes cancelled; its job then finds nothing to do. */
export async function cancelMessage(ctx: MessagingContext, caller: StaffScope, id: number): Promise<MessageDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    requireCan(actor, 'messages.send', 'cancel messages');
    const row = await trx
      .selectFrom('messages')
      .select(['id', 'state'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'not_found', MESSAGE_NOT_FOUND);
    if (!MESSAGE_CANCELLABLE_STATES.includes(row.state))
      throw new ApiError(
        409,
        'not_cancellable',
        `This message is ${messageStateLabel(row.state).toLowerCase()}: only a scheduled, queued or held message can be cancelled.`,
      );
    const now = ctx.now();
    await trx
      .updateTable('messages')
      .set({ state: 'cancelled', last_error: `Cancelled by ${actor.name}`, updated_at: now })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .execute();
    await writeEvent(trx, {
      agencyId: caller.agencyId,
      messageId: id,
      state: 'cancelled',
      detail: `Cancelled by ${actor.name}`,
      at: now,
    });
    return detailOf(trx, caller.agencyId, id);
  });
}

/** listApplicantMessages: the applicant's thread, oldest first, replies included (404: not the agency's applicant). */
export async function applicantMessages(db: Db, caller: StaffScope, applicantId: number): Promise<MessageSummary[]> {
  const actor = await actorOf(db, caller);
  requireCan(actor, 'applicants.read', 'read applicants');
  const applicant = await db
    .selectFrom('applicants')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!applicant) throw new ApiError(404, 'not_found', 'Applicant not found.');
  const rows = await messagesOf(db, caller.agencyId)
    .where('m.applicant_id', '=', applicantId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => toSummary(row as SummaryRow));
}
