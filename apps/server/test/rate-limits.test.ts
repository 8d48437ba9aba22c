import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, API_PATHS, pathOf, type ApiErrorBody } from '@agency/api-client/contract';
import { DB_KINDS, http, PASSWORD, passwordGrant, signIn, startServer, type TestServer } from './helpers';

const limit = (max: number) => ({ max, windowMs: 60_000 });

// The fixed-window limits of createLimit on the shared counters (the database here; Redis and two instances
// in rate-limit-shared.test.ts). The sign-in throttle has its own file: sign-in-throttle.test.ts.

describe.each(DB_KINDS)('rate limits on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, {
      config: {
        rateLimits: {
          tokenPerIp: limit(3),
          signInPerAccountIp: limit(3),
          signInPerIp: limit(10),
          signInPerAccount: limit(10),
          register: limit(2),
          verify: limit(2),
          resend: limit(1),
          forgotPassword: limit(2),
          lookup: limit(3),
          changePassword: limit(3),
          changePasswordPerIp: limit(3),
          captchaChallenge: limit(3),
          careersResume: limit(2),
          careersApply: limit(2),
        },
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const expectApi429 = (result: { status: number; headers: Headers; json: unknown }) => {
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(result.json).toMatchObject({
      Code: 'rate_limited',
      Message: expect.stringMatching(/Try again in \d+ seconds\./),
    });
  };

  it('token endpoint per IP', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i += 1)
      expect((await passwordGrant(s, `user${i}@demo.test`, 'wrong-password', { ip })).status).toBe(400);
    const blocked = await passwordGrant(s, 'owner@demo.test', PASSWORD, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('cache-control')).toBe('no-store');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toMatchObject({
      error: 'too_many_requests',
      error_description: expect.stringContaining('Too many sign-in attempts'),
    });
    expect((await passwordGrant(s, 'owner@demo.test', PASSWORD, { ip: '192.0.2.11' })).status).toBe(200);
  });

  it('anonymous e-mail lookups per IP, one budget for both', async () => {
    const ip = '192.0.2.40';
    const lookup = pathOf(API_CALLS.registrationLookup, { email: 'applicant@demo.test' });
    const staffLookup = `${API_PATHS.emailExist}?email=owner%40demo.test`;
    expect((await http(s, 'GET', lookup, { ip })).json).toBe(true);
    expect((await http(s, 'GET', staffLookup, { ip })).json).toBe(true);
    expect((await http(s, 'GET', lookup, { ip })).json).toBe(true);
    expectApi429(await http(s, 'GET', staffLookup, { ip }));
    const blocked = await http<ApiErrorBody>(s, 'GET', lookup, { ip });
    expectApi429(blocked);
    expect(blocked.json.Message).toMatch(/^Too many look-ups from this address\./);
    // Another address is not affected.
    expect((await http(s, 'GET', lookup, { ip: '192.0.2.41' })).json).toBe(true);
  });

  it('registration per IP', async () => {
    const ip = '192.0.2.20';
    const body = (n: number) => ({
      First_Name: 'A',
      Last_Name: 'B',
      Email: `limit${n}.${kind}@example.com`,
      Password: 'Nurse#2024',
      IsVerified: false,
      Middle_Name: '',
    });
    expect((await http(s, 'POST', API_PATHS.register, { ip, body: body(1) })).status).toBe(201);
    expect((await http(s, 'POST', API_PATHS.register, { ip, body: body(2) })).status).toBe(201);
    expectApi429(await http<ApiErrorBody>(s, 'POST', API_PATHS.register, { ip, body: body(3) }));
  });

  it('verify and resend per account', async () => {
    const token = (await signIn(s, `limit1.${kind}@example.com`, 'Nurse#2024')).access_token;
    expect((await http(s, 'GET', API_PATHS.resendVerificationCode, { token })).status).toBe(200);
    expectApi429(await http(s, 'GET', API_PATHS.resendVerificationCode, { token }));
    expect((await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: 'WRONG1' } })).json).toBe(false);
    expect((await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: 'WRONG2' } })).json).toBe(false);
    expectApi429(await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: 'WRONG3' } }));
    // Another account is not affected.
    const other = (await signIn(s, `limit2.${kind}@example.com`, 'Nurse#2024')).access_token;
    expect((await http(s, 'GET', API_PATHS.resendVerificationCode, { token: other })).status).toBe(200);
  });

  it('forgot password per IP', async () => {
    const ip = '192.0.2.30';
    for (let i = 0; i < 2; i += 1)
      expect(
        (await http(s, 'PUT', API_PATHS.forgotPassword, { ip, body: { Email: 'nobody@example.com' } })).status,
      ).toBe(200);
    expectApi429(await http(s, 'PUT', API_PATHS.forgotPassword, { ip, body: { Email: 'nobody@example.com' } }));
  });

  it('captcha challenges per IP (each one is fresh work for the server)', async () => {
    const ip = '192.0.2.40';
    for (let i = 0; i < 3; i += 1)
      expect((await http(s, 'GET', API_PATHS.getCaptchaChallenge, { ip })).status).toBe(200);
    expectApi429(await http(s, 'GET', API_PATHS.getCaptchaChallenge, { ip }));
    expect((await http(s, 'GET', API_PATHS.getCaptchaChallenge, { ip: '192.0.2.41' })).status).toBe(200);
  });
});
