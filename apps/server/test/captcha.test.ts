import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CAPTCHA_HEADER,
  CAPTCHA_MESSAGES,
  type AltchaChallenge,
  type CaptchaChallenge,
} from '@agency/api-client/contract';
import { loadConfig, type Config } from '../src/app/config';
import { createAltchaChallenge } from '../src/features/captcha';
import { DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';

const HMAC_KEY = 'test-captcha-hmac-key-0123456789abcdef';

function altchaConfig(overrides: Partial<Config['captcha']> = {}): Partial<Config> {
  return {
    captcha: {
      provider: 'altcha',
      hmacKey: HMAC_KEY,
      // Small enough for the test to solve at once, large enough that a guess does not pass.
      difficulty: 200,
      expirySeconds: 600,
      siteKey: null,
      secret: null,
      verifyUrl: 'http://127.0.0.1:9/unused',
      ...overrides,
    },
  };
}

/** Solves a challenge as the portal does (the library's solver) and encodes the X-Captcha header value. */
async function solve(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function newChallenge(server: TestServer): Promise<AltchaChallenge> {
  const answer = await http<CaptchaChallenge>(server, 'GET', API_PATHS.getCaptchaChallenge);
  expect(answer.status).toBe(200);
  if (answer.json.Provider !== 'altcha') throw new Error(`provider ${answer.json.Provider}`);
  return answer.json.Challenge;
}

let emailCounter = 0;
const registration = () => {
  emailCounter += 1;
  return {
    First_Name: 'Cap',
    Last_Name: 'Tcha',
    Email: `captcha.${emailCounter}.${Date.now()}@mail.test`,
    Password: PASSWORD,
    IsVerified: false,
    Middle_Name: '',
  };
};

/** The three protected calls, each made with the given captcha header (or none). */
type ProtectedCall = (server: TestServer, captcha: string | undefined) => Promise<{ status: number; json: unknown }>;

function protectedCalls(applicant: () => { token: string }): Record<string, { call: ProtectedCall; ok: number }> {
  const headers = (captcha: string | undefined): Record<string, string> =>
    captcha === undefined ? {} : { [CAPTCHA_HEADER]: captcha };
  return {
    register: {
      call: (s, captcha) => http(s, 'POST', API_PATHS.register, { body: registration(), headers: headers(captcha) }),
      ok: 201,
    },
    resend: {
      call: (s, captcha) =>
        http(s, 'GET', API_PATHS.resendVerificationCode, { token: applicant().token, headers: headers(captcha) }),
      ok: 200,
    },
    'forgot password': {
      call: (s, captcha) =>
        http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'manager@demo.test' }, headers: headers(captcha) }),
      ok: 200,
    },
  };
}

describe.each(DB_KINDS)('captcha (%s)', (kind) => {
  describe('CAPTCHA=altcha', () => {
    let s: TestServer;
    let applicant: { token: string };
    const calls = protectedCalls(() => applicant);

    beforeAll(async () => {
      s = await startServer(kind, {
        config: { ...altchaConfig(), corsOrigins: ['https://portal.example.com'] },
      });
      // An applicant who registered (with a solved captcha) and is signed in: resend needs a session.
      const body = registration();
      const created = await http(s, 'POST', API_PATHS.register, {
        body,
        headers: { [CAPTCHA_HEADER]: await solve(await newChallenge(s)) },
      });
      expect(created.status).toBe(201);
      applicant = { token: (await signIn(s, body.Email, PASSWORD)).access_token };
    });
    afterAll(async () => s?.close());

    it('hands out signed challenges that expire', async () => {
      const challenge = await newChallenge(s);
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.algorithm).toBe('SHA-256');
      const expiresAt = challenge.parameters.expiresAt! * 1000;
      expect(expiresAt).toBeGreaterThan(Date.now() + 500_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    });

    for (const [name, { call, ok }] of Object.entries(calls)) {
      describe(name, () => {
        it('refuses a request without a solution (captcha_required)', async () => {
          const answer = await call(s, undefined);
          expect([answer.status, answer.json]).toEqual([
            400,
            { Code: 'captcha_required', Message: CAPTCHA_MESSAGES.required },
          ]);
        });

        it('refuses a malformed or wrong solution (captcha_failed)', async () => {
          const failed = { Code: 'captcha_failed', Message: CAPTCHA_MESSAGES.invalid };
          expect((await call(s, 'not a solution')).json).toEqual(failed);
          const challenge = await newChallenge(s);
          const wrong = Buffer.from(
            JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
          ).toString('base64');
          expect(await call(s, wrong)).toMatchObject({ status: 400, json: failed });
          // A solution of a challenge whose parameters were changed (an easier prefix) fails the signature.
          const solved = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
          solved.challenge.parameters.keyPrefix = '00';
          const tampered = Buffer.from(JSON.stringify(solved)).toString('base64');
          expect(await call(s, tampered)).toMatchObject({ status: 400, json: failed });
          // A challenge signed with another key.
          const foreign = await createAltchaChallenge(
            { difficulty: 50, hmacKey: 'another-key-another-key-another-key' },
            new Date(Date.now() + 60_000),
          );
          expect(await call(s, await solve(foreign))).toMatchObject({ status: 400, json: failed });
        });

        it('refuses the solution of an expired challenge', async () => {
          // Signed with the server's key, but its time ran out a second ago.
          const expired = await createAltchaChallenge(
            { difficulty: 50, hmacKey: HMAC_KEY },
            new Date(Date.now() - 1000),
          );
          const answer = await call(s, await solve(expired));
          expect([answer.status, answer.json]).toEqual([
            400,
            { Code: 'captcha_failed', Message: CAPTCHA_MESSAGES.expired },
          ]);
        });

        it('accepts a solved challenge once; the same solution again is refused', async () => {
          const solution = await solve(await newChallenge(s));
          expect((await call(s, solution)).status).toBe(ok);
          const replay = await call(s, solution);
          expect([replay.status, replay.json]).toEqual([
            400,
            { Code: 'captcha_failed', Message: CAPTCHA_MESSAGES.replayed },
          ]);
        });
      });
    }

    it('a portal on another origin may send the header (CORS); the page needs no third-party source (CSP)', async () => {
      const preflight = await http(s, 'OPTIONS', API_PATHS.register, {
        headers: {
          origin: 'https://portal.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-captcha',
        },
      });
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/\bX-Captcha\b/);
      const csp = (await http(s, 'GET', '/health')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('frame-src');
    });

    it('a solution is used up by one call: it does not open another', async () => {
      const solution = await solve(await newChallenge(s));
      expect((await calls['forgot password']!.call(s, solution)).status).toBe(200);
      expect((await calls.register!.call(s, solution)).json).toMatchObject({ Code: 'captcha_failed' });
    });

    it('two requests with one solution at once: exactly one is accepted', async () => {
      const solution = await solve(await newChallenge(s));
      const answers = await Promise.all([1, 2, 3].map(() => calls['forgot password']!.call(s, solution)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    });

    it('a body the registration refuses keeps its solution unused', async () => {
      const solution = await solve(await newChallenge(s));
      const invalid = await http(s, 'POST', API_PATHS.register, {
        body: { ...registration(), Email: 'not-an-email' },
        headers: { [CAPTCHA_HEADER]: solution },
      });
      expect(invalid.json).toMatchObject({ Code: 'validation_failed' });
      expect((await calls.register!.call(s, solution)).status).toBe(201);
    });
  });

  describe('hosted provider (a local fake siteverify)', () => {
    let s: TestServer;
    let provider: Server;
    const seen: Array<Record<string, string>> = [];
    const used = new Set<string>();

    beforeAll(async () => {
      // Accepts the token "good-<n>" once with the right secret, like Turnstile and hCaptcha do.
      provider = createServer((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString()));
        request.on('end', () => {
          const form = Object.fromEntries(new URLSearchParams(text));
          seen.push(form);
          let answer: object;
          if (form.secret !== 'the-secret') answer = { success: false, 'error-codes': ['invalid-input-secret'] };
          else if (used.has(form.response!)) answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
          else if (form.response?.startsWith('good-')) {
            used.add(form.response);
            answer = { success: true };
          } else answer = { success: false, 'error-codes': ['invalid-input-response'] };
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(answer));
        });
      });
      await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
      const { port } = provider.address() as AddressInfo;
      s = await startServer(kind, {
        config: altchaConfig({
          provider: 'turnstile',
          hmacKey: null,
          siteKey: 'the-site-key',
          secret: 'the-secret',
          verifyUrl: `http://127.0.0.1:${port}/siteverify`,
        }),
      });
    });
    afterAll(async () => {
      await s?.close();
      await new Promise((done) => provider?.close(done));
    });

    it('hands out the site key; the page may load the widget (CSP)', async () => {
      const answer = await http(s, 'GET', API_PATHS.getCaptchaChallenge);
      expect(answer.json).toEqual({ Provider: 'turnstile', SiteKey: 'the-site-key' });
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;");
      expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com");
    });

    it('asks the provider with the secret and the client address; a token is good once', async () => {
      const headers = { [CAPTCHA_HEADER]: 'good-1' };
      const first = await http(s, 'PUT', API_PATHS.forgotPassword, {
        body: { Email: 'manager@demo.test' },
        headers,
        ip: '10.9.8.7',
      });
      expect(first.status).toBe(200);
      expect(seen.at(-1)).toEqual({ secret: 'the-secret', response: 'good-1', remoteip: '10.9.8.7' });
      const again = await http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'manager@demo.test' }, headers });
      expect([again.status, again.json]).toEqual([400, { Code: 'captcha_failed', Message: CAPTCHA_MESSAGES.expired }]);
      const wrong = await http(s, 'POST', API_PATHS.register, {
        body: registration(),
        headers: { [CAPTCHA_HEADER]: 'bad-token' },
      });
      expect([wrong.status, wrong.json]).toEqual([400, { Code: 'captcha_failed', Message: CAPTCHA_MESSAGES.invalid }]);
      const none = await http(s, 'POST', API_PATHS.register, { body: registration() });
      expect(none.json).toEqual({ Code: 'captcha_required', Message: CAPTCHA_MESSAGES.required });
      const ok = await http(s, 'POST', API_PATHS.register, {
        body: registration(),
        headers: { [CAPTCHA_HEADER]: 'good-2' },
      });
      expect(ok.status).toBe(201);
    });

    it('a provider that cannot be reached is a 503 with a message, and the secret is not logged', async () => {
      const down = await startServer(kind, {
        config: altchaConfig({
          provider: 'hcaptcha',
          siteKey: 'k',
          secret: 'never-logged-secret',
          verifyUrl: 'http://127.0.0.1:9/siteverify',
        }),
      });
      try {
        const answer = await http(down, 'PUT', API_PATHS.forgotPassword, {
          body: { Email: 'manager@demo.test' },
          headers: { [CAPTCHA_HEADER]: 'good-3' },
        });
        expect([answer.status, answer.json]).toEqual([
          503,
          { Code: 'captcha_unavailable', Message: CAPTCHA_MESSAGES.unavailable },
        ]);
        expect(down.logs.some((line) => line.includes('captcha siteverify failed'))).toBe(true);
        expect(down.logs.some((line) => line.includes('never-logged-secret'))).toBe(false);
      } finally {
        await down.close();
      }
    });
  });

  describe('CAPTCHA=off (the default outside production)', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind);
    });
    afterAll(async () => s?.close());

    it('asks for nothing: the calls work without a captcha header', async () => {
      expect(s.config.captcha.provider).toBe('off');
      expect((await http(s, 'GET', API_PATHS.getCaptchaChallenge)).json).toEqual({ Provider: 'off' });
      expect((await http(s, 'POST', API_PATHS.register, { body: registration() })).status).toBe(201);
      const forgot = await http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'manager@demo.test' } });
      expect(forgot.status).toBe(200);
    });
  });
});

describe('captcha configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as { problems: string[] }).problems;
    }
  };

  it('is off by default outside production and ALTCHA in production, which requires CAPTCHA_HMAC_KEY', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).captcha.provider).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test' }).captcha.provider).toBe('off');
    expect(problemsOf({ NODE_ENV: 'production', ISSUER: 'https://portal.example.com' })).toContain(
      'CAPTCHA_HMAC_KEY is required with CAPTCHA=altcha when NODE_ENV=production (at least 32 random characters, the same on every instance; for example `openssl rand -hex 32`).',
    );
    const production = problemsOf({
      NODE_ENV: 'production',
      ISSUER: 'https://portal.example.com',
      CAPTCHA_HMAC_KEY: HMAC_KEY,
    });
    expect(production.filter((problem) => problem.includes('CAPTCHA'))).toEqual([]);
    // Development generates a key at start when none is set.
    expect(loadConfig({ NODE_ENV: 'development', CAPTCHA: 'altcha' }).captcha).toMatchObject({
      provider: 'altcha',
      hmacKey: null,
    });
  });

  it('names each problem: an unknown provider, a short key, a hosted provider without its keys', () => {
    expect(problemsOf({ CAPTCHA: 'recaptcha' })).toEqual([
      'CAPTCHA="recaptcha" must be one of altcha, turnstile, hcaptcha, off.',
    ]);
    expect(problemsOf({ CAPTCHA: 'altcha', CAPTCHA_HMAC_KEY: 'short' })).toEqual([
      'CAPTCHA_HMAC_KEY must be at least 32 characters (for example `openssl rand -hex 32`).',
    ]);
    expect(problemsOf({ CAPTCHA: 'turnstile', CAPTCHA_SITE_KEY: 'k' })).toEqual([
      "CAPTCHA=turnstile needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET (from the provider's dashboard).",
    ]);
    expect(loadConfig({ CAPTCHA: 'hcaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' }).captcha.verifyUrl).toBe(
      'https://api.hcaptcha.com/siteverify',
    );
    expect(
      loadConfig({
        CAPTCHA: 'turnstile',
        CAPTCHA_SITE_KEY: 'k',
        CAPTCHA_SECRET: 's',
        CAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/v',
      }).captcha.verifyUrl,
    ).toBe('http://127.0.0.1:1/v');
  });
});
