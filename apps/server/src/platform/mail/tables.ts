import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from '../db';

/** A file sent with a message (an invitation's ICS): its content base64-encoded. */
export interface MailAttachment {
  Filename: string;
  ContentType: string;
  /** Base64. */
  Content: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'captured';

/**
 * Every message the server writes (migration 0001; 0002 moved its delivery to the job `mail.deliver`).
 * `pending` waits for SMTP delivery, `captured` stays here (no SMTP_URL), `sent` and `failed` are ends.
 */
export interface OutboxTable {
  id: Generated<number>;
  agency_id: number | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** What caused it (e.g. verification-code), for the dev page; never a secret. */
  kind: string;
  /** Files sent with it (migration 0027; JSON, written as text), emptied with the body once sent. */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  /** Delivery attempts so far (the job's). */
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

declare module '../db/database' {
  interface Database {
    outbox: OutboxTable;
  }
}
