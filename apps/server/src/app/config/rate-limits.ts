import type { RateLimit } from '../../platform/rate-limit';
import type { EnvReader } from './env';

export interface RateLimitSettings {
  rateLimits: {
    tokenPerIp: RateLimit;
    tokenPerUsername: RateLimit;
    register: RateLimit;
    verify: RateLimit;
    resend: RateLimit;
    forgotPassword: RateLimit;
    /** The anonymous e-mail lookups (registration lookup and email_exist), one budget per IP. */
    lookup: RateLimit;
    /** Wrong current passwords in change-password, per account (the session ends when it is used up) and per IP. */
    changePassword: RateLimit;
    changePasswordPerIp: RateLimit;
  };
}

/** RATE_LIMIT_* (`<max>/<window>`). */
export function rateLimitSettings(r: EnvReader): RateLimitSettings {
  return {
    rateLimits: {
      tokenPerIp: r.rateLimit('RATE_LIMIT_TOKEN_IP', '30/1m'),
      tokenPerUsername: r.rateLimit('RATE_LIMIT_TOKEN_USERNAME', '10/15m'),
      register: r.rateLimit('RATE_LIMIT_REGISTER', '10/1h'),
      verify: r.rateLimit('RATE_LIMIT_VERIFY', '10/15m'),
      resend: r.rateLimit('RATE_LIMIT_RESEND', '3/15m'),
      forgotPassword: r.rateLimit('RATE_LIMIT_FORGOT_PASSWORD', '5/15m'),
      lookup: r.rateLimit('RATE_LIMIT_LOOKUP', '60/1m'),
      changePassword: r.rateLimit('RATE_LIMIT_CHANGE_PASSWORD', '5/15m'),
      changePasswordPerIp: r.rateLimit('RATE_LIMIT_CHANGE_PASSWORD_IP', '20/15m'),
    },
  };
}
