import { sql, type Kysely } from 'kysely';

/**
 * 0004_refresh_grace: the rotation grace window of refresh tokens. `successor_box` holds the pair a token
 * was rotated into, encrypted with a key derived from the rotated token itself (the database never holds
 * what opens it); it is cleared when the family rotates again, and refused once the window has passed.
 * Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refresh_tokens ADD COLUMN successor_box text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refresh_tokens DROP COLUMN successor_box`.execute(db);
}
