import { sql, type Kysely } from 'kysely';

/**
 * 0004_refresh_grace: the rotation grace window of refresh tokens. `successor_box` holds the pair a token
 * was rotated into, encrypted with a key derived from the rotated token itself (the database never holds
 * what opens it); it is cleared when the family rotates again, and once the window has passed.
 * Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refresh_tokens ADD COLUMN successor_box text`.execute(db);
  // The boxes still kept, by rotation time: those past the window are cleared (few rows, a small index).
  await sql`CREATE INDEX refresh_tokens_successor_box ON refresh_tokens (used_at) WHERE successor_box IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refresh_tokens_successor_box`.execute(db);
  await sql`ALTER TABLE refresh_tokens DROP COLUMN successor_box`.execute(db);
}
