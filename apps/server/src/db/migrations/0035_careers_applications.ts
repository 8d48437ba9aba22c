import { sql, type Kysely } from 'kysely';

/**
 * 0035_careers_applications (issue 27, item 9): an application from the careers site with the e-mail of an
 * applicant the agency already has is kept apart from that record until the person confirms it (the
 * e-mailed one-time link: only the SHA-256 of its token is stored, valid until expires_at) or staff merge
 * it: the answers it brought, its own resume (the careers upload's blob), the job order and submission, and
 * when and by whom it was confirmed and merged. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE careers_applications (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      applicant_id integer NOT NULL,
      job_order_id integer,
      job_title text NOT NULL,
      submission_id integer,
      first_name text NOT NULL,
      last_name text NOT NULL,
      mobile_phone text NOT NULL,
      discipline text NOT NULL,
      license_states text[] NOT NULL DEFAULT '{}',
      blob_key text NOT NULL,
      file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size > 0),
      token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      merged_at timestamptz,
      merged_by integer,
      merged_by_name text NOT NULL DEFAULT '',
      CONSTRAINT careers_applications_token UNIQUE (token_hash),
      CONSTRAINT careers_applications_merged CHECK (confirmed_at IS NULL OR merged_at IS NOT NULL),
      CONSTRAINT careers_applications_applicant FOREIGN KEY (agency_id, applicant_id)
        REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT careers_applications_job_order FOREIGN KEY (agency_id, job_order_id)
        REFERENCES job_orders (agency_id, id) ON DELETE SET NULL (job_order_id),
      CONSTRAINT careers_applications_submission FOREIGN KEY (submission_id)
        REFERENCES submissions (id) ON DELETE SET NULL
    )
  `.execute(db);
  // The record's pending applications.
  await sql`CREATE INDEX careers_applications_pending ON careers_applications (agency_id, applicant_id) WHERE merged_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE careers_applications`.execute(db);
}
