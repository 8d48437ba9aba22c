import { sql, type Kysely } from 'kysely';

/**
 * 0025_messaging: the communication center (issue 14). Message templates (agency-wide or one staff member's),
 * every message sent or received (`messages`: e-mail and SMS, outbound and inbound, with its state, what was
 * sent, and the automation's once-only key), the history of each message's states (`message_events`), the
 * staff's saved applicant searches, the automatic message of each pipeline move (`message_automations`), the
 * numbers that replied STOP (`sms_opt_outs`) and the addresses unsubscribed from marketing e-mail
 * (`email_unsubscribes`), both per agency. The activity log learns three kinds: 'email', 'sms' and
 * 'sms-reply'. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE message_templates (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      subject text,
      body text NOT NULL,
      scope text NOT NULL CHECK (scope IN ('agency', 'personal')),
      owner_id integer,
      marketing boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT message_templates_agency_id UNIQUE (agency_id, id),
      CONSTRAINT message_templates_owner_scope CHECK ((scope = 'personal') = (owner_id IS NOT NULL)),
      CONSTRAINT message_templates_subject CHECK ((channel = 'email') = (subject IS NOT NULL)),
      CONSTRAINT message_templates_owner FOREIGN KEY (agency_id, owner_id)
        REFERENCES recruiters (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX message_templates_by_agency ON message_templates (agency_id, channel, name)`.execute(db);

  await sql`
    CREATE TABLE messages (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      direction text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
      state text NOT NULL CHECK (state IN ('scheduled', 'queued', 'held', 'sent', 'delivered', 'failed', 'bounced',
        'replied', 'opted-out', 'cancelled', 'received')),
      applicant_id integer,
      sender_id integer,
      sender_name text NOT NULL DEFAULT '',
      template_id integer,
      template_name text,
      recipient text NOT NULL,
      from_address text NOT NULL DEFAULT '',
      subject text,
      text text NOT NULL DEFAULT '',
      html text,
      cc text[] NOT NULL DEFAULT '{}',
      bcc text[] NOT NULL DEFAULT '{}',
      reply_to text,
      marketing boolean NOT NULL DEFAULT false,
      unsubscribe_url text,
      time_zone text,
      automation_key text,
      send_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      provider_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT messages_agency_id UNIQUE (agency_id, id),
      CONSTRAINT messages_applicant FOREIGN KEY (agency_id, applicant_id)
        REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT messages_sender FOREIGN KEY (agency_id, sender_id)
        REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (sender_id),
      CONSTRAINT messages_template FOREIGN KEY (agency_id, template_id)
        REFERENCES message_templates (agency_id, id) ON DELETE SET NULL (template_id)
    )
  `.execute(db);
  await sql`CREATE INDEX messages_by_created ON messages (agency_id, channel, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX messages_by_state ON messages (agency_id, state, send_at)`.execute(db);
  await sql`CREATE INDEX messages_by_applicant ON messages (agency_id, applicant_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX messages_by_sender ON messages (agency_id, sender_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX messages_by_provider ON messages (provider_id) WHERE provider_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX messages_automation_once ON messages (agency_id, automation_key)
    WHERE automation_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX messages_search ON messages
    USING gin (lower(recipient || ' ' || coalesce(subject, '') || ' ' || text) gin_trgm_ops)`.execute(db);

  await sql`
    CREATE TABLE message_events (
      id bigserial PRIMARY KEY,
      agency_id integer NOT NULL,
      message_id integer NOT NULL,
      state text NOT NULL,
      detail text NOT NULL DEFAULT '',
      at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, message_id) REFERENCES messages (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX message_events_by_message ON message_events (message_id, at, id)`.execute(db);

  await sql`
    CREATE TABLE saved_searches (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL,
      owner_id integer NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      query text NOT NULL CHECK (length(query) <= 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, owner_id) REFERENCES recruiters (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX saved_searches_by_owner ON saved_searches (agency_id, owner_id, name)`.execute(db);

  await sql`
    CREATE TABLE message_automations (
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('lead', 'paper-screened', 'phone-screened', 'final-interview', 'offered',
        'accepted', 'refused', 'rejected')),
      template_id integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (agency_id, status),
      FOREIGN KEY (agency_id, template_id) REFERENCES message_templates (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);

  await sql`
    CREATE TABLE sms_opt_outs (
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      phone text NOT NULL,
      keyword text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (agency_id, phone)
    )
  `.execute(db);
  await sql`
    CREATE TABLE email_unsubscribes (
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (agency_id, email)
    )
  `.execute(db);

  await sql`ALTER TABLE applicant_activity DROP CONSTRAINT applicant_activity_kind_check`.execute(db);
  await sql`
    ALTER TABLE applicant_activity ADD CONSTRAINT applicant_activity_kind_check CHECK (kind IN ('created', 'status',
      'assigned', 'updated', 'note', 'document', 'archived', 'restored', 'duplicates-ignored', 'email', 'sms',
      'sms-reply'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM applicant_activity WHERE kind IN ('email', 'sms', 'sms-reply')`.execute(db);
  await sql`ALTER TABLE applicant_activity DROP CONSTRAINT applicant_activity_kind_check`.execute(db);
  await sql`
    ALTER TABLE applicant_activity ADD CONSTRAINT applicant_activity_kind_check CHECK (kind IN ('created', 'status',
      'assigned', 'updated', 'note', 'document', 'archived', 'restored', 'duplicates-ignored'))
  `.execute(db);
  await sql`DROP TABLE email_unsubscribes`.execute(db);
  await sql`DROP TABLE sms_opt_outs`.execute(db);
  await sql`DROP TABLE message_automations`.execute(db);
  await sql`DROP TABLE saved_searches`.execute(db);
  await sql`DROP TABLE message_events`.execute(db);
  await sql`DROP TABLE messages`.execute(db);
  await sql`DROP TABLE message_templates`.execute(db);
}
