import type { RateLimit, RateLimitStoreConfig } from '../../platform/rate-limit';
import type { EnvReader } from './env';

export interface RateLimitSettings {
  rateLimits: {
    /** Every token request (password and refresh grants), per IP. */
    tokenPerIp: RateLimit;
    /** The sign-in throttle (platform/rate-limit/sign-in.ts): free failures per account + IP (and how long they are remembered) … */
    signInPerAccountIp: RateLimit;
    /** … failures per IP over all accounts … */
    signInPerIp: RateLimit;
    /** … and the account's ceiling over all IPs. */
    signInPerAccount: RateLimit;
    register: RateLimit;
    verify: RateLimit;
    resend: RateLimit;
    forgotPassword: RateLimit;
    /** The anonymous e-mail lookups (registration lookup and email_exist), one budget per IP. */
    lookup: RateLimit;
    /** Wrong current passwords in change-password, per account (the session ends when it is used up) and per IP. */
    changePassword: RateLimit;
    changePasswordPerIp: RateLimit;
    /** Captcha challenges (each one costs an HMAC and, for ALTCHA, a proof-of-work puzzle), per IP. */
    captchaChallenge: RateLimit;
    /** The careers site's resume uploads, per IP. */
    careersResume: RateLimit;
    /** The careers site's applications, per IP. */
    careersApply: RateLimit;
  };
  /** The sign-in throttle's wait beyond the free failures: `baseMs`, doubling, at most `maxMs`. */
  signInBackoff: { baseMs: number; maxMs: number };
  /** Where the counters live, shared by every instance: the database, or Redis when REDIS_URL is set. */
  rateLimitStore: RateLimitStoreConfig;
}

/** RATE_LIMIT_* (`<max>/<window>`), REDIS_URL, REDIS_KEY_PREFIX. */
export function rateLimitSettings(r: EnvReader): RateLimitSettings {
  if (r.read('RATE_LIMIT_TOKEN_USERNAME') !== undefined)
    r.problems.push(
      'RATE_LIMIT_TOKEN_USERNAME is no longer used (a per-account limit let anyone lock the owner out): remove it; ' +
        'the sign-in throttle is RATE_LIMIT_SIGN_IN_ACCOUNT_IP, RATE_LIMIT_SIGN_IN_BACKOFF, RATE_LIMIT_SIGN_IN_BACKOFF_MAX, ' +
        'RATE_LIMIT_SIGN_IN_IP and RATE_LIMIT_SIGN_IN_ACCOUNT (docs/README.md, Rate limits).',
    );
  const baseMs = r.seconds('RATE_LIMIT_SIGN_IN_BACKOFF', '1s') * 1000;
  const maxMs = r.seconds('RATE_LIMIT_SIGN_IN_BACKOFF_MAX', '15m') * 1000;
  if (maxMs < baseMs)
    r.problems.push('RATE_LIMIT_SIGN_IN_BACKOFF_MAX must not be shorter than RATE_LIMIT_SIGN_IN_BACKOFF.');

  let redisUrl = r.url('REDIS_URL', ['redis:', 'rediss:']);
  if (redisUrl !== null && new URL(redisUrl).hostname === '') {
    r.problems.push(
      'REDIS_URL must name the Redis host, such as redis://127.0.0.1:6379 or rediss://user:password@redis.example.com:6380/0.',
    );
    redisUrl = null;
  }
  const keyPrefix = r.read('REDIS_KEY_PREFIX') ?? 'agency-portal:rate-limit:';
  return {
    rateLimits: {
      tokenPerIp: r.rateLimit('RATE_LIMIT_TOKEN_IP', '30/1m'),
      signInPerAccountIp: r.rateLimit('RATE_LIMIT_SIGN_IN_ACCOUNT_IP', '5/1d'),
      signInPerIp: r.rateLimit('RATE_LIMIT_SIGN_IN_IP', '50/1h'),
      signInPerAccount: r.rateLimit('RATE_LIMIT_SIGN_IN_ACCOUNT', '100/1h'),
      register: r.rateLimit('RATE_LIMIT_REGISTER', '10/1h'),
      verify: r.rateLimit('RATE_LIMIT_VERIFY', '10/15m'),
      resend: r.rateLimit('RATE_LIMIT_RESEND', '3/15m'),
      forgotPassword: r.rateLimit('RATE_LIMIT_FORGOT_PASSWORD', '5/15m'),
      lookup: r.rateLimit('RATE_LIMIT_LOOKUP', '60/1m'),
      changePassword: r.rateLimit('RATE_LIMIT_CHANGE_PASSWORD', '5/15m'),
      changePasswordPerIp: r.rateLimit('RATE_LIMIT_CHANGE_PASSWORD_IP', '20/15m'),
      captchaChallenge: r.rateLimit('RATE_LIMIT_CAPTCHA_CHALLENGE', '60/1m'),
      careersResume: r.rateLimit('RATE_LIMIT_CAREERS_RESUME', '20/1h'),
      careersApply: r.rateLimit('RATE_LIMIT_CAREERS_APPLY', '20/1h'),
    },
    signInBackoff: { baseMs, maxMs },
    rateLimitStore: redisUrl ? { kind: 'redis', url: redisUrl, keyPrefix } : { kind: 'database' },
  };
}
