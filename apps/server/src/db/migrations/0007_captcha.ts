import { sql, type Kysely } from 'kysely';

/**
 * 0007_captcha: the captcha solutions already used (features/captcha). A solved ALTCHA challenge is
 * accepted once: its id (a hash of the challenge's signature) is recorded until the challenge expires, and
 * a second use finds it there. Rows past `expires_at` are deleted as new ones arrive. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE captcha_solutions (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
      expires_at timestamptz NOT NULL,
      used_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX captcha_solutions_expires_at ON captcha_solutions (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE captcha_solutions`.execute(db);
}
