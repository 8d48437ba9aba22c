import { sql } from 'kysely';
import type { Db } from '../db';
import type { CounterStore, CounterWindow } from './store';
import './tables';

/**
 * Counters in the `rate_limits` table (migration 0005), for PGlite and PostgreSQL alike. An increment is
 * one `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING` over all its keys: PostgreSQL locks each row for
 * the statement, so concurrent increments (from any instance on the database) are serialised per key and
 * none is lost. Keys go in sorted order, so two statements over the same keys never deadlock.
 */
export function createDatabaseCounterStore(db: Db): CounterStore {
  return {
    kind: 'database',

    async increment(increments, now) {
      if (increments.length === 0) return [];
      const at = new Date(now);
      const rows = [...increments]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((increment) => ({
          key: increment.key,
          count: increment.by ?? 1,
          window_ends_at: new Date(now + increment.windowMs),
        }));
      const returned = await db
        .insertInto('rate_limits')
        .values(rows)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            // A window that has ended starts again with this increment; a running one adds to its count.
            count: sql<number>`CASE WHEN rate_limits.window_ends_at <= ${at} THEN excluded.count
              ELSE rate_limits.count + excluded.count END`,
            window_ends_at: sql<Date>`CASE WHEN rate_limits.window_ends_at <= ${at} THEN excluded.window_ends_at
              ELSE rate_limits.window_ends_at END`,
          }),
        )
        .returning(['key', 'count', 'window_ends_at'])
        .execute();
      const byKey = new Map<string, CounterWindow>(
        returned.map((row) => [row.key, { count: row.count, endsAt: row.window_ends_at.getTime() }]),
      );
      return increments.map((increment) => byKey.get(increment.key)!);
    },

    // One back per claim in its window, then the counters that reached zero go: a refused or successful
    // attempt leaves no row behind (a client sending new user names would otherwise add rows for a day).
    async giveBack(claims) {
      if (claims.length === 0) return;
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`count - 1` })
        .where('count', '>', 0)
        .where((eb) =>
          eb.or(
            claims.map((claim) =>
              eb.and([eb('key', '=', claim.key), eb('window_ends_at', '=', new Date(claim.endsAt))]),
            ),
          ),
        )
        .execute();
      await db
        .deleteFrom('rate_limits')
        .where('count', '=', 0)
        .where(
          'key',
          'in',
          claims.map((claim) => claim.key),
        )
        .execute();
    },

    async reset(keys) {
      if (keys.length > 0)
        await db
          .deleteFrom('rate_limits')
          .where('key', 'in', [...keys])
          .execute();
    },

    async read(key, now) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'window_ends_at'])
        .where('key', '=', key)
        .where('window_ends_at', '>', new Date(now))
        .executeTakeFirst();
      return row ? { count: row.count, endsAt: row.window_ends_at.getTime() } : null;
    },

    async prune(now) {
      const result = await db.deleteFrom('rate_limits').where('window_ends_at', '<=', new Date(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // The database belongs to the app (it closes it).
    async close() {},
  };
}
