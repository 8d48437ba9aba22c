import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  ApplicantStatus,
  MessageChannel,
  MessageDirection,
  MessageState,
  MessageTemplateScope,
} from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp } from '../../platform/db';

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A message template, agency-wide or one staff member's (migration 0025). */
export interface MessageTemplatesTable {
  id: Generated<number>;
  agency_id: number;
  channel: MessageChannel;
  name: string;
  /** E-mail only; null for SMS. */
  subject: string | null;
  body: string;
  scope: MessageTemplateScope;
  /** The owner of a personal template (null: agency-wide). */
  owner_id: number | null;
  marketing: WithDefault<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Every message sent or received, with its state and what was sent (migration 0025). */
export interface MessagesTable {
  id: Generated<number>;
  agency_id: number;
  channel: MessageChannel;
  direction: MessageDirection;
  state: MessageState;
  applicant_id: number | null;
  /** The staff member who sent it (automatic messages: whoever made the move); null for inbound ones. */
  sender_id: number | null;
  sender_name: WithDefault<string>;
  template_id: number | null;
  template_name: string | null;
  /** The e-mail address or E.164 number it goes to (inbound: it came from). */
  recipient: string;
  from_address: WithDefault<string>;
  subject: string | null;
  text: WithDefault<string>;
  html: string | null;
  cc: WithDefault<string[]>;
  bcc: WithDefault<string[]>;
  reply_to: string | null;
  marketing: WithDefault<boolean>;
  /** Marketing and bulk e-mail: the recipient's unsubscribe link (also sent as List-Unsubscribe). */
  unsubscribe_url: string | null;
  /** The recipient's time zone (SMS quiet hours; the interview time as written). */
  time_zone: string | null;
  /** An automatic message's once-only key (`status:<activity id>`). */
  automation_key: string | null;
  send_at: DefaultTimestamp;
  sent_at: NullableTimestamp;
  attempts: WithDefault<number>;
  last_error: string | null;
  /** The SMS provider's id (Twilio's MessageSid), or the SMTP message id. */
  provider_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type MessageRow = Selectable<MessagesTable>;

/** Each state a message went through, with the provider's answer or the error. */
export interface MessageEventsTable {
  id: ColumnType<string, never, never>;
  agency_id: number;
  message_id: number;
  state: MessageState;
  detail: WithDefault<string>;
  at: DefaultTimestamp;
}

/** A staff member's saved applicant search (the list's query string). */
export interface SavedSearchesTable {
  id: Generated<number>;
  agency_id: number;
  owner_id: number;
  name: string;
  query: string;
  created_at: DefaultTimestamp;
}

/** The template sent automatically when an applicant enters a status. */
export interface MessageAutomationsTable {
  agency_id: number;
  status: ApplicantStatus;
  template_id: number;
  updated_at: DefaultTimestamp;
}

/** Numbers that replied STOP (per agency; START removes the row). */
export interface SmsOptOutsTable {
  agency_id: number;
  phone: string;
  keyword: WithDefault<string>;
  created_at: DefaultTimestamp;
}

/** Addresses unsubscribed from the agency's marketing e-mail. */
export interface EmailUnsubscribesTable {
  agency_id: number;
  email: string;
  created_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    message_templates: MessageTemplatesTable;
    messages: MessagesTable;
    message_events: MessageEventsTable;
    saved_searches: SavedSearchesTable;
    message_automations: MessageAutomationsTable;
    sms_opt_outs: SmsOptOutsTable;
    email_unsubscribes: EmailUnsubscribesTable;
  }
}
