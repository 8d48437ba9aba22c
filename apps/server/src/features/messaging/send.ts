import { sql, type Kysely } from 'kysely';
import {
  MESSAGE_CHANNEL_KEYS,
  MESSAGE_LIMITS,
  MESSAGE_SKIP_REASONS,
  type MergeFieldKey,
  type MessageChannel,
  type MessagePreview,
  type MessageRecipientResult,
  type MessageState,
  type SendMessagesPayload,
  type SendMessagesResult,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { personName, type StatusChangeEvent } from '../applicants';
import {
  actorOf,
  isId,
  MESSAGE_DELIVER_JOB,
  objectBody,
  requireCan,
  writeEvent,
  type MessagingCaller,
  type MessagingContext,
} from './context';
import { emptyFields, renderEmail, renderSms, type MergeValues } from './render';
import type { ResolvedSender } from './sender';
import { e164 } from './sms';
import { checkMessageText, findTemplate, savedSearchApplicants } from './templates';
import { formatZonedDateTime, formatZonedTime, recipientTimeZone, smsReleaseTime } from './time-zones';
import { UNSUBSCRIBE_PATH } from './unsubscribe';

/** An applicant as a recipient. */
interface Recipient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_phone: string;
  state: string | null;
  zip: string;
  archived_at: Date | null;
}

async function recipientsById(trx: Kysely<Database>, agencyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Recipient>();
  const rows = await trx
    .selectFrom('applicants')
    .select(['id', 'first_name', 'last_name', 'email', 'mobile_phone', 'state', 'zip', 'archived_at'])
    .where('agency_id', '=', agencyId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row as Recipient]));
}

/** The sender of a staff member's messages (their account's mail settings). */
async function senderOf(
  ctx: MessagingContext,
  trx: Kysely<Database>,
  agencyId: number,
  recruiterId: number,
): Promise<ResolvedSender> {
  const user = await trx
    .selectFrom('recruiters')
    .select('user_id')
    .where('agency_id', '=', agencyId)
    .where('id', '=', recruiterId)
    .executeTakeFirstOrThrow();
  return ctx.resolveSender(trx as never, agencyId, user.user_id);
}

interface Shared {
  agencyName: string;
  agencyState: string | null;
  jobOrder: { facility: string; unit: string; startDate: string } | null;
}

const formatDay = (value: Date | string) => {
  const day = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
};

/** What every recipient of one send shares: the agency, the job order (400 when not the agency's). */
async function sharedValues(trx: Kysely<Database>, agencyId: number, jobOrderId: number | null): Promise<Shared> {
  const agency = await trx
    .selectFrom('agencies')
    .select(['name', 'state'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
  let jobOrder: Shared['jobOrder'] = null;
  if (jobOrderId !== null) {
    const row = await trx
      .selectFrom('job_orders as j')
      .innerJoin('institutions as i', (join) =>
        join.onRef('i.id', '=', 'j.institution_id').onRef('i.agency_id', '=', 'j.agency_id'),
      )
      .select(['i.name', 'j.unit', 'j.start_date'])
      .where('j.agency_id', '=', agencyId)
      .where('j.id', '=', jobOrderId)
      .executeTakeFirst();
    if (!row) throw validationFailed({ JobOrderId: 'Choose a job order of your agency.' });
    jobOrder = { facility: row.name, unit: row.unit, startDate: formatDay(row.start_date as Date | string) };
  }
  return { agencyName: agency.name, agencyState: agency.state || null, jobOrder };
}

/**
 * The applicant's next interview (calendar, issue 14) when the send does not name one: the calendar's table
 * read directly (no other way to reach it without a cycle between the features).
 */
async function nextInterview(trx: Kysely<Database>, agencyId: number, applicantId: number, after: Date) {
  const result = await sql<{ starts_at: Date }>`
    SELECT starts_at FROM calendar_events
    WHERE agency_id = ${agencyId} AND applicant_id = ${applicantId} AND kind = 'interview'
      AND cancelled_at IS NULL AND starts_at >= ${after}
    ORDER BY starts_at LIMIT 1`.execute(trx);
  return result.rows[0] ? new Date(result.rows[0].starts_at) : null;
}

async function mergeValues(
  trx: Kysely<Database>,
  shared: Shared,
  sender: { name: string; resolved: ResolvedSender },
  applicant: Recipient,
  timeZone: string,
  interviewAt: Date | null,
  now: Date,
  agencyId: number,
  usesInterview: boolean,
): Promise<MergeValues> {
  const interview = interviewAt ?? (usesInterview ? await nextInterview(trx, agencyId, applicant.id, now) : null);
  const values: Record<MergeFieldKey, string> = {
    '{{applicant.firstName}}': applicant.first_name,
    '{{applicant.lastName}}': applicant.last_name,
    '{{applicant.fullName}}': personName(applicant.first_name, applicant.last_name),
    '{{recruiter.name}}': sender.resolved.fromName || sender.name,
    '{{recruiter.signature}}': sender.resolved.signatureText,
    '{{agency.name}}': shared.agencyName,
    '{{jobOrder.facility}}': shared.jobOrder?.facility ?? '',
    '{{jobOrder.unit}}': shared.jobOrder?.unit ?? '',
    '{{jobOrder.startDate}}': shared.jobOrder?.startDate ?? '',
    '{{interview.time}}': interview ? formatZonedDateTime(interview, timeZone) : '',
  };
  return { values, signatureHtml: sender.resolved.signatureHtml };
}

const usesInterviewField = (...texts: (string | null)[]) => texts.some((text) => text?.includes('interview.time'));

function instantOf(value: unknown, field: string, errors: Record<string, string>): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const at = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) {
    errors[field] = `${field} must be a date and time (ISO 8601).`;
    return null;
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// Preview
// ---------------------------------------------------------------------------------------------

export async function previewMessage(
  ctx: MessagingContext,
  caller: MessagingCaller,
  body: unknown,
): Promise<MessagePreview> {
  const input = objectBody(body);
  const errors: Record<string, string> = {};
  const channel = input.Channel as MessageChannel;
  if (!MESSAGE_CHANNEL_KEYS.includes(channel)) errors.Channel = 'Choose E-mail or SMS.';
  const subject = typeof input.Subject === 'string' ? input.Subject : '';
  const text = typeof input.Body === 'string' ? input.Body : '';
  if (!isId(input.ApplicantId)) errors.ApplicantId = 'Choose an applicant.';
  const jobOrderId = input.JobOrderId === undefined || input.JobOrderId === null ? null : input.JobOrderId;
  if (jobOrderId !== null && !isId(jobOrderId)) errors.JobOrderId = 'Choose a job order of your agency.';
  const interviewAt = instantOf(input.InterviewAt, 'InterviewAt', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const { db } = ctx;
  const actor = await actorOf(db, caller);
  requireCan(actor, 'messages.send', 'send messages');
  const applicant = (await recipientsById(db, caller.agencyId, [input.ApplicantId as number])).get(
    input.ApplicantId as number,
  );
  if (!applicant) throw new ApiError(404, 'not_found', 'Applicant not found.');
  const shared = await sharedValues(db, caller.agencyId, jobOrderId as number | null);
  const resolved = await senderOf(ctx, db, caller.agencyId, caller.recruiterId);
  const timeZone = recipientTimeZone(applicant, shared.agencyState);
  const merge = await mergeValues(
    db,
    shared,
    { name: actor.name, resolved },
    applicant,
    timeZone,
    interviewAt,
    ctx.now(),
    caller.agencyId,
    usesInterviewField(subject, text),
  );
  const empty = emptyFields(channel === 'email' ? [subject, text] : [text], merge);
  if (channel === 'sms') {
    const sms = renderSms(text, merge);
    return {
      Subject: null,
      Text: sms.text,
      Html: null,
      EmptyFields: empty,
      Segments: sms.segments,
      Characters: sms.characters,
    };
  }
  const email = renderEmail(subject, text, merge);
  return { Subject: email.subject, Text: email.text, Html: email.html, EmptyFields: empty, Segments: 0, Characters: 0 };
}

// ---------------------------------------------------------------------------------------------
// Send (one, a selection, a saved search; now or later)
// ---------------------------------------------------------------------------------------------

/** A validated send. */
interface ValidSend {
  channel: MessageChannel;
  templateId: number | null;
  subject: string;
  body: string;
  applicantIds: number[] | null;
  savedSearchId: number | null;
  jobOrderId: number | null;
  sendAt: Date | null;
  marketing: boolean | null;
  interviewAt: Date | null;
}

function sendPayload(body: unknown, now: Date): ValidSend {
  const input = objectBody(body) as Partial<Record<keyof SendMessagesPayload, unknown>>;
  const errors: Record<string, string> = {};
  const channel = input.Channel as MessageChannel;
  if (!MESSAGE_CHANNEL_KEYS.includes(channel)) errors.Channel = 'Choose E-mail or SMS.';
  const templateId = input.TemplateId ?? null;
  if (templateId !== null && !isId(templateId)) errors.TemplateId = 'Choose a template or none.';
  const subject = typeof input.Subject === 'string' ? input.Subject.trim() : '';
  const text = typeof input.Body === 'string' ? input.Body.trim() : '';
  checkMessageText({ Channel: input.Channel, Subject: channel === 'email' ? subject : null, Body: text }, errors);
  let applicantIds: number[] | null = null;
  let savedSearchId: number | null = null;
  if (input.ApplicantIds !== undefined && input.SavedSearchId !== undefined && input.SavedSearchId !== null)
    errors.ApplicantIds = 'Send to chosen applicants or to a saved search, not both.';
  else if (input.SavedSearchId !== undefined && input.SavedSearchId !== null) {
    if (isId(input.SavedSearchId)) savedSearchId = input.SavedSearchId;
    else errors.SavedSearchId = 'Choose one of your saved searches.';
  } else if (!Array.isArray(input.ApplicantIds) || !input.ApplicantIds.every(isId)) {
    errors.ApplicantIds = 'Choose the applicants to send to.';
  } else {
    applicantIds = [...new Set(input.ApplicantIds as number[])];
    if (applicantIds.length === 0) errors.ApplicantIds = 'Choose at least one applicant.';
    else if (applicantIds.length > MESSAGE_LIMITS.recipientsMax)
      errors.ApplicantIds = `At most ${MESSAGE_LIMITS.recipientsMax.toLocaleString('en-US')} recipients can be sent one message at once.`;
  }
  const jobOrderId = input.JobOrderId ?? null;
  if (jobOrderId !== null && !isId(jobOrderId)) errors.JobOrderId = 'Choose a job order of your agency.';
  const sendAt = instantOf(input.SendAt, 'SendAt', errors);
  if (sendAt && sendAt.getTime() > now.getTime() + MESSAGE_LIMITS.scheduleMaxDays * 86_400_000)
    errors.SendAt = `A message can be scheduled at most ${MESSAGE_LIMITS.scheduleMaxDays} days ahead.`;
  if (input.Marketing !== undefined && input.Marketing !== null && typeof input.Marketing !== 'boolean')
    errors.Marketing = 'Marketing must be true or false.';
  const interviewAt = instantOf(input.InterviewAt, 'InterviewAt', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    channel,
    templateId: templateId as number | null,
    subject,
    body: text,
    applicantIds,
    savedSearchId,
    jobOrderId: jobOrderId as number | null,
    // A time already past (a slow form) is now.
    sendAt: sendAt && sendAt.getTime() > now.getTime() ? sendAt : null,
    marketing: typeof input.Marketing === 'boolean' ? input.Marketing : null,
    interviewAt,
  };
}

/** One message to write (the send's or an automation's), rendered for its recipient. */
interface Outgoing {
  agencyId: number;
  channel: MessageChannel;
  applicant: Recipient;
  sender: { recruiterId: number; name: string; resolved: ResolvedSender };
  template: { id: number; name: string } | null;
  subject: string;
  body: string;
  marketing: boolean;
  /** Bulk e-mail carries the unsubscribe link (marketing e-mail always). */
  bulk: boolean;
  /** Null: now. */
  sendAt: Date | null;
  automationKey: string | null;
  origin: string;
  shared: Shared;
  interviewAt: Date | null;
  /** The history's first event ("Sent by …", "Automatic: moved to Rejected"). */
  detail: string;
}

/** Why a recipient gets nothing, or null. */
async function skipReason(trx: Kysely<Database>, out: Outgoing): Promise<string | null> {
  if (out.applicant.archived_at !== null) return MESSAGE_SKIP_REASONS.archived;
  if (out.channel === 'email') {
    const email = out.applicant.email.trim().toLowerCase();
    if (!email) return MESSAGE_SKIP_REASONS.noEmail;
    if (out.marketing) {
      const unsubscribed = await trx
        .selectFrom('email_unsubscribes')
        .select('email')
        .where('agency_id', '=', out.agencyId)
        .where('email', '=', email)
        .executeTakeFirst();
      if (unsubscribed) return MESSAGE_SKIP_REASONS.unsubscribed;
    }
    return null;
  }
  const phone = e164(out.applicant.mobile_phone);
  if (!phone) return MESSAGE_SKIP_REASONS.noMobile;
  const optedOut = await trx
    .selectFrom('sms_opt_outs')
    .select('phone')
    .where('agency_id', '=', out.agencyId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return optedOut ? MESSAGE_SKIP_REASONS.optedOut : null;
}

/**
 * Writes one message and its delivery job in the caller's transaction: skipped (with the reason), or queued
 * (now), scheduled (later), or held (an SMS in the recipient's quiet hours: until 8 am there). An automatic
 * message whose key was used already is not written again (null result).
 */
async function writeMessage(
  ctx: MessagingContext,
  trx: Kysely<Database>,
  out: Outgoing,
): Promise<{ messageId: number | null; state: MessageState | null; reason: string | null } | null> {
  const skipped = await skipReason(trx, out);
  if (skipped) return { messageId: null, state: null, reason: skipped };
  const now = ctx.now();
  const timeZone = recipientTimeZone(out.applicant, out.shared.agencyState);
  const merge = await mergeValues(
    trx,
    out.shared,
    out.sender,
    out.applicant,
    timeZone,
    out.interviewAt,
    now,
    out.agencyId,
    usesInterviewField(out.subject, out.body),
  );
  let sendAt = out.sendAt ?? now;
  let state: MessageState = out.sendAt ? 'scheduled' : 'queued';
  let reason: string | null = null;
  let recipient: string;
  let values: { subject: string | null; text: string; html: string | null; unsubscribeUrl: string | null };
  if (out.channel === 'sms') {
    recipient = e164(out.applicant.mobile_phone)!;
    const sms = renderSms(out.body, merge);
    values = { subject: null, text: sms.text, html: null, unsubscribeUrl: null };
    const quiet = smsReleaseTime(sendAt, timeZone);
    if (quiet.held) {
      sendAt = quiet.releaseAt;
      state = 'held';
      reason = `Quiet hours: leaves at ${formatZonedTime(quiet.releaseAt, timeZone)}`;
    }
  } else {
    recipient = out.applicant.email.trim().toLowerCase();
    const unsubscribeUrl =
      out.marketing || out.bulk ? `${out.origin}${UNSUBSCRIBE_PATH}/${ctx.tokens.sign(out.agencyId, recipient)}` : null;
    const email = renderEmail(out.subject, out.body, merge, { unsubscribeUrl });
    values = { subject: email.subject, text: email.text, html: email.html, unsubscribeUrl };
  }
  const from =
    out.channel === 'sms'
      ? ctx.sms.from
      : out.sender.resolved.fromName
        ? `${out.sender.resolved.fromName} <${out.sender.resolved.fromAddress}>`
        : out.sender.resolved.fromAddress;
  let insert = trx.insertInto('messages').values({
    agency_id: out.agencyId,
    channel: out.channel,
    direction: 'outbound',
    state,
    applicant_id: out.applicant.id,
    sender_id: out.sender.recruiterId,
    sender_name: out.sender.name,
    template_id: out.template?.id ?? null,
    template_name: out.template?.name ?? null,
    recipient,
    from_address: from,
    subject: values.subject,
    text: values.text,
    html: values.html,
    cc: out.channel === 'email' ? out.sender.resolved.cc : [],
    bcc: out.channel === 'email' ? out.sender.resolved.bcc : [],
    reply_to: out.channel === 'email' ? out.sender.resolved.replyTo : null,
    marketing: out.marketing,
    unsubscribe_url: values.unsubscribeUrl,
    time_zone: timeZone,
    automation_key: out.automationKey,
    send_at: sendAt,
    created_at: now,
    updated_at: now,
  });
  if (out.automationKey !== null)
    insert = insert.onConflict((conflict) =>
      conflict.columns(['agency_id', 'automation_key']).where('automation_key', 'is not', null).doNothing(),
    );
  const row = await insert.returning('id').executeTakeFirst();
  if (!row) return null;
  await writeEvent(trx, {
    agencyId: out.agencyId,
    messageId: row.id,
    state,
    at: now,
    detail:
      state === 'held'
        ? `${out.detail}; ${reason}`
        : state === 'scheduled'
          ? `${out.detail}; scheduled for ${formatZonedDateTime(sendAt, timeZone)}`
          : out.detail,
  });
  await ctx.jobs.enqueue(
    trx,
    MESSAGE_DELIVER_JOB,
    { messageId: row.id },
    { runAt: sendAt, onceKey: String(row.id), maxAttempts: ctx.maxAttempts, agencyId: out.agencyId },
  );
  return { messageId: row.id, state, reason };
}

/**
 * sendMessages: validates, resolves the recipients (the ids given, or every row of a saved search: at most
 * MESSAGE_LIMITS.recipientsMax, else 400), then writes every message and its job in ONE transaction; one
 * result per recipient, in order. `origin` is the public origin of the unsubscribe links.
 */
export async function sendMessages(
  ctx: MessagingContext,
  caller: MessagingCaller,
  body: unknown,
  origin: string,
): Promise<SendMessagesResult> {
  const send = sendPayload(body, ctx.now());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    requireCan(actor, 'messages.send', 'send messages');
    let template: { id: number; name: string; marketing: boolean } | null = null;
    if (send.templateId !== null) {
      const row = await findTemplate(trx, caller, send.templateId).catch(() => null);
      if (!row || row.channel !== send.channel)
        throw validationFailed({
          TemplateId: `Choose one of your ${send.channel === 'sms' ? 'SMS' : 'e-mail'} templates.`,
        });
      template = { id: row.id, name: row.name, marketing: row.marketing };
    }
    const ids =
      send.applicantIds ??
      (await savedSearchApplicants(trx, caller, actor, send.savedSearchId!, MESSAGE_LIMITS.recipientsMax));
    if (ids.length > MESSAGE_LIMITS.recipientsMax)
      throw validationFailed({
        SavedSearchId: `The saved search finds more than ${MESSAGE_LIMITS.recipientsMax.toLocaleString('en-US')} applicants: narrow it to send one message.`,
      });
    if (ids.length === 0) throw validationFailed({ SavedSearchId: 'The saved search finds no applicants.' });
    const shared = await sharedValues(trx, caller.agencyId, send.jobOrderId);
    const resolved = await senderOf(ctx, trx, caller.agencyId, caller.recruiterId);
    const recipients = await recipientsById(trx, caller.agencyId, ids);
    const marketing = send.marketing ?? template?.marketing ?? false;
    const results: MessageRecipientResult[] = [];
    for (const id of ids) {
      const applicant = recipients.get(id);
      if (!applicant) {
        results.push({
          ApplicantId: id,
          Name: '',
          MessageId: null,
          State: null,
          Reason: MESSAGE_SKIP_REASONS.notFound,
        });
        continue;
      }
      const written = await writeMessage(ctx, trx, {
        agencyId: caller.agencyId,
        channel: send.channel,
        applicant,
        sender: { recruiterId: actor.recruiterId, name: actor.name, resolved },
        template,
        subject: send.subject,
        body: send.body,
        marketing,
        bulk: ids.length > 1 || send.savedSearchId !== null,
        sendAt: send.sendAt,
        automationKey: null,
        origin,
        shared,
        interviewAt: send.interviewAt,
        detail: `Sent by ${actor.name}`,
      });
      results.push({
        ApplicantId: id,
        Name: personName(applicant.first_name, applicant.last_name),
        MessageId: written?.messageId ?? null,
        State: written?.state ?? null,
        Reason: written?.reason ?? null,
      });
    }
    const queued = results.filter((entry) => entry.MessageId !== null).length;
    return { Results: results, Queued: queued, Skipped: results.length - queued };
  });
  ctx.jobs.kick();
  return result;
}

// ---------------------------------------------------------------------------------------------
// Automatic messages (a listener of the applicants' status changes)
// ---------------------------------------------------------------------------------------------

/**
 * The automatic message of a move, written in the move's transaction: the agency's template for the status
 * entered, from the staff member who made the move. Its once-only key is the move's history row
 * (`status:<activity id>`): a move handled twice (a retried request, a second listener) writes one message.
 * A recipient without an address, or opted out, gets nothing (logged).
 */
export function automaticMessages(ctx: MessagingContext, origin: () => string) {
  return async (trx: Kysely<Database>, event: StatusChangeEvent): Promise<void> => {
    const automation = await trx
      .selectFrom('message_automations as m')
      .innerJoin('message_templates as t', (join) =>
        join.onRef('t.id', '=', 'm.template_id').onRef('t.agency_id', '=', 'm.agency_id'),
      )
      .select(['t.id', 't.name', 't.channel', 't.subject', 't.body', 't.marketing'])
      .where('m.agency_id', '=', event.agencyId)
      .where('m.status', '=', event.to)
      .executeTakeFirst();
    if (!automation) return;
    const applicant = (await recipientsById(trx, event.agencyId, [event.applicantId])).get(event.applicantId);
    if (!applicant) return;
    const resolved = await senderOf(ctx, trx, event.agencyId, event.actor.recruiterId);
    const written = await writeMessage(ctx, trx, {
      agencyId: event.agencyId,
      channel: automation.channel,
      applicant,
      sender: { recruiterId: event.actor.recruiterId, name: event.actor.name, resolved },
      template: { id: automation.id, name: automation.name },
      subject: automation.subject ?? '',
      body: automation.body,
      marketing: automation.marketing,
      bulk: false,
      sendAt: null,
      automationKey: `status:${event.activityId}`,
      origin: origin(),
      shared: await sharedValues(trx, event.agencyId, null),
      interviewAt: null,
      detail: `Automatic: ${event.actor.name} moved the applicant`,
    });
    if (written?.messageId === null)
      ctx.log.info({ applicantId: event.applicantId, reason: written.reason }, 'automatic message skipped');
    // Delivered after the move commits, at the runner's next poll.
  };
}
