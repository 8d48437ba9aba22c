import { sql, type Kysely } from 'kysely';

/**
 * 0026_mail_settings (issue 14): each staff member's mail settings (sender name, reply-to, Markdown
 * signature, default CC/BCC) and the SMTP servers e-mail to applicants is sent through: one per user who
 * configured their own, and one per agency (the owner's, on the agency profile; `user_id` null). The
 * password is sealed (AES-256-GCM under the data encryption key, bound to the row) and never returned.
 * The last "Send test e-mail" answer is kept to show it. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_mail_settings (
      user_id uuid PRIMARY KEY,
      agency_id integer NOT NULL,
      sender_name text NOT NULL,
      reply_to text NOT NULL DEFAULT '',
      signature text NOT NULL DEFAULT '',
      cc text NOT NULL DEFAULT '',
      bcc text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_mail_settings_user FOREIGN KEY (agency_id, user_id) REFERENCES users (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`
    CREATE TABLE smtp_servers (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      user_id uuid,
      host text NOT NULL,
      port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
      security text NOT NULL CHECK (security IN ('tls', 'starttls', 'none')),
      username text NOT NULL DEFAULT '',
      password_sealed text,
      from_address text NOT NULL,
      last_test_ok boolean,
      last_test_message text,
      last_test_to text,
      last_test_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT smtp_servers_user FOREIGN KEY (agency_id, user_id) REFERENCES users (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX smtp_servers_of_agency ON smtp_servers (agency_id) WHERE user_id IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX smtp_servers_of_user ON smtp_servers (user_id) WHERE user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE smtp_servers`.execute(db);
  await sql`DROP TABLE user_mail_settings`.execute(db);
}
