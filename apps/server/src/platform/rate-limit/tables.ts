import type { ColumnType } from 'kysely';

/** One fixed-window counter of the rate limits (migration 0005_rate_limits; the database store). */
export interface RateLimitsTable {
  /** `<limit name>:<what is counted>`, e.g. `lookup:203.0.113.9`. */
  key: string;
  count: number;
  /** When the window ends; the row is dead after it (the prune job deletes it). */
  window_ends_at: ColumnType<Date, Date, Date>;
}

declare module '../db/database' {
  interface Database {
    rate_limits: RateLimitsTable;
  }
}
