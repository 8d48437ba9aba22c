import { sql, type Kysely } from 'kysely';

/**
 * 0008_applicant_pipeline: the whole applicant record (personal, professional, tracking), its owner (a
 * recruiter of the same agency, enforced by a composite foreign key), the activity log (status changes with
 * reason and note, and every other change), notes, documents, and the search indexes (pg_trgm: loaded by
 * PGlite at start, trusted on PostgreSQL 13+). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`ALTER TABLE recruiters ADD CONSTRAINT recruiters_agency_id_id UNIQUE (agency_id, id)`.execute(db);
  await sql`ALTER TABLE applicants ADD CONSTRAINT applicants_agency_id_id UNIQUE (agency_id, id)`.execute(db);
  await sql`ALTER TABLE applicants RENAME COLUMN phone TO mobile_phone`.execute(db);
  await sql`
    ALTER TABLE applicants
      ADD COLUMN middle_name text NOT NULL DEFAULT '',
      ADD COLUMN preferred_name text NOT NULL DEFAULT '',
      ADD COLUMN other_phone text NOT NULL DEFAULT '',
      ADD COLUMN address_line1 text NOT NULL DEFAULT '',
      ADD COLUMN address_line2 text NOT NULL DEFAULT '',
      ADD COLUMN city text NOT NULL DEFAULT '',
      ADD COLUMN state text CHECK (state ~ '^[A-Z]{2}$'),
      ADD COLUMN zip text NOT NULL DEFAULT '' CHECK (zip ~ '^([0-9]{5}(-[0-9]{4})?)?$'),
      ADD COLUMN date_of_birth date,
      ADD COLUMN discipline text,
      ADD COLUMN specialties text[] NOT NULL DEFAULT '{}',
      ADD COLUMN years_of_experience integer CHECK (years_of_experience BETWEEN 0 AND 70),
      ADD COLUMN license_states text[] NOT NULL DEFAULT '{}',
      ADD COLUMN compact_license boolean NOT NULL DEFAULT false,
      ADD COLUMN desired_locations text[] NOT NULL DEFAULT '{}',
      ADD COLUMN desired_shift text CHECK (desired_shift IN ('days', 'nights', 'evenings', 'rotating')),
      ADD COLUMN employment_types text[] NOT NULL DEFAULT '{}',
      ADD COLUMN available_from date,
      ADD COLUMN owner_id integer,
      ADD COLUMN source text NOT NULL DEFAULT 'other' CHECK (source IN ('portal', 'referral', 'job-board', 'social-media', 'career-fair', 'walk-in', 'other')),
      ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
      ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN archived_at timestamptz,
      ADD COLUMN archived_by integer,
      ADD CONSTRAINT applicants_owner FOREIGN KEY (agency_id, owner_id) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (owner_id)
  `.execute(db);
  // What the search box matches: the names and the e-mail (trigram substring), and the phone digits: the
  // mobile's digits, a space, the other phone's digits (a search's digits match within one number; a
  // duplicate check's mobile digits are the start, up to the space).
  await sql`
    ALTER TABLE applicants
      ADD COLUMN search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || middle_name || ' ' || last_name || ' ' || preferred_name || ' ' || email)) STORED,
      ADD COLUMN phone_digits text GENERATED ALWAYS AS (regexp_replace(mobile_phone, '[^0-9]', '', 'g') || ' ' || regexp_replace(other_phone, '[^0-9]', '', 'g')) STORED
  `.execute(db);
  await sql`UPDATE applicants SET status_changed_at = updated_at, source = CASE WHEN user_id IS NULL THEN 'other' ELSE 'portal' END`.execute(
    db,
  );

  await sql`DROP INDEX applicants_agency_status`.execute(db);
  await sql`CREATE INDEX applicants_list_updated ON applicants (agency_id, updated_at DESC, id DESC) WHERE archived_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX applicants_list_status ON applicants (agency_id, status, updated_at DESC, id DESC) WHERE archived_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX applicants_list_owner ON applicants (agency_id, owner_id, status) WHERE archived_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX applicants_list_name ON applicants (agency_id, last_name, first_name, id) WHERE archived_at IS NULL`.execute(
    db,
  );
  // Time in stage: the dashboard's "waiting longest" per status and the list's stage sort.
  await sql`CREATE INDEX applicants_stage ON applicants (agency_id, status, status_changed_at, id) WHERE archived_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX applicants_email ON applicants (agency_id, lower(email) text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX applicants_search_text ON applicants USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX applicants_phone_digits ON applicants USING gin (phone_digits gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX applicants_archived ON applicants (agency_id, archived_at) WHERE archived_at IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE applicant_activity (
      id bigserial PRIMARY KEY,
      agency_id integer NOT NULL,
      applicant_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('created', 'status', 'assigned', 'updated', 'note', 'document', 'archived', 'restored', 'duplicates-ignored')),
      from_status text,
      to_status text,
      reason text,
      text text NOT NULL DEFAULT '',
      actor_id integer,
      actor_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      FOREIGN KEY (agency_id, actor_id) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (actor_id)
    )`.execute(db);
  await sql`CREATE INDEX applicant_activity_applicant ON applicant_activity (applicant_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX applicant_activity_agency ON applicant_activity (agency_id, created_at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE applicant_notes (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL,
      applicant_id integer NOT NULL,
      author_id integer,
      author_name text NOT NULL DEFAULT '',
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
      pinned boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      FOREIGN KEY (agency_id, author_id) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (author_id)
    )`.execute(db);
  await sql`CREATE INDEX applicant_notes_applicant ON applicant_notes (applicant_id, pinned DESC, created_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE applicant_documents (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL,
      applicant_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('resume')),
      file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size >= 0),
      blob_key text NOT NULL,
      uploaded_by integer,
      uploaded_by_name text NOT NULL DEFAULT '',
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      replaced_at timestamptz,
      FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      FOREIGN KEY (agency_id, uploaded_by) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (uploaded_by)
    )`.execute(db);
  await sql`CREATE INDEX applicant_documents_applicant ON applicant_documents (applicant_id, uploaded_at DESC)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX applicant_documents_current_resume ON applicant_documents (applicant_id) WHERE kind = 'resume' AND replaced_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE applicant_documents`.execute(db);
  await sql`DROP TABLE applicant_notes`.execute(db);
  await sql`DROP TABLE applicant_activity`.execute(db);
  for (const index of [
    'applicants_list_updated',
    'applicants_list_status',
    'applicants_list_owner',
    'applicants_list_name',
    'applicants_email',
    'applicants_search_text',
    'applicants_phone_digits',
    'applicants_archived',
    'applicants_stage',
  ]) {
    await sql`DROP INDEX ${sql.id(index)}`.execute(db);
  }
  await sql`
    ALTER TABLE applicants
      DROP CONSTRAINT applicants_owner,
      DROP COLUMN search_text, DROP COLUMN phone_digits,
      DROP COLUMN middle_name, DROP COLUMN preferred_name, DROP COLUMN other_phone, DROP COLUMN address_line1,
      DROP COLUMN address_line2, DROP COLUMN city, DROP COLUMN state, DROP COLUMN zip, DROP COLUMN date_of_birth,
      DROP COLUMN discipline, DROP COLUMN specialties, DROP COLUMN years_of_experience, DROP COLUMN license_states,
      DROP COLUMN compact_license, DROP COLUMN desired_locations, DROP COLUMN desired_shift,
      DROP COLUMN employment_types, DROP COLUMN available_from, DROP COLUMN owner_id, DROP COLUMN source,
      DROP COLUMN tags, DROP COLUMN status_changed_at, DROP COLUMN archived_at, DROP COLUMN archived_by
  `.execute(db);
  await sql`ALTER TABLE applicants RENAME COLUMN mobile_phone TO phone`.execute(db);
  await sql`CREATE INDEX applicants_agency_status ON applicants (agency_id, status)`.execute(db);
  await sql`ALTER TABLE applicants DROP CONSTRAINT applicants_agency_id_id`.execute(db);
  await sql`ALTER TABLE recruiters DROP CONSTRAINT recruiters_agency_id_id`.execute(db);
}
