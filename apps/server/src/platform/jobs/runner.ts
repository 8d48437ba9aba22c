import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db';
import './tables';

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: number;
  kind: string;
  agencyId: number | null;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** The runner's clock (tests control it). */
  now: Date;
  log: Logger;
  /**
   * Aborted when the attempt's time limit (JOBS_TIMEOUT, below the lease) is up, its reason the error the
   * attempt is recorded with: stop the work (close connections, pass it to fetch) and throw. The runner then
   * fails the attempt and releases the job for a retry, before its lease ends and another runner may take it.
   */
  signal: AbortSignal;
}

/**
 * Runs one job. Returning ends it (`succeeded`); throwing schedules a retry with back-off until the job's
 * `max_attempts`, then ends it as `failed`. The payload comes from the database: check what you read.
 * A job may run more than once (a runner can stop between the work and recording it): make handlers
 * idempotent, or check the work's own state first, as `mail.deliver` does with the outbox row.
 */
export type JobHandler = ((payload: unknown, context: JobContext) => Promise<void>) & {
  /**
   * Called instead of the handler when the job is given up without a last throw: its last attempt did not
   * finish within its lease. Lets the work's own state follow (e.g. the outbox row becomes `failed`).
   */
  onGiveUp?: (payload: unknown, context: JobContext, reason: string) => Promise<void>;
};

/** Where a kind's jobs run: a lane has workers of its own (see `JobRunnerOptions.lanes`). */
export interface RegisterOptions {
  /** Default: the default lane (`concurrency`). */
  lane?: string;
}

/** A lane: the jobs of its kinds are claimed and run by its own workers only. */
export interface JobLane {
  /** Jobs of the lane one runner runs at the same time (default 1). */
  concurrency: number;
  /**
   * Jobs of one agency the lane runs at the same time, over every runner on the database (jobs of no agency
   * are not counted): one agency's slow work holds at most this many slots. Default: no limit.
   */
  perAgency?: number;
}

/** The lane of the kinds registered without one. */
export const DEFAULT_LANE = 'default';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second job of the same kind with the same key is not created (enqueue answers null). */
  onceKey?: string;
  /** Attempts before the job is `failed` (default: the runner's `maxAttempts`). */
  maxAttempts?: number;
  /** The agency the job belongs to, when it belongs to one. */
  agencyId?: number | null;
}

export interface Backoff {
  /** Delay after the first failed attempt; it doubles after each further one. */
  baseMs: number;
  /** Upper bound of the delay. */
  maxMs: number;
  /** Share of the delay taken off at random (0.2: between 80 % and 100 % of it), so retries spread out. */
  jitter: number;
}

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  handlers?: Record<string, JobHandler>;
  /** How often `start()` looks for due jobs (a `kick()` looks at once). Default 2000 ms. */
  pollMs?: number;
  /** How long a claimed job stays with its runner; a job whose runner died is retried after it. Default 5 min. */
  leaseMs?: number;
  /**
   * The wall-clock limit of one attempt, below the lease (default 80 % of it): the handler's signal is aborted
   * and, once it stopped (at the latest half-way to the lease's end), the attempt is recorded failed and the
   * job released for a retry. So a job never outlives its lease, and is never run by two runners at once.
   */
  timeoutMs?: number;
  /** Default 8. */
  maxAttempts?: number;
  /** Default 2 s doubling up to 1 h, 20 % jitter. */
  backoff?: Partial<Backoff>;
  /** Jobs of the default lane run at the same time by this runner (default 1). */
  concurrency?: number;
  /**
   * Lanes beside the default one, by name (a kind names its lane when registered; a lane not listed here has
   * concurrency 1). Each lane claims only its own kinds with workers of its own, so work that can be slow
   * (staff mail through servers the agencies choose) never queues the rest (password resets) behind it.
   */
  lanes?: Record<string, Partial<JobLane>>;
  /** The clock (tests pass their own). */
  now?: () => Date;
  /** Random numbers in [0, 1) for the jitter (tests pass their own). */
  random?: () => number;
  /**
   * How long a finished job (`succeeded` or `failed`) is kept after it finished; the runner's own periodic
   * job (`jobs.prune`) deletes older ones. Default 7 days.
   */
  retentionMs?: number;
  /** How often the prune runs (default hourly). */
  pruneEveryMs?: number;
}

/** The runner's own periodic job: deletes finished jobs older than the retention. Its once-only key is its due time. */
export const JOBS_PRUNE_JOB = 'jobs.prune';

/**
 * Deletes the jobs that finished (`succeeded` or `failed`) before `now - retentionMs`; pending ones (waiting
 * or running) stay whatever their age. Answers how many were deleted. A once-only key is free again once its
 * job is deleted: keys guard against duplicates within the retention, not forever.
 */
export async function pruneFinishedJobs(db: Db, now: Date, retentionMs: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['succeeded', 'failed'])
    .where('finished_at', '<', new Date(now.getTime() - retentionMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface JobRunner {
  /**
   * Adds a job. Pass the transaction of the action that causes the work, so both commit or neither does;
   * call `kick()` after the commit to run it without waiting for the next poll. Answers the job's id, or
   * null when the once-only key already has a job.
   */
  enqueue(trx: Db, kind: string, payload: unknown, options?: EnqueueOptions): Promise<number | null>;
  /** Adds a handler (before `start()`), in the default lane or the one named. */
  register(kind: string, handler: JobHandler, options?: RegisterOptions): void;
  /** Runs due jobs soon (after a transaction that enqueued one commits). Does nothing before `start()`. */
  kick(): void;
  /** Runs every job that is due now (each lane with its workers) and answers how many attempts it made. */
  runDue(): Promise<number>;
  /**
   * Queues the next run of the prune of finished jobs (`jobs.prune`, at the start of the next period;
   * once per period however many servers ask). `start()` calls it; each run queues the next one.
   */
  schedulePrune(): Promise<void>;
  /** Polls every `pollMs`, after queueing the prune. */
  start(): void;
  /** Stops polling and waits for the jobs running now (each stopped at its time limit at the latest). */
  stop(): Promise<void>;
}

/** A lane's state in one runner. */
interface LaneState {
  name: string;
  concurrency: number;
  perAgency: number | null;
  /** Workers running now (kick's; runDue's are not counted). */
  active: number;
  /** A kick came while every worker was busy: look again when one ends. */
  again: boolean;
  workers: Set<Promise<void>>;
  /** Claims of one lane are made one at a time (so the per-agency limit holds within the process). */
  claiming: Promise<unknown>;
}

/** The failure as stored in `last_error` and logged: the message only, URL credentials removed, 500 characters. */
export function safeErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : 'A value that is not an Error was thrown.';
  return (
    text
      .replace(/\/\/[^/\s@]*@/g, '//[redacted]@')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500) || 'Error without a message.'
  );
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffDelayMs(attempts: number, backoff: Backoff, random: number): number {
  const delay = Math.min(backoff.baseMs * 2 ** Math.max(0, attempts - 1), backoff.maxMs);
  return Math.round(delay * (1 - backoff.jitter * random));
}

const KIND_PATTERN = /^[a-z][a-z0-9_.-]{0,99}$/;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  agency_id: number | null;
  attempts: number;
  max_attempts: number;
}

/**
 * One durable job runner in the database, for PGlite and PostgreSQL alike. A job is claimed by one short
 * statement (`FOR UPDATE SKIP LOCKED`, so runners of several server processes never take the same job)
 * that counts the attempt and sets a lease (`locked_until`) and a claim id (`locked_by`); the handler runs
 * outside any transaction; the outcome is recorded only by the claim that ran it. A runner that dies leaves
 * the lease to run out, after which another runner retries the job.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const handlers = new Map<string, JobHandler>(Object.entries(options.handlers ?? {}));
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 300_000;
  const defaultMaxAttempts = options.maxAttempts ?? 8;
  const backoff: Backoff = { baseMs: 2000, maxMs: 3_600_000, jitter: 0.2, ...options.backoff };
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const timeoutMs = options.timeoutMs ?? Math.floor(leaseMs * 0.8);
  if (!(timeoutMs > 0 && timeoutMs < leaseMs))
    throw new Error(`The job time limit (${timeoutMs} ms) must be above 0 and below the lease (${leaseMs} ms).`);
  // After the abort, the handler has until half-way between its time limit and the lease's end to stop.
  const graceMs = Math.floor((leaseMs - timeoutMs) / 2);
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const retentionMs = options.retentionMs ?? 7 * 24 * 3_600_000;
  const pruneEveryMs = options.pruneEveryMs ?? 3_600_000;

  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let stopped = false;
  let scheduling: Promise<void> | null = null;

  for (const kind of handlers.keys()) checkKind(kind);

  const laneOfKind = new Map<string, string>();
  const lanes = new Map<string, LaneState>();
  function lane(name: string): LaneState {
    let state = lanes.get(name);
    if (!state) {
      const settings = options.lanes?.[name] ?? {};
      const perAgency = settings.perAgency ?? null;
      state = {
        name,
        concurrency: Math.max(1, settings.concurrency ?? (name === DEFAULT_LANE ? concurrency : 1)),
        perAgency: perAgency !== null && perAgency >= 1 ? Math.floor(perAgency) : null,
        active: 0,
        again: false,
        workers: new Set(),
        claiming: Promise.resolve(),
      };
      lanes.set(name, state);
    }
    return state;
  }
  lane(DEFAULT_LANE);
  const kindsOf = (state: LaneState) =>
    [...handlers.keys()].filter((kind) => (laneOfKind.get(kind) ?? DEFAULT_LANE) === state.name);

  // The next period's start, as the once-only key: several servers on one database queue it once.
  async function queueNextPrune(after: Date): Promise<void> {
    const due = (Math.floor(after.getTime() / pruneEveryMs) + 1) * pruneEveryMs;
    await enqueue(db, JOBS_PRUNE_JOB, {}, { onceKey: String(due), runAt: new Date(due) });
  }
  if (handlers.has(JOBS_PRUNE_JOB)) throw new Error(`Job kind "${JOBS_PRUNE_JOB}" is the runner's own.`);
  handlers.set(JOBS_PRUNE_JOB, async (_payload, job) => {
    const pruned = await pruneFinishedJobs(db, job.now, retentionMs);
    if (pruned > 0) job.log.info({ pruned }, 'finished jobs pruned');
    await queueNextPrune(job.now);
  });

  function checkKind(kind: string): void {
    if (!KIND_PATTERN.test(kind))
      throw new Error(`Job kind "${kind}" must be lowercase letters, digits, '.', '_' or '-', starting with a letter.`);
  }

  /** Claims the lane's next due job (one claim of the lane at a time in this runner). */
  function claim(state: LaneState): Promise<{ job: ClaimedJob; token: string } | null> {
    const claimed = state.claiming.then(() => claimNow(state));
    state.claiming = claimed.catch(() => undefined);
    return claimed;
  }

  async function claimNow(state: LaneState): Promise<{ job: ClaimedJob; token: string } | null> {
    const kinds = kindsOf(state);
    if (kinds.length === 0) return null;
    const at = now();
    const token = randomUUID();
    // With a per-agency limit: not a job of an agency that has that many of the lane's jobs running (under a
    // lease that has not run out), on any runner.
    const perAgency =
      state.perAgency === null
        ? sql``
        : sql`AND (j.agency_id IS NULL OR j.agency_id NOT IN (
            SELECT r.agency_id FROM jobs r
            WHERE r.status = 'pending' AND r.locked_until > ${at} AND r.agency_id IS NOT NULL
              AND r.kind IN (${sql.join(kinds)})
            GROUP BY r.agency_id
            HAVING count(*) >= ${state.perAgency}
          ))`;
    const result = await sql<ClaimedJob>`
      UPDATE jobs SET attempts = attempts + 1, locked_until = ${new Date(at.getTime() + leaseMs)}, locked_by = ${token}
      WHERE id = (
        SELECT j.id FROM jobs j
        WHERE j.status = 'pending' AND j.run_at <= ${at} AND (j.locked_until IS NULL OR j.locked_until <= ${at})
          AND j.kind IN (${sql.join(kinds)})
          ${perAgency}
        ORDER BY j.run_at, j.id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, agency_id, attempts, max_attempts`.execute(db);
    const job = result.rows[0];
    return job ? { job, token } : null;
  }

  async function record(
    job: ClaimedJob,
    token: string,
    values: { status: 'pending' | 'succeeded' | 'failed'; runAt?: Date; lastError: string | null },
  ): Promise<void> {
    const finished = values.status !== 'pending';
    const result = await db
      .updateTable('jobs')
      .set({
        status: values.status,
        locked_until: null,
        locked_by: null,
        last_error: values.lastError,
        ...(values.runAt ? { run_at: values.runAt } : {}),
        ...(finished ? { finished_at: now() } : {}),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', token)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      log.warn({ jobId: job.id, kind: job.kind }, 'job lease ran out before its outcome was recorded');
  }

  async function runOne(job: ClaimedJob, token: string): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const jobLog = log.child({ jobId: job.id, kind: job.kind });
    const abort = new AbortController();
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      agencyId: job.agency_id,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      now: now(),
      log: jobLog,
      signal: abort.signal,
    };
    if (job.attempts > job.max_attempts) {
      // Claimed again after the lease of its last attempt ran out (the runner stopped or took too long).
      const reason = 'The last attempt did not finish within its lease.';
      try {
        await handler.onGiveUp?.(job.payload, context, reason);
      } catch (error) {
        jobLog.error({ reason: safeErrorText(error) }, 'job give-up hook failed');
      }
      await record(job, token, { status: 'failed', lastError: reason });
      jobLog.error({ attempts: job.attempts - 1 }, 'job failed: last attempt did not finish');
      return;
    }
    const work = Promise.resolve().then(() => handler(job.payload, context));
    const settled = work.then(
      () => ({ ok: true as const, error: null }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      settled,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (outcome === null) {
      // Its time is up: stop it, give it until half-way to the lease's end to do so, and release the job.
      const reason = new Error(
        `The attempt did not finish within its time limit (${Math.round(timeoutMs / 100) / 10} s) and was stopped.`,
      );
      abort.abort(reason);
      const late = await Promise.race([
        settled,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), graceMs))),
      ]);
      clearTimeout(timer);
      if (late === null)
        jobLog.error({ timeoutMs }, 'job handler did not stop when its time limit was up (it ignores its signal)');
      if (late?.ok) await record(job, token, { status: 'succeeded', lastError: null });
      else await fail(job, token, jobLog, reason);
      return;
    }
    if (outcome.ok) await record(job, token, { status: 'succeeded', lastError: null });
    else await fail(job, token, jobLog, outcome.error);
  }

  /** Records a failed attempt: a retry after the back-off, or `failed` after the last attempt. */
  async function fail(job: ClaimedJob, token: string, jobLog: Logger, error: unknown): Promise<void> {
    const reason = safeErrorText(error);
    const failed = job.attempts >= job.max_attempts;
    const runAt = failed ? undefined : new Date(now().getTime() + backoffDelayMs(job.attempts, backoff, random()));
    await record(job, token, { status: failed ? 'failed' : 'pending', runAt, lastError: reason });
    jobLog.warn({ attempts: job.attempts, failed, reason, retryAt: runAt?.toISOString() }, 'job attempt failed');
  }

  /** Claims and runs the lane's due jobs until none is left; `more` starts another worker at each claim. */
  async function worker(state: LaneState, more: boolean): Promise<number> {
    let attempts = 0;
    while (!stopped) {
      const claimed = await claim(state);
      if (!claimed) break;
      // There may be more due: another worker looks (up to the lane's concurrency) while this one runs.
      if (more && state.active < state.concurrency) spawn(state);
      await runOne(claimed.job, claimed.token);
      attempts += 1;
    }
    return attempts;
  }

  async function runDue(): Promise<number> {
    const passes = [...lanes.values()].flatMap((state) =>
      kindsOf(state).length === 0 ? [] : Array.from({ length: state.concurrency }, () => worker(state, false)),
    );
    // allSettled, not all: when one worker fails (the database went away) the others may still be running a
    // handler, and the pass must not end before they do.
    const outcomes = await Promise.allSettled(passes);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return outcomes.reduce((sum, outcome) => sum + (outcome.status === 'fulfilled' ? outcome.value : 0), 0);
  }

  /** Starts one worker of the lane (or, when all are busy, asks the next one that ends to look again). */
  function spawn(state: LaneState): void {
    if (stopped) return;
    if (state.active >= state.concurrency) {
      state.again = true;
      return;
    }
    state.active += 1;
    const run: Promise<void> = worker(state, true)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, lane: state.name }, 'job runner pass failed'))
      .finally(() => {
        state.active -= 1;
        state.workers.delete(run);
        if (state.again) {
          state.again = false;
          spawn(state);
        }
      });
    state.workers.add(run);
  }

  function kick(): void {
    if (!started || stopped) return;
    for (const state of lanes.values()) if (kindsOf(state).length > 0) spawn(state);
  }

  async function enqueue(trx: Db, kind: string, payload: unknown, enqueueOptions: EnqueueOptions = {}) {
    if (!handlers.has(kind)) throw new Error(`No handler for job kind "${kind}".`);
    const maxAttempts = enqueueOptions.maxAttempts ?? defaultMaxAttempts;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 1000)
      throw new Error(`maxAttempts must be a whole number from 1 to 1000 (got ${maxAttempts}).`);
    const row = await trx
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload ?? null),
        agency_id: enqueueOptions.agencyId ?? null,
        once_key: enqueueOptions.onceKey ?? null,
        run_at: enqueueOptions.runAt ?? now(),
        max_attempts: maxAttempts,
      })
      .onConflict((conflict) => conflict.columns(['kind', 'once_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  return {
    enqueue,
    register(kind, handler, registerOptions = {}) {
      checkKind(kind);
      if (handlers.has(kind)) throw new Error(`Job kind "${kind}" already has a handler.`);
      handlers.set(kind, handler);
      const name = registerOptions.lane ?? DEFAULT_LANE;
      laneOfKind.set(kind, name);
      lane(name);
    },
    kick,
    runDue,
    schedulePrune: () => queueNextPrune(now()),
    start() {
      if (started || stopped) return;
      started = true;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
      scheduling = queueNextPrune(now()).catch((error: unknown) =>
        log.error({ err: error }, 'queueing the prune of finished jobs failed'),
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await scheduling;
      for (const state of lanes.values()) await Promise.all([...state.workers]);
    },
  };
}
