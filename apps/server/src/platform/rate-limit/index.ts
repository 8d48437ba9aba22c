export {
  createLimit,
  createRateLimiter,
  FailureLimit,
  LimitUnavailableError,
  RATE_LIMITS_PRUNE_JOB,
  rateLimited,
  type FailureClaim,
  type RateLimit,
  type RateLimitCheck,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimitStoreConfig,
} from './limits';
export {
  SIGN_IN_MESSAGES,
  signInBackoffMs,
  SignInThrottle,
  type SignInAttempt,
  type SignInThrottleSettings,
} from './sign-in';
export { addressKey, clientAddressKey } from './client-address';
export { createDatabaseCounterStore } from './database-store';
export { createRedisCounterStore, redactUrl, type RedisStoreOptions } from './redis-store';
export { CounterStoreError, type CounterStore, type CounterWindow, type Increment } from './store';
export type { RateLimitsTable } from './tables';
