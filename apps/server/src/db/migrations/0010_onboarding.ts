import { sql, type Kysely } from 'kysely';

/**
 * 0010_onboarding: the applicant's onboarding forms (one row per applicant × form × version; sensitive values
 * sealed inside `data`; the canonical text and its SHA-256 once submitted), their signatures (applicant,
 * preparer/translator, employer; a drawn mark as PNG bytes), the e-signature consents, the audit log, the
 * uploads (bytes in the blob port), I-9 Section 2 (per applicant) and the I-9 unlocks. Every row carries its
 * agency; applicants are referenced by (agency_id, id) so a row can never point at another agency's
 * applicant. A trigger keeps what a signature covers (canonical text, hash, edition, version, form,
 * submission time) from changing once it is set. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onboarding_documents (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      form text NOT NULL CHECK (form IN ('personal-info', 'identification-info', 'emergency-info', 'w9-form-info', 'uscis-info')),
      version integer NOT NULL CHECK (version >= 1),
      status text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'submitted', 'approved', 'changes-requested')),
      data jsonb NOT NULL DEFAULT '{}',
      edition text,
      canonical_text text,
      document_hash text CHECK (document_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      submitted_at timestamptz,
      reviewed_at timestamptz,
      reviewed_by integer,
      reviewed_by_name text NOT NULL DEFAULT '',
      changes_reason text,
      CONSTRAINT onboarding_documents_version UNIQUE (applicant_id, form, version),
      CONSTRAINT onboarding_documents_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT onboarding_documents_reviewer FOREIGN KEY (agency_id, reviewed_by) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (reviewed_by),
      CONSTRAINT onboarding_documents_submitted CHECK (status = 'in-progress' OR (canonical_text IS NOT NULL AND document_hash IS NOT NULL AND submitted_at IS NOT NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_documents_agency_applicant ON onboarding_documents (agency_id, applicant_id, form, version DESC)`.execute(
    db,
  );
  // The signed part of a version never changes once written (the status and the review may).
  await sql`
    CREATE FUNCTION onboarding_documents_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.canonical_text IS NOT NULL AND (
        NEW.canonical_text IS DISTINCT FROM OLD.canonical_text OR NEW.document_hash IS DISTINCT FROM OLD.document_hash
        OR NEW.edition IS DISTINCT FROM OLD.edition OR NEW.version <> OLD.version OR NEW.form <> OLD.form
        OR NEW.applicant_id <> OLD.applicant_id OR NEW.submitted_at IS DISTINCT FROM OLD.submitted_at
        OR NEW.status = 'in-progress'
      ) THEN
        RAISE EXCEPTION 'onboarding document % version % is signed and cannot change', OLD.form, OLD.version;
      END IF;
      RETURN NEW;
    END;
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER onboarding_documents_sealed BEFORE UPDATE ON onboarding_documents
      FOR EACH ROW EXECUTE FUNCTION onboarding_documents_sealed()
  `.execute(db);

  await sql`
    CREATE TABLE onboarding_i9_section2 (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      status text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'completed')),
      data jsonb NOT NULL DEFAULT '{}',
      first_day date,
      section1_document_id integer REFERENCES onboarding_documents (id) ON DELETE SET NULL,
      canonical_text text,
      document_hash text CHECK (document_hash ~ '^[0-9a-f]{64}$'),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by integer,
      completed_at timestamptz,
      CONSTRAINT onboarding_i9_section2_applicant_unique UNIQUE (applicant_id),
      CONSTRAINT onboarding_i9_section2_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT onboarding_i9_section2_updater FOREIGN KEY (agency_id, updated_by) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (updated_by)
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_i9_section2_agency ON onboarding_i9_section2 (agency_id, applicant_id)`.execute(db);

  await sql`
    CREATE TABLE onboarding_signatures (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      document_id integer REFERENCES onboarding_documents (id) ON DELETE CASCADE,
      section2_id integer REFERENCES onboarding_i9_section2 (id) ON DELETE CASCADE,
      signer text NOT NULL CHECK (signer IN ('applicant', 'preparer', 'employer')),
      position smallint NOT NULL DEFAULT 0,
      signer_recruiter_id integer,
      typed_name text NOT NULL,
      drawn_png bytea,
      signed_at timestamptz NOT NULL DEFAULT now(),
      ip text NOT NULL DEFAULT '',
      user_agent text NOT NULL DEFAULT '',
      document_hash text NOT NULL CHECK (document_hash ~ '^[0-9a-f]{64}$'),
      edition text,
      CONSTRAINT onboarding_signatures_one_target CHECK (num_nonnulls(document_id, section2_id) = 1),
      CONSTRAINT onboarding_signatures_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT onboarding_signatures_recruiter FOREIGN KEY (agency_id, signer_recruiter_id) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (signer_recruiter_id)
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_signatures_document ON onboarding_signatures (document_id, position) WHERE document_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX onboarding_signatures_section2 ON onboarding_signatures (section2_id) WHERE section2_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX onboarding_signatures_agency ON onboarding_signatures (agency_id, applicant_id)`.execute(db);

  await sql`
    CREATE TABLE onboarding_consents (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      version text NOT NULL,
      given_at timestamptz NOT NULL DEFAULT now(),
      given_ip text NOT NULL DEFAULT '',
      given_user_agent text NOT NULL DEFAULT '',
      withdrawn_at timestamptz,
      withdrawn_ip text,
      withdrawn_user_agent text,
      CONSTRAINT onboarding_consents_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_consents_applicant ON onboarding_consents (agency_id, applicant_id, given_at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE onboarding_audit (
      id bigserial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      action text NOT NULL CHECK (action IN ('consent-given', 'consent-withdrawn', 'submitted', 'signed', 'approved', 'changes-requested', 'revealed', 'i9-unlocked', 'section-2-signed')),
      form text,
      version integer,
      actor_kind text NOT NULL CHECK (actor_kind IN ('applicant', 'staff')),
      actor_id integer,
      actor_name text NOT NULL DEFAULT '',
      at timestamptz NOT NULL DEFAULT now(),
      ip text NOT NULL DEFAULT '',
      user_agent text NOT NULL DEFAULT '',
      detail text NOT NULL DEFAULT '',
      CONSTRAINT onboarding_audit_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_audit_applicant ON onboarding_audit (agency_id, applicant_id, at DESC, id DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE onboarding_uploads (
      id uuid PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      blob_key text NOT NULL UNIQUE,
      file_name text NOT NULL,
      content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
      size integer NOT NULL CHECK (size > 0),
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT onboarding_uploads_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_uploads_applicant ON onboarding_uploads (agency_id, applicant_id, uploaded_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE onboarding_i9_unlocks (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      unlocked_by integer,
      unlocked_by_name text NOT NULL DEFAULT '',
      unlocked_at timestamptz NOT NULL DEFAULT now(),
      reason text NOT NULL,
      CONSTRAINT onboarding_i9_unlocks_applicant FOREIGN KEY (agency_id, applicant_id) REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT onboarding_i9_unlocks_recruiter FOREIGN KEY (agency_id, unlocked_by) REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (unlocked_by)
    )
  `.execute(db);
  await sql`CREATE INDEX onboarding_i9_unlocks_applicant ON onboarding_i9_unlocks (agency_id, applicant_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE onboarding_i9_unlocks`.execute(db);
  await sql`DROP TABLE onboarding_uploads`.execute(db);
  await sql`DROP TABLE onboarding_audit`.execute(db);
  await sql`DROP TABLE onboarding_consents`.execute(db);
  await sql`DROP TABLE onboarding_signatures`.execute(db);
  await sql`DROP TABLE onboarding_i9_section2`.execute(db);
  await sql`DROP TRIGGER onboarding_documents_sealed ON onboarding_documents`.execute(db);
  await sql`DROP TABLE onboarding_documents`.execute(db);
  await sql`DROP FUNCTION onboarding_documents_sealed()`.execute(db);
}
