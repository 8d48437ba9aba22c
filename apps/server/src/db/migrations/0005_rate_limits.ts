import { sql, type Kysely } from 'kysely';

/**
 * 0005_rate_limits: the rate limits' fixed-window counters, shared by every server instance on the
 * database (platform/rate-limit/database-store.ts). One row per counted key; a row whose window ended is
 * dead (read as absent, restarted by the next increment) and deleted by the periodic job
 * `rate-limits.prune`. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      count integer NOT NULL CHECK (count >= 0),
      window_ends_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limits`.execute(db);
}
