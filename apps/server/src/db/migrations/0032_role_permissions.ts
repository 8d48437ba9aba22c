import { sql, type Kysely } from 'kysely';

/**
 * 0032_role_permissions (issue 15): the agency owner's changes to the shipped permission table (contract
 * policy.ts), one row per role and permission that differs: given (allowed) or taken away. Who changed it and
 * when; the audit log keeps the history. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agency_role_permissions (
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('recruiter', 'supervisor', 'manager', 'administrator')),
      permission text NOT NULL CHECK (permission ~ '^[a-z-]+\\.[a-z-]+$'),
      allowed boolean NOT NULL,
      changed_by uuid,
      changed_by_name text NOT NULL DEFAULT '',
      changed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (agency_id, role, permission)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE agency_role_permissions`.execute(db);
}
