import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApiErrorBody } from '@agency/api-client/contract';
import { DB_KINDS, http, PASSWORD, refreshGrant, signIn, startServer, testConfig, type TestServer } from './helpers';

// Issue 9, item 5: change-password limits wrong current passwords per account and per IP (429 with
// Retry-After, like the other limits), and the session that keeps guessing ends (its refresh token family).

const change = (s: TestServer, token: string, current: string, ip: string, next = 'Brand#New2025') =>
  http<ApiErrorBody>(s, 'PUT', API_PATHS.changePassword, {
    token,
    ip,
    body: { CurrentPassword: current, NewPassword: next, ConfirmPassword: next },
  });

describe.each(DB_KINDS)('change-password attempt limits on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    const { rateLimits } = testConfig();
    s = await startServer(kind, {
      config: {
        rateLimits: {
          ...rateLimits,
          changePassword: { max: 3, windowMs: 15 * 60_000 },
          changePasswordPerIp: { max: 5, windowMs: 15 * 60_000 },
        },
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('wrong current passwords: 400 until the limit, then 429 with Retry-After; the guessing session ends', async () => {
    const session = await signIn(s, 'recruiter@demo.test');
    const other = await signIn(s, 'recruiter@demo.test');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await change(s, session.access_token, `Wrong#Guess${i}`, `10.9.0.${i + 1}`);
      expect([wrong.status, wrong.json.Code]).toEqual([400, 'wrong_password']);
    }
    // The right password from the same account is refused now too, from any address.
    const blocked = await change(s, other.access_token, PASSWORD, '10.9.1.1');
    expect([blocked.status, blocked.json.Code]).toEqual([429, 'rate_limited']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.json.Message).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds\.$/);
    // The session that guessed can no longer renew itself; the account's other session is untouched.
    const renewed = await refreshGrant(s, session.refresh_token!);
    expect([renewed.status, renewed.json.error]).toEqual([400, 'invalid_grant']);
    expect((await refreshGrant(s, other.refresh_token!)).status).toBe(200);
    // The password did not change.
    expect((await signIn(s, 'recruiter@demo.test')).access_token).toEqual(expect.any(String));
  });

  it('a right password gives its attempt back; wrong ones from one address count across accounts', async () => {
    const owner = (await signIn(s, 'owner@demo.test')).access_token;
    const admin = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
    const ip = '10.9.2.1';
    // Two wrong guesses each on two accounts: 4 of the address's 5.
    for (let i = 0; i < 2; i += 1) {
      expect((await change(s, owner, 'Wrong#Guess1', ip)).status).toBe(400);
      expect((await change(s, admin, 'Wrong#Guess1', ip)).status).toBe(400);
    }
    // A right one succeeds and does not use the budget up.
    expect((await change(s, owner, PASSWORD, ip, 'Changed#Pass1')).status).toBe(200);
    expect((await change(s, owner, 'Changed#Pass1', ip, PASSWORD)).status).toBe(200);
    expect((await change(s, owner, 'Wrong#Guess1', ip)).status).toBe(400);
    const limited = await change(s, admin, 'Wrong#Guess2', ip);
    expect([limited.status, limited.json.Code]).toEqual([429, 'rate_limited']);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not limited by this one.
    expect((await change(s, admin, 'Wrong#Guess2', '10.9.2.2')).status).toBe(400);
  });
});
