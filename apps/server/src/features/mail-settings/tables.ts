import type { Generated, Selectable } from 'kysely';
import type { SmtpSecurity } from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp } from '../../platform/db';

/** A staff member's mail settings (migration 0026). */
export interface UserMailSettingsTable {
  user_id: string;
  agency_id: number;
  sender_name: string;
  reply_to: string;
  /** Markdown. */
  signature: string;
  /** Addresses separated by ", ". */
  cc: string;
  bcc: string;
  updated_at: DefaultTimestamp;
}

/** An SMTP server: a user's own (`user_id`), or the agency's (`user_id` null). Migration 0026. */
export interface SmtpServersTable {
  id: Generated<number>;
  agency_id: number;
  user_id: string | null;
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  /** Sealed under the data encryption key (purpose `smtp-password`, context `smtp_servers:<agency>:<user|agency>`). */
  password_sealed: string | null;
  from_address: string;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  last_test_to: string | null;
  last_test_at: NullableTimestamp;
  updated_at: DefaultTimestamp;
}
export type SmtpServerRow = Selectable<SmtpServersTable>;

declare module '../../platform/db/database' {
  interface Database {
    user_mail_settings: UserMailSettingsTable;
    smtp_servers: SmtpServersTable;
  }
}
