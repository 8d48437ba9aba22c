import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCKED_MESSAGE,
  type ApiErrorBody,
  type AuditEntry,
  type ManagedAccount,
  type ManagedAccountActionResult,
  type Page,
} from '@agency/api-client/contract';
import {
  addStaff,
  CLIENT,
  DB_KINDS,
  http,
  outbox,
  PASSWORD,
  passwordGrant,
  refreshGrant,
  signIn,
  startServer,
  type TestServer,
} from './helpers';
import { consent, newApplicant, SECRETS, SIGNATURE, submit, W9 } from './onboarding-helpers';

// Manage Users (issue 15, docs/user-management.md): the agency owner's list of every account, lock / unlock,
// sign out everywhere, password reset; and the agency's security audit log (sign-ins, failed sign-ins,
// locks, reveals…) with its filters and CSV. Owner only; another agency's accounts are never found.

const ACCOUNTS = '/api/user-management/accounts';
const AUDIT = '/api/user-management/audit';
const WRONG_PASSWORD_MESSAGE = 'The user name or password is incorrect.';

/** Today in America/Chicago (the audit log's default zone), YYYY-MM-DD. */
const chicagoDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe.each(DB_KINDS)('Manage Users and the audit log on %s', (kind) => {
  let s: TestServer;
  let owner: string;
  let ownerUserId: string;

  beforeAll(async () => {
    s = await startServer(kind);
    owner = (await signIn(s, 'owner@demo.test')).access_token;
    const row = await s.app.services.db
      .selectFrom('users')
      .innerJoin('agencies', 'agencies.id', 'users.agency_id')
      .select('users.id')
      .where('agencies.slug', '=', 'demo')
      .where('users.email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    ownerUserId = row.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const asOwner = <T>(method: string, path: string) => http<T>(s, method, path, { token: owner });
  const audit = async (query: string) => {
    const result = await asOwner<Page<AuditEntry>>('GET', `${AUDIT}?${query}`);
    expect(result.status, result.text).toBe(200);
    return result.json.Items;
  };
  const accountOf = async (email: string) => {
    const listed = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?q=${encodeURIComponent(email)}`);
    return listed.json.Items.find((account) => account.Email === email)!;
  };

  it("is the agency owner's only: 403 for an admin, a recruiter and an applicant, 401 signed out", async () => {
    const admin = (await signIn(s, 'admin@demo.test')).access_token;
    const recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    const applicant = (await signIn(s, 'applicant@demo.test')).access_token;
    const target = (await accountOf('recruiter@demo.test')).UserId;
    const calls: [string, string][] = [
      ['GET', ACCOUNTS],
      ['POST', `${ACCOUNTS}/${target}/lock`],
      ['POST', `${ACCOUNTS}/${target}/unlock`],
      ['POST', `${ACCOUNTS}/${target}/sign-out`],
      ['POST', `${ACCOUNTS}/${target}/reset-password`],
      ['GET', AUDIT],
      ['GET', `${AUDIT}/export`],
    ];
    for (const [method, path] of calls) {
      for (const token of [admin, recruiter]) {
        const refused = await http<ApiErrorBody>(s, method, path, { token });
        expect([refused.status, refused.json.Message], `${method} ${path}`).toEqual([
          403,
          'Only the agency owner can manage users.',
        ]);
      }
      expect((await http(s, method, path, { token: applicant })).status).toBe(403);
      expect((await http(s, method, path)).status).toBe(401);
    }
    // Nothing happened to the account.
    expect(await accountOf('recruiter@demo.test')).toMatchObject({ LockedAt: null });
  });

  it('lists every account of the agency, staff and applicants, with filters, sorting and paging', async () => {
    const listed = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?pageSize=100`);
    expect(listed.status).toBe(200);
    const emails = listed.json.Items.map((account) => account.Email);
    expect(emails).toEqual(expect.arrayContaining(['owner@demo.test', 'recruiter@demo.test', 'applicant@demo.test']));
    expect(emails.some((email) => email.endsWith('@acme.test'))).toBe(false);
    const ownerAccount = listed.json.Items.find((account) => account.Email === 'owner@demo.test')!;
    expect(ownerAccount).toMatchObject({ Type: 'staff', Roles: ['admin'], Owner: true, Active: true, LockedAt: null });
    // This suite's sign-in is the latest one, and its session is open.
    expect(Date.now() - new Date(ownerAccount.LastSignInAt!).getTime()).toBeLessThan(60_000);
    expect(ownerAccount.OpenSessions).toBeGreaterThanOrEqual(1);
    const applicant = listed.json.Items.find((account) => account.Email === 'applicant@demo.test')!;
    expect(applicant).toMatchObject({ Type: 'applicant', Roles: [], Verified: true, Owner: false });
    // By name (last name, first name) by default.
    const names = listed.json.Items.map((account) => `${account.LastName} ${account.FirstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const applicants = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?type=applicant&pageSize=100`);
    expect(applicants.json.Items.length).toBeGreaterThan(0);
    expect(applicants.json.Items.every((account) => account.Type === 'applicant')).toBe(true);
    const staff = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?type=staff&pageSize=100`);
    expect(staff.json.Items.map((account) => account.Email).sort()).toEqual(
      expect.arrayContaining(['admin@demo.test', 'manager@demo.test', 'owner@demo.test']),
    );
    expect(staff.json.Total + applicants.json.Total).toBe(listed.json.Total);

    const searched = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?q=Rita`);
    expect(searched.json.Items.map((account) => account.Email)).toEqual(['recruiter@demo.test']);

    const paged = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?pageSize=2&page=2&sort=email&order=asc`);
    const byEmail = [...emails].sort();
    expect(paged.json).toMatchObject({ Page: 2, PageSize: 2, Total: listed.json.Total });
    expect(paged.json.Items.map((account) => account.Email)).toEqual(byEmail.slice(2, 4));

    const bad = await asOwner<ApiErrorBody>('GET', `${ACCOUNTS}?type=robot&state=asleep&sort=height`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.Errors ?? {}).sort()).toEqual(['sort', 'state', 'type']);
  });

  it('locks an account: its token gets 401 at once, it cannot sign in (told so), and unlocking restores it', async () => {
    const { userId } = await addStaff(s.app, 'demo', {
      email: 'lena.lock@demo.test',
      firstName: 'Lena',
      lastName: 'Lockwood',
      roles: ['recruiter'],
    });
    const session = await signIn(s, 'lena.lock@demo.test');
    expect((await http(s, 'GET', '/api/user/get-user-by-userid', { token: session.access_token })).status).toBe(200);
    // A token without a session (no offline_access): only the account's own state can stop it.
    const sessionless = await passwordGrant(s, 'lena.lock@demo.test', PASSWORD, { scope: 'openid api' });
    expect([sessionless.status, sessionless.json.refresh_token]).toEqual([200, undefined]);

    const locked = await asOwner<ManagedAccountActionResult>('POST', `${ACCOUNTS}/${userId}/lock`);
    expect(locked.status, locked.text).toBe(200);
    expect(locked.json.Message).toBe("Lena Lockwood's account is locked and signed out everywhere.");
    expect(locked.json.Account).toMatchObject({ UserId: userId, LockedBy: 'Olivia Owner', OpenSessions: 0 });
    expect(locked.json.Account.LockedAt).not.toBeNull();

    // The access token it still holds is refused at its next request; its refresh token too.
    const after = await http<ApiErrorBody>(s, 'GET', '/api/user/get-user-by-userid', { token: session.access_token });
    expect([after.status, after.json.Message]).toEqual([401, ACCOUNT_LOCKED_MESSAGE]);
    const noSession = await http<ApiErrorBody>(s, 'GET', '/api/user/get-user-by-userid', {
      token: sessionless.json.access_token,
    });
    expect([noSession.status, noSession.json.Message]).toEqual([401, ACCOUNT_LOCKED_MESSAGE]);
    const refreshed = await refreshGrant(s, session.refresh_token!);
    expect(refreshed.json.error).toBe('invalid_grant');
    // The right password answers as a wrong one: it would tell whoever is guessing that the guess was right
    // (security-lows.test.ts); the audit log keeps the reason.
    const refused = await passwordGrant(s, 'lena.lock@demo.test');
    expect([refused.status, refused.json.error, refused.json.error_description]).toEqual([
      400,
      'invalid_grant',
      WRONG_PASSWORD_MESSAGE,
    ]);
    expect((await passwordGrant(s, 'lena.lock@demo.test', 'Wrong-Password1!')).json.error_description).toBe(
      WRONG_PASSWORD_MESSAGE,
    );
    const lockedOnes = await asOwner<Page<ManagedAccount>>('GET', `${ACCOUNTS}?state=locked`);
    expect(lockedOnes.json.Items.map((account) => account.Email)).toEqual(['lena.lock@demo.test']);
    // Locking again changes nothing.
    const again = await asOwner<ManagedAccountActionResult>('POST', `${ACCOUNTS}/${userId}/lock`);
    expect(again.json.Message).toBe("Lena Lockwood's account is already locked.");

    const entries = await audit('q=Lockwood');
    expect(entries.map((entry) => [entry.Action, entry.Detail])).toEqual([
      ['sign-in-failed', { Reason: 'Wrong password' }],
      ['sign-in-failed', { Reason: 'Account locked' }],
      ['account-locked', { SessionsEnded: 1 }],
      ['sign-in', {}],
      ['sign-in', {}],
    ]);
    expect(entries[2]).toMatchObject({ ActorUserId: ownerUserId, ActorName: 'Olivia Owner', SubjectUserId: userId });

    const unlocked = await asOwner<ManagedAccountActionResult>('POST', `${ACCOUNTS}/${userId}/unlock`);
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.Message).toBe("Lena Lockwood's account is unlocked: they can sign in again.");
    expect(unlocked.json.Account).toMatchObject({ LockedAt: null, LockedBy: '' });
    const back = await signIn(s, 'lena.lock@demo.test');
    expect((await http(s, 'GET', '/api/user/get-user-by-userid', { token: back.access_token })).status).toBe(200);
    expect((await audit('q=Lockwood&action=account-unlocked')).length).toBe(1);
  });

  it('does not let the owner lock their own account', async () => {
    const refused = await asOwner<ApiErrorBody>('POST', `${ACCOUNTS}/${ownerUserId}/lock`);
    expect([refused.status, refused.json.Message]).toEqual([
      409,
      'You cannot lock your own account: you own the agency.',
    ]);
    expect((await http(s, 'GET', '/api/user/get-user-by-userid', { token: owner })).status).toBe(200);
  });

  it("never finds another agency's account (404), nor a malformed id", async () => {
    const acme = await s.app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'recruiter@acme.test')
      .executeTakeFirstOrThrow();
    for (const action of ['lock', 'unlock', 'sign-out', 'reset-password']) {
      const result = await asOwner<ApiErrorBody>('POST', `${ACCOUNTS}/${acme.id}/${action}`);
      expect([result.status, result.json.Message]).toEqual([404, 'No such account in this agency.']);
    }
    expect((await asOwner('POST', `${ACCOUNTS}/not-a-user/lock`)).status).toBe(404);
    // acme's recruiter still signs in: nothing was done to it.
    expect((await passwordGrant(s, 'recruiter@acme.test', PASSWORD, { old: 'acme' })).status).toBe(200);
    // And acme's owner sees only acme's accounts and log.
    const acmeOwner = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const listed = await http<Page<ManagedAccount>>(s, 'GET', ACCOUNTS, { token: acmeOwner });
    expect(listed.json.Items.map((account) => account.Email).sort()).toEqual([
      'owner@acme.test',
      'recruiter@acme.test',
    ]);
    const log = await http<Page<AuditEntry>>(s, 'GET', `${AUDIT}?pageSize=100`, { token: acmeOwner });
    expect(log.json.Items.every((entry) => ['Ann Acme', 'Rob Acme', ''].includes(entry.ActorName))).toBe(true);
  });

  it('signs an account out everywhere: every session ends, it may sign in again', async () => {
    const { userId } = await addStaff(s.app, 'demo', {
      email: 'sid.signout@demo.test',
      firstName: 'Sid',
      lastName: 'Signout',
      roles: ['supervisor'],
    });
    const first = await signIn(s, 'sid.signout@demo.test');
    const second = await signIn(s, 'sid.signout@demo.test');
    expect((await accountOf('sid.signout@demo.test')).OpenSessions).toBe(2);
    const ended = await asOwner<ManagedAccountActionResult>('POST', `${ACCOUNTS}/${userId}/sign-out`);
    expect(ended.status).toBe(200);
    expect(ended.json.Message).toBe('Sid Signout is signed out everywhere (2 sessions ended).');
    expect(ended.json.Account.OpenSessions).toBe(0);
    for (const session of [first, second]) {
      expect((await http(s, 'GET', '/api/user/get-user-by-userid', { token: session.access_token })).status).toBe(401);
      expect((await refreshGrant(s, session.refresh_token!)).json.error).toBe('invalid_grant');
    }
    expect((await passwordGrant(s, 'sid.signout@demo.test')).status).toBe(200);
    const [entry] = await audit('q=Signout&action=sessions-ended');
    expect(entry).toMatchObject({
      ActorName: 'Olivia Owner',
      SubjectName: 'Sid Signout',
      Detail: { SessionsEnded: 2 },
    });
  });

  it('sends a password reset (the forgot-password e-mail) and records it without the password', async () => {
    const { userId } = await addStaff(s.app, 'demo', {
      email: 'rosa.reset@demo.test',
      firstName: 'Rosa',
      lastName: 'Reset',
      roles: ['recruiter'],
    });
    const sent = await asOwner<ManagedAccountActionResult>('POST', `${ACCOUNTS}/${userId}/reset-password`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.Message).toBe('A temporary password has been sent to rosa.reset@demo.test.');
    const mail = (await outbox(s)).find((m) => m.To === 'rosa.reset@demo.test' && m.Kind === 'temporary-password');
    expect(mail).toBeDefined();
    const temporary = /account: (\S+)/.exec(mail!.Text)![1]!;
    // The temporary password signs in (once), as the forgot-password flow's does.
    expect((await passwordGrant(s, 'rosa.reset@demo.test', temporary)).status).toBe(200);
    const [entry] = await audit('q=Reset&action=password-reset-sent');
    expect(entry).toMatchObject({ SubjectUserId: userId, Detail: { Email: 'rosa.reset@demo.test' } });
    const everything = await asOwner('GET', `${AUDIT}?q=Reset&pageSize=100`);
    expect(everything.text).not.toContain(temporary);
  });

  it('records sign-ins, failed sign-ins (only for accounts of the agency, never the password) and sign-outs', async () => {
    const { userId } = await addStaff(s.app, 'demo', {
      email: 'sonia.signin@demo.test',
      firstName: 'Sonia',
      lastName: 'Signin',
      roles: ['recruiter'],
    });
    const failures = async () =>
      (await asOwner<Page<AuditEntry>>('GET', `${AUDIT}?action=sign-in-failed&pageSize=1`)).json.Total;
    const failedBefore = await failures();
    expect((await passwordGrant(s, 'nobody.here@demo.test', 'Guess-123!')).status).toBe(400);
    expect(await failures()).toBe(failedBefore);

    expect((await passwordGrant(s, 'sonia.signin@demo.test', 'Guess-Wrong-9!')).status).toBe(400);
    const session = await signIn(s, 'sonia.signin@demo.test');
    const revoked = await http(s, 'POST', '/connect/revocation', {
      form: { token: session.refresh_token!, token_type_hint: 'refresh_token', ...CLIENT },
    });
    expect(revoked.status).toBe(200);
    const entries = await audit('q=Sonia');
    expect(entries.map((entry) => entry.Action)).toEqual(['sign-out', 'sign-in', 'sign-in-failed']);
    expect(entries[2]).toMatchObject({
      ActorUserId: null,
      ActorName: '',
      SubjectUserId: userId,
      SubjectName: 'Sonia Signin',
      Detail: { Reason: 'Wrong password' },
    });
    expect(entries[1]).toMatchObject({ ActorUserId: userId, SubjectUserId: userId });
    expect(entries[1]!.Ip).toMatch(/^10\./);
    expect(JSON.stringify(entries)).not.toContain('Guess-Wrong-9!');
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it('records a reveal of a sensitive value (who, whose, which field; never the value)', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    const admin = (await signIn(s, 'admin@demo.test')).access_token;
    const revealed = await http(s, 'POST', `/api/applicants/${a.id}/onboarding/forms/w9-form-info/reveal`, {
      token: admin,
      body: { Field: 'Tin' },
    });
    expect(revealed.status).toBe(200);
    const [entry] = await audit('action=sensitive-revealed');
    expect(entry).toMatchObject({
      Action: 'sensitive-revealed',
      ActorName: 'Adam Admin',
      SubjectName: 'Maria Rivera',
      Detail: { ApplicantId: a.id, Form: 'w9-form-info', Field: 'Tin', Version: 1 },
    });
    const raw = await asOwner('GET', `${AUDIT}?action=sensitive-revealed&pageSize=100`);
    expect(raw.text).not.toContain(SECRETS.ssn);
  });

  it('filters the log by day, action and name, pages it, refuses bad filters, and exports it as CSV', async () => {
    const today = chicagoDay();
    const todays = await audit(`from=${today}&to=${today}&q=Lockwood`);
    expect(todays.length).toBeGreaterThan(0);
    expect(await audit(`from=${chicagoDay(1)}&q=Lockwood`)).toEqual([]);
    expect(await audit(`to=${chicagoDay(-1)}&q=Lockwood`)).toEqual([]);
    const several = await audit('action=account-locked,account-unlocked&q=Lockwood');
    expect(several.map((entry) => entry.Action)).toEqual(['account-unlocked', 'account-locked']);
    // Newest first; paging.
    const all = await asOwner<Page<AuditEntry>>('GET', `${AUDIT}?q=Lockwood`);
    const at = all.json.Items.map((entry) => entry.At);
    expect(at).toEqual([...at].sort().reverse());
    const page2 = await asOwner<Page<AuditEntry>>('GET', `${AUDIT}?q=Lockwood&pageSize=2&page=2`);
    expect(page2.json.Items.map((entry) => entry.Id)).toEqual(all.json.Items.slice(2, 4).map((entry) => entry.Id));
    expect(page2.json.Total).toBe(all.json.Total);

    const bad = await asOwner<ApiErrorBody>(
      'GET',
      `${AUDIT}?from=yesterday&to=2026-02-30&action=dance&timeZone=Mars/Base`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.Errors ?? {}).sort()).toEqual(['action', 'from', 'timeZone', 'to']);
    const backwards = await asOwner<ApiErrorBody>('GET', `${AUDIT}?from=2026-11-20&to=2026-11-10`);
    expect(backwards.json.Errors).toEqual({ to: 'The last day comes before the first day.' });

    const csv = await asOwner('GET', `${AUDIT}/export?q=Lockwood&action=account-locked`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time (America/Chicago),Action,By,Account,Detail,IP address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Account locked,Olivia Owner,Lena Lockwood,Sessions ended: 1,10\./,
    );
    const everything = await asOwner('GET', `${AUDIT}/export?q=Lockwood`);
    expect(everything.text.trimEnd().split('\r\n')).toHaveLength(all.json.Total + 1);
  });
});
