import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { createJobRunner, type JobContext, type JobHandler, type JobRunnerOptions } from '../src/platform/jobs';
import { createTestDatabase, DB_KINDS, testClock } from './helpers';

const silent = pino({ level: 'silent' });

describe.each(DB_KINDS)('job runner on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.database);
    await migrateToLatest(db as never);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const job = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const runner = (options: Omit<JobRunnerOptions, 'db' | 'log'>) =>
    createJobRunner({ db, log: silent, random: () => 0.5, ...options });

  it('retries a failing job with exponential back-off (with jitter) until it succeeds', async () => {
    const clock = testClock();
    const seen: JobContext[] = [];
    const jobs = runner({
      now: clock.now,
      handlers: {
        'test.flaky': async (_payload, context) => {
          seen.push(context);
          if (context.attempt < 3) throw new Error(`boom ${context.attempt}`);
        },
      },
    });
    const id = (await jobs.enqueue(db, 'test.flaky', { n: 1 }, { maxAttempts: 5 }))!;
    const t0 = clock.now().getTime();

    expect(await jobs.runDue()).toBe(1);
    let row = await job(id);
    // 2 s after the first failure, less the jitter (random 0.5 × 20 % = 10 %).
    expect([row.status, row.attempts, row.last_error, row.run_at.getTime() - t0]).toEqual([
      'pending',
      1,
      'boom 1',
      1800,
    ]);
    expect([row.locked_until, row.locked_by]).toEqual([null, null]);

    clock.advance(1799);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    row = await job(id);
    // The delay doubles: 4 s less 10 %.
    expect([row.status, row.attempts, row.last_error, row.run_at.getTime() - clock.now().getTime()]).toEqual([
      'pending',
      2,
      'boom 2',
      3600,
    ]);

    clock.advance(3600);
    expect(await jobs.runDue()).toBe(1);
    row = await job(id);
    expect([row.status, row.attempts, row.last_error, row.finished_at?.getTime()]).toEqual([
      'succeeded',
      3,
      null,
      clock.now().getTime(),
    ]);
    expect(seen.map((context) => [context.attempt, context.maxAttempts, context.kind, context.id])).toEqual([
      [1, 5, 'test.flaky', id],
      [2, 5, 'test.flaky', id],
      [3, 5, 'test.flaky', id],
    ]);
    clock.advance(3_600_000);
    expect(await jobs.runDue()).toBe(0);
  });

  it('gives up after max attempts and keeps a safe reason (no credentials)', async () => {
    const clock = testClock();
    let runs = 0;
    const jobs = runner({
      now: clock.now,
      handlers: {
        'test.broken': async () => {
          runs += 1;
          throw new Error('connect failed for smtp://mailer:s3cret-pass@mail.example.com:587\n  at somewhere');
        },
      },
    });
    const id = (await jobs.enqueue(db, 'test.broken', {}, { maxAttempts: 3, agencyId: null }))!;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await jobs.runDue();
      clock.advance(3_600_000);
    }
    const row = await job(id);
    expect([runs, row.status, row.attempts]).toEqual([3, 'failed', 3]);
    expect(row.last_error).toBe('connect failed for smtp://[redacted]@mail.example.com:587 at somewhere');
    expect(row.finished_at).not.toBeNull();
  });

  it('creates one job per once-only key, and none when the enqueuing transaction rolls back', async () => {
    const clock = testClock();
    const payloads: unknown[] = [];
    const jobs = runner({
      now: clock.now,
      handlers: { 'test.once': async (payload) => void payloads.push(payload) },
    });
    const first = await db.transaction().execute((trx) => jobs.enqueue(trx, 'test.once', { n: 1 }, { onceKey: 'k-1' }));
    const second = await db
      .transaction()
      .execute((trx) => jobs.enqueue(trx, 'test.once', { n: 2 }, { onceKey: 'k-1' }));
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    await expect(
      db.transaction().execute(async (trx) => {
        await jobs.enqueue(trx, 'test.once', { n: 3 }, { onceKey: 'k-2' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');

    expect(await jobs.runDue()).toBe(1);
    expect(payloads).toEqual([{ n: 1 }]);
    // The key stays taken after the job ran; the rolled-back key is free.
    expect(await jobs.enqueue(db, 'test.once', { n: 4 }, { onceKey: 'k-1' })).toBeNull();
    expect(await jobs.enqueue(db, 'test.once', { n: 5 }, { onceKey: 'k-2' })).toEqual(expect.any(Number));
    expect(await jobs.runDue()).toBe(1);
    expect(payloads).toEqual([{ n: 1 }, { n: 5 }]);
    expect(
      await db
        .selectFrom('jobs')
        .select(['once_key', 'status'])
        .where('kind', '=', 'test.once')
        .orderBy('id')
        .execute(),
    ).toEqual([
      { once_key: 'k-1', status: 'succeeded' },
      { once_key: 'k-2', status: 'succeeded' },
    ]);
  });

  it('does not run a job scheduled in the future before its time', async () => {
    const clock = testClock();
    const ran: Date[] = [];
    const jobs = runner({
      now: clock.now,
      handlers: { 'test.later': async (_payload, context) => void ran.push(context.now) },
    });
    const runAt = new Date(clock.now().getTime() + 3_600_000);
    await jobs.enqueue(db, 'test.later', {}, { runAt });
    expect(await jobs.runDue()).toBe(0);
    clock.set(new Date(runAt.getTime() - 1));
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual([]);
    clock.set(runAt);
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual([runAt]);
  });

  it('retries the job of a runner that died once its lease has run out', async () => {
    const clock = testClock();
    const attempts: number[] = [];
    const jobs = runner({
      now: clock.now,
      leaseMs: 60_000,
      handlers: { 'test.orphan': async (_payload, context) => void attempts.push(context.attempt) },
    });
    const id = (await jobs.enqueue(db, 'test.orphan', {}))!;
    // Another runner claimed it (attempt 1) and died: its lease runs to t0 + 60 s.
    await db
      .updateTable('jobs')
      .set({ attempts: 1, locked_until: new Date(clock.now().getTime() + 60_000), locked_by: 'dead-runner' })
      .where('id', '=', id)
      .execute();
    clock.advance(59_999);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    expect(attempts).toEqual([2]);
    expect((await job(id)).status).toBe('succeeded');
  });

  it('fails a job whose last attempt never finished instead of running it again', async () => {
    const clock = testClock();
    let runs = 0;
    const gaveUp: unknown[] = [];
    const hang: JobHandler = Object.assign(async () => void (runs += 1), {
      onGiveUp: async (payload: unknown, _context: unknown, reason: string) => void gaveUp.push([payload, reason]),
    });
    const jobs = runner({ now: clock.now, leaseMs: 60_000, handlers: { 'test.hang': hang } });
    const id = (await jobs.enqueue(db, 'test.hang', { item: 7 }, { maxAttempts: 2 }))!;
    await db
      .updateTable('jobs')
      .set({ attempts: 2, locked_until: clock.now(), locked_by: 'dead-runner' })
      .where('id', '=', id)
      .execute();
    clock.advance(1);
    expect(await jobs.runDue()).toBe(1);
    const row = await job(id);
    expect([runs, row.status, row.last_error]).toEqual([
      0,
      'failed',
      'The last attempt did not finish within its lease.',
    ]);
    // The handler's give-up hook lets the work's own state follow (mail marks its outbox row failed).
    expect(gaveUp).toEqual([[{ item: 7 }, 'The last attempt did not finish within its lease.']]);
  });

  it('refuses a kind without a handler (a typo never becomes a job no runner takes)', async () => {
    const jobs = runner({ handlers: {} });
    await expect(jobs.enqueue(db, 'test.nobody', {})).rejects.toThrow('No handler for job kind "test.nobody".');
  });

  it('lets two runners process 200 jobs at once, each exactly once', async () => {
    // On PostgreSQL each runner has its own connection pool, as two server processes would.
    const second = kind === 'postgres' ? createDatabase(database.database) : db;
    try {
      const runs = new Map<number, number>();
      const runsBy = [0, 0];
      const handler = (index: number) => async (payload: unknown) => {
        const { n } = payload as { n: number };
        await sql`SELECT 1`.execute(db); // yield to the other runner between claim and outcome
        runs.set(n, (runs.get(n) ?? 0) + 1);
        runsBy[index]! += 1;
      };
      const a = createJobRunner({ db, log: silent, concurrency: 4, handlers: { 'test.bulk': handler(0) } });
      const b = createJobRunner({ db: second, log: silent, concurrency: 4, handlers: { 'test.bulk': handler(1) } });
      await db.transaction().execute(async (trx) => {
        for (let n = 0; n < 200; n += 1) await a.enqueue(trx, 'test.bulk', { n });
      });
      const pending = async () =>
        Number(
          (
            await db
              .selectFrom('jobs')
              .select((eb) => eb.fn.countAll().as('count'))
              .where('kind', '=', 'test.bulk')
              .where('status', '=', 'pending')
              .executeTakeFirstOrThrow()
          ).count,
        );
      // A runner's pass may end early when the other holds the rows it would take: run passes until none is left.
      for (let pass = 0; pass < 20 && (await pending()) > 0; pass += 1) await Promise.all([a.runDue(), b.runDue()]);

      expect(await pending()).toBe(0);
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(runsBy[0]! + runsBy[1]!).toBe(200);
      const rows = await db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('kind', '=', 'test.bulk')
        .distinct()
        .execute();
      expect(rows).toEqual([{ status: 'succeeded', attempts: 1 }]);
    } finally {
      if (second !== db) await second.destroy();
    }
  });
});
