import { sql, type Kysely } from 'kysely';

/**
 * 0033_user_preferences (issue 15, Timecards → Manage Profile): a staff account's preferences, one row once
 * saved (none: the defaults). The time zone the portal shows times in ('' is the device's own) and which
 * e-mails they get. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_preferences (
      user_id uuid PRIMARY KEY,
      agency_id integer NOT NULL,
      time_zone text NOT NULL DEFAULT '',
      email_reminders boolean NOT NULL DEFAULT true,
      email_credential_alerts boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, user_id) REFERENCES users (agency_id, id) ON DELETE CASCADE
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_preferences`.execute(db);
}
