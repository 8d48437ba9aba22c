import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { createJobRunner } from '../src/platform/jobs';
import {
  createDatabaseCounterStore,
  createRateLimiter,
  createRedisCounterStore,
  RATE_LIMITS_PRUNE_JOB,
  type CounterStore,
} from '../src/platform/rate-limit';
import { createTestDatabase, DB_KINDS, testClock, withMigratedDatabase } from './helpers';

// The rate limits' counter store (issue 9, item 9: counters shared by every instance): the same contract
// on the database (PGlite, PostgreSQL) and on Redis. Times are the caller's (a test clock), no sleeps.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const silent = pino({ level: 'silent' });

type StoreKind = 'pglite' | 'postgres' | 'redis';
const STORE_KINDS: StoreKind[] = [...DB_KINDS, 'redis'];

describe.each(STORE_KINDS)('counter store on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let db: Db | undefined;
  let store: CounterStore;
  // Each run its own keys (Redis is shared by every test run on this machine).
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    if (kind === 'redis') {
      store = await createRedisCounterStore({ url: REDIS_URL, keyPrefix: prefix });
    } else {
      database = await createTestDatabase(kind);
      db = createDatabase(database.database);
      await migrateToLatest(db as never);
      store = createDatabaseCounterStore(db);
    }
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('counts in a fixed window that starts with the first increment and restarts once it has ended', async () => {
    const clock = testClock();
    const start = clock.now().getTime();
    expect(await store.read('a', start)).toBeNull();
    expect(await store.increment([{ key: 'a', windowMs: MINUTE }], start)).toEqual([
      { count: 1, endsAt: start + MINUTE },
    ]);
    clock.advance(59_999);
    // A running window keeps its end, whatever window the later increment asks for; `by` adds more.
    expect(await store.increment([{ key: 'a', windowMs: 5 * MINUTE, by: 3 }], clock.now().getTime())).toEqual([
      { count: 4, endsAt: start + MINUTE },
    ]);
    expect(await store.read('a', clock.now().getTime())).toEqual({ count: 4, endsAt: start + MINUTE });
    clock.advance(1);
    expect(await store.read('a', clock.now().getTime())).toBeNull();
    const now = clock.now().getTime();
    expect(await store.increment([{ key: 'a', windowMs: MINUTE }], now)).toEqual([{ count: 1, endsAt: now + MINUTE }]);
  });

  it('increments several keys at once, answering in the order asked', async () => {
    const now = testClock().now().getTime();
    await store.increment([{ key: 'm2', windowMs: MINUTE }], now);
    expect(
      await store.increment(
        [
          { key: 'm3', windowMs: 2 * MINUTE },
          { key: 'm2', windowMs: MINUTE },
          { key: 'm1', windowMs: 3 * MINUTE },
        ],
        now,
      ),
    ).toEqual([
      { count: 1, endsAt: now + 2 * MINUTE },
      { count: 2, endsAt: now + MINUTE },
      { count: 1, endsAt: now + 3 * MINUTE },
    ]);
  });

  it('never loses a concurrent increment: 50 at once get the counts 1 … 50', async () => {
    const now = testClock().now().getTime();
    const windows = await Promise.all(
      Array.from({ length: 50 }, () =>
        store.increment(
          [
            { key: 'race', windowMs: MINUTE },
            { key: 'race-2', windowMs: MINUTE },
          ],
          now,
        ),
      ),
    );
    for (const index of [0, 1])
      expect(windows.map((pair) => pair[index]!.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    expect(new Set(windows.map((pair) => pair[0]!.endsAt))).toEqual(new Set([now + MINUTE]));
  });

  it('gives one back only in the window it was counted in, never below zero, forgetting a counter at zero; reset forgets', async () => {
    const clock = testClock();
    const now = clock.now().getTime();
    const [first] = await store.increment([{ key: 'g', windowMs: MINUTE }], now);
    await store.increment([{ key: 'g', windowMs: MINUTE }], now);
    await store.giveBack([{ key: 'g', endsAt: first!.endsAt }]);
    expect((await store.read('g', now))?.count).toBe(1);
    await store.giveBack([
      { key: 'g', endsAt: first!.endsAt },
      { key: 'missing', endsAt: first!.endsAt },
    ]);
    await store.giveBack([{ key: 'g', endsAt: first!.endsAt }]);
    // Back at zero: nothing is kept (a refused attempt leaves no counter behind).
    expect(await store.read('g', now)).toBeNull();
    // A claim of an ended window gives nothing back to the next one.
    clock.advance(MINUTE);
    await store.increment([{ key: 'g', windowMs: MINUTE }], clock.now().getTime());
    await store.giveBack([{ key: 'g', endsAt: first!.endsAt }]);
    expect((await store.read('g', clock.now().getTime()))?.count).toBe(1);
    await store.reset(['g', 'missing']);
    expect(await store.read('g', clock.now().getTime())).toBeNull();
  });
});

describe.each(DB_KINDS)('rate-limits.prune on %s', (kind) => {
  let db: Db;
  withMigratedDatabase(kind, (opened) => (db = opened));

  it('deletes the ended windows hourly on the job runner and queues its next run once', async () => {
    const clock = testClock();
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const limiter = await createRateLimiter({ config: { kind: 'database' }, db, jobs, log: silent, now: clock.now });
    const now = clock.now().getTime();
    await limiter.store.increment(
      [
        { key: 'short', windowMs: MINUTE },
        { key: 'long', windowMs: 2 * 3_600_000 },
      ],
      now,
    );
    await limiter.schedulePrune();
    await limiter.schedulePrune();
    const queued = await db.selectFrom('jobs').selectAll().where('kind', '=', RATE_LIMITS_PRUNE_JOB).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.run_at.getTime()).toBe(now + 3_600_000);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(3_600_000);
    expect(await jobs.runDue()).toBe(1);
    const keys = await db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['long']);
    const next = await db
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('kind', '=', RATE_LIMITS_PRUNE_JOB)
      .orderBy('id')
      .execute();
    expect(next.map((job) => job.status)).toEqual(['succeeded', 'pending']);
    expect(next[1]!.run_at.getTime()).toBe(now + 2 * 3_600_000);
    await limiter.close();
  });
});
