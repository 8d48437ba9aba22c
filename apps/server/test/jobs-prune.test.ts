import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db';
import { createJobRunner, JOBS_PRUNE_JOB } from '../src/platform/jobs';
import { DB_KINDS, testClock, withMigratedDatabase } from './helpers';

const silent = pino({ level: 'silent' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Finished jobs do not pile up: the runner's own periodic job (jobs.prune, hourly) deletes succeeded and
// failed jobs that finished more than JOBS_RETENTION ago; pending ones stay. Injected clock, no sleeps.

describe.each(DB_KINDS)('pruning finished jobs on %s', (kind) => {
  let db: Db;
  withMigratedDatabase(kind, (opened) => (db = opened));

  const rows = async () =>
    (await db.selectFrom('jobs').select(['kind', 'status', 'run_at', 'finished_at']).orderBy('id').execute()).map(
      (row) => `${row.kind} ${row.status} run ${row.run_at.toISOString()} end ${row.finished_at?.toISOString()}`,
    );

  it('deletes succeeded and failed jobs older than the retention, hourly, and keeps everything else', async () => {
    const clock = testClock(new Date('2030-01-01T00:00:00.000Z'));
    const t0 = clock.now().getTime();
    const at = (ms: number) => new Date(t0 + ms).toISOString();
    const jobs = createJobRunner({
      db,
      log: silent,
      now: clock.now,
      retentionMs: 7 * DAY,
      handlers: {
        'test.ok': async () => undefined,
        'test.bad': async () => {
          throw new Error('no');
        },
        'test.later': async () => undefined,
      },
    });

    // start() queues the prune at the next full hour (once, however often it is asked).
    jobs.start();
    await jobs.stop();
    await jobs.schedulePrune();
    const pruneJobs = await db
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('kind', '=', JOBS_PRUNE_JOB)
      .execute();
    expect(pruneJobs).toEqual([{ run_at: new Date(t0 + HOUR), status: 'pending' }]);

    // A stopped runner claims nothing: a new one on the same clock does the work.
    const runner = createJobRunner({
      db,
      log: silent,
      now: clock.now,
      retentionMs: 7 * DAY,
      handlers: {
        'test.ok': async () => undefined,
        'test.bad': async () => {
          throw new Error('no');
        },
        'test.later': async () => undefined,
      },
    });
    await runner.enqueue(db, 'test.ok', {});
    await runner.enqueue(db, 'test.bad', {}, { maxAttempts: 1 });
    await runner.enqueue(db, 'test.later', {}, { runAt: new Date(t0 + 30 * DAY) });
    expect(await runner.runDue()).toBe(2);

    clock.advance(HOUR);
    expect(await runner.runDue()).toBe(1);
    const finishedAtStart = [
      `test.ok succeeded run ${at(0)} end ${at(0)}`,
      `test.bad failed run ${at(0)} end ${at(0)}`,
      `test.later pending run ${at(30 * DAY)} end undefined`,
    ];
    expect(await rows()).toEqual([
      `${JOBS_PRUNE_JOB} succeeded run ${at(HOUR)} end ${at(HOUR)}`,
      ...finishedAtStart,
      `${JOBS_PRUNE_JOB} pending run ${at(2 * HOUR)} end undefined`,
    ]);

    // Exactly 7 days after they finished they are still kept (the overdue prune of 02:00 runs now).
    clock.set(new Date(t0 + 7 * DAY));
    expect(await runner.runDue()).toBe(1);
    expect(await rows()).toEqual([
      `${JOBS_PRUNE_JOB} succeeded run ${at(HOUR)} end ${at(HOUR)}`,
      ...finishedAtStart,
      `${JOBS_PRUNE_JOB} succeeded run ${at(2 * HOUR)} end ${at(7 * DAY)}`,
      `${JOBS_PRUNE_JOB} pending run ${at(7 * DAY + HOUR)} end undefined`,
    ]);

    // An hour later the next prune deletes what finished more than 7 days ago; the pending job stays.
    clock.advance(HOUR);
    expect(await runner.runDue()).toBe(1);
    expect(await rows()).toEqual([
      `${JOBS_PRUNE_JOB} succeeded run ${at(HOUR)} end ${at(HOUR)}`,
      `test.later pending run ${at(30 * DAY)} end undefined`,
      `${JOBS_PRUNE_JOB} succeeded run ${at(2 * HOUR)} end ${at(7 * DAY)}`,
      `${JOBS_PRUNE_JOB} succeeded run ${at(7 * DAY + HOUR)} end ${at(7 * DAY + HOUR)}`,
      `${JOBS_PRUNE_JOB} pending run ${at(7 * DAY + 2 * HOUR)} end undefined`,
    ]);
  });

  it('the prune is the runner’s own kind', () => {
    const jobs = createJobRunner({ db, log: silent });
    expect(() => jobs.register(JOBS_PRUNE_JOB, async () => undefined)).toThrow('already has a handler');
  });
});
