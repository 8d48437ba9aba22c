import { sql, type Kysely } from 'kysely';

/**
 * 0019_references_physical_info: reference requests (issue 12, ONBOARDING.md §6.6): one row per request
 * e-mailed to a reference of the applicant's nurse form (`reference_id`: the entry's Id), holding only the
 * SHA-256 of its one-time token, what the public form shows (the reference's name, facility, the dates
 * worked together, copied when the request is made), its expiry, its status and the answers received
 * (JSON). An onboarding document may also be Physical Info (`nurse-physical-info`, a health form stored
 * like the others apart in onboarding_health_data). Going down deletes both. Literal values only.
 */
const FORMS_0014 = `'personal-info', 'identification-info', 'emergency-info', 'w9-form-info', 'uscis-info', 'cbc-form-info', 'agreement-form-info', 'terms-conditions', 'influenza-vaccination', 'hepab-hippa-info', 'nurse-form'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE onboarding_documents
      DROP CONSTRAINT onboarding_documents_form_check,
      ADD CONSTRAINT onboarding_documents_form_check CHECK (form IN (${sql.raw(FORMS_0014)}, 'nurse-physical-info'))
  `.execute(db);
  await sql`
    CREATE TABLE reference_requests (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      reference_id text NOT NULL,
      email text NOT NULL,
      reference_name text NOT NULL,
      facility text NOT NULL,
      worked_from text,
      worked_to text,
      token_hash text NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('sent', 'completed', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      completed_at timestamptz,
      answers text,
      completed_ip text NOT NULL DEFAULT '',
      completed_user_agent text NOT NULL DEFAULT '',
      CONSTRAINT reference_requests_applicant FOREIGN KEY (agency_id, applicant_id)
        REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT reference_requests_completed CHECK ((status = 'completed') = (answers IS NOT NULL AND completed_at IS NOT NULL))
    )
  `.execute(db);
  await sql`
    CREATE INDEX reference_requests_reference ON reference_requests (agency_id, applicant_id, reference_id, created_at)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE reference_requests`.execute(db);
  await sql`DELETE FROM onboarding_documents WHERE form = 'nurse-physical-info'`.execute(db);
  await sql`
    ALTER TABLE onboarding_documents
      DROP CONSTRAINT onboarding_documents_form_check,
      ADD CONSTRAINT onboarding_documents_form_check CHECK (form IN (${sql.raw(FORMS_0014)}))
  `.execute(db);
}
