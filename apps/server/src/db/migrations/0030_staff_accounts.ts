import { sql, type Kysely } from 'kysely';

/**
 * 0030_staff_accounts (issue 15, Management → Recruiters, docs/recruiters.md). A staff account's standing
 * beside `users.is_active`: `member` (the account works, or is deactivated when inactive), `invited` (waits for
 * its invitation to be accepted; inactive until then), `pending-approval` (registered itself, holds no role
 * until an owner or admin approves it), `declined` (a self-registration the agency refused; inactive). Every
 * existing staff record is a member. Invitations: a one-time link per row, only its SHA-256 stored, expiring,
 * used once, revoked by a newer one. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE recruiters ADD COLUMN standing text NOT NULL DEFAULT 'member'
      CHECK (standing IN ('member', 'invited', 'pending-approval', 'declined'))
  `.execute(db);
  await sql`
    CREATE TABLE staff_invitations (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      invited_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (agency_id, user_id) REFERENCES users (agency_id, id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX staff_invitations_by_user ON staff_invitations (agency_id, user_id, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE staff_invitations`.execute(db);
  await sql`ALTER TABLE recruiters DROP COLUMN standing`.execute(db);
}
