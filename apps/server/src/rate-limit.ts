import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from './config';
import { RateLimitedError } from './errors';

export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * A named fixed-window limit (in-memory store of @fastify/rate-limit, per process). `key` picks what is
 * counted (IP, username, user id); a request over the limit throws RateLimitedError (HTTP 429 with
 * Retry-After). Requires the plugin to be registered (app.ts, `global: false`).
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
