/**
 * Messaging (issue 14, "Communication center" and "Histories"): e-mail and SMS templates with merge fields,
 * sending to one applicant, a selection or everyone in a saved search (now or scheduled), the history of every
 * message with its state, automatic messages on pipeline moves, and saved searches. Delivery runs in the
 * background (job runner, retries); SMS are never sent between 9 pm and 8 am in the recipient's local time
 * (held until 8 am there), STOP / START replies are honoured, marketing e-mail carries an unsubscribe link.
 * docs/messaging.md describes the behaviour.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall, type ListQuery, type Page } from './common';
import type { ApplicantStatus } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Channels, states, limits
// ---------------------------------------------------------------------------------------------

export const MESSAGE_CHANNELS = [
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'SMS' },
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]['key'];
export const MESSAGE_CHANNEL_KEYS: readonly MessageChannel[] = MESSAGE_CHANNELS.map((channel) => channel.key);

export const messageChannelLabel = (channel: MessageChannel): string =>
  MESSAGE_CHANNELS.find((entry) => entry.key === channel)?.label ?? channel;

/**
 * A message's state. Outbound: scheduled (SendAt later) → queued → sent → delivered (SMS status callback),
 * or held (an SMS in the recipient's quiet hours, until 8 am there), failed (with the reason, after the
 * retries), bounced, replied (an SMS answered), opted-out (the answer was STOP), cancelled (by staff before
 * it left). Inbound SMS are 'received'.
 */
export const MESSAGE_STATES = [
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'queued', label: 'Queued' },
  { key: 'held', label: 'Held (quiet hours)' },
  { key: 'sent', label: 'Sent' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed' },
  { key: 'bounced', label: 'Bounced' },
  { key: 'replied', label: 'Replied' },
  { key: 'opted-out', label: 'Opted out' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'received', label: 'Received' },
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number]['key'];
export const MESSAGE_STATE_KEYS: readonly MessageState[] = MESSAGE_STATES.map((state) => state.key);

export const messageStateLabel = (state: MessageState): string =>
  MESSAGE_STATES.find((entry) => entry.key === state)?.label ?? state;

/** The states a message can still be cancelled in (it has not left yet). */
export const MESSAGE_CANCELLABLE_STATES: readonly MessageState[] = ['scheduled', 'queued', 'held'];

export type MessageDirection = 'outbound' | 'inbound';

/** Bounds the server enforces (400 beyond them). */
export const MESSAGE_LIMITS = Object.freeze({
  /** Recipients of one send (a selection or a saved search). */
  recipientsMax: 1000,
  templateNameMaxLength: 100,
  subjectMaxLength: 200,
  emailBodyMaxLength: 20_000,
  /** Ten GSM-7 segments. */
  smsBodyMaxLength: 1600,
  savedSearchNameMaxLength: 80,
  savedSearchQueryMaxLength: 2000,
  /** How far ahead a send may be scheduled. */
  scheduleMaxDays: 365,
  /** A value typed for a merge field (`Fields`). */
  mergeValueMaxLength: 200,
});

/** No SMS from 21:00 to 08:00 in the recipient's local time; held messages leave at 08:00 there. */
export const SMS_QUIET_HOURS = Object.freeze({ startHour: 21, endHour: 8 });

/** Why a recipient was skipped (`Reason` of a result); the portal shows them as written. */
export const MESSAGE_SKIP_REASONS = Object.freeze({
  noEmail: 'No e-mail address',
  noMobile: 'No mobile number',
  optedOut: 'Opted out of SMS (replied STOP)',
  unsubscribed: 'Unsubscribed from marketing e-mail',
  archived: 'Archived applicant',
  notFound: 'Applicant not found',
});

// ---------------------------------------------------------------------------------------------
// Merge fields and the SMS segment rule (shared by the portal's live count and the server)
// ---------------------------------------------------------------------------------------------

/** The merge fields a template may hold, inserted from a picker. */
export const MERGE_FIELDS = [
  { key: '{{applicant.firstName}}', label: "Applicant's first name", group: 'Applicant' },
  { key: '{{applicant.lastName}}', label: "Applicant's last name", group: 'Applicant' },
  { key: '{{applicant.fullName}}', label: "Applicant's full name", group: 'Applicant' },
  { key: '{{recruiter.name}}', label: "Recruiter's name", group: 'Recruiter' },
  { key: '{{recruiter.signature}}', label: "Recruiter's signature", group: 'Recruiter' },
  { key: '{{agency.name}}', label: 'Agency name', group: 'Agency' },
  { key: '{{jobOrder.facility}}', label: 'Job order facility', group: 'Job order' },
  { key: '{{jobOrder.unit}}', label: 'Job order unit', group: 'Job order' },
  { key: '{{jobOrder.startDate}}', label: 'Job order start date', group: 'Job order' },
  {
    key: '{{interview.time}}',
    label: "Interview time (applicant's time zone)",
    group: 'Interview',
  },
] as const;
export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];

/** A merge field's label ("Job order facility"). */
export const mergeFieldLabel = (key: MergeFieldKey): string =>
  MERGE_FIELDS.find((field) => field.key === key)?.label ?? key;

/** The job order's merge fields: filled by choosing the job order the message is about (`JobOrderId`). */
export const isJobOrderField = (key: MergeFieldKey): boolean => key.startsWith('{{jobOrder.');

/**
 * Values the sender types for merge fields the context leaves empty (a field without a job order, an
 * applicant without an interview): each is used only where the recipient's own value is empty.
 */
export type MergeFieldValues = Partial<Record<MergeFieldKey, string>>;

/**
 * The code of the 400 a send answers while a recipient's message would have a merge field without a value;
 * `Errors` is keyed by the merge field (`{{jobOrder.facility}}`) with the recipients it is blank for.
 */
export const MISSING_MERGE_FIELDS = 'missing_merge_fields';

/** The merge field keys a text holds, in order of first appearance (unknown `{{…}}` left out). */
export function mergeFieldsIn(text: string): MergeFieldKey[] {
  const found: MergeFieldKey[] = [];
  for (const match of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
    const key = `{{${match[1]}}}`;
    const field = MERGE_FIELDS.find((entry) => entry.key === key);
    if (field && !found.includes(field.key)) found.push(field.key);
  }
  return found;
}

/** The GSM 03.38 basic character set (one septet each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The GSM 03.38 extension table (an escape plus one septet: two each). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSegments {
  /** Characters as the network counts them (GSM-7: extended characters count 2; UCS-2: UTF-16 units). */
  Characters: number;
  Segments: number;
  Encoding: 'GSM-7' | 'UCS-2';
}

/**
 * How many segments an SMS takes: GSM-7 holds 160 characters in one segment and 153 a segment when split
 * (extended characters such as `€ [ ] { }` count 2); any other character switches the whole message to
 * UCS-2: 70 in one, 67 a segment when split. An empty text is 0 segments.
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    return {
      Characters: septets,
      Segments: septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153),
      Encoding: 'GSM-7',
    };
  }
  const units = text.length;
  return { Characters: units, Segments: units <= 70 ? 1 : Math.ceil(units / 67), Encoding: 'UCS-2' };
}

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

/** Agency-wide (managers and above edit them: `templates.agency`) or personal (the owner's only). */
export type MessageTemplateScope = 'agency' | 'personal';

/** What staff edit (the body of create and update). */
export interface MessageTemplatePayload {
  Channel: MessageChannel;
  Name: string;
  /** E-mail only (required there); null for SMS. */
  Subject: string | null;
  /** E-mail: Markdown or plain text (raw HTML is shown as text); SMS: plain text. Both with merge fields. */
  Body: string;
  Scope: MessageTemplateScope;
  /** A marketing message: e-mail carries the unsubscribe link, and unsubscribed addresses are skipped. */
  Marketing: boolean;
}

export interface MessageTemplate extends MessageTemplatePayload {
  TemplateId: number;
  /** The owner's name of a personal template; null for agency templates. */
  OwnerName: string | null;
  /** Whether the caller may edit or delete it. */
  CanEdit: boolean;
  UpdatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Preview and send
// ---------------------------------------------------------------------------------------------

export interface MessagePreviewPayload {
  Channel: MessageChannel;
  Subject?: string | null;
  Body: string;
  ApplicantId: number;
  JobOrderId?: number | null;
  /** The interview the message is about (ISO instant) for `{{interview.time}}`; else the applicant's next one. */
  InterviewAt?: string | null;
  /** See SendMessagesPayload. */
  Fields?: MergeFieldValues;
  /** As the send will be: a marketing e-mail, or a bulk one (more than one recipient, a saved search), carries the unsubscribe link. */
  Marketing?: boolean;
  Bulk?: boolean;
}

/** The message exactly as the send writes it for one applicant (the same rendering). */
export interface MessagePreview {
  /** E-mail: the subject with the fields filled in; SMS: null. */
  Subject: string | null;
  Text: string;
  /** E-mail: the HTML part as sent; SMS: null. */
  Html: string | null;
  /**
   * The merge fields the message uses that have no value for this applicant, in MERGE_FIELDS order: the send
   * is refused (400 MISSING_MERGE_FIELDS) until each has one (a job order, a value in `Fields`).
   */
  MissingFields: MergeFieldKey[];
  /** SMS segments of Text (e-mail: 0). */
  Segments: number;
  Characters: number;
}

export interface SendMessagesPayload {
  Channel: MessageChannel;
  /** The template it was written from (history shows its name); null when written from scratch. */
  TemplateId: number | null;
  /** E-mail only. */
  Subject?: string | null;
  Body: string;
  /** The recipients: applicant ids, or a saved search (every row of it), not both. */
  ApplicantIds?: number[];
  SavedSearchId?: number;
  JobOrderId?: number | null;
  /** ISO instant; later than now: scheduled. Absent or null: now. */
  SendAt?: string | null;
  /** Defaults to the template's Marketing flag (false without a template). */
  Marketing?: boolean;
  /** See MessagePreviewPayload. */
  InterviewAt?: string | null;
  /** Values for merge fields the context leaves empty (MergeFieldValues; at most MESSAGE_LIMITS.mergeValueMaxLength each). */
  Fields?: MergeFieldValues;
  /** Recipients left out of this send (e.g. those whose message would have blanks). */
  ExcludeApplicantIds?: number[];
}

/** A recipient whose message would have merge fields without a value. */
export interface MessageRecipientBlanks {
  ApplicantId: number;
  Name: string;
  /** In MERGE_FIELDS order. */
  MissingFields: MergeFieldKey[];
}

/**
 * What a send would do, checked before it is made (`checkMessages`, the same payload): the recipients who
 * would get a message, and each of them whose message would have blanks. Skipped recipients (no address,
 * opted out, archived, not found) get no message and are not listed.
 */
export interface MessageCheck {
  /** Recipients who would get a message (skipped ones and those left out not counted). */
  Recipients: number;
  Blanks: MessageRecipientBlanks[];
  /** Every field blank for at least one recipient, in MERGE_FIELDS order; empty: the send can go. */
  MissingFields: MergeFieldKey[];
}

export interface MessageRecipientResult {
  ApplicantId: number;
  Name: string;
  /** null when skipped. */
  MessageId: number | null;
  /** 'queued', 'scheduled' or 'held'; null when skipped. */
  State: MessageState | null;
  /** Why it was skipped (MESSAGE_SKIP_REASONS) or held ("Quiet hours: leaves at 8:00 AM MST"); else null. */
  Reason: string | null;
}

export interface SendMessagesResult {
  Results: MessageRecipientResult[];
  /** Messages written (queued, scheduled or held). */
  Queued: number;
  Skipped: number;
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

export interface MessageSummary {
  MessageId: number;
  Channel: MessageChannel;
  Direction: MessageDirection;
  State: MessageState;
  /** Failed / bounced: the reason; held: when it leaves; else null. */
  Reason: string | null;
  ApplicantId: number | null;
  ApplicantName: string;
  /** The applicant's number (the record's address); null with ApplicantId. */
  ApplicantNumber: number | null;
  /** The e-mail address or mobile number it went to (inbound: it came from). */
  Recipient: string;
  /** The staff member who sent it (automatic messages: who made the move; '' for inbound ones). */
  SenderName: string;
  TemplateName: string | null;
  Subject: string | null;
  /** The first ~140 characters of the text. */
  Preview: string;
  /** Created. */
  At: string;
  /** When it is (was) due to leave. */
  SendAt: string;
  SentAt: string | null;
  Marketing: boolean;
  /** Written by an automation on a pipeline move. */
  Automatic: boolean;
}

export interface MessageEvent {
  State: MessageState;
  At: string;
  /** The provider's answer, the error, or who cancelled it. */
  Detail: string;
}

export interface MessageDetail extends MessageSummary {
  Text: string;
  /** E-mail as sent; null for SMS. */
  Html: string | null;
  Cc: string[];
  Bcc: string[];
  ReplyTo: string | null;
  /** The sending address or number. */
  From: string;
  Attempts: number;
  Events: MessageEvent[];
}

export const MESSAGE_SORTS = ['at', 'sendAt', 'state', 'recipient'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

/** The history's filters; `q` searches recipient, subject and text. `From` / `To`: YYYY-MM-DD (created). */
export interface MessageFilters {
  Channel?: MessageChannel;
  State?: MessageState;
  ApplicantId?: number;
  SenderId?: number;
  From?: string;
  To?: string;
}

// ---------------------------------------------------------------------------------------------
// Saved searches and automations
// ---------------------------------------------------------------------------------------------

export interface SavedSearchPayload {
  Name: string;
  /** The applicant list's query string as the search page writes it (e.g. `status=lead&state=TX`). */
  Query: string;
}

export interface SavedSearch extends SavedSearchPayload {
  SavedSearchId: number;
  CreatedAt: string;
}

/** The automatic message of one pipeline move (entering `Status`); TemplateId null: off. */
export interface MessageAutomation {
  Status: ApplicantStatus;
  TemplateId: number | null;
  TemplateName: string | null;
}

export interface MessageAutomationPayload {
  Status: ApplicantStatus;
  TemplateId: number | null;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The templates the caller may use: the agency's and their own personal ones. */
export const listMessageTemplates = defineCall<{
  query: { Channel?: MessageChannel };
  response: MessageTemplate[];
}>()({
  method: 'GET',
  path: '/api/message-templates',
});

/** Adds a template (201). Agency scope needs `templates.agency`. */
export const createMessageTemplate = defineCall<{ body: MessageTemplatePayload; response: MessageTemplate }>()({
  method: 'POST',
  path: '/api/message-templates',
});

/** Saves a template (agency: `templates.agency`; personal: its owner). */
export const updateMessageTemplate = defineCall<{ body: MessageTemplatePayload; response: MessageTemplate }>()({
  method: 'PUT',
  path: '/api/message-templates/:id',
});

/** Deletes a template (messages already written keep their text); answers the deleted template. */
export const deleteMessageTemplate = defineCall<{ response: MessageTemplate }>()({
  method: 'DELETE',
  path: '/api/message-templates/:id',
});

/** Renders a message for one applicant exactly as the send would, with the fields that have no value. */
export const previewMessage = defineCall<{ body: MessagePreviewPayload; response: MessagePreview }>()({
  method: 'POST',
  path: '/api/messages/preview',
});

/**
 * Checks a send without making it (`messages.send`): which recipients' messages would have merge fields
 * without a value. Nothing is written.
 */
export const checkMessages = defineCall<{ body: SendMessagesPayload; response: MessageCheck }>()({
  method: 'POST',
  path: '/api/messages/check',
});

/**
 * Sends (or schedules) a message to each recipient; one result per recipient (`messages.send`). Refused
 * whole (400 MISSING_MERGE_FIELDS, nothing written) while any recipient's message would have a blank field.
 */
export const sendMessages = defineCall<{ body: SendMessagesPayload; response: SendMessagesResult }>()({
  method: 'POST',
  path: '/api/messages',
});

/** The agency's messages, newest first by default. */
export const listMessages = defineCall<{
  query: ListQuery<MessageSort, MessageFilters>;
  response: Page<MessageSummary>;
}>()({
  method: 'GET',
  path: '/api/messages',
});

/** One message as sent, with its events. */
export const getMessage = defineCall<{ response: MessageDetail }>()({
  method: 'GET',
  path: '/api/messages/:id',
});

/** Cancels a scheduled, queued or held message (409 once it has left). */
export const cancelMessage = defineCall<{ response: MessageDetail }>()({
  method: 'POST',
  path: '/api/messages/:id/cancel',
});

/** An applicant's messages, oldest first, replies included (the thread). */
export const listApplicantMessages = defineCall<{ response: MessageSummary[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/messages',
});

/** The caller's saved searches. */
export const listSavedSearches = defineCall<{ response: SavedSearch[] }>()({
  method: 'GET',
  path: '/api/saved-searches',
});

/** Saves a search (201). */
export const createSavedSearch = defineCall<{ body: SavedSearchPayload; response: SavedSearch }>()({
  method: 'POST',
  path: '/api/saved-searches',
});

/** Deletes one of the caller's saved searches; answers it. */
export const deleteSavedSearch = defineCall<{ response: SavedSearch }>()({
  method: 'DELETE',
  path: '/api/saved-searches/:id',
});

/** The automatic message of each pipeline move (every status listed, in pipeline order). */
export const listMessageAutomations = defineCall<{ response: MessageAutomation[] }>()({
  method: 'GET',
  path: '/api/message-automations',
});

/** Saves the automations (`templates.agency`); answers the full list. */
export const saveMessageAutomations = defineCall<{
  body: MessageAutomationPayload[];
  response: MessageAutomation[];
}>()({
  method: 'PUT',
  path: '/api/message-automations',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const messagingCalls = {
  listMessageTemplates,
  createMessageTemplate,
  updateMessageTemplate,
  deleteMessageTemplate,
  previewMessage,
  checkMessages,
  sendMessages,
  listMessages,
  getMessage,
  cancelMessage,
  listApplicantMessages,
  listSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  listMessageAutomations,
  saveMessageAutomations,
} as const;
