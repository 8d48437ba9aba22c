import { sql, type Kysely } from 'kysely';

/**
 * 0017_upload_requirements: the documents an agency requires applicants to upload (requirement items per
 * agency, seeded with the default set for every agency; new agencies get it from the feature's seed), the
 * files an applicant uploaded for an item with their review (uploaded, approved, rejected with a reason)
 * and expiry date; the credential expiries every feature reports (one row per applicant, source and key)
 * and the notices the daily expiry job sent (one per expiry row and threshold, so each e-mails once).
 * Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE upload_requirement_items (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      key text NOT NULL CHECK (key ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
      label text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
      description text NOT NULL DEFAULT '',
      has_expiry boolean NOT NULL DEFAULT false,
      health boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT upload_requirement_items_key UNIQUE (agency_id, key),
      CONSTRAINT upload_requirement_items_agency_id UNIQUE (agency_id, id)
    )
  `.execute(db);
  await sql`
    INSERT INTO upload_requirement_items (agency_id, key, label, description, has_expiry, health, position)
    SELECT a.id, d.key, d.label, d.description, d.has_expiry, d.health, d.position
    FROM agencies a CROSS JOIN (VALUES
      ('licence', 'Professional licence', 'Your current nursing or professional licence.', true, false, 1),
      ('bls-card', 'BLS card', 'Both sides of your Basic Life Support card.', true, false, 2),
      ('tb-test', 'TB test', 'Your latest TB skin test, blood test or chest X-ray result.', true, true, 3),
      ('physical', 'Physical', 'Your physical examination signed by a clinician.', true, true, 4),
      ('immunization-records', 'Immunization records', 'Your immunization records (MMR, varicella, hepatitis B, Tdap).', false, true, 5),
      ('drivers-licence-or-id', 'Driver''s licence or ID', 'Both sides of your driver''s licence or state ID.', true, false, 6),
      ('resume', 'Resume', 'Your current resume.', false, false, 7)
    ) AS d (key, label, description, has_expiry, health, position)
  `.execute(db);

  await sql`
    CREATE TABLE upload_requirement_files (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      item_id integer NOT NULL,
      upload_id uuid NOT NULL UNIQUE REFERENCES onboarding_uploads (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'approved', 'rejected')),
      reason text,
      expires_on date,
      created_at timestamptz NOT NULL DEFAULT now(),
      reviewed_at timestamptz,
      reviewed_by integer,
      reviewed_by_name text NOT NULL DEFAULT '',
      CONSTRAINT upload_requirement_files_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT upload_requirement_files_item FOREIGN KEY (agency_id, item_id) REFERENCES upload_requirement_items (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT upload_requirement_files_reviewer FOREIGN KEY (agency_id, reviewed_by) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (reviewed_by),
      CONSTRAINT upload_requirement_files_rejected CHECK ((status = 'rejected') = (reason IS NOT NULL)),
      CONSTRAINT upload_requirement_files_reviewed CHECK ((status = 'uploaded') = (reviewed_at IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX upload_requirement_files_applicant ON upload_requirement_files (agency_id, applicant_id, item_id, id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE credential_expiries (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      source text NOT NULL CHECK (source ~ '^[a-z][a-z0-9-]{0,59}$'),
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
      label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
      expires_on date NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT credential_expiries_key UNIQUE (applicant_id, source, key),
      CONSTRAINT credential_expiries_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX credential_expiries_due ON credential_expiries (expires_on, id)`.execute(db);
  await sql`CREATE INDEX credential_expiries_agency ON credential_expiries (agency_id, expires_on)`.execute(db);

  await sql`
    CREATE TABLE credential_expiry_notices (
      id serial PRIMARY KEY,
      credential_expiry_id integer NOT NULL REFERENCES credential_expiries (id) ON DELETE CASCADE,
      threshold integer NOT NULL CHECK (threshold IN (90, 60, 30, 7, 0)),
      expires_on date NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT credential_expiry_notices_once UNIQUE (credential_expiry_id, threshold)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE credential_expiry_notices`.execute(db);
  await sql`DROP TABLE credential_expiries`.execute(db);
  await sql`DROP TABLE upload_requirement_files`.execute(db);
  await sql`DROP TABLE upload_requirement_items`.execute(db);
}
