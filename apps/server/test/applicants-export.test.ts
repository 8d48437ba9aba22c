import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, type ApiErrorBody, type AuditEntry, type Page } from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// Issue 28, item 15: the applicant CSV holds every matching applicant's personal data, so it is a manager's
// permission (`applicants.export`, managers and above as shipped, the owner may give it to other roles), the
// server refuses anyone else (403), and each export writes an audit row: who, when, how many rows, which
// filter.

const EXPORT = API_CALLS.exportApplicants.path;

describe.each(DB_KINDS)('the applicant export on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'recruiter' | 'supervisor' | 'manager' | 'owner' | 'acme', string>;

  /** The export's body as text (the byte order mark kept). */
  const exportAs = async (who: keyof typeof token, query: string) => {
    const response = await fetch(`${s.baseUrl}${EXPORT}?${query}`, {
      headers: { authorization: `Bearer ${token[who]}` },
    });
    return {
      status: response.status,
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
    };
  };
  /** The demo agency's audit rows of exports, newest first (the owner reads the log). */
  const exportsLogged = async () => {
    const log = await http<Page<AuditEntry>>(
      s,
      'GET',
      '/api/user-management/audit?action=applicants-exported&pageSize=100',
      {
        token: token.owner,
      },
    );
    expect(log.status).toBe(200);
    return log.json.Items;
  };

  beforeAll(async () => {
    s = await startServer(kind);
    for (const who of ['recruiter', 'supervisor', 'manager', 'owner'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses recruiters and supervisors (403, nothing exported, nothing logged)', async () => {
    for (const who of ['recruiter', 'supervisor'] as const) {
      const refused = await http<ApiErrorBody>(s, 'GET', `${EXPORT}?status=lead`, { token: token[who] });
      expect([who, refused.status, refused.json]).toEqual([
        who,
        403,
        { Code: 'forbidden', Message: 'Only a manager, administrator or admin can export applicants.' },
      ]);
      // Before the query is read: a bad one is still a 403, not a 400.
      expect((await http(s, 'GET', `${EXPORT}?sort=bogus`, { token: token[who] })).status).toBe(403);
    }
    expect(await exportsLogged()).toEqual([]);
  });

  it('lets a manager export, and records who, how many rows and which filter', async () => {
    const answer = await exportAs('manager', 'status=lead&q=a&sort=name');
    expect(answer.status).toBe(200);
    const rows = answer.text.split('\r\n').slice(1, -1).length;
    expect(rows).toBeGreaterThan(0);
    const [entry, ...older] = await exportsLogged();
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      Action: 'applicants-exported',
      ActorName: 'Mona Manager',
      Detail: { Rows: rows, Filter: 'q=a; status=lead' },
    });
    expect(Date.now() - Date.parse(entry!.At)).toBeLessThan(60_000);
    // Every applicant: the filter says so.
    expect((await exportAs('owner', '')).status).toBe(200);
    expect((await exportsLogged())[0]).toMatchObject({ ActorName: 'Olivia Owner', Detail: { Filter: 'none' } });
    // A refused query (400) exports and logs nothing.
    expect((await exportAs('manager', 'sort=bogus')).status).toBe(400);
    expect(await exportsLogged()).toHaveLength(2);
  });

  it("follows the agency's own table: the owner may give the export to recruiters", async () => {
    const grant = (Allowed: boolean) =>
      http(s, 'PUT', '/api/role-permissions', {
        token: token.owner,
        body: { Role: 'recruiter', Permission: 'applicants.export', Allowed },
      });
    expect((await grant(true)).status).toBe(200);
    expect((await exportAs('recruiter', 'status=lead')).status).toBe(200);
    expect((await exportsLogged())[0]).toMatchObject({ ActorName: 'Rita Recruiter' });
    expect((await grant(false)).status).toBe(200);
    expect((await exportAs('recruiter', 'status=lead')).status).toBe(403);
  });

  it("keeps each agency's log to itself", async () => {
    expect((await exportAs('acme', '')).status).toBe(200);
    const demo = await exportsLogged();
    expect(demo.map((entry) => entry.ActorName)).not.toContain('Ann Acme');
  });
});
