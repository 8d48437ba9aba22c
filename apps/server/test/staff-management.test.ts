import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_GONE_MESSAGE,
  STAFF_PENDING_APPROVAL_MESSAGE,
  type AcceptedInvitation,
  type ApiErrorBody,
  type RecruiterRegistrationResponse,
  type StaffActionResult,
  type StaffInvitation,
  type StaffMember,
} from '@agency/api-client/contract';
import {
  addStaff,
  DB_KINDS,
  decodeJwt,
  http,
  latestCode,
  outbox,
  PASSWORD,
  passwordGrant,
  refreshGrant,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

// Staff management (Management → Recruiters, issue 15, docs/recruiters.md): invitations with a one-time,
// expiring link; roles; deactivation that ends sessions at once and reassigns applicants; reactivation;
// password resets; recruiter self-registration waiting for approval; permissions, agencies kept apart and
// an audit row for every action.

const STAFF = '/api/staff';
const NEW_PASSWORD = 'Welcome12';
const ACME = { host: 'acme.localhost' };

/** The token of the newest invitation e-mailed to `email` (read from the dev outbox, as the invitee would). */
async function invitationToken(s: TestServer, email: string): Promise<string> {
  const message = (await outbox(s)).find((entry) => entry.To === email && entry.Kind === 'staff-invitation');
  const token = message ? /\/accept-invitation\/([A-Za-z0-9_-]+)/.exec(message.Text)?.[1] : undefined;
  if (!token) throw new Error(`no invitation for ${email}`);
  return token;
}

describe.each(DB_KINDS)('staff management on %s', (kind) => {
  let s: TestServer;
  let owner: string;
  let admin: string;
  let recruiterId: number;

  beforeAll(async () => {
    s = await startServer(kind);
    owner = (await signIn(s, 'owner@demo.test')).access_token;
    admin = (await signIn(s, 'admin@demo.test')).access_token;
    recruiterId = (await memberOf('recruiter@demo.test')).RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    http<T & ApiErrorBody>(s, method, path, { token: owner, body });
  const directory = async (token = owner) => {
    const listed = await http<StaffMember[]>(s, 'GET', STAFF, { token });
    expect(listed.status, listed.text).toBe(200);
    return listed.json;
  };
  async function memberOf(email: string, token = owner): Promise<StaffMember> {
    const found = (await directory(token)).find((member) => member.Email === email);
    if (!found) throw new Error(`${email} is not in the directory`);
    return found;
  }
  const auditRows = (action: string, subjectUserId?: string) =>
    s.app.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .$if(subjectUserId !== undefined, (query) => query.where('subject_user_id', '=', subjectUserId!))
      .execute();
  const userIdOf = async (email: string, slug = 'demo') =>
    (
      await s.app.services.db
        .selectFrom('users')
        .innerJoin('agencies', 'agencies.id', 'users.agency_id')
        .select('users.id')
        .where('agencies.slug', '=', slug)
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const invite = (email: string, roles: string[] = ['recruiter'], token = owner) =>
    http<StaffActionResult & ApiErrorBody>(s, 'POST', `${STAFF}/invitations`, {
      token,
      body: { FirstName: 'Nina', LastName: email.split('@')[0], Email: email, Title: 'Recruiter', Roles: roles },
      headers: { origin: 'https://demo.portal.example.com' },
    });

  it('lists every member with a status, and refuses every management call to a recruiter, a manager and an applicant', async () => {
    const recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    const manager = (await signIn(s, 'manager@demo.test')).access_token;
    const applicant = (await signIn(s, 'applicant@demo.test')).access_token;
    const listed = await directory(recruiter);
    expect(listed.find((member) => member.Email === 'owner@demo.test')).toMatchObject({
      Status: 'active',
      Active: true,
      Owner: true,
      Verified: true,
      InvitationExpiresAt: null,
    });
    const calls: [string, string, unknown][] = [
      ['POST', `${STAFF}/invitations`, { FirstName: 'A', LastName: 'B', Email: 'ab@demo.test', Roles: ['recruiter'] }],
      ['POST', `${STAFF}/${recruiterId}/invitation`, undefined],
      ['PUT', `${STAFF}/${recruiterId}`, { Title: '', Roles: ['admin'] }],
      ['POST', `${STAFF}/${recruiterId}/deactivate`, {}],
      ['POST', `${STAFF}/${recruiterId}/reactivate`, undefined],
      ['POST', `${STAFF}/${recruiterId}/reset-password`, undefined],
      ['POST', `${STAFF}/${recruiterId}/approve`, { Roles: ['recruiter'] }],
      ['POST', `${STAFF}/${recruiterId}/decline`, undefined],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [recruiter, manager]) {
        const refused = await http<ApiErrorBody>(s, method, path, { token, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.json.Message).toBe('Only the agency owner or an admin can manage staff accounts.');
      }
      expect((await http(s, method, path, { token: applicant, body })).status, `${method} ${path}`).toBe(403);
      expect((await http(s, method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await auditRows('recruiter-roles-changed')).toEqual([]);
  });

  it('invites with a one-time link: the invitee sets a password, is signed in and works; the link then says it was used', async () => {
    const email = 'nina.newhire@demo.test';
    const invited = await invite(email);
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json.Message).toBe(`An invitation has been sent to ${email}.`);
    expect(invited.json.Member).toMatchObject({
      Email: email,
      Status: 'invited',
      Active: false,
      Verified: false,
      Roles: ['recruiter'],
      Title: 'Recruiter',
    });
    const expires = Date.parse(invited.json.Member.InvitationExpiresAt!);
    expect(Math.abs(expires - (Date.now() + 72 * 3_600_000))).toBeLessThan(60_000);
    const mail = (await outbox(s)).find((entry) => entry.To === email && entry.Kind === 'staff-invitation')!;
    // The link is on the agency's origin (AGENCY_ORIGIN, else ISSUER; here, without either, the request's own),
    // never on the request's Origin (security-links.test.ts).
    expect(mail.Text).toContain(`${s.baseUrl}/accept-invitation/`);
    expect(mail.Text).not.toContain('demo.portal.example.com');
    const token = await invitationToken(s, email);
    // Only the hash is stored.
    const stored = await s.app.services.db.selectFrom('staff_invitations').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);

    // Not signed in before accepting.
    expect((await passwordGrant(s, email, NEW_PASSWORD)).status).toBe(400);
    const shown = await http<StaffInvitation & ApiErrorBody>(s, 'GET', `${STAFF}/invitations/${token}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.json).toMatchObject({
      FirstName: 'Nina',
      LastName: 'nina.newhire',
      Email: email,
      AgencyName: expect.any(String),
    });
    expect(shown.headers.get('cache-control')).toBe('no-store');

    // SPEC §5's password rules, registration's messages.
    const weak = await http<ApiErrorBody>(s, 'POST', `${STAFF}/invitations/${token}/accept`, {
      body: { Password: 'abc', ConfirmPassword: 'abd' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.Errors).toEqual({
      Password: 'Password must be at least 6 characters',
      ConfirmPassword: 'Passwords must match',
    });
    const accepted = await http<AcceptedInvitation>(s, 'POST', `${STAFF}/invitations/${token}/accept`, {
      body: { Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toEqual({ Email: email });
    const session = await signIn(s, email, NEW_PASSWORD);
    expect(decodeJwt(session.access_token).payload.recruiter).toMatchObject({ Roles: ['recruiter'] });
    expect((await http(s, 'GET', '/api/applicants', { token: session.access_token })).status).toBe(200);
    expect(await memberOf(email)).toMatchObject({
      Status: 'active',
      Active: true,
      Verified: true,
      InvitationExpiresAt: null,
    });

    // One time only.
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { Password: 'Another12', ConfirmPassword: 'Another12' }],
    ] as const) {
      const again = await http<ApiErrorBody>(
        s,
        method,
        `${STAFF}/invitations/${token}${method === 'POST' ? '/accept' : ''}`,
        { body },
      );
      expect([again.status, again.json.Message]).toEqual([410, INVITATION_GONE_MESSAGE]);
    }
    expect((await passwordGrant(s, email, 'Another12')).status).toBe(400);

    const userId = await userIdOf(email);
    const [row] = await auditRows('recruiter-invited', userId);
    expect(row).toMatchObject({ actor_name: 'Olivia Owner', subject_name: 'Nina nina.newhire' });
    expect(row!.detail).toMatchObject({ Email: email, Roles: 'Recruiter', Title: 'Recruiter' });
  });

  it('refuses an e-mail the agency already has, with a clear message (409)', async () => {
    const taken = await invite('recruiter@demo.test');
    expect(taken.status).toBe(409);
    expect(taken.json.Message).toBe('This e-mail address already belongs to an account of this agency.');
    expect(taken.json.Errors).toEqual({ Email: 'This e-mail address already belongs to an account of this agency.' });
    const invalid = await invite('Not An Email', []);
    expect(invalid.status).toBe(400);
    expect(invalid.json.Errors).toEqual({
      Email: 'Email must be a valid email address',
      Roles: 'Choose at least one role',
    });
  });

  it('expires links after 72 hours, and a resend kills the previous link', async () => {
    const email = 'late.larry@demo.test';
    const invited = await invite(email, ['recruiter'], admin);
    expect(invited.status, invited.text).toBe(200);
    const first = await invitationToken(s, email);
    const resent = await http<StaffActionResult>(s, 'POST', `${STAFF}/${invited.json.Member.RecruiterId}/invitation`, {
      token: admin,
      headers: { origin: 'https://demo.portal.example.com' },
    });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.json.Message).toBe(`A new invitation has been sent to ${email}; the previous link no longer works.`);
    const second = await invitationToken(s, email);
    expect(second).not.toBe(first);
    const old = await http<ApiErrorBody>(s, 'GET', `${STAFF}/invitations/${first}`);
    expect([old.status, old.json.Message]).toEqual([410, INVITATION_GONE_MESSAGE]);
    expect((await http(s, 'GET', `${STAFF}/invitations/${second}`)).status).toBe(200);
    expect(await auditRows('recruiter-invited', await userIdOf(email))).toHaveLength(2);

    // The link's 72 hours are over (set in the database: the server has no clock to move).
    await s.app.services.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', await userIdOf(email))
      .execute();
    const expired = await http<ApiErrorBody>(s, 'GET', `${STAFF}/invitations/${second}`);
    expect([expired.status, expired.json.Message]).toEqual([410, INVITATION_GONE_MESSAGE]);
    const refused = await http<ApiErrorBody>(s, 'POST', `${STAFF}/invitations/${second}/accept`, {
      body: { Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect([refused.status, refused.json.Message]).toEqual([410, INVITATION_GONE_MESSAGE]);
    expect((await memberOf(email)).Status).toBe('invited');

    // Unknown links, and a demo link asked for on another agency's address.
    const unknown = await http<ApiErrorBody>(s, 'GET', `${STAFF}/invitations/${'x'.repeat(43)}`);
    expect([unknown.status, unknown.json.Message]).toEqual([404, INVITATION_GONE_MESSAGE]);
    const fresh = await invite('cross.agency@demo.test');
    const token = await invitationToken(s, 'cross.agency@demo.test');
    expect(fresh.status).toBe(200);
    expect((await http(s, 'GET', `${STAFF}/invitations/${token}?old=acme`)).status).toBe(404);
    expect((await http(s, 'GET', `${STAFF}/invitations/${token}`, { headers: ACME })).status).toBe(404);
    expect((await http(s, 'GET', `${STAFF}/invitations/${token}`)).status).toBe(200);

    // Withdrawing an invitation (deactivate) kills its link.
    const withdrawn = await asOwner<StaffActionResult>(
      'POST',
      `${STAFF}/${fresh.json.Member.RecruiterId}/deactivate`,
      {},
    );
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json.Member.Status).toBe('inactive');
    expect((await http(s, 'GET', `${STAFF}/invitations/${token}`)).status).toBe(410);
  });

  it('changes roles and titles within the bounds: at least one role, the owner protected, nobody their own, one admin kept', async () => {
    const changed = await asOwner<StaffActionResult>('PUT', `${STAFF}/${recruiterId}`, {
      Title: 'Team Lead',
      Roles: ['supervisor', 'recruiter'],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.Member).toMatchObject({ Title: 'Team Lead', Roles: ['recruiter', 'supervisor'] });
    const [row] = await auditRows('recruiter-roles-changed', await userIdOf('recruiter@demo.test'));
    expect(row!.detail).toMatchObject({ From: 'Recruiter', To: 'Recruiter, Supervisor', TitleTo: 'Team Lead' });
    // The change counts at once: the recruiter's next request reads the new roles.
    const recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    const roles = await http<{ RoleKey: string }[]>(s, 'GET', '/api/role/get-user-roles', { token: recruiter });
    expect(roles.json.map((role) => role.RoleKey)).toEqual(['recruiter', 'supervisor']);

    const none = await asOwner('PUT', `${STAFF}/${recruiterId}`, { Title: '', Roles: [] });
    expect([none.status, none.json.Errors]).toEqual([400, { Roles: 'Choose at least one role' }]);
    const unknown = await asOwner('PUT', `${STAFF}/${recruiterId}`, { Title: '', Roles: ['owner'] });
    expect([unknown.status, unknown.json.Errors]).toEqual([400, { 'Roles[0]': 'Choose roles from the list' }]);

    const ownerId = (await memberOf('owner@demo.test')).RecruiterId;
    const onOwner = await http<ApiErrorBody>(s, 'PUT', `${STAFF}/${ownerId}`, {
      token: admin,
      body: { Title: '', Roles: ['recruiter'] },
    });
    expect([onOwner.status, onOwner.json.Message]).toEqual([
      403,
      "Only the agency owner can change the owner's roles.",
    ]);
    const adminId = (await memberOf('admin@demo.test')).RecruiterId;
    const own = await http<ApiErrorBody>(s, 'PUT', `${STAFF}/${adminId}`, {
      token: admin,
      body: { Title: 'Boss', Roles: ['manager'] },
    });
    expect([own.status, own.json.Message]).toEqual([409, 'You cannot change your own roles: ask another admin.']);

    // Acme's owner is its only admin.
    const acmeOwner = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const acme = await http<StaffMember[]>(s, 'GET', STAFF, { token: acmeOwner });
    const acmeOwnerId = acme.json.find((member) => member.Owner)!.RecruiterId;
    const last = await http<ApiErrorBody>(s, 'PUT', `${STAFF}/${acmeOwnerId}`, {
      token: acmeOwner,
      body: { Title: '', Roles: ['recruiter'] },
    });
    expect([last.status, last.json.Message]).toEqual([
      409,
      'The agency needs at least one active admin: make someone else an admin first.',
    ]);
  });

  it('deactivates: sessions end at once (the open token gets 401), applicants go to a colleague in the same step', async () => {
    const leaving = await addStaff(s.app, 'demo', {
      email: 'leaving@demo.test',
      firstName: 'Lee',
      lastName: 'Leaving',
      roles: ['recruiter'],
    });
    const db = s.app.services.db;
    const agencyId = (await db.selectFrom('agencies').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow())
      .id;
    const theirs = await db
      .selectFrom('applicants')
      .select('id')
      .where('agency_id', '=', agencyId)
      .orderBy('id')
      .limit(3)
      .execute();
    await db
      .updateTable('applicants')
      .set({ owner_id: leaving.recruiterId })
      .where(
        'id',
        'in',
        theirs.map((row) => row.id),
      )
      .execute();
    const session = await signIn(s, 'leaving@demo.test');
    // The session is in use (its check is cached) before the deactivation.
    expect((await http(s, 'GET', STAFF, { token: session.access_token })).status).toBe(200);

    const path = `${STAFF}/${leaving.recruiterId}/deactivate`;
    const badTarget = await asOwner('POST', path, { ReassignTo: leaving.recruiterId });
    expect([badTarget.status, badTarget.json.Errors]).toEqual([
      400,
      { ReassignTo: 'Choose an active colleague other than the person you deactivate.' },
    ]);
    const acmeRecruiter = (
      await db
        .selectFrom('recruiters as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select('r.id')
        .where('u.email', '=', 'recruiter@acme.test')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await asOwner('POST', path, { ReassignTo: acmeRecruiter })).status).toBe(400);
    expect((await asOwner('POST', path, { ReassignTo: 'someone' })).status).toBe(400);
    expect((await http(s, 'GET', STAFF, { token: session.access_token })).status).toBe(200);

    const done = await asOwner<StaffActionResult>('POST', path, { ReassignTo: recruiterId });
    expect(done.status, done.text).toBe(200);
    expect(done.json.Message).toBe(
      'Lee Leaving is deactivated and signed out everywhere; 3 applicants went to Rita Recruiter.',
    );
    expect(done.json.Member).toMatchObject({ Status: 'inactive', Active: false, ApplicantsOwned: 0 });

    // At once: the token they hold, their refresh token, a new sign-in.
    const after = await http<ApiErrorBody>(s, 'GET', STAFF, { token: session.access_token });
    expect(after.status).toBe(401);
    expect((await refreshGrant(s, session.refresh_token!)).status).toBe(400);
    expect((await passwordGrant(s, 'leaving@demo.test')).status).toBe(400);

    const moved = await db
      .selectFrom('applicants')
      .select('owner_id')
      .where(
        'id',
        'in',
        theirs.map((row) => row.id),
      )
      .execute();
    expect(moved.map((row) => row.owner_id)).toEqual([recruiterId, recruiterId, recruiterId]);
    const activity = await db
      .selectFrom('applicant_activity')
      .select(['text', 'actor_name'])
      .where('kind', '=', 'assigned')
      .where(
        'applicant_id',
        'in',
        theirs.map((row) => row.id),
      )
      .execute();
    expect(activity).toHaveLength(3);
    expect(activity[0]).toEqual({
      text: 'Assigned to Rita Recruiter (Lee Leaving was deactivated)',
      actor_name: 'Olivia Owner',
    });
    const [row] = await auditRows('recruiter-deactivated', leaving.userId);
    expect(row!.detail).toMatchObject({ ReassignedTo: 'Rita Recruiter', ApplicantsReassigned: 3, SessionsEnded: 1 });

    // Reactivated: they sign in again (their ended sessions stay ended).
    const back = await asOwner<StaffActionResult>('POST', `${STAFF}/${leaving.recruiterId}/reactivate`);
    expect(back.status, back.text).toBe(200);
    expect(back.json.Member.Status).toBe('active');
    expect((await passwordGrant(s, 'leaving@demo.test')).status).toBe(200);
    expect((await http(s, 'GET', STAFF, { token: session.access_token })).status).toBe(401);
    expect(await auditRows('recruiter-reactivated', leaving.userId)).toHaveLength(1);
  });

  it('protects the owner and oneself from deactivation', async () => {
    const ownerId = (await memberOf('owner@demo.test')).RecruiterId;
    const adminId = (await memberOf('admin@demo.test')).RecruiterId;
    const onOwner = await http<ApiErrorBody>(s, 'POST', `${STAFF}/${ownerId}/deactivate`, { token: admin, body: {} });
    expect([onOwner.status, onOwner.json.Message]).toEqual([409, "The agency owner's account cannot be deactivated."]);
    const self = await http<ApiErrorBody>(s, 'POST', `${STAFF}/${adminId}/deactivate`, { token: admin, body: {} });
    expect([self.status, self.json.Message]).toEqual([409, 'You cannot deactivate your own account.']);
    expect((await memberOf('admin@demo.test')).Status).toBe('active');
  });

  it('sends a password reset: the forgot-password e-mail with a temporary password, audited', async () => {
    const supervisor = await memberOf('supervisor@demo.test');
    const sent = await asOwner<StaffActionResult>('POST', `${STAFF}/${supervisor.RecruiterId}/reset-password`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.Message).toBe('A temporary password has been sent to supervisor@demo.test.');
    const mail = (await outbox(s)).find((entry) => entry.To === 'supervisor@demo.test')!;
    expect(mail.Kind).toBe('temporary-password');
    const temporary = /account: (\S+)/.exec(mail.Text)![1]!;
    expect((await passwordGrant(s, 'supervisor@demo.test', temporary)).status).toBe(200);
    const [row] = await auditRows('password-reset-sent', await userIdOf('supervisor@demo.test'));
    expect(row).toMatchObject({ actor_name: 'Olivia Owner', subject_name: 'Sam Supervisor' });
  });

  it("keeps agencies apart: another agency's member is not found", async () => {
    const acmeOwner = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    for (const [method, path, body] of [
      ['PUT', `${STAFF}/${recruiterId}`, { Title: '', Roles: ['admin'] }],
      ['POST', `${STAFF}/${recruiterId}/deactivate`, {}],
      ['POST', `${STAFF}/${recruiterId}/reactivate`, undefined],
      ['POST', `${STAFF}/${recruiterId}/reset-password`, undefined],
      ['POST', `${STAFF}/${recruiterId}/approve`, { Roles: ['recruiter'] }],
      ['POST', `${STAFF}/${recruiterId}/decline`, undefined],
      ['POST', `${STAFF}/${recruiterId}/invitation`, undefined],
    ] as const) {
      const refused = await http<ApiErrorBody>(s, method, path, { token: acmeOwner, body, headers: ACME });
      expect([refused.status, refused.json.Message], `${method} ${path}`).toEqual([
        404,
        'No such staff member in this agency.',
      ]);
    }
    // A demo token on acme's address is refused before anything is read.
    expect((await http(s, 'GET', STAFF, { token: owner, headers: { host: 'acme.portal.example.com' } })).status).toBe(
      403,
    );
    expect((await memberOf('recruiter@demo.test')).Status).toBe('active');
  });

  describe('recruiter self-registration', () => {
    const register = (email: string, first = 'Riley') =>
      http<RecruiterRegistrationResponse & ApiErrorBody>(s, 'POST', `${STAFF}/registrations`, {
        body: {
          First_Name: first,
          Last_Name: 'Joiner',
          Email: email,
          Password: PASSWORD,
          IsVerified: false,
          Middle_Name: '',
        },
        headers: { origin: 'https://demo.portal.example.com' },
      });

    it('sees nothing before approval (403 on every staff call), and works once approved', async () => {
      const email = 'riley.joiner@demo.test';
      const created = await register(email);
      expect(created.status, created.text).toBe(201);
      expect(created.json).toMatchObject({ Email: email, RecruiterId: expect.any(Number) });
      const notice = (await outbox(s)).find((entry) => entry.Kind === 'recruiter-registration')!;
      expect(notice).toMatchObject({ To: 'owner@demo.test', Subject: 'New recruiter registration: Riley Joiner' });
      expect(notice.Text).toContain(`${s.baseUrl}/recruiter`);

      const session = await signIn(s, email);
      expect(decodeJwt(session.access_token).payload.recruiter).toMatchObject({ Roles: [] });
      for (const path of [STAFF, '/api/applicants', '/api/recruiter/get-current-recruiter', '/api/job-orders']) {
        const refused = await http<ApiErrorBody>(s, 'GET', path, { token: session.access_token });
        expect([refused.status, refused.json.Message], path).toEqual([403, STAFF_PENDING_APPROVAL_MESSAGE]);
      }
      // The logout's exit record still works; the verification of SPEC §1 too.
      expect(
        (
          await http(s, 'PUT', '/api/recruiter/update-entry-exit', {
            token: session.access_token,
            body: created.json.RecruiterId,
          })
        ).status,
      ).toBe(200);
      expect(await memberOf(email)).toMatchObject({
        Status: 'pending-approval',
        Active: false,
        Verified: false,
        Roles: [],
      });

      const early = await asOwner<StaffActionResult>('POST', `${STAFF}/${created.json.RecruiterId}/approve`, {
        Roles: ['recruiter'],
      });
      expect(early.status).toBe(409);
      expect(early.json.Message).toMatch(/has not verified their e-mail address yet/);

      const code = await latestCode(s, email);
      const verified = await http<boolean>(s, 'POST', '/api/registration/verify', {
        token: session.access_token,
        body: { verificationCode: code },
      });
      expect([verified.status, verified.json]).toEqual([200, true]);
      expect((await http(s, 'GET', STAFF, { token: session.access_token })).status).toBe(403);

      const noRole = await asOwner('POST', `${STAFF}/${created.json.RecruiterId}/approve`, { Roles: [] });
      expect([noRole.status, noRole.json.Errors]).toEqual([400, { Roles: 'Choose at least one role' }]);
      const approved = await http<StaffActionResult>(s, 'POST', `${STAFF}/${created.json.RecruiterId}/approve`, {
        token: admin,
        body: { Roles: ['recruiter'] },
      });
      expect(approved.status, approved.text).toBe(200);
      expect(approved.json.Member).toMatchObject({ Status: 'active', Active: true, Roles: ['recruiter'] });
      expect((await outbox(s)).find((entry) => entry.To === email)!.Kind).toBe('recruiter-approved');

      // The renewal the portal makes on the 403 brings the roles; staff calls work from then on.
      const renewed = await refreshGrant(s, session.refresh_token!);
      expect(renewed.status).toBe(200);
      expect(decodeJwt(renewed.json.access_token).payload.recruiter).toMatchObject({ Roles: ['recruiter'] });
      expect((await http(s, 'GET', STAFF, { token: renewed.json.access_token })).status).toBe(200);
      expect((await http(s, 'GET', '/api/applicants', { token: renewed.json.access_token })).status).toBe(200);
      const [row] = await auditRows('recruiter-approved', created.json.UserId);
      expect(row).toMatchObject({ actor_name: expect.stringContaining('Admin') });
      expect(row!.detail).toMatchObject({ Roles: 'Recruiter' });

      // The same e-mail cannot register twice.
      expect((await register(email)).status).toBe(409);
    });

    it('declines: the account closes and its sessions end', async () => {
      const email = 'spam.bot@demo.test';
      const created = await register(email, 'Spam');
      expect(created.status, created.text).toBe(201);
      const session = await signIn(s, email);
      expect((await http(s, 'GET', STAFF, { token: session.access_token })).status).toBe(403);
      const declined = await asOwner<StaffActionResult>('POST', `${STAFF}/${created.json.RecruiterId}/decline`);
      expect(declined.status, declined.text).toBe(200);
      expect(declined.json.Member).toMatchObject({ Status: 'declined', Active: false });
      expect((await http(s, 'GET', STAFF, { token: session.access_token })).status).toBe(401);
      expect((await passwordGrant(s, email)).status).toBe(400);
      expect((await asOwner('POST', `${STAFF}/${created.json.RecruiterId}/decline`)).status).toBe(409);
      expect((await asOwner('POST', `${STAFF}/${created.json.RecruiterId}/reactivate`)).status).toBe(409);
      const [row] = await auditRows('recruiter-declined', created.json.UserId);
      expect(row!.detail).toMatchObject({ Email: email, SessionsEnded: 1 });
    });
  });
});
