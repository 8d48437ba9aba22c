import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitedError } from './errors';

/** At most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * A named fixed-window limit (in-memory store of @fastify/rate-limit, per process). `key` picks what is
 * counted (IP, username, user id); a request over the limit throws RateLimitedError (HTTP 429 with
 * Retry-After). Requires the plugin to be registered (app/build-app.ts, `global: false`).
 */
export function createLimit(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
  message: string,
): RateLimitCheck {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new RateLimitedError(
        Math.max(1, result.ttlInSeconds),
        message.replace('{seconds}', String(Math.max(1, result.ttlInSeconds))),
      );
    }
  };
}

/**
 * A limit on failed attempts only (the password grant per account). Every attempt first claims one of the
 * window's `max` slots, so concurrent attempts cannot get past the limit together; an attempt that
 * succeeds gives its slot back (`release`), so signing in normally never uses the budget up. Fixed windows
 * in memory, per process, like the other limits. At most `maxKeys` windows are kept: ended windows are
 * dropped as new ones start, and when that is not enough the oldest window is dropped.
 */
export class FailureLimit {
  // Insertion order is the order in which windows started (a renewed window is re-inserted), so the
  // ended windows are always at the front.
  readonly #windows = new Map<string, { failures: number; endsAt: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly message: string,
    private readonly maxKeys = 100_000,
  ) {}

  /**
   * Claims an attempt for `key`, or throws RateLimitedError when the current window already holds `max`
   * failures. Returns `release`, to call when the attempt succeeded; a claim never released stays a failure.
   */
  claim(key: string): () => void {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      this.#makeRoom(now);
      window = { failures: 0, endsAt: now + this.limit.windowMs };
      this.#windows.set(key, window);
    }
    if (window.failures >= this.limit.max) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      throw new RateLimitedError(seconds, this.message.replace('{seconds}', String(seconds)));
    }
    window.failures += 1;
    const claimed = window;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A window that ended meanwhile is no longer in the map: giving its slot back changes nothing.
      claimed.failures -= 1;
    };
  }

  /** Whether `key`'s current window holds `max` failures (the next claim would be refused). */
  exhausted(key: string): boolean {
    const window = this.#windows.get(key);
    return window !== undefined && window.endsAt > Date.now() && window.failures >= this.limit.max;
  }

  /** How many windows are kept (tests). */
  get size(): number {
    return this.#windows.size;
  }

  #makeRoom(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.endsAt > now && this.#windows.size < this.maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
