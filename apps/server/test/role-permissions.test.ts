import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RolePermissions } from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// The agency's permission table (Management → Roles, issue 15): every staff member reads it; the agency owner
// gives a role a permission or takes it away within the bounds (the admin role and fixed permissions stay);
// the change holds from the caller's next request, with the token they already have; agencies stay apart.

const ANALYTICS = '/api/analytics?From=2026-01-01&To=2026-03-31';

describe.each(DB_KINDS)('role permissions on %s', (kind) => {
  let s: TestServer;
  let owner: string;
  let manager: string;
  let recruiter: string;
  beforeAll(async () => {
    s = await startServer(kind);
    const signedIn = async (email: string) => (await signIn(s, email)).access_token;
    owner = await signedIn('owner@demo.test');
    manager = await signedIn('manager@demo.test');
    recruiter = await signedIn('recruiter@demo.test');
  });
  afterAll(async () => {
    await s?.close();
  });

  const change = (token: string, body: unknown) =>
    http<RolePermissions & { Errors?: Record<string, string>; Message?: string }>(s, 'PUT', '/api/role-permissions', {
      token,
      body,
    });

  it('gives the recruiter role a permission and takes one from managers, from the next request on', async () => {
    const shipped = await http<RolePermissions>(s, 'GET', '/api/role-permissions', { token: recruiter });
    expect(shipped.status).toBe(200);
    expect(shipped.json).toEqual({ Grants: [], ChangedAt: null, ChangedBy: '' });
    expect((await http(s, 'GET', ANALYTICS, { token: recruiter })).status).toBe(403);
    expect((await http(s, 'GET', ANALYTICS, { token: manager })).status).toBe(200);

    const given = await change(owner, { Role: 'recruiter', Permission: 'analytics.read', Allowed: true });
    expect(given.status).toBe(200);
    expect(given.json.Grants).toEqual([{ Role: 'recruiter', Permission: 'analytics.read', Allowed: true }]);
    expect(given.json.ChangedBy).toBe('Olivia Owner');
    expect(Date.now() - new Date(given.json.ChangedAt!).getTime()).toBeLessThan(60_000);
    // The same tokens as before: the table is read on each request, not taken from the token.
    expect((await http(s, 'GET', ANALYTICS, { token: recruiter })).status).toBe(200);

    const taken = await change(owner, { Role: 'manager', Permission: 'analytics.read', Allowed: false });
    expect(taken.status).toBe(200);
    const refused = await http<{ Message: string }>(s, 'GET', ANALYTICS, { token: manager });
    expect(refused.status).toBe(403);
    // The refusal names the roles that hold it now.
    expect(refused.json.Message).toMatch(/recruiter/);
    expect(refused.json.Message).not.toMatch(/manager/);

    // Every staff member reads the table as it is now.
    const read = await http<RolePermissions>(s, 'GET', '/api/role-permissions', { token: manager });
    expect(read.json.Grants).toEqual(
      expect.arrayContaining([
        { Role: 'recruiter', Permission: 'analytics.read', Allowed: true },
        { Role: 'manager', Permission: 'analytics.read', Allowed: false },
      ]),
    );

    // Back as shipped: the rows go, and the managers have it again.
    await change(owner, { Role: 'recruiter', Permission: 'analytics.read', Allowed: false });
    const back = await change(owner, { Role: 'manager', Permission: 'analytics.read', Allowed: true });
    expect(back.json.Grants).toEqual([]);
    expect((await http(s, 'GET', ANALYTICS, { token: manager })).status).toBe(200);
    expect((await http(s, 'GET', ANALYTICS, { token: recruiter })).status).toBe(403);

    // Each change is in the audit log, in words, by the owner; a change to what already holds writes nothing.
    await change(owner, { Role: 'manager', Permission: 'analytics.read', Allowed: true });
    const audit = await s.app.services.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'detail'])
      .where('action', 'in', ['permission-granted', 'permission-withdrawn'])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor_name, (row.detail as { change: string }).change])).toEqual([
      ['permission-granted', 'Olivia Owner', "Recruiter may now: See the dashboard's analytics"],
      ['permission-withdrawn', 'Olivia Owner', "Manager may no longer: See the dashboard's analytics"],
      ['permission-withdrawn', 'Olivia Owner', "Recruiter may no longer: See the dashboard's analytics"],
      ['permission-granted', 'Olivia Owner', "Manager may now: See the dashboard's analytics"],
    ]);
  });

  it('keeps the bounds: only the owner changes it, the admin role keeps everything, the body is checked', async () => {
    const admin = (await signIn(s, 'admin@demo.test')).access_token;
    const notOwner = await change(admin, { Role: 'recruiter', Permission: 'analytics.read', Allowed: true });
    expect(notOwner.status).toBe(403);
    expect(notOwner.json.Message).toBe('Only the agency owner can change what the roles may do.');

    const adminRole = await change(owner, { Role: 'admin', Permission: 'analytics.read', Allowed: false });
    expect(adminRole.status).toBe(400);
    expect(adminRole.json.Errors).toEqual({ Permission: 'The admin role keeps every permission.' });

    const bad = await change(owner, { Role: 'owner', Permission: 'everything', Allowed: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.Errors).toEqual({
      Role: 'Choose a role.',
      Permission: 'Choose a permission.',
      Allowed: 'Say whether the role holds the permission.',
    });
    expect((await change(owner, null)).status).toBe(400);

    const applicant = (await signIn(s, 'applicant@demo.test')).access_token;
    expect((await http(s, 'GET', '/api/role-permissions', { token: applicant })).status).toBe(403);
    expect((await http(s, 'GET', '/api/role-permissions')).status).toBe(401);
    const rows = await s.app.services.db.selectFrom('agency_role_permissions').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("keeps agencies apart: one owner's change holds in their agency only", async () => {
    const acmeOwner = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const acmeRecruiter = (await signIn(s, 'recruiter@acme.test', undefined, 'acme')).access_token;
    const given = await change(acmeOwner, { Role: 'recruiter', Permission: 'analytics.read', Allowed: true });
    expect(given.status).toBe(200);
    expect((await http(s, 'GET', ANALYTICS, { token: acmeRecruiter })).status).toBe(200);
    expect((await http(s, 'GET', ANALYTICS, { token: recruiter })).status).toBe(403);
    const demo = await http<RolePermissions>(s, 'GET', '/api/role-permissions', { token: recruiter });
    expect(demo.json.Grants).toEqual([]);
  });
});
