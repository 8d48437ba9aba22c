import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logger';
import { DB_KINDS, http, startServer, type TestServer } from './helpers';

// Security review, issue 27 item 7: the request lines kept the path, so the tokens of links (a staff
// invitation: the account for 72 hours; a reference request; an unsubscribe link) were logged verbatim, in
// production too. One rule in the request serializer (platform/logger.ts) replaces them with [redacted];
// the query, which may carry e-mails and tokens too, is not logged at all.

const token = () => randomBytes(32).toString('base64url');

describe.each(DB_KINDS)('request logs on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('never hold the token of an invitation, reference or unsubscribe link, in the API, the pages or the query', async () => {
    const secrets = Array.from({ length: 9 }, token);
    const [invitation, accept, reference, answer, unsubscribe, click, invitePage, referencePage, query] = secrets as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const html = { accept: 'text/html' };
    const requests: [string, string, string, Record<string, string>?][] = [
      ['GET', `/api/staff/invitations/${invitation}`, '/api/staff/invitations/[redacted]'],
      ['POST', `/api/staff/invitations/${accept}/accept`, '/api/staff/invitations/[redacted]/accept'],
      ['GET', `/api/reference-requests/${reference}`, '/api/reference-requests/[redacted]'],
      ['POST', `/api/reference-requests/${answer}`, '/api/reference-requests/[redacted]'],
      ['GET', `/unsubscribe/1.${unsubscribe}.${unsubscribe}`, '/unsubscribe/[redacted]'],
      ['POST', `/unsubscribe/2.${click}.${click}/`, '/unsubscribe/[redacted]/'],
      ['GET', `/accept-invitation/${invitePage}`, '/accept-invitation/[redacted]', html],
      ['GET', `/reference/${referencePage}?from=mail`, '/reference/[redacted]', html],
      ['GET', `/api/staff/invitations/${query}?token=${query}&code=${query}`, '/api/staff/invitations/[redacted]'],
    ];
    const before = s.logs.length;
    for (const [method, path, , headers] of requests) {
      const answered = await http(s, method, path, {
        headers,
        body: method === 'POST' && path.startsWith('/api/') ? {} : undefined,
      });
      expect(answered.status, `${method} ${path}`).toBeLessThan(600);
    }
    const lines = s.logs.slice(before);
    const text = lines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    const paths = lines
      .map((line) => JSON.parse(line) as { req?: { method?: string; path?: string } })
      .filter((entry) => entry.req?.path !== undefined)
      .map((entry) => `${entry.req!.method} ${entry.req!.path}`);
    expect(paths).toEqual(requests.map(([method, , logged]) => `${method} ${logged}`));
  });
});

describe('the request serializer', () => {
  it('redacts the token part of a path and keeps paths without tokens as they are (no query)', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (text: string) => lines.push(text) });
    const secret = token();
    for (const url of [
      `/api/staff/invitations/${secret}/accept?x=${secret}`,
      '/api/applicants/42/messages?q=ann%40example.com',
      '/api/registration/ann%40example.com',
      '/api/registration/register',
    ])
      log.info({ req: { method: 'GET', url } }, 'incoming request');
    const logged = lines.map((line) => (JSON.parse(line) as { req: { path: string } }).req.path);
    expect(logged).toEqual([
      '/api/staff/invitations/[redacted]/accept',
      '/api/applicants/42/messages',
      '/api/registration/[email]',
      '/api/registration/register',
    ]);
    expect(lines.join('\n')).not.toContain(secret);
  });
});
