import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedAccount, Page, StaffMember } from '@agency/api-client/contract';
import { up as backfillLastSignIn } from '../src/db/migrations/0038_last_sign_in';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// Issue 28, item 11: Recruiters said "Dec 4, 6:35 PM" where Manage Users said "Never". An account's last
// sign-in has one source, `users.last_sign_in_at` (set by each sign-in; the demo seed's and the sign-ins
// before migration 0029 written by the seed and migration 0038): both screens read it.

describe.each(DB_KINDS)('the last sign-in on %s', (kind) => {
  let s: TestServer;
  let owner: string;

  beforeAll(async () => {
    s = await startServer(kind);
    owner = (await signIn(s, 'owner@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Each staff member's last sign-in as Recruiters and as Manage Users report it, by e-mail. */
  const bothScreens = async () => {
    const staff = await http<StaffMember[]>(s, 'GET', '/api/staff', { token: owner });
    expect(staff.status).toBe(200);
    const accounts = await http<Page<ManagedAccount>>(
      s,
      'GET',
      '/api/user-management/accounts?type=staff&pageSize=100',
      {
        token: owner,
      },
    );
    expect(accounts.status).toBe(200);
    const managed = new Map(accounts.json.Items.map((account) => [account.Email, account.LastSignInAt]));
    return staff.json.map((member) => ({
      email: member.Email,
      recruiters: member.LastSignInAt,
      manageUsers: managed.get(member.Email),
    }));
  };

  it('is the same on Recruiters and Manage Users for every staff member, the demo seed included', async () => {
    const lines = await bothScreens();
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(line.manageUsers, line.email).toBe(line.recruiters);
    // The demo's staff have signed in (its Recruiter History says so): neither screen says Never.
    const rita = lines.find((line) => line.email === 'recruiter@demo.test')!;
    expect(rita.recruiters).not.toBeNull();
  });

  it('moves on both at a sign-in', async () => {
    const before = (await bothScreens()).find((line) => line.email === 'supervisor@demo.test')!;
    await signIn(s, 'supervisor@demo.test');
    const after = (await bothScreens()).find((line) => line.email === 'supervisor@demo.test')!;
    expect(after.manageUsers).toBe(after.recruiters);
    expect(Date.parse(after.recruiters!)).toBeGreaterThan(before.recruiters ? Date.parse(before.recruiters) : 0);
    expect(Date.now() - Date.parse(after.recruiters!)).toBeLessThan(60_000);
  });

  it('takes the Recruiter History of sign-ins made before the column existed (migration 0038)', async () => {
    const { db } = s.app.services;
    const manager = await db
      .selectFrom('users')
      .innerJoin('recruiters', 'recruiters.user_id', 'users.id')
      .select(['users.id', 'recruiters.id as recruiterId', 'recruiters.agency_id'])
      .where('users.email', '=', 'manager@demo.test')
      .executeTakeFirstOrThrow();
    // A sign-in of old: its Recruiter History entry only.
    await db.updateTable('users').set({ last_sign_in_at: null }).where('id', '=', manager.id).execute();
    await db
      .insertInto('recruiter_entries')
      .values({
        recruiter_id: manager.recruiterId,
        agency_id: manager.agency_id,
        entry_at: new Date(Date.now() + 1000),
        exit_at: null,
      })
      .execute();
    expect((await bothScreens()).find((line) => line.email === 'manager@demo.test')?.recruiters).toBeNull();
    await backfillLastSignIn(db as never);
    const line = (await bothScreens()).find((entry) => entry.email === 'manager@demo.test')!;
    expect(line.recruiters).not.toBeNull();
    expect(line.manageUsers).toBe(line.recruiters);
  });
});
