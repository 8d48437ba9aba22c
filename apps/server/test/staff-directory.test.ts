import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// The staff directory (Management → Recruiters, issue 15): every staff member of the caller's agency, with
// roles, owner, last sign-in and applicants owned; staff only; another agency's staff never.

describe.each(DB_KINDS)('the staff directory on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lists the agency's staff by name with roles, owner, last sign-in and applicants owned", async () => {
    const token = (await signIn(s, 'recruiter@demo.test')).access_token;
    const listed = await http<StaffMember[]>(s, 'GET', '/api/staff', { token });
    expect(listed.status).toBe(200);
    const emails = listed.json.map((member) => member.Email);
    expect(emails).toEqual(expect.arrayContaining(['owner@demo.test', 'recruiter@demo.test', 'manager@demo.test']));
    expect(emails.some((email) => email.endsWith('@acme.test'))).toBe(false);
    const names = listed.json.map((member) => member.LastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const owner = listed.json.find((member) => member.Email === 'owner@demo.test')!;
    expect(owner).toMatchObject({ Owner: true, Active: true, Roles: ['admin'] });
    const recruiter = listed.json.find((member) => member.Email === 'recruiter@demo.test')!;
    expect(recruiter.Owner).toBe(false);
    // This test's sign-in opened an entry: the latest sign-in is now.
    expect(Date.now() - new Date(recruiter.LastSignInAt!).getTime()).toBeLessThan(60_000);
    const db = s.app.services.db;
    const owned = await db
      .selectFrom('applicants')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('owner_id', '=', recruiter.RecruiterId)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(recruiter.ApplicantsOwned).toBe(Number(owned.count));
    expect(recruiter.ApplicantsOwned).toBeGreaterThan(0);
  });

  it('keeps agencies apart and refuses applicants and anonymous callers', async () => {
    const acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const listed = await http<StaffMember[]>(s, 'GET', '/api/staff', { token: acme });
    expect(listed.json.map((member) => member.Email).sort()).toEqual(['owner@acme.test', 'recruiter@acme.test']);
    const applicant = (await signIn(s, 'applicant@demo.test')).access_token;
    expect((await http(s, 'GET', '/api/staff', { token: applicant })).status).toBe(403);
    expect((await http(s, 'GET', '/api/staff')).status).toBe(401);
  });
});
