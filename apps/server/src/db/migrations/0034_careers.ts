import { sql, type Kysely } from 'kysely';

/**
 * 0034_careers (issue 16, the careers site): a job order can be public (listed on the agency's careers site
 * while it is Open), stamped with the time it was published (kept while public, cleared when it is not); the
 * public search's partial index; the applicant source 'careers'; and the resumes uploaded on the careers
 * site that wait for their application: only the SHA-256 of the one-time token is stored, a token works for
 * 24 hours (CAREERS_RESUME_TOKEN_HOURS) and once (used_at, by whom, for which job order). Literal values
 * only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE job_orders
      ADD COLUMN public boolean NOT NULL DEFAULT false,
      ADD COLUMN published_at timestamptz,
      ADD CONSTRAINT job_orders_published CHECK (public = (published_at IS NOT NULL))
  `.execute(db);
  await sql`CREATE INDEX job_orders_public ON job_orders (agency_id, start_date, id) WHERE public AND status = 'open'`.execute(
    db,
  );

  await sql`
    ALTER TABLE applicants
      DROP CONSTRAINT applicants_source_check,
      ADD CONSTRAINT applicants_source_check CHECK (source IN ('portal', 'referral', 'job-board', 'social-media', 'career-fair', 'walk-in', 'careers', 'other'))
  `.execute(db);

  await sql`
    CREATE TABLE careers_resumes (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      blob_key text NOT NULL,
      file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL DEFAULT now() + interval '24 hours',
      used_at timestamptz,
      used_by_applicant_id integer,
      job_order_id integer,
      CONSTRAINT careers_resumes_token UNIQUE (token_hash),
      CONSTRAINT careers_resumes_used CHECK (used_at IS NOT NULL OR (used_by_applicant_id IS NULL AND job_order_id IS NULL)),
      CONSTRAINT careers_resumes_applicant FOREIGN KEY (agency_id, used_by_applicant_id)
        REFERENCES applicants (agency_id, id) ON DELETE SET NULL (used_by_applicant_id),
      CONSTRAINT careers_resumes_job_order FOREIGN KEY (agency_id, job_order_id)
        REFERENCES job_orders (agency_id, id) ON DELETE SET NULL (job_order_id)
    )
  `.execute(db);
  // The prune: unused uploads past their expiry.
  await sql`CREATE INDEX careers_resumes_unused ON careers_resumes (expires_at) WHERE used_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE careers_resumes`.execute(db);
  await sql`UPDATE applicants SET source = 'other' WHERE source = 'careers'`.execute(db);
  await sql`
    ALTER TABLE applicants
      DROP CONSTRAINT applicants_source_check,
      ADD CONSTRAINT applicants_source_check CHECK (source IN ('portal', 'referral', 'job-board', 'social-media', 'career-fair', 'walk-in', 'other'))
  `.execute(db);
  await sql`DROP INDEX job_orders_public`.execute(db);
  await sql`
    ALTER TABLE job_orders
      DROP CONSTRAINT job_orders_published,
      DROP COLUMN published_at,
      DROP COLUMN public
  `.execute(db);
}
