import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../db';
import { RateLimitedError } from '../errors';
import { safeErrorText, type JobRunner } from '../jobs';
import { createDatabaseCounterStore } from './database-store';
import { createRedisCounterStore } from './redis-store';
import { CounterStoreError, type CounterStore, type CounterWindow, type Increment } from './store';

/** At most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/** Where the counters live: the database (default) or Redis (REDIS_URL). */
export type RateLimitStoreConfig = { kind: 'database' } | { kind: 'redis'; url: string; keyPrefix: string };

/** The periodic job that deletes ended database windows; its once-only key is the time it is due (ms). */
export const RATE_LIMITS_PRUNE_JOB = 'rate-limits.prune';

/**
 * A guess limit (sign-in, change-password) could not reach its store: 503, and nothing is guessed
 * unthrottled. (Plain request limits let the request through instead: see `RateLimiter.count`.)
 */
export class LimitUnavailableError extends Error {
  override readonly name = 'LimitUnavailableError';
  readonly retryAfterSeconds = 5;
  constructor() {
    super('This is unavailable for a moment (its attempt limit cannot be checked). Try again in a few seconds.');
  }
}

/**
 * The counters every limit uses, shared by all server instances (the store), with the clock that windows
 * them and the rule for a store that fails. Built once per app (`createRateLimiter`) and reached by the
 * limits as `app.rateLimiter`.
 */
export interface RateLimiter {
  readonly store: CounterStore;
  /** ms since the epoch (tests move it). */
  now(): number;
  /**
   * Increments for a *guess* limit: a store failure throws LimitUnavailableError (503, fail closed) after
   * logging it.
   */
  claim(increments: readonly Increment[]): Promise<CounterWindow[]>;
  /**
   * Increments for a plain request limit: a store failure is logged and answers null (fail open: the
   * request goes on unlimited rather than every limited route failing while Redis is down).
   */
  count(increments: readonly Increment[]): Promise<CounterWindow[] | null>;
  /** Gives claims back (a success); a store failure is logged only (the claim then stays a failure). */
  giveBack(claims: ReadonlyArray<{ key: string; endsAt: number }>): Promise<void>;
  /** Forgets keys (a success resets a back-off); a store failure is logged only. */
  reset(keys: readonly string[]): Promise<void>;
  /** Queues the next prune of ended windows (database store only; once per period however many servers ask). */
  schedulePrune(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' shared counters (app/build-app.ts decorates the root instance). */
    rateLimiter: RateLimiter;
  }
}

export interface RateLimiterOptions {
  config: RateLimitStoreConfig;
  db: Db;
  jobs: JobRunner;
  log: Logger;
  /** The clock (tests pass their own). */
  now?: () => Date;
  /** How often the prune runs (default hourly). */
  pruneEveryMs?: number;
}

/**
 * Opens the configured store (Redis: connects now, so a wrong REDIS_URL stops the start with a clear
 * message) and registers the prune job on the job runner. Store failures are logged at error level, at most
 * one line per 10 s with the number of failures since the last line, so an outage is loud but not a flood.
 */
export async function createRateLimiter(options: RateLimiterOptions): Promise<RateLimiter> {
  const { db, jobs, log } = options;
  const store =
    options.config.kind === 'redis'
      ? await createRedisCounterStore({ url: options.config.url, keyPrefix: options.config.keyPrefix })
      : createDatabaseCounterStore(db);
  const clock = options.now ?? (() => new Date());
  const now = () => clock().getTime();

  let failures = 0;
  let lastReport = -Infinity;
  const failed = (error: unknown, what: string) => {
    failures += 1;
    const at = Date.now();
    if (at - lastReport < 10_000) return;
    lastReport = at;
    // The message only, credentials in URLs removed.
    log.error({ store: store.kind, failures, reason: safeErrorText(error) }, `rate-limit store failed (${what})`);
    failures = 0;
  };
  const guarded = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      failed(error, what);
      throw new CounterStoreError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  };

  const everyMs = options.pruneEveryMs ?? 3_600_000;
  const queueNextPrune = async (after: Date) => {
    const due = (Math.floor(after.getTime() / everyMs) + 1) * everyMs;
    await jobs.enqueue(db, RATE_LIMITS_PRUNE_JOB, {}, { onceKey: String(due), runAt: new Date(due) });
  };
  if (store.kind === 'database')
    jobs.register(RATE_LIMITS_PRUNE_JOB, async (_payload, job) => {
      const pruned = await store.prune(job.now.getTime());
      if (pruned > 0) job.log.info({ pruned }, 'ended rate-limit windows deleted');
      await queueNextPrune(job.now);
    });

  return {
    store,
    now,
    async claim(increments) {
      try {
        return await guarded('claim', () => store.increment(storedKeys(increments), now()));
      } catch {
        throw new LimitUnavailableError();
      }
    },
    async count(increments) {
      try {
        return await guarded('count', () => store.increment(storedKeys(increments), now()));
      } catch {
        return null;
      }
    },
    async giveBack(claims) {
      await guarded('give back', () => store.giveBack(storedKeys(claims))).catch(() => undefined);
    },
    async reset(keys) {
      await guarded('reset', () => store.reset(keys.map(storedKey))).catch(() => undefined);
    },
    async schedulePrune() {
      if (store.kind === 'database') await queueNextPrune(clock());
    },
    close: () => store.close(),
  };
}

/** Counter keys longer than this are stored by digest (see `storedKey`). */
const MAX_STORE_KEY_LENGTH = 200;

/**
 * The key as the store keeps it. Keys carry what a client sent (the sign-in throttle's user name, up to the
 * body limit): a long one is stored as its start and its SHA-256, so no client value can exceed what the
 * store indexes (PostgreSQL refuses an index entry over 2,704 bytes: the claim would fail, a 503 and an
 * error line per guess) or fill it with megabytes. Distinct keys stay distinct.
 */
export function storedKey(key: string): string {
  if (key.length <= MAX_STORE_KEY_LENGTH) return key;
  return `${key.slice(0, 64)}#sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

const storedKeys = <T extends { key: string }>(items: readonly T[]): T[] =>
  items.map((item) => ({ ...item, key: storedKey(item.key) }));

/** Whole seconds until `endsAt` (at least 1), for Retry-After and the message. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(1, Math.ceil((endsAt - now) / 1000));
}

export function rateLimited(endsAt: number, now: number, message: string): RateLimitedError {
  const seconds = secondsUntil(endsAt, now);
  return new RateLimitedError(seconds, message.replace('{seconds}', String(seconds)));
}

function limiterOf(app: FastifyInstance): RateLimiter {
  if (!app.hasDecorator('rateLimiter'))
    throw new Error('The rate limits need app.rateLimiter (decorated by buildApp) before a limit is created.');
  return app.rateLimiter;
}

/**
 * A named fixed-window limit on the shared store: every request counts, and one over `max` in the window
 * throws RateLimitedError (HTTP 429 with Retry-After). `key` picks what is counted (IP, username, user id).
 * Fails open: when the store cannot be reached the request goes on (the failure is logged).
 */
export function createLimit(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
  message: string,
): RateLimitCheck {
  const limiter = limiterOf(app);
  return async (request) => {
    const [window] = (await limiter.count([{ key: `${name}:${key(request)}`, windowMs: limit.windowMs }])) ?? [];
    if (window && window.count > limit.max) throw rateLimited(window.endsAt, limiter.now(), message);
  };
}

/** A claimed attempt of a FailureLimit. */
export interface FailureClaim {
  /** This attempt used the window's last slot: when it fails, the limit is reached. */
  readonly last: boolean;
  /** The attempt succeeded (or was no guess): its slot is given back. Once. */
  release(): Promise<void>;
}

/**
 * A limit on failed attempts only (change-password's wrong current passwords), on the shared store.
 * Every attempt first claims one of the window's `max` slots, so concurrent attempts (on any instance)
 * cannot get past the limit together; an attempt that succeeds gives its slot back (`release`), so a
 * normal use never uses the budget up. Fails closed (LimitUnavailableError, 503).
 */
export class FailureLimit {
  readonly #limiter: RateLimiter;

  constructor(
    app: FastifyInstance,
    private readonly name: string,
    private readonly limit: RateLimit,
    private readonly message: string,
  ) {
    this.#limiter = limiterOf(app);
  }

  /** Claims an attempt for `key`, or throws RateLimitedError when the window already holds `max` failures. */
  async claim(key: string): Promise<FailureClaim> {
    const storeKey = `${this.name}:${key}`;
    const [window] = await this.#limiter.claim([{ key: storeKey, windowMs: this.limit.windowMs }]);
    if (window!.count > this.limit.max) {
      await this.#limiter.giveBack([{ key: storeKey, endsAt: window!.endsAt }]);
      throw rateLimited(window!.endsAt, this.#limiter.now(), this.message);
    }
    let released = false;
    return {
      last: window!.count === this.limit.max,
      release: async () => {
        if (released) return;
        released = true;
        await this.#limiter.giveBack([{ key: storeKey, endsAt: window!.endsAt }]);
      },
    };
  }
}
