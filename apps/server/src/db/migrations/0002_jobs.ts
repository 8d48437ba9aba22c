import { sql, type Kysely } from 'kysely';

/**
 * 0002_jobs: the durable job runner's table (platform/jobs). Mail delivery becomes the job kind
 * `mail.deliver`: outbox messages still pending move to jobs (once-only key = the outbox id), and the
 * outbox's own delivery columns (`next_attempt_at`, `locked_until`) and index go. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jobs (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_.-]{0,99}$'),
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      agency_id integer REFERENCES agencies(id) ON DELETE CASCADE,
      once_key text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      run_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts BETWEEN 1 AND 1000),
      locked_until timestamptz,
      locked_by text,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      CONSTRAINT jobs_once_key UNIQUE (kind, once_key)
    )`.execute(db);
  await sql`CREATE INDEX jobs_due ON jobs (run_at) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX jobs_agency ON jobs (agency_id) WHERE agency_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO jobs (kind, payload, agency_id, once_key, run_at, attempts, max_attempts)
    SELECT 'mail.deliver', jsonb_build_object('outboxId', id), agency_id, id::text, next_attempt_at, attempts,
           greatest(attempts + 1, 8)
    FROM outbox WHERE status = 'pending'
    ORDER BY id`.execute(db);
  await sql`DROP INDEX outbox_due`.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN next_attempt_at, DROP COLUMN locked_until`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN locked_until timestamptz`.execute(db);
  await sql`CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending'`.execute(db);
  await sql`
    UPDATE outbox SET next_attempt_at = jobs.run_at
    FROM jobs WHERE jobs.kind = 'mail.deliver' AND jobs.once_key = outbox.id::text AND jobs.status = 'pending'`.execute(
    db,
  );
  await sql`DROP TABLE jobs`.execute(db);
}
