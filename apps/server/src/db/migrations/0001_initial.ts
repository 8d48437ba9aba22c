import { sql, type Kysely } from 'kysely';

/**
 * 0001_initial: the schema of the first release. Shipped: never edit it (existing databases have it
 * recorded by name). Literal values only: the role keys and applicant statuses below are the lists of that
 * release, written out, so a later change of the contract's constants cannot rewrite history; a change
 * is a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agencies (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
      name text NOT NULL,
      email text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      website text NOT NULL DEFAULT '',
      address1 text NOT NULL DEFAULT '',
      address2 text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT '',
      zip_code text NOT NULL DEFAULT '',
      recruitment_email text NOT NULL DEFAULT '',
      owner_user_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(btrim(email))),
      password_hash text NOT NULL,
      user_type text NOT NULL CHECK (user_type IN ('staff', 'applicant')),
      first_name text NOT NULL,
      last_name text NOT NULL,
      middle_name text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      is_verified boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      must_change_password boolean NOT NULL DEFAULT false,
      temp_password_hash text,
      temp_password_expires_at timestamptz,
      temp_password_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (agency_id, email),
      UNIQUE (agency_id, id)
    )`.execute(db);
  await sql`ALTER TABLE agencies ADD CONSTRAINT agencies_owner_fk FOREIGN KEY (id, owner_user_id) REFERENCES users(agency_id, id) DEFERRABLE INITIALLY DEFERRED`.execute(
    db,
  );
  await sql`
    CREATE TABLE recruiters (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE,
      agency_id integer NOT NULL,
      title text NOT NULL DEFAULT '',
      roles text[] NOT NULL DEFAULT '{}' CHECK (roles <@ ARRAY['recruiter', 'supervisor', 'manager', 'administrator', 'admin']::text[]),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, user_id) REFERENCES users(agency_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`
    CREATE TABLE recruiter_entries (
      id serial PRIMARY KEY,
      recruiter_id integer NOT NULL REFERENCES recruiters(id) ON DELETE CASCADE,
      agency_id integer NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
      entry_at timestamptz NOT NULL DEFAULT now(),
      exit_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX recruiter_entries_recruiter ON recruiter_entries (recruiter_id, entry_at DESC)`.execute(db);
  await sql`
    CREATE TABLE applicants (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
      user_id uuid UNIQUE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'lead' CHECK (status IN ('lead', 'paper-screened', 'phone-screened', 'final-interview', 'offered', 'accepted', 'refused', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, user_id) REFERENCES users(agency_id, id) ON DELETE SET NULL (user_id)
    )`.execute(db);
  await sql`CREATE INDEX applicants_agency_status ON applicants (agency_id, status)`.execute(db);
  await sql`
    CREATE TABLE verification_codes (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL,
      agency_id integer NOT NULL,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      closed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, user_id) REFERENCES users(agency_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX verification_codes_open ON verification_codes (user_id) WHERE closed_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE refresh_token_families (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      agency_id integer NOT NULL,
      client_id text NOT NULL,
      scope text NOT NULL,
      absolute_expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, user_id) REFERENCES users(agency_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`
    CREATE TABLE refresh_tokens (
      id serial PRIMARY KEY,
      family_id uuid NOT NULL REFERENCES refresh_token_families(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)`.execute(db);
  await sql`
    CREATE TABLE outbox (
      id serial PRIMARY KEY,
      agency_id integer REFERENCES agencies(id) ON DELETE SET NULL,
      recipient text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      kind text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'captured')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      last_error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'refresh_tokens',
    'refresh_token_families',
    'verification_codes',
    'applicants',
    'recruiter_entries',
    'recruiters',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE agencies DROP CONSTRAINT IF EXISTS agencies_owner_fk`.execute(db);
  await sql`DROP TABLE IF EXISTS users`.execute(db);
  await sql`DROP TABLE IF EXISTS agencies`.execute(db);
}
