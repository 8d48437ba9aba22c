import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../src/platform/errors';
import { SignInThrottle } from '../src/platform/rate-limit';
import { DB_KINDS, passwordGrant, PASSWORD, startServer, testClock, testConfig, type TestServer } from './helpers';

// Issue 9, item 6: the password grant's throttle (OWASP). Failures count per account + IP (five free, then
// 1 s, 2 s, 4 s … of back-off; a success from that IP resets it), per IP over all accounts, and per account
// over all IPs (a ceiling that refuses the IPs that have been failing and leaves every other IP one
// attempt). 10 failures from 10 addresses no longer lock the real user out. The clock is the test's.

const HOUR = 3_600_000;
const limit = (max: number, windowMs = HOUR) => ({ max, windowMs });
const WRONG = 'Wrong#Guess1';

type Settings = {
  free?: number;
  perIp?: number;
  perAccount?: number;
  backoffMaxMs?: number;
};

describe.each(DB_KINDS)('sign-in throttle on %s', (kind) => {
  const clock = testClock();
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  /** A server with the default sign-in settings, or the ones given. */
  const start = async (settings: Settings = {}) => {
    const { rateLimits } = testConfig();
    s = await startServer(kind, {
      now: clock.now,
      config: {
        rateLimits: {
          ...rateLimits,
          signInPerAccountIp: limit(settings.free ?? 5, 24 * HOUR),
          signInPerIp: limit(settings.perIp ?? 50),
          signInPerAccount: limit(settings.perAccount ?? 100),
        },
        signInBackoff: { baseMs: 1000, maxMs: settings.backoffMaxMs ?? 15 * 60_000 },
      },
    });
    return s;
  };

  const grant = (server: TestServer, ip: string, password: string, username = 'owner@demo.test', old?: string) =>
    passwordGrant(server, username, password, { ip, old });

  const expect429 = (
    result: Awaited<ReturnType<typeof grant>>,
    retryAfter: number,
    message: RegExp = /^Too many failed sign-ins for this account from this address\. Try again in \d+ seconds\.$/,
  ) => {
    expect([result.status, result.json.error]).toEqual([429, 'too_many_requests']);
    expect(result.headers.get('retry-after')).toBe(String(retryAfter));
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.json.error_description).toMatch(message);
    expect(result.json.error_description).toContain(`Try again in ${retryAfter} seconds.`);
  };

  it('10 failing IPs do not lock the owner out; a failing IP backs off 1 s, 2 s, 4 s', async () => {
    const server = await start();
    for (let i = 1; i <= 10; i += 1) expect((await grant(server, `198.51.100.${i}`, WRONG)).status).toBe(400);
    // The real user, from an address that has not been failing.
    expect((await grant(server, '203.0.113.7', PASSWORD)).status).toBe(200);

    // One of the failing addresses keeps guessing: its 5 failures are free, then it waits, doubling.
    const ip = '198.51.100.1';
    for (let i = 2; i <= 5; i += 1) expect((await grant(server, ip, WRONG)).status).toBe(400);
    expect429(await grant(server, ip, PASSWORD), 1);
    clock.advance(1000);
    expect((await grant(server, ip, WRONG)).status).toBe(400);
    expect429(await grant(server, ip, PASSWORD), 2);
    clock.advance(2000);
    expect((await grant(server, ip, WRONG)).status).toBe(400);
    expect429(await grant(server, ip, PASSWORD), 4);
    clock.advance(3000);
    expect429(await grant(server, ip, WRONG), 1);
    // Meanwhile other addresses are not held back.
    expect((await grant(server, '198.51.100.2', PASSWORD)).status).toBe(200);
    clock.advance(1000);
    // Its wait is over: the right password signs in and forgets that address's failures.
    expect((await grant(server, ip, PASSWORD)).status).toBe(200);
    for (let i = 1; i <= 5; i += 1) expect((await grant(server, ip, WRONG)).status).toBe(400);
    expect429(await grant(server, ip, WRONG), 1);
  });

  it('the back-off doubles up to its cap; refused attempts do not make it longer', async () => {
    const server = await start({ free: 2, backoffMaxMs: 8000 });
    const ip = '198.51.100.20';
    const user = 'manager@demo.test';
    expect((await grant(server, ip, WRONG, user)).status).toBe(400);
    expect((await grant(server, ip, WRONG, user)).status).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const refused = await grant(server, ip, WRONG, user);
      expect(refused.status).toBe(429);
      // Refused again at once: same wait, not a longer one.
      expect((await grant(server, ip, WRONG, user)).headers.get('retry-after')).toBe(
        refused.headers.get('retry-after'),
      );
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await grant(server, ip, WRONG, user)).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    // Another account from the same address, and the same account from another address, have their own.
    expect((await grant(server, ip, WRONG, 'recruiter@demo.test')).status).toBe(400);
    expect((await grant(server, '198.51.100.21', PASSWORD, user)).status).toBe(200);
  });

  it('a user name of any length is throttled like any other (not a 503 from the store)', async () => {
    const server = await start({ free: 2 });
    const ip = '198.51.100.25';
    // 8,000 random characters: more than PostgreSQL can index as one key, and two that share their start.
    const long = randomBytes(6000).toString('base64url');
    // (The changed character differs from the one it replaces: 'x' alone would be the same in 1 run of 64.)
    const other = `${long.slice(0, 100)}${long[100] === 'x' ? 'y' : 'x'}${long.slice(101)}`;
    for (let i = 0; i < 2; i += 1) {
      const refused = await grant(server, ip, WRONG, long);
      expect([refused.status, refused.json.error]).toEqual([400, 'invalid_grant']);
    }
    expect429(await grant(server, ip, WRONG, long), 1);
    // Another name with the same start is another account.
    expect((await grant(server, ip, WRONG, other)).status).toBe(400);
  });

  it('an IPv6 client counts by its /64: fresh addresses of one network buy no new attempts', async () => {
    const server = await start({ perIp: 3 });
    // One subscriber's network, every guess from another of its addresses.
    for (const host of ['::1', '::2', ':ab:cd:ef:1'])
      expect((await grant(server, `2001:db8:7:42${host}`, WRONG)).status).toBe(400);
    const refused = await grant(server, '2001:0db8:0007:0042:ffff:ffff:ffff:fffe', PASSWORD);
    expect([refused.status, refused.json.error]).toEqual([429, 'too_many_requests']);
    expect(refused.json.error_description).toMatch(/^Too many failed sign-ins from this address\./);
    // The next /64 is another client; an IPv4-mapped address is its IPv4 address.
    expect((await grant(server, '2001:db8:7:43::1', PASSWORD)).status).toBe(200);
    for (const ip of ['198.51.100.60', '::ffff:198.51.100.60', '::ffff:c633:643c'])
      expect((await grant(server, ip, WRONG, 'recruiter@demo.test')).status).toBe(400);
    const mapped = await grant(server, '198.51.100.60', PASSWORD, 'recruiter@demo.test');
    expect([mapped.status, mapped.json.error]).toEqual([429, 'too_many_requests']);
  });

  it('refused and successful attempts leave no counters behind (new user names do not grow the table)', async () => {
    const server = await start({ perIp: 1 });
    const ip = '198.51.100.70';
    const rows = async () =>
      (await server.app.services.db.selectFrom('rate_limits').select('key').where('key', 'like', 'sign-in-%').execute())
        .map((row) => row.key)
        .sort();
    expect((await grant(server, '198.51.100.71', PASSWORD)).status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await grant(server, ip, WRONG, 'first@demo.test')).status).toBe(400);
    const counted = await rows();
    expect(counted).toHaveLength(3);
    for (let i = 0; i < 5; i += 1) expect((await grant(server, ip, WRONG, `sprayed-${i}@demo.test`)).status).toBe(429);
    expect(await rows()).toEqual(counted);
  });

  it('tenant hints that fall back to the default agency are that agency: no new attempts', async () => {
    const server = await start({ free: 3 });
    const ip = '198.51.100.30';
    for (const old of ['nope-1', 'nope-2', 'nope-3'])
      expect((await grant(server, ip, WRONG, 'administrator@demo.test', old)).status).toBe(400);
    expect429(await grant(server, ip, PASSWORD, 'administrator@demo.test', 'demo'), 1);
    expect429(await grant(server, ip, PASSWORD, 'administrator@demo.test', 'nope-4'), 1);
    // The same username in another agency is another account.
    expect((await grant(server, ip, WRONG, 'administrator@demo.test', 'acme')).status).toBe(400);
  });

  it('per IP over all accounts: one address cannot spray many accounts', async () => {
    const server = await start({ perIp: 3 });
    const ip = '198.51.100.40';
    // Successes do not count.
    for (let i = 0; i < 4; i += 1) expect((await grant(server, ip, PASSWORD, 'recruiter@demo.test')).status).toBe(200);
    for (const user of ['a@demo.test', 'b@demo.test', 'c@demo.test'])
      expect((await grant(server, ip, WRONG, user)).status).toBe(400);
    const refused = await grant(server, ip, PASSWORD, 'owner@demo.test');
    expect([refused.status, refused.json.error]).toEqual([429, 'too_many_requests']);
    expect(refused.json.error_description).toMatch(
      /^Too many failed sign-ins from this address\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    // Other addresses are not affected, and the window ends.
    expect((await grant(server, '198.51.100.41', PASSWORD, 'owner@demo.test')).status).toBe(200);
    clock.advance(HOUR);
    expect((await grant(server, ip, PASSWORD, 'owner@demo.test')).status).toBe(200);
  });

  it('the per-account ceiling refuses failing IPs and gives every other IP one attempt', async () => {
    const server = await start({ perAccount: 4 });
    const user = 'recruiter@demo.test';
    for (const ip of ['198.51.100.50', '198.51.100.51'])
      for (let i = 0; i < 2; i += 1) expect((await grant(server, ip, WRONG, user)).status).toBe(400);
    // Ceiling reached: an address that has failed against the account is refused, even with the password.
    const refused = await grant(server, '198.51.100.50', PASSWORD, user);
    expect([refused.status, refused.json.error]).toEqual([429, 'too_many_requests']);
    expect(refused.json.error_description).toMatch(
      /^Too many sign-in attempts for this account\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    // A fresh address with the right password signs in.
    expect((await grant(server, '203.0.113.50', PASSWORD, user)).status).toBe(200);
    // A fresh address that guesses wrong gets that one guess only.
    expect((await grant(server, '198.51.100.52', WRONG, user)).status).toBe(400);
    expect((await grant(server, '198.51.100.52', PASSWORD, user)).status).toBe(429);
    // Other accounts are not affected; the ceiling's window ends.
    expect((await grant(server, '198.51.100.50', PASSWORD, 'owner@demo.test')).status).toBe(200);
    clock.advance(HOUR);
    expect((await grant(server, '198.51.100.50', PASSWORD, user)).status).toBe(200);
  });

  const statusesOf = async (requests: Promise<{ status: number }>[]) =>
    (await Promise.all(requests)).map((result) => result.status).sort();

  it('concurrent wrong guesses from one address on one account never get past its free failures', async () => {
    const server = await start({ free: 3 });
    expect(
      await statusesOf(Array.from({ length: 8 }, () => grant(server, '198.51.100.60', WRONG, 'owner@demo.test'))),
    ).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  });

  it('concurrent wrong guesses from one address on many accounts never get past its per-IP budget', async () => {
    const server = await start({ perIp: 5 });
    expect(
      await statusesOf(
        Array.from({ length: 8 }, (_, i) => grant(server, '198.51.100.61', WRONG, `user${i}@demo.test`)),
      ),
    ).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });
});

describe.each(DB_KINDS)('sign-in throttle claims on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { now: testClock().now });
  });
  afterAll(async () => {
    await s?.close();
  });

  // The claims of many attempts at the same moment (the store's statements interleave): each is counted
  // before any password is checked, so exactly the budget gets through, never more.
  const throttle = (settings: { free?: number; perIp?: number }) =>
    new SignInThrottle(s.app, {
      perAccountIp: limit(settings.free ?? 100, 24 * HOUR),
      backoff: { baseMs: 1000, maxMs: 60_000 },
      perIp: limit(settings.perIp ?? 100),
      perAccount: limit(100),
    });
  const outcomes = async (claims: Promise<unknown>[]) => {
    const settled = await Promise.allSettled(claims);
    for (const outcome of settled)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(RateLimitedError);
    return settled.filter((outcome) => outcome.status === 'fulfilled').length;
  };

  it('20 simultaneous attempts on one account from one address: its 3 free failures pass, no more', async () => {
    const free = throttle({ free: 3 });
    expect(await outcomes(Array.from({ length: 20 }, () => free.claim('1:owner@demo.test', '198.51.100.70')))).toBe(3);
  });

  it('20 simultaneous attempts on 20 accounts from one address: its 5 failures pass, no more', async () => {
    const perIp = throttle({ perIp: 5 });
    expect(
      await outcomes(Array.from({ length: 20 }, (_, i) => perIp.claim(`1:user${i}@demo.test`, '198.51.100.71'))),
    ).toBe(5);
  });
});

describe('sign-in throttle settings', () => {
  it('the defaults are 5 free failures per account + IP for a day, 1 s … 15 min, 50/h per IP, 100/h per account', async () => {
    const { loadConfig } = await import('../src/app/config');
    const config = loadConfig({});
    expect(config.rateLimits.signInPerAccountIp).toEqual({ max: 5, windowMs: 24 * HOUR });
    expect(config.signInBackoff).toEqual({ baseMs: 1000, maxMs: 15 * 60_000 });
    expect(config.rateLimits.signInPerIp).toEqual({ max: 50, windowMs: HOUR });
    expect(config.rateLimits.signInPerAccount).toEqual({ max: 100, windowMs: HOUR });
    const custom = loadConfig({
      RATE_LIMIT_SIGN_IN_ACCOUNT_IP: '3/12h',
      RATE_LIMIT_SIGN_IN_BACKOFF: '2s',
      RATE_LIMIT_SIGN_IN_BACKOFF_MAX: '5m',
      RATE_LIMIT_SIGN_IN_IP: '20/15m',
      RATE_LIMIT_SIGN_IN_ACCOUNT: '500/1d',
    });
    expect(custom.rateLimits.signInPerAccountIp).toEqual({ max: 3, windowMs: 12 * HOUR });
    expect(custom.signInBackoff).toEqual({ baseMs: 2000, maxMs: 300_000 });
    expect(custom.rateLimits.signInPerIp).toEqual({ max: 20, windowMs: 15 * 60_000 });
    expect(custom.rateLimits.signInPerAccount).toEqual({ max: 500, windowMs: 24 * HOUR });
  });

  it('refuses the old per-account lockout variable and a cap below the first wait', async () => {
    const { ConfigError, loadConfig } = await import('../src/app/config');
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(problems({ RATE_LIMIT_TOKEN_USERNAME: '10/15m' })).toEqual([
      expect.stringMatching(/^RATE_LIMIT_TOKEN_USERNAME is no longer used .*RATE_LIMIT_SIGN_IN_ACCOUNT_IP/),
    ]);
    expect(problems({ RATE_LIMIT_SIGN_IN_BACKOFF: '1m', RATE_LIMIT_SIGN_IN_BACKOFF_MAX: '30s' })).toEqual([
      'RATE_LIMIT_SIGN_IN_BACKOFF_MAX must not be shorter than RATE_LIMIT_SIGN_IN_BACKOFF.',
    ]);
    expect(problems({ RATE_LIMIT_SIGN_IN_IP: 'many' })).toHaveLength(1);
  });
});
