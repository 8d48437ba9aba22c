import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApiErrorBody } from '@agency/api-client/contract';
import {
  decodeJwt,
  DB_KINDS,
  http,
  PASSWORD,
  passwordGrant,
  refreshGrant,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

// Issue 9, item 11: a sign-in with a temporary password gets a session that can only change the password
// (and render that screen, and log out) until it has; a disabled account's right password gets the answer
// of a wrong one.

describe.each(DB_KINDS)('sessions that must change the password on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Forgot password, then the temporary password from the outbox (read from the database). */
  async function temporaryPasswordOf(email: string): Promise<string> {
    expect((await http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: email } })).status).toBe(200);
    const row = await s.app.services.db
      .selectFrom('outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .where('kind', '=', 'temporary-password')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /account: (\S+)/.exec(row.text_body)![1]!;
  }

  it('a temporary-password session gets 403 password_change_required on everything but the change-password screen', async () => {
    const temporary = await temporaryPasswordOf('recruiter@demo.test');
    const session = await signIn(s, 'recruiter@demo.test', temporary);
    expect(decodeJwt(session.access_token).payload.must_change_password).toBe(true);
    const token = session.access_token;

    for (const [method, path, body] of [
      ['GET', API_PATHS.getApplicantStatusCounts, undefined],
      ['PUT', API_PATHS.updateProfile, { FirstName: 'Hacked', LastName: 'Name' }],
      ['GET', API_PATHS.getUserRoles, undefined],
    ] as const) {
      const refused = await http<ApiErrorBody>(s, method, path, { token, body });
      expect([refused.status, refused.json.Code], path).toEqual([403, 'password_change_required']);
      expect(refused.json.Message).toBe('Choose a new password before you continue.');
    }
    // What the change-password screen needs, and the logout's exit record.
    const me = await http<{ RecruiterId: number }>(s, 'GET', API_PATHS.getCurrentRecruiter, { token });
    expect(me.status).toBe(200);
    expect((await http(s, 'GET', API_PATHS.getUserByUserId, { token })).status).toBe(200);
    expect((await http(s, 'PUT', API_PATHS.updateEntryExit, { token, body: me.json.RecruiterId })).status).toBe(200);
    // A refresh does not lift it.
    const refreshed = await refreshGrant(s, session.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.json.access_token).payload.must_change_password).toBe(true);
    expect(
      (await http(s, 'GET', API_PATHS.getApplicantStatusCounts, { token: refreshed.json.access_token })).status,
    ).toBe(403);

    // Changing the password (proven by the temporary one) lifts it, for the token in hand too.
    const changed = await http(s, 'PUT', API_PATHS.changePassword, {
      token: refreshed.json.access_token,
      body: { CurrentPassword: temporary, NewPassword: 'Fresh#Start9', ConfirmPassword: 'Fresh#Start9' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await http(s, 'GET', API_PATHS.getApplicantStatusCounts, { token: refreshed.json.access_token })).status,
    ).toBe(200);
    const next = await signIn(s, 'recruiter@demo.test', 'Fresh#Start9');
    expect(decodeJwt(next.access_token).payload).not.toHaveProperty('must_change_password');
    expect((await http(s, 'GET', API_PATHS.getApplicantStatusCounts, { token: next.access_token })).status).toBe(200);
  });

  it('a normal sign-in carries no restriction', async () => {
    const token = (await signIn(s, 'owner@demo.test')).access_token;
    expect(decodeJwt(token).payload).not.toHaveProperty('must_change_password');
    expect((await http(s, 'GET', API_PATHS.getApplicantStatusCounts, { token })).status).toBe(200);
  });

  it("a disabled account's right password gets the same answer as a wrong one", async () => {
    const { db } = s.app.services;
    await db.updateTable('users').set({ is_active: false }).where('email', '=', 'owner@acme.test').execute();
    try {
      const right = await passwordGrant(s, 'owner@acme.test', PASSWORD, { old: 'acme' });
      const wrong = await passwordGrant(s, 'owner@acme.test', 'Wrong#Pass1', { old: 'acme' });
      expect(right.status).toBe(400);
      expect(right.json).toEqual(wrong.json);
      expect(right.json).toEqual({
        error: 'invalid_grant',
        error_description: 'The user name or password is incorrect.',
      });
    } finally {
      await db.updateTable('users').set({ is_active: true }).where('email', '=', 'owner@acme.test').execute();
    }
  });
});
