import { sql, type Kysely } from 'kysely';

/**
 * 0022_submissions: applicants put forward for job orders (issue 13), once per job order and applicant
 * (`submissions_once`: a second attempt finds the first), with their status, the interview time, who
 * submitted them, and every change of status in `submission_events` (who, when, note). The placed ones of
 * a job order are counted through `submissions_placed`. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE submissions (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      job_order_id integer NOT NULL,
      applicant_id integer NOT NULL,
      status text NOT NULL DEFAULT 'submitted' CHECK (status IN
        ('submitted', 'sent-to-facility', 'interview', 'offer', 'placed', 'declined', 'withdrawn')),
      interview_at timestamptz,
      submitted_by integer,
      submitted_by_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT submissions_agency_id UNIQUE (agency_id, id),
      CONSTRAINT submissions_once UNIQUE (agency_id, job_order_id, applicant_id),
      CONSTRAINT submissions_job_order FOREIGN KEY (agency_id, job_order_id)
        REFERENCES job_orders (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT submissions_applicant FOREIGN KEY (agency_id, applicant_id)
        REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT submissions_submitter FOREIGN KEY (agency_id, submitted_by)
        REFERENCES recruiters (agency_id, id) ON DELETE SET NULL (submitted_by)
    )
  `.execute(db);
  await sql`CREATE INDEX submissions_by_applicant ON submissions (agency_id, applicant_id)`.execute(db);
  await sql`CREATE INDEX submissions_placed ON submissions (agency_id, job_order_id) WHERE status = 'placed'`.execute(
    db,
  );
  await sql`
    CREATE TABLE submission_events (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL,
      submission_id integer NOT NULL,
      from_status text,
      to_status text NOT NULL,
      note text NOT NULL DEFAULT '',
      actor_id integer,
      actor_name text NOT NULL DEFAULT '',
      at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT submission_events_submission FOREIGN KEY (agency_id, submission_id)
        REFERENCES submissions (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX submission_events_by_submission ON submission_events (submission_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE submission_events`.execute(db);
  await sql`DROP TABLE submissions`.execute(db);
}
