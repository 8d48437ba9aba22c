import type { FastifyInstance } from 'fastify';
import { rateLimited, type RateLimit, type RateLimiter } from './limits';

/** The password grant's throttle (RATE_LIMIT_SIGN_IN_*; config/rate-limits.ts). */
export interface SignInThrottleSettings {
  /**
   * Failures per account and IP that cost no wait (`max`), and how long failures are remembered
   * (`windowMs`; a success from that IP forgets them at once).
   */
  perAccountIp: RateLimit;
  /** The wait before each attempt beyond the free ones: `baseMs`, doubling, at most `maxMs`. */
  backoff: { baseMs: number; maxMs: number };
  /** Failures per IP over all accounts (one address spraying many accounts). */
  perIp: RateLimit;
  /**
   * The account's ceiling over all IPs. Once reached, an IP that has failed against the account is
   * refused, and any other IP gets one attempt (a correct password still signs in).
   */
  perAccount: RateLimit;
}

export const SIGN_IN_MESSAGES = {
  perIp: 'Too many failed sign-ins from this address. Try again in {seconds} seconds.',
  backoff: 'Too many failed sign-ins for this account from this address. Try again in {seconds} seconds.',
  ceiling: 'Too many sign-in attempts for this account. Try again in {seconds} seconds.',
} as const;

/** The wait before the attempt after `beyondFree` waits were already imposed (1 → base, 2 → 2 × base …). */
export function signInBackoffMs(beyondFree: number, backoff: SignInThrottleSettings['backoff']): number {
  return Math.min(backoff.baseMs * 2 ** Math.min(Math.max(0, beyondFree - 1), 40), backoff.maxMs);
}

/** An attempt the throttle let through; unless told otherwise it stays a failure. */
export interface SignInAttempt {
  /** The password was right: the attempt does not count, and this IP's failures against the account are forgotten. */
  succeeded(): Promise<void>;
  /** The attempt ended before it could be a guess (a server error): it does not count. */
  notAGuess(): Promise<void>;
}

/**
 * The OWASP sign-in throttle on the shared counters. Each attempt first claims (before the password is
 * checked, so concurrent guesses on any instance cannot slip past together):
 *
 * - one of the IP's failures over all accounts (`perIp`);
 * - one of the account's failures over all IPs (`perAccount`, the ceiling);
 * - one of the account + IP's failures (`perAccountIp`). The first `max - 1` cost nothing; from the
 *   `max`-th on each attempt must find the account + IP's wait over and starts the next one
 *   (1 s, 2 s, 4 s … up to `backoff.maxMs`), so the attempt after `max` failures waits `baseMs`.
 *
 * Over a limit: 429 with Retry-After, and the claims are given back (a refused attempt counts nowhere).
 * With the ceiling reached only an IP without failures against the account gets in, for one attempt. A
 * success gives the IP's and the account's claims back and resets the account + IP's failures and wait.
 * The store failing refuses the attempt (503): nothing is guessed unthrottled.
 */
export class SignInThrottle {
  readonly #limiter: RateLimiter;

  constructor(
    app: FastifyInstance,
    private readonly settings: SignInThrottleSettings,
  ) {
    if (!app.hasDecorator('rateLimiter'))
      throw new Error('The sign-in throttle needs app.rateLimiter (decorated by buildApp).');
    this.#limiter = app.rateLimiter;
  }

  /** `account`: the resolved agency and the username; `ip`: the client's address. */
  async claim(account: string, ip: string): Promise<SignInAttempt> {
    const { settings } = this;
    const limiter = this.#limiter;
    const ipKey = `sign-in-ip:${ip}`;
    const accountKey = `sign-in-account:${account}`;
    const pairKey = `sign-in-pair:${ip}:${account}`;
    const waitKey = `sign-in-wait:${ip}:${account}`;
    const [perIp, perAccount, pair] = await limiter.claim([
      { key: ipKey, windowMs: settings.perIp.windowMs },
      { key: accountKey, windowMs: settings.perAccount.windowMs },
      { key: pairKey, windowMs: settings.perAccountIp.windowMs },
    ]);
    const claims = [
      { key: ipKey, endsAt: perIp!.endsAt },
      { key: accountKey, endsAt: perAccount!.endsAt },
      { key: pairKey, endsAt: pair!.endsAt },
    ];
    const refuse = async (endsAt: number, message: string): Promise<never> => {
      await limiter.giveBack(claims);
      throw rateLimited(endsAt, limiter.now(), message);
    };

    if (perIp!.count > settings.perIp.max) await refuse(perIp!.endsAt, SIGN_IN_MESSAGES.perIp);
    if (perAccount!.count > settings.perAccount.max) {
      // The ceiling: one attempt for an IP that has not been failing, none for the others.
      if (pair!.count > 1) await refuse(perAccount!.endsAt, SIGN_IN_MESSAGES.ceiling);
    } else if (pair!.count >= settings.perAccountIp.max) {
      const waitMs = signInBackoffMs(pair!.count - settings.perAccountIp.max + 1, settings.backoff);
      const [wait] = await limiter.claim([{ key: waitKey, windowMs: waitMs }]);
      // Someone else started the current wait (an earlier attempt, or a concurrent one): not yet.
      if (wait!.count > 1) await refuse(wait!.endsAt, SIGN_IN_MESSAGES.backoff);
    }

    let settled = false;
    return {
      succeeded: async () => {
        if (settled) return;
        settled = true;
        await limiter.giveBack(claims.slice(0, 2));
        await limiter.reset([pairKey, waitKey]);
      },
      notAGuess: async () => {
        if (settled) return;
        settled = true;
        await limiter.giveBack(claims);
      },
    };
  }
}
