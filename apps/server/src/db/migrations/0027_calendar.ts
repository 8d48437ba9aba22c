import { sql, type Kysely } from 'kysely';

/**
 * 0027_calendar: the calendar (issue 14): interviews and follow-ups of the agency's applicants
 * (`calendar_events`, times in UTC; a follow-up's due time is its `starts_at`), their interviewers
 * (`calendar_event_interviewers`, staff members of the same agency), the reminders already e-mailed
 * (`calendar_reminders_sent`, once per event, SEQUENCE, offset and recipient whatever runs the job), and the
 * outbox's attachments (the invitations' ICS files: a JSON array of { Filename, ContentType, Content (base64) }).
 * An interview moved to on a submission is linked to it (`calendar_events_submission`: one live interview per
 * submission). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendar_events (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      uid text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('interview', 'follow-up')),
      title text NOT NULL,
      applicant_id integer NOT NULL,
      job_order_id integer,
      submission_id integer,
      starts_at timestamptz NOT NULL,
      duration_minutes integer CHECK (duration_minutes BETWEEN 5 AND 480),
      location_kind text CHECK (location_kind IN ('in-person', 'phone', 'video')),
      location text NOT NULL DEFAULT '',
      notes text NOT NULL DEFAULT '',
      owner_id integer NOT NULL,
      done_at timestamptz,
      reminder_offsets integer[] NOT NULL DEFAULT '{}',
      remind_applicant boolean NOT NULL DEFAULT false,
      sequence integer NOT NULL DEFAULT 0,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_name text NOT NULL DEFAULT '',
      CONSTRAINT calendar_events_agency_id UNIQUE (agency_id, id),
      CONSTRAINT calendar_events_interview_duration CHECK (kind <> 'interview' OR duration_minutes IS NOT NULL),
      CONSTRAINT calendar_events_applicant FOREIGN KEY (agency_id, applicant_id)
        REFERENCES applicants (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT calendar_events_job_order FOREIGN KEY (agency_id, job_order_id)
        REFERENCES job_orders (agency_id, id) ON DELETE SET NULL (job_order_id),
      CONSTRAINT calendar_events_submission FOREIGN KEY (agency_id, submission_id)
        REFERENCES submissions (agency_id, id) ON DELETE SET NULL (submission_id),
      CONSTRAINT calendar_events_owner FOREIGN KEY (agency_id, owner_id)
        REFERENCES recruiters (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX calendar_events_by_start ON calendar_events (agency_id, starts_at)`.execute(db);
  await sql`CREATE INDEX calendar_events_by_applicant ON calendar_events (agency_id, applicant_id)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX calendar_events_submission_once ON calendar_events (agency_id, submission_id)
      WHERE submission_id IS NOT NULL AND cancelled_at IS NULL
  `.execute(db);
  await sql`
    CREATE TABLE calendar_event_interviewers (
      agency_id integer NOT NULL,
      event_id integer NOT NULL,
      recruiter_id integer NOT NULL,
      PRIMARY KEY (event_id, recruiter_id),
      CONSTRAINT calendar_event_interviewers_event FOREIGN KEY (agency_id, event_id)
        REFERENCES calendar_events (agency_id, id) ON DELETE CASCADE,
      CONSTRAINT calendar_event_interviewers_recruiter FOREIGN KEY (agency_id, recruiter_id)
        REFERENCES recruiters (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX calendar_event_interviewers_by_recruiter ON calendar_event_interviewers (agency_id, recruiter_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE calendar_reminders_sent (
      event_id integer NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
      sequence integer NOT NULL,
      offset_minutes integer NOT NULL,
      recipient text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, sequence, offset_minutes, recipient)
    )
  `.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN attachments`.execute(db);
  await sql`DROP TABLE calendar_reminders_sent`.execute(db);
  await sql`DROP TABLE calendar_event_interviewers`.execute(db);
  await sql`DROP TABLE calendar_events`.execute(db);
}
