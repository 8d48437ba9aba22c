import { sql, type Kysely } from 'kysely';
import {
  AGENCY_DEFAULT_TIME_ZONE,
  isTimeZone,
  isJobOrderField,
  MERGE_FIELDS,
  MESSAGE_CHANNEL_KEYS,
  MESSAGE_LIMITS,
  MESSAGE_SKIP_REASONS,
  MISSING_MERGE_FIELDS,
  mergeFieldLabel,
  type MergeFieldKey,
  type MergeFieldValues,
  type MessageChannel,
  type MessageCheck,
  type MessagePreview,
  type MessageRecipientBlanks,
  type MessageRecipientResult,
  type MessageState,
  type SendMessagesPayload,
  type SendMessagesResult,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { escapeHtml } from '../../platform/mail';
import { ApiError, validationFailed } from '../../platform/errors';
import type { Listener } from '../../platform/events';
import { actorOf, MESSAGE_DELIVER_JOB, objectBody, requireCan, writeEvent, type MessagingContext } from './context';
import { renderMessage, type MergeValues, type MessageDraft, type RenderedMessage } from './render';
import type { ResolvedSender } from './sender';
import { e164 } from './sms';
import { checkMessageText, findTemplate, savedSearchApplicants } from './templates';
import { formatZonedDateTime, formatZonedTime, recipientTimeZone, smsReleaseTime } from './time-zones';
import { UNSUBSCRIBE_PATH } from './unsubscribe';
import { personName, type StaffScope } from '../../core/identity';
import { isId } from '../../platform/http';

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
  agencyTimeZone: string;
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
    .select(['name', 'state', 'time_zone'])
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
  return {
    agencyName: agency.name,
    agencyState: agency.state || null,
    // Interview times are the agency's (Management → Agencies), written with the zone named.
    agencyTimeZone: isTimeZone(agency.time_zone) ? agency.time_zone : AGENCY_DEFAULT_TIME_ZONE,
    jobOrder,
  };
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

/** What one recipient's merge fields are filled from. */
interface MergeContext {
  agencyId: number;
  shared: Shared;
  sender: { name: string; resolved: ResolvedSender };
  applicant: Recipient;
  /** The interview the message is about; else the applicant's next one (when the text uses it). */
  interviewAt: Date | null;
  /** Values typed for fields the context leaves empty. */
  fields: MergeFieldValues;
  now: Date;
}

/**
 * The merge values of one recipient: their details, the sender's, the agency's, the job order's, the
 * interview's; a value typed in the send (`Fields`) fills only a field that is empty here. The signature is
 * the sender's (mail settings), else their name and the agency's, as people sign.
 */
async function mergeValues(trx: Kysely<Database>, context: MergeContext, usesInterview: boolean): Promise<MergeValues> {
  const { shared, sender, applicant } = context;
  const interview =
    context.interviewAt ??
    (usesInterview ? await nextInterview(trx, context.agencyId, applicant.id, context.now) : null);
  const recruiterName = sender.resolved.fromName || sender.name;
  const values: Record<MergeFieldKey, string> = {
    '{{applicant.firstName}}': applicant.first_name,
    '{{applicant.lastName}}': applicant.last_name,
    '{{applicant.fullName}}': personName(applicant.first_name, applicant.last_name),
    '{{recruiter.name}}': recruiterName,
    '{{recruiter.signature}}': sender.resolved.signatureText.trim() || `${recruiterName}\n${shared.agencyName}`,
    '{{agency.name}}': shared.agencyName,
    '{{jobOrder.facility}}': shared.jobOrder?.facility ?? '',
    '{{jobOrder.unit}}': shared.jobOrder?.unit ?? '',
    '{{jobOrder.startDate}}': shared.jobOrder?.startDate ?? '',
    '{{interview.time}}': interview ? formatZonedDateTime(interview, shared.agencyTimeZone) : '',
  };
  for (const field of MERGE_FIELDS) {
    const typed = context.fields[field.key];
    if (values[field.key].trim() === '' && typed) values[field.key] = typed;
  }
  const signatureHtml =
    sender.resolved.signatureHtml || escapeHtml(values['{{recruiter.signature}}']).replace(/\r?\n/g, '<br>');
  return { values, signatureHtml };
}

/**
 * A draft resolved against one recipient's context: the message exactly as it is sent, and the merge fields
 * left without a value (renderMessage). The preview, the check and the send all come through here.
 */
async function resolveMessage(
  trx: Kysely<Database>,
  context: MergeContext,
  draft: MessageDraft,
  unsubscribeUrl: string | null,
): Promise<RenderedMessage> {
  const merge = await mergeValues(
    trx,
    context,
    usesInterviewField(draft.channel === 'email' ? draft.subject : null, draft.body),
  );
  return renderMessage(draft, merge, { unsubscribeUrl });
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

/** `Fields` of a payload: merge field → value (trimmed, one line; empty ones dropped), else 400. */
function fieldValues(value: unknown, errors: Record<string, string>): MergeFieldValues {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.Fields = 'Fields must map merge fields to values.';
    return {};
  }
  const fields: MergeFieldValues = {};
  for (const [key, raw] of Object.entries(value)) {
    const field = MERGE_FIELDS.find((entry) => entry.key === key);
    if (!field) errors.Fields = `Unknown merge field: ${key.slice(0, 60)}. Insert fields from the list.`;
    else if (typeof raw !== 'string') errors.Fields = `${field.label} must be text.`;
    else {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (text.length > MESSAGE_LIMITS.mergeValueMaxLength)
        errors.Fields = `${field.label}: at most ${MESSAGE_LIMITS.mergeValueMaxLength} characters.`;
      else if (text) fields[field.key] = text;
    }
  }
  return fields;
}

/** The unsubscribe link of a marketing or bulk e-mail to `address` (else null). */
function unsubscribeUrlOf(
  ctx: MessagingContext,
  out: { channel: MessageChannel; marketing: boolean; bulk: boolean; origin: string; agencyId: number },
  address: string,
): string | null {
  if (out.channel !== 'email' || !(out.marketing || out.bulk)) return null;
  return `${out.origin}${UNSUBSCRIBE_PATH}/${ctx.tokens.sign(out.agencyId, address.trim().toLowerCase())}`;
}

// ---------------------------------------------------------------------------------------------
// Preview
// ---------------------------------------------------------------------------------------------

/** One applicant's message exactly as the send would write it (the same resolveMessage), with its blanks. */
export async function previewMessage(
  ctx: MessagingContext,
  caller: StaffScope,
  body: unknown,
  origin: string,
): Promise<MessagePreview> {
  const input = objectBody(body);
  const errors: Record<string, string> = {};
  const channel = input.Channel as MessageChannel;
  if (!MESSAGE_CHANNEL_KEYS.includes(channel)) errors.Channel = 'Choose E-mail or SMS.';
  // Trimmed as the send trims them.
  const subject = typeof input.Subject === 'string' ? input.Subject.trim() : '';
  const text = typeof input.Body === 'string' ? input.Body.trim() : '';
  if (!isId(input.ApplicantId)) errors.ApplicantId = 'Choose an applicant.';
  const jobOrderId = input.JobOrderId === undefined || input.JobOrderId === null ? null : input.JobOrderId;
  if (jobOrderId !== null && !isId(jobOrderId)) errors.JobOrderId = 'Choose a job order of your agency.';
  const interviewAt = instantOf(input.InterviewAt, 'InterviewAt', errors);
  const fields = fieldValues(input.Fields, errors);
  for (const flag of ['Marketing', 'Bulk'] as const)
    if (input[flag] !== undefined && input[flag] !== null && typeof input[flag] !== 'boolean')
      errors[flag] = `${flag} must be true or false.`;
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
  const unsubscribeUrl = unsubscribeUrlOf(
    ctx,
    { channel, marketing: input.Marketing === true, bulk: input.Bulk === true, origin, agencyId: caller.agencyId },
    applicant.email,
  );
  const message = await resolveMessage(
    db,
    {
      agencyId: caller.agencyId,
      shared,
      sender: { name: actor.name, resolved },
      applicant,
      interviewAt,
      fields,
      now: ctx.now(),
    },
    { channel, subject, body: text },
    unsubscribeUrl,
  );
  return {
    Subject: message.subject,
    Text: message.text,
    Html: message.html,
    MissingFields: message.missing,
    Segments: message.segments,
    Characters: message.characters,
  };
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
  fields: MergeFieldValues;
  /** Recipients left out. */
  excluded: Set<number>;
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
  const fields = fieldValues(input.Fields, errors);
  const excluded = input.ExcludeApplicantIds ?? [];
  if (!Array.isArray(excluded) || !excluded.every(isId) || excluded.length > MESSAGE_LIMITS.recipientsMax)
    errors.ExcludeApplicantIds = 'Leave out applicants by their ids.';
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
    fields,
    excluded: new Set(excluded as number[]),
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
  /** Values typed for fields the context leaves empty. */
  fields: MergeFieldValues;
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

/** A recipient's message before it is written: skipped (with the reason), or rendered (maybe with blanks). */
type Prepared =
  | { skipped: string }
  | { skipped: null; message: RenderedMessage; recipient: string; timeZone: string; unsubscribeUrl: string | null };

/** The recipient's message as it would be written: the check and the send both come through here. */
async function prepareMessage(ctx: MessagingContext, trx: Kysely<Database>, out: Outgoing): Promise<Prepared> {
  const skipped = await skipReason(trx, out);
  if (skipped) return { skipped };
  const timeZone = recipientTimeZone(out.applicant, out.shared.agencyState);
  const recipient =
    out.channel === 'sms' ? e164(out.applicant.mobile_phone)! : out.applicant.email.trim().toLowerCase();
  const unsubscribeUrl = unsubscribeUrlOf(ctx, out, recipient);
  const message = await resolveMessage(
    trx,
    {
      agencyId: out.agencyId,
      shared: out.shared,
      sender: out.sender,
      applicant: out.applicant,
      interviewAt: out.interviewAt,
      fields: out.fields,
      now: ctx.now(),
    },
    { channel: out.channel, subject: out.subject, body: out.body },
    unsubscribeUrl,
  );
  return { skipped: null, message, recipient, timeZone, unsubscribeUrl };
}

/**
 * Writes one prepared message (no blanks) and its delivery job in the caller's transaction: queued (now),
 * scheduled (later), or held (an SMS in the recipient's quiet hours: until 8 am there). An automatic message
 * whose key was used already is not written again (null result).
 */
async function writeMessage(
  ctx: MessagingContext,
  trx: Kysely<Database>,
  out: Outgoing,
  prepared: Extract<Prepared, { skipped: null }>,
): Promise<{ messageId: number; state: MessageState; reason: string | null } | null> {
  const { message, recipient, timeZone } = prepared;
  const now = ctx.now();
  let sendAt = out.sendAt ?? now;
  let state: MessageState = out.sendAt ? 'scheduled' : 'queued';
  let reason: string | null = null;
  if (out.channel === 'sms') {
    const quiet = smsReleaseTime(sendAt, timeZone);
    if (quiet.held) {
      sendAt = quiet.releaseAt;
      state = 'held';
      reason = `Quiet hours: leaves at ${formatZonedTime(quiet.releaseAt, timeZone)}`;
    }
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
    subject: message.subject,
    text: message.text,
    html: message.html,
    cc: out.channel === 'email' ? out.sender.resolved.cc : [],
    bcc: out.channel === 'email' ? out.sender.resolved.bcc : [],
    reply_to: out.channel === 'email' ? out.sender.resolved.replyTo : null,
    marketing: out.marketing,
    unsubscribe_url: prepared.unsubscribeUrl,
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

/** A send validated and resolved: its recipients (ids in order, the found ones), and what each one shares. */
interface PlannedSend {
  actor: Awaited<ReturnType<typeof actorOf>>;
  ids: number[];
  recipients: Map<number, Recipient>;
  outgoing: (applicant: Recipient) => Outgoing;
}

/**
 * The send of a payload, up to the messages: the caller may send, the template is theirs, the recipients are
 * the ids given or the saved search's rows (at most MESSAGE_LIMITS.recipientsMax, else 400) less those left
 * out, and the job order is the agency's.
 */
async function planSend(
  ctx: MessagingContext,
  trx: Kysely<Database>,
  caller: StaffScope,
  send: ValidSend,
  origin: string,
): Promise<PlannedSend> {
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
  const all =
    send.applicantIds ??
    (await savedSearchApplicants(trx, caller, actor, send.savedSearchId!, MESSAGE_LIMITS.recipientsMax));
  if (all.length > MESSAGE_LIMITS.recipientsMax)
    throw validationFailed({
      SavedSearchId: `The saved search finds more than ${MESSAGE_LIMITS.recipientsMax.toLocaleString('en-US')} applicants: narrow it to send one message.`,
    });
  if (all.length === 0) throw validationFailed({ SavedSearchId: 'The saved search finds no applicants.' });
  const ids = all.filter((id) => !send.excluded.has(id));
  if (ids.length === 0)
    throw validationFailed({ ExcludeApplicantIds: 'Every recipient is left out: there is no one to send to.' });
  const shared = await sharedValues(trx, caller.agencyId, send.jobOrderId);
  const resolved = await senderOf(ctx, trx, caller.agencyId, caller.recruiterId);
  const recipients = await recipientsById(trx, caller.agencyId, ids);
  const marketing = send.marketing ?? template?.marketing ?? false;
  const bulk = all.length > 1 || send.savedSearchId !== null;
  return {
    actor,
    ids,
    recipients,
    outgoing: (applicant) => ({
      agencyId: caller.agencyId,
      channel: send.channel,
      applicant,
      sender: { recruiterId: actor.recruiterId, name: actor.name, resolved },
      template,
      subject: send.subject,
      body: send.body,
      marketing,
      bulk,
      sendAt: send.sendAt,
      automationKey: null,
      origin,
      shared,
      interviewAt: send.interviewAt,
      fields: send.fields,
      detail: `Sent by ${actor.name}`,
    }),
  };
}

/** Every field blank for at least one recipient, in MERGE_FIELDS order. */
const fieldsOf = (blanks: readonly MessageRecipientBlanks[]): MergeFieldKey[] =>
  MERGE_FIELDS.map((field) => field.key).filter((key) => blanks.some((entry) => entry.MissingFields.includes(key)));

const listed = (names: readonly string[], max = 5) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

/**
 * The 400 of a send with blanks: the message names the fields and who they are blank for, and how to fill
 * them; `Errors` is keyed by the merge field with the recipients it is blank for.
 */
function missingFieldsError(blanks: readonly MessageRecipientBlanks[]): ApiError {
  const fields = fieldsOf(blanks);
  const who = blanks.length === 1 ? blanks[0]!.Name : `${blanks.length} recipients`;
  const ways = [
    fields.some(isJobOrderField) ? 'choose the job order' : null,
    'fill them in',
    blanks.length === 1 ? 'leave the applicant out' : 'leave those recipients out',
  ].filter(Boolean);
  const message = `Not sent: these merge fields have no value for ${who}: ${fields.map(mergeFieldLabel).join(', ')}. ${ways
    .join(', ')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/, ([^,]+)$/, ' or $1')}.`;
  const errors = Object.fromEntries(
    fields.map((key) => [
      key,
      `No value for ${listed(blanks.filter((entry) => entry.MissingFields.includes(key)).map((entry) => entry.Name))}.`,
    ]),
  );
  return new ApiError(400, MISSING_MERGE_FIELDS, message, errors);
}

/** Each found, not skipped recipient's message, prepared; the blanks of those with any. */
async function prepareAll(ctx: MessagingContext, trx: Kysely<Database>, plan: PlannedSend) {
  const prepared = new Map<number, { out: Outgoing; prepared: Prepared }>();
  const blanks: MessageRecipientBlanks[] = [];
  for (const id of plan.ids) {
    const applicant = plan.recipients.get(id);
    if (!applicant) continue;
    const out = plan.outgoing(applicant);
    const entry = await prepareMessage(ctx, trx, out);
    prepared.set(id, { out, prepared: entry });
    if (entry.skipped === null && entry.message.missing.length > 0)
      blanks.push({
        ApplicantId: id,
        Name: personName(applicant.first_name, applicant.last_name),
        MissingFields: entry.message.missing,
      });
  }
  return { prepared, blanks };
}

/**
 * checkMessages: the send of this payload checked without making it (nothing written): who would get a
 * message, and whose message would have merge fields without a value.
 */
export async function checkMessages(
  ctx: MessagingContext,
  caller: StaffScope,
  body: unknown,
  origin: string,
): Promise<MessageCheck> {
  const send = sendPayload(body, ctx.now());
  return ctx.db.transaction().execute(async (trx) => {
    const plan = await planSend(ctx, trx, caller, send, origin);
    const { prepared, blanks } = await prepareAll(ctx, trx, plan);
    const recipients = [...prepared.values()].filter((entry) => entry.prepared.skipped === null).length;
    return { Recipients: recipients, Blanks: blanks, MissingFields: fieldsOf(blanks) };
  });
}

/**
 * sendMessages: validates, resolves the recipients (planSend), prepares each one's message, and refuses the
 * whole send (400 MISSING_MERGE_FIELDS) while any would have a blank merge field; else writes every message
 * and its job in ONE transaction; one result per recipient, in order. `origin` is the public origin of the
 * unsubscribe links.
 */
export async function sendMessages(
  ctx: MessagingContext,
  caller: StaffScope,
  body: unknown,
  origin: string,
): Promise<SendMessagesResult> {
  const send = sendPayload(body, ctx.now());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const plan = await planSend(ctx, trx, caller, send, origin);
    const { prepared, blanks } = await prepareAll(ctx, trx, plan);
    if (blanks.length > 0) throw missingFieldsError(blanks);
    const results: MessageRecipientResult[] = [];
    for (const id of plan.ids) {
      const applicant = plan.recipients.get(id);
      const entry = prepared.get(id);
      if (!applicant || !entry) {
        results.push({
          ApplicantId: id,
          Name: '',
          MessageId: null,
          State: null,
          Reason: MESSAGE_SKIP_REASONS.notFound,
        });
        continue;
      }
      const name = personName(applicant.first_name, applicant.last_name);
      if (entry.prepared.skipped !== null) {
        results.push({ ApplicantId: id, Name: name, MessageId: null, State: null, Reason: entry.prepared.skipped });
        continue;
      }
      const written = await writeMessage(ctx, trx, entry.out, entry.prepared);
      results.push({
        ApplicantId: id,
        Name: name,
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
 * A recipient without an address, or opted out, gets nothing; nor does one whose message would have a blank
 * merge field (an automation has no job order): both logged, and the move goes on.
 */
export function automaticMessages(ctx: MessagingContext, origin: () => string): Listener<'applicant.statusChanged'> {
  return async (trx, event) => {
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
    const out: Outgoing = {
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
      fields: {},
      detail: `Automatic: ${event.actor.name} moved the applicant`,
    };
    const prepared = await prepareMessage(ctx, trx, out);
    if (prepared.skipped !== null) {
      ctx.log.info({ applicantId: event.applicantId, reason: prepared.skipped }, 'automatic message skipped');
      return;
    }
    if (prepared.message.missing.length > 0) {
      ctx.log.warn(
        { applicantId: event.applicantId, templateId: automation.id, missing: prepared.message.missing },
        'automatic message not sent: merge fields without a value',
      );
      return;
    }
    await writeMessage(ctx, trx, out, prepared);
    // Delivered after the move commits, at the runner's next poll.
  };
}
