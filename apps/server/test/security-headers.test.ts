import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_PATHS } from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type DbKind, type HttpResult, type TestServer } from './helpers';

// The security headers every answer carries (platform/http/security-headers.ts), with their exact values:
// the set @fastify/helmet sent with the server's options before (helmet 8's defaults without
// Cross-Origin-Embedder-Policy, no-referrer, DENY) plus Permissions-Policy, now made once at start.

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

const EVERY_ANSWER = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The answer's headers of EVERY_ANSWER's names plus the caching and HSTS ones (absent ones as null). */
function securityHeadersOf(result: HttpResult) {
  const names = [...Object.keys(EVERY_ANSWER), 'cache-control', 'pragma', 'strict-transport-security'];
  return Object.fromEntries(names.map((name) => [name, result.headers.get(name)]));
}

const plain = { ...EVERY_ANSWER, 'cache-control': null, pragma: null, 'strict-transport-security': null };
const api = { ...plain, 'cache-control': 'no-store', pragma: 'no-cache' };

describe.each(DB_KINDS)('security headers (%s)', (kind: DbKind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => s?.close());

  it('on a plain answer, an error and a 404: the same set, no HSTS over HTTP', async () => {
    const health = await http(s, 'GET', '/health');
    expect([health.status, securityHeadersOf(health)]).toEqual([200, plain]);
    const missing = await http(s, 'GET', '/missing.png', { headers: { accept: 'image/png' } });
    expect([missing.status, securityHeadersOf(missing)]).toEqual([404, plain]);
    const notAllowed = await http(s, 'DELETE', '/health');
    expect([notAllowed.status, securityHeadersOf(notAllowed)]).toEqual([405, plain]);
  });

  it('on API answers (signed in or refused): no-store besides the set', async () => {
    const session = await signIn(s, 'recruiter@demo.test');
    const me = await http(s, 'GET', API_PATHS.getCurrentRecruiter, { token: session.access_token });
    expect([me.status, securityHeadersOf(me)]).toEqual([200, api]);
    const refused = await http(s, 'GET', API_PATHS.getCurrentRecruiter);
    expect([refused.status, securityHeadersOf(refused)]).toEqual([401, api]);
    const tooLarge = await http(s, 'PUT', API_PATHS.changePassword, {
      token: session.access_token,
      body: { x: 'x'.repeat(300 * 1024) },
    });
    expect([tooLarge.status, securityHeadersOf(tooLarge)]).toEqual([413, api]);
  });

  it('on /connect answers: the token endpoint adds its own no-store', async () => {
    const bad = await http(s, 'POST', AUTH_PATHS.token, { form: { grant_type: 'nothing' } });
    expect([bad.status, securityHeadersOf(bad)]).toEqual([400, api]);
  });

  it('HSTS only over HTTPS (the proxy says so)', async () => {
    const https = await http(s, 'GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(securityHeadersOf(https)).toEqual({
      ...plain,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});
