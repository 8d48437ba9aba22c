import { sql, type Kysely } from 'kysely';

/**
 * 0029_audit_log (issue 15, Manage Users): the agency's security audit log — who did what to which account,
 * when and from where (sign-ins, failed sign-ins, locks, forced sign-outs, password resets, reveals of
 * sensitive values, changes to staff accounts and to the agency). No CHECK on `action`: features add their
 * own kinds (the contract's AUDIT_ACTIONS lists them). `detail` never holds a secret. Accounts learn a lock
 * (`locked_at`, `locked_by`): a locked account cannot sign in and its sessions end; and the time of their
 * latest sign-in (`last_sign_in_at`). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now(),
      actor_user_id uuid,
      actor_name text NOT NULL DEFAULT '',
      action text NOT NULL,
      subject_user_id uuid,
      subject_name text NOT NULL DEFAULT '',
      detail jsonb NOT NULL DEFAULT '{}',
      ip text NOT NULL DEFAULT ''
    )
  `.execute(db);
  await sql`CREATE INDEX audit_log_by_agency ON audit_log (agency_id, at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_by_action ON audit_log (agency_id, action, at DESC)`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN locked_at timestamptz, ADD COLUMN locked_by uuid, ADD COLUMN last_sign_in_at timestamptz`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN locked_at, DROP COLUMN locked_by, DROP COLUMN last_sign_in_at`.execute(db);
  await sql`DROP TABLE audit_log`.execute(db);
}
