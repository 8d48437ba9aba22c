import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  API_METHODS,
  API_PATHS,
  ANONYMOUS_API_PATHS,
  pathOf,
  APPLICANT_STATUSES,
  type Agency,
  type ApiErrorBody,
  type ApplicantStatus,
  type ApplicantStatusCount,
  type ApiPathName,
  type Recruiter,
  type RegistrationResponse,
  type User,
  type UserRole,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import Fastify from 'fastify';
import { FORGOT_PASSWORD_ANSWER } from '../src/features/account';
import { createAgency } from '../src/features/agency';
import { route } from '../src/platform/http';
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

/** A URL of the call: every path parameter (`:email`) and the e-mail lookup's query filled in. */
const urlOf = (name: ApiPathName) => {
  const path = pathOf(
    API_CALLS[name],
    Object.fromEntries(
      [...API_CALLS[name].path.matchAll(/:(\w+)/g)].map(([, param]) => [param!, 'someone@example.com']),
    ),
  );
  return name === 'emailExist' ? `${path}?email=someone%40example.com` : path;
};
const ACME_HOST = { host: 'acme.portal.example.com' };
const DEMO_HOST = { host: 'demo.portal.example.com' };
// The dev outbox answers only to a local host name (no DNS rebinding): the same agencies, under localhost.
const ACME_OUTBOX = { host: 'acme.localhost' };
const DEMO_OUTBOX = { host: 'demo.localhost' };

describe.each(DB_KINDS)('API of SPEC §7 on %s', (kind) => {
  let s: TestServer;
  let owner: string;
  let applicant: string;
  beforeAll(async () => {
    s = await startServer(kind);
    owner = (await signIn(s, 'owner@demo.test')).access_token;
    applicant = (await signIn(s, 'applicant@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const register = (payload: Record<string, unknown>, headers?: Record<string, string>) =>
    http<RegistrationResponse & ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: { IsVerified: false, Middle_Name: '', ...payload },
      headers,
    });

  it('answers every API_PATHS entry with the method of API_METHODS (never "No route"); signed-in ones say 401 with a JSON body', async () => {
    for (const name of Object.keys(API_PATHS) as ApiPathName[]) {
      const result = await http<ApiErrorBody>(s, API_METHODS[name], urlOf(name), {
        body: API_METHODS[name] === 'GET' ? undefined : {},
      });
      // A call may answer 404 for what it looks up (the public reference form's unknown token), in its own
      // words; the server's "No route for …" would mean the call has no handler.
      if (result.status === 404) expect(result.json.Message, name).not.toMatch(/^No route for /);
      if (!ANONYMOUS_API_PATHS.includes(name)) {
        expect(result.status, name).toBe(401);
        expect(result.json, name).toMatchObject({ Code: 'unauthorized', Message: expect.any(String) });
      }
    }
  });

  it('registers a handler for every call of the contract (API_CALLS), and no /api route the contract lacks', () => {
    const registered = s.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const described = Object.values(API_CALLS)
      .map((call) => `${call.method} ${call.path}`)
      .sort();
    expect(registered).toEqual(described);
    // The route helper refuses a handler whose authentication disagrees with its descriptor.
    expect(() => route(Fastify(), API_CALLS.getApplicantStatusCounts, {}, async () => [])).toThrow(
      /signed-in in the contract but registered without an authentication pre-handler/,
    );
  });

  it('says 401 for a malformed or expired bearer token', async () => {
    expect((await http(s, 'GET', API_PATHS.isUserVerified, { token: 'not.a.jwt' })).status).toBe(401);
    expect((await http(s, 'GET', API_PATHS.isUserVerified, { headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
  });

  it('says 403 with a JSON body when an applicant calls a staff route', async () => {
    for (const name of [
      'getCurrentRecruiter',
      'getUserRoles',
      'updateProfile',
      'updateEntryExit',
      'getAgencyByUserId',
      'isAgencyOwner',
      'updateAgency',
    ] as const) {
      const result = await http<ApiErrorBody>(s, API_METHODS[name], API_PATHS[name], {
        token: applicant,
        body: API_METHODS[name] === 'GET' ? undefined : {},
      });
      expect(result.status, name).toBe(403);
      expect(result.json.Code, name).toBe('forbidden');
    }
  });

  describe('registration', () => {
    const email = `maria.${kind}@example.com`;

    it('registers an applicant (New Lead), e-mails a code in the same transaction, and the lookup finds it', async () => {
      expect((await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email }))).json).toBe(false);
      const result = await register({
        First_Name: ' Maria ',
        Last_Name: 'Rivera',
        Email: email,
        Password: 'Nurse#2024',
      });
      expect(result.status).toBe(201);
      expect(result.json).toMatchObject({ Email: email, UserId: expect.any(String), ApplicantId: expect.any(Number) });
      const applicantRow = await s.app.services.db
        .selectFrom('applicants')
        .selectAll()
        .where('id', '=', result.json.ApplicantId)
        .executeTakeFirstOrThrow();
      expect(applicantRow).toMatchObject({ status: 'lead', first_name: 'Maria', user_id: result.json.UserId, email });
      expect(await latestCode(s, email)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect((await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email }))).json).toBe(true);
      // The lookup is per agency: acme has no such account.
      expect((await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email }), { headers: ACME_HOST })).json).toBe(
        false,
      );
    });

    it('says 409 with the message of SPEC §8 for a taken e-mail', async () => {
      const result = await register({ First_Name: 'M', Last_Name: 'R', Email: email, Password: 'Nurse#2024' });
      expect(result.status).toBe(409);
      expect(result.json).toMatchObject({ Code: 'email_taken', Message: messages.registration.emailTaken });
    });

    it('enforces the rules of SPEC §5 with the same messages', async () => {
      const result = await register({ First_Name: '', Last_Name: ' ', Email: 'Maria@Example.com', Password: 'abc' });
      expect(result.status).toBe(400);
      expect(result.json.Errors).toEqual({
        First_Name: messages.registration.firstNameRequired,
        Last_Name: messages.registration.lastNameRequired,
        Email: messages.registration.emailInvalid,
        Password: messages.registration.passwordMin,
      });
      expect((await http<ApiErrorBody>(s, 'POST', API_PATHS.register, { body: [] })).status).toBe(400);
    });

    it('verifies: false for a wrong code, true for the right one; then the account is verified', async () => {
      const token = (await signIn(s, email, 'Nurse#2024')).access_token;
      expect(decodeJwt(token).payload.applicant_id).toEqual(expect.any(Number));
      expect((await http(s, 'GET', API_PATHS.isUserVerified, { token })).json).toBe(false);
      const code = await latestCode(s, email);
      const wrong = await http(s, 'POST', API_PATHS.verify, {
        token,
        body: { verificationCode: code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA' },
      });
      expect([wrong.status, wrong.json]).toEqual([200, false]);
      const right = await http(s, 'POST', API_PATHS.verify, {
        token,
        body: { verificationCode: ` ${code.toLowerCase()} ` },
      });
      expect([right.status, right.json]).toEqual([200, true]);
      expect((await http(s, 'GET', API_PATHS.isUserVerified, { token })).json).toBe(true);
      expect((await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: 'ANYTHING' } })).json).toBe(
        true,
      );
      const resend = await http<ApiErrorBody>(s, 'GET', API_PATHS.resendVerificationCode, { token });
      expect([resend.status, resend.json.Code]).toEqual([409, 'already_verified']);
      const user = await http<User>(s, 'GET', API_PATHS.getUserByUserId, { token });
      expect(user.json).toMatchObject({
        Email: email,
        UserType: 'applicant',
        IsVerified: true,
        MustChangePassword: false,
      });
    });

    it('validates the code (required, at most 10 characters)', async () => {
      const empty = await http<ApiErrorBody>(s, 'POST', API_PATHS.verify, {
        token: applicant,
        body: { verificationCode: ' ' },
      });
      expect([empty.status, empty.json.Errors]).toEqual([
        400,
        { verificationCode: messages.verification.codeRequired },
      ]);
      const long = await http<ApiErrorBody>(s, 'POST', API_PATHS.verify, {
        token: applicant,
        body: { verificationCode: '12345678901' },
      });
      expect([long.status, long.json.Errors]).toEqual([400, { verificationCode: messages.verification.codeMax }]);
    });

    it('resend invalidates the previous code; expired codes and used-up attempts are 410', async () => {
      const other = `resend.${kind}@example.com`;
      expect(
        (await register({ First_Name: 'Re', Last_Name: 'Send', Email: other, Password: 'Nurse#2024' })).status,
      ).toBe(201);
      const token = (await signIn(s, other, 'Nurse#2024')).access_token;
      const first = await latestCode(s, other);
      const resend = await http(s, 'GET', API_PATHS.resendVerificationCode, { token });
      expect([resend.status, resend.text]).toEqual([200, 'A new verification code has been sent.']);
      const second = await latestCode(s, other);
      expect(second).not.toBe(first);
      expect((await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: first } })).json).toBe(false);
      // Use up the attempts (5 by default; one was used above).
      for (let i = 0; i < 4; i += 1)
        expect((await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: 'WRONG1' } })).json).toBe(
          false,
        );
      const exhausted = await http<ApiErrorBody>(s, 'POST', API_PATHS.verify, {
        token,
        body: { verificationCode: second },
      });
      expect([exhausted.status, exhausted.json.Code]).toEqual([410, 'verification_attempts_exhausted']);
      await http(s, 'GET', API_PATHS.resendVerificationCode, { token });
      const third = await latestCode(s, other);
      await s.app.services.db
        .updateTable('verification_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('closed_at', 'is', null)
        .execute();
      const expired = await http<ApiErrorBody>(s, 'POST', API_PATHS.verify, {
        token,
        body: { verificationCode: third },
      });
      expect([expired.status, expired.json.Code]).toEqual([410, 'verification_code_expired']);
    });

    it('registers in the agency of the host name', async () => {
      const acmeEmail = `acme.${kind}@example.com`;
      expect(
        (await register({ First_Name: 'A', Last_Name: 'C', Email: acmeEmail, Password: 'Nurse#2024' }, ACME_HOST))
          .status,
      ).toBe(201);
      expect(
        (
          await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email: acmeEmail }), {
            headers: ACME_HOST,
          })
        ).json,
      ).toBe(true);
      expect((await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email: acmeEmail }))).json).toBe(false);
      expect((await passwordGrant(s, acmeEmail, 'Nurse#2024', { old: 'acme' })).status).toBe(200);
      expect((await passwordGrant(s, acmeEmail, 'Nurse#2024')).json.error).toBe('invalid_grant');
      expect((await outbox(s, ACME_OUTBOX)).find((m) => m.To === acmeEmail)?.Agency).toBe('acme');
      // The dev outbox of the default agency's host does not list acme's mail.
      expect((await outbox(s)).some((m) => m.To === acmeEmail)).toBe(false);
    });
  });

  describe('passwords', () => {
    it('forgot-password never reveals whether the e-mail exists', async () => {
      const before = (await outbox(s)).length;
      const unknown = await http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'nobody@example.com' } });
      expect(unknown.status).toBe(200);
      const known = await http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'manager@demo.test' } });
      expect([known.status, known.text]).toEqual([unknown.status, unknown.text]);
      expect(known.headers.get('content-type')).toMatch(/^text\/plain/);
      // The known address's message (queued after the unknown one's request ended) is the only new one.
      const after = await outbox(s);
      expect(after.length).toBe(before + 1);
      expect(after[0]).toMatchObject({ To: 'manager@demo.test', Kind: 'temporary-password' });
    });

    it("forgot-password at one agency's host for another agency's account queues no mail", async () => {
      const both = async () => [...(await outbox(s, ACME_OUTBOX)), ...(await outbox(s, DEMO_OUTBOX))];
      const before = await both();
      const atDemo = await http(s, 'PUT', API_PATHS.forgotPassword, {
        body: { Email: 'recruiter@acme.test' },
        headers: DEMO_HOST,
      });
      expect([atDemo.status, atDemo.text]).toEqual([200, FORGOT_PASSWORD_ANSWER]);
      // The same request at acme's host proves the path works and that the demo request ended before it.
      const atAcme = await http(s, 'PUT', API_PATHS.forgotPassword, {
        body: { Email: 'recruiter@acme.test' },
        headers: ACME_HOST,
      });
      expect([atAcme.status, atAcme.text]).toEqual([200, FORGOT_PASSWORD_ANSWER]);
      const added = (await both()).filter((m) => !before.some((b) => b.Id === m.Id));
      expect(added.map((m) => [m.To, m.Agency, m.Kind])).toEqual([
        ['recruiter@acme.test', 'acme', 'temporary-password'],
      ]);
    });

    it('validates the e-mail with the message of SPEC §5', async () => {
      const result = await http<ApiErrorBody>(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'MANAGER@DEMO' } });
      expect([result.status, result.json.Errors]).toEqual([400, { Email: messages.forgotPassword.emailInvalid }]);
    });

    it('the temporary password works once, asks for a change, and change-password accepts it', async () => {
      const before = await signIn(s, 'supervisor@demo.test');
      await http(s, 'PUT', API_PATHS.forgotPassword, { body: { Email: 'supervisor@demo.test' } });
      const mail = (await outbox(s)).find((m) => m.To === 'supervisor@demo.test' && m.Kind === 'temporary-password')!;
      const temporary = /account: (\S+)/.exec(mail.Text)![1]!;
      const first = await passwordGrant(s, 'supervisor@demo.test', temporary);
      expect(first.status).toBe(200);
      expect((await passwordGrant(s, 'supervisor@demo.test', temporary)).json.error).toBe('invalid_grant');
      const token = first.json.access_token;
      expect((await http<User>(s, 'GET', API_PATHS.getUserByUserId, { token })).json.MustChangePassword).toBe(true);
      // The real password keeps working: a stranger's request cannot lock the owner out.
      const meanwhile = await passwordGrant(s, 'supervisor@demo.test', PASSWORD);
      expect(meanwhile.status).toBe(200);
      const wrong = await http<ApiErrorBody>(s, 'PUT', API_PATHS.changePassword, {
        token,
        body: { CurrentPassword: 'nope-nope', NewPassword: 'Brand-new1' },
      });
      expect([wrong.status, wrong.json.Code]).toEqual([400, 'wrong_password']);
      const short = await http<ApiErrorBody>(s, 'PUT', API_PATHS.changePassword, {
        token,
        body: { CurrentPassword: temporary, NewPassword: 'abc' },
      });
      expect([short.status, short.json.Errors]).toEqual([400, { NewPassword: messages.changePassword.newPasswordMin }]);
      // The form's confirmation is not part of the payload: it is ignored, not required.
      const unconfirmed = await http<ApiErrorBody>(s, 'PUT', API_PATHS.changePassword, {
        token,
        body: { NewPassword: 'Brand-new1', ConfirmNewPassword: 'other' },
      });
      expect([unconfirmed.status, unconfirmed.json.Code, unconfirmed.json.Errors]).toEqual([
        400,
        'validation_failed',
        { CurrentPassword: messages.changePassword.currentPasswordRequired },
      ]);
      const changed = await http(s, 'PUT', API_PATHS.changePassword, {
        token,
        body: { CurrentPassword: temporary, NewPassword: 'Brand-new1' },
      });
      expect([changed.status, changed.text]).toEqual([200, 'Your password has been changed.']);
      expect((await http<User>(s, 'GET', API_PATHS.getUserByUserId, { token })).json.MustChangePassword).toBe(false);
      expect((await passwordGrant(s, 'supervisor@demo.test', 'Brand-new1')).status).toBe(200);
      expect((await passwordGrant(s, 'supervisor@demo.test', PASSWORD)).json.error).toBe('invalid_grant');
      // The sessions started with the old password are over; the one that changed it goes on.
      expect((await refreshGrant(s, before.refresh_token!)).json.error).toBe('invalid_grant');
      expect((await refreshGrant(s, meanwhile.json.refresh_token!)).json.error).toBe('invalid_grant');
      const renewed = await refreshGrant(s, first.json.refresh_token!);
      expect(renewed.status).toBe(200);
      expect(decodeJwt(renewed.json.access_token).payload.sid).toBe(decodeJwt(token).payload.sid);
    });

    it("change-password ends the account's other sessions in its transaction and keeps the caller's", async () => {
      await addStaff(s.app, 'demo', {
        email: 'sessions@demo.test',
        firstName: 'Session',
        lastName: 'Keeper',
        roles: ['recruiter'],
      });
      const laptop = await signIn(s, 'sessions@demo.test');
      const phone = await signIn(s, 'sessions@demo.test');
      const laptopSid = decodeJwt(laptop.access_token).payload.sid;
      expect(laptopSid).toMatch(/^[0-9a-f-]{36}$/);
      expect(decodeJwt(phone.access_token).payload.sid).not.toBe(laptopSid);
      // Another user's session is not touched.
      const colleague = await signIn(s, 'recruiter@demo.test');

      const changed = await http(s, 'PUT', API_PATHS.changePassword, {
        token: laptop.access_token,
        body: { CurrentPassword: PASSWORD, NewPassword: 'Second-pass1' },
      });
      expect(changed.status).toBe(200);
      expect((await refreshGrant(s, phone.refresh_token!)).json).toMatchObject({
        error: 'invalid_grant',
        error_description: 'The refresh token has been revoked.',
      });
      const kept = await refreshGrant(s, laptop.refresh_token!);
      expect(kept.status).toBe(200);
      expect(decodeJwt(kept.json.access_token).payload.sid).toBe(laptopSid);
      expect((await refreshGrant(s, colleague.refresh_token!)).status).toBe(200);
      const families = await s.app.services.db
        .selectFrom('refresh_token_families')
        .innerJoin('users', 'users.id', 'refresh_token_families.user_id')
        .select(['refresh_token_families.id', 'refresh_token_families.revoked_reason'])
        .where('users.email', '=', 'sessions@demo.test')
        .execute();
      expect(families.map((f) => [f.id === laptopSid, f.revoked_reason]).sort()).toEqual([
        [false, 'password-changed'],
        [true, null],
      ]);

      // A token without a session (no offline_access, so no sid) keeps none: every session ends.
      const noSession = await passwordGrant(s, 'sessions@demo.test', 'Second-pass1', { scope: 'openid api' });
      expect(decodeJwt(noSession.json.access_token).payload.sid).toBeUndefined();
      const again = await http(s, 'PUT', API_PATHS.changePassword, {
        token: noSession.json.access_token,
        body: { CurrentPassword: 'Second-pass1', NewPassword: 'Third-pass1' },
      });
      expect(again.status).toBe(200);
      expect((await refreshGrant(s, kept.json.refresh_token!)).json.error).toBe('invalid_grant');
    });
  });

  describe('staff', () => {
    it('get-current-recruiter returns the caller, with the entry recorded at sign-in', async () => {
      const result = await http<Recruiter>(s, 'GET', API_PATHS.getCurrentRecruiter, { token: owner });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        FirstName: 'Olivia',
        LastName: 'Owner',
        Email: 'owner@demo.test',
        Roles: ['admin'],
        IsActive: true,
        Title: 'Agency Owner',
      });
      expect(result.json.RecruiterId).toBe((decodeJwt(owner).payload.recruiter as { RecruiterId: number }).RecruiterId);
      expect(Date.parse(result.json.LastEntryAt!)).toBeGreaterThan(Date.now() - 120_000);
    });

    it.each([
      ['owner@demo.test', ['admin']],
      ['admin@demo.test', ['admin']],
      ['administrator@demo.test', ['administrator']],
      ['manager@demo.test', ['manager']],
      ['supervisor@demo.test', ['supervisor']],
      ['recruiter@demo.test', ['recruiter']],
    ])('get-user-roles for %s', async (email, roles) => {
      const password = email === 'supervisor@demo.test' ? 'Brand-new1' : PASSWORD;
      const { access_token } = await signIn(s, email, password);
      const result = await http<UserRole[]>(s, 'GET', API_PATHS.getUserRoles, { token: access_token });
      expect(result.status).toBe(200);
      expect(result.json.map((r) => r.RoleKey)).toEqual(roles);
      expect(result.json[0]!.RoleName).toEqual(expect.any(String));
      expect((decodeJwt(access_token).payload.recruiter as { Roles: string[] }).Roles).toEqual(roles);
      // Every staff role may read its profile and agency; only the owner owns it.
      expect((await http(s, 'GET', API_PATHS.getAgencyByUserId, { token: access_token })).status).toBe(200);
      expect((await http(s, 'GET', API_PATHS.isAgencyOwner, { token: access_token })).json).toBe(
        email === 'owner@demo.test',
      );
    });

    it('update-profile validates and updates the caller only', async () => {
      const { access_token } = await signIn(s, 'recruiter@demo.test');
      const bad = await http<ApiErrorBody>(s, 'PUT', API_PATHS.updateProfile, {
        token: access_token,
        body: { FirstName: '', LastName: 'X', Phone: 'abc' },
      });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({
        Message: messages.profile.firstNameRequired,
        Code: 'validation_failed',
        Errors: { FirstName: messages.profile.firstNameRequired, Phone: messages.profile.phoneInvalid },
      });
      // A phone number of 20 digits is no number: refused with the digits a number has.
      const long = await http<ApiErrorBody>(s, 'PUT', API_PATHS.updateProfile, {
        token: access_token,
        body: { FirstName: 'Rita', LastName: 'Reyes', Phone: '31255501771234567890' },
      });
      expect([long.status, long.json.Errors]).toEqual([400, { Phone: messages.profile.phoneDigits }]);
      // Read (and so kept for the session) before the change: the read after it is the new profile.
      expect((await http<Recruiter>(s, 'GET', API_PATHS.getCurrentRecruiter, { token: access_token })).status).toBe(
        200,
      );
      const ok = await http<Recruiter>(s, 'PUT', API_PATHS.updateProfile, {
        token: access_token,
        body: { FirstName: ' Rita ', LastName: 'Reyes', Phone: '+1 312 555 0100', Title: 'Senior Recruiter' },
      });
      expect(ok.status).toBe(200);
      const again = await http<Recruiter>(s, 'GET', API_PATHS.getCurrentRecruiter, { token: access_token });
      expect(again.json).toMatchObject({ FirstName: 'Rita', LastName: 'Reyes', Title: 'Senior Recruiter' });
      expect(ok.json).toMatchObject({
        FirstName: 'Rita',
        LastName: 'Reyes',
        Phone: '+1 312 555 0100',
        Title: 'Senior Recruiter',
        Email: 'recruiter@demo.test',
      });
      const user = await http<User>(s, 'GET', API_PATHS.getUserByUserId, { token: access_token });
      expect(user.json).toMatchObject({ LastName: 'Reyes', UserType: 'staff' });
    });

    it('email_exist is true for staff e-mails of the host agency only', async () => {
      expect((await http(s, 'GET', `${API_PATHS.emailExist}?email=manager%40demo.test`)).json).toBe(true);
      expect((await http(s, 'GET', `${API_PATHS.emailExist}?email=applicant%40demo.test`)).json).toBe(false);
      expect(
        (await http(s, 'GET', `${API_PATHS.emailExist}?email=manager%40demo.test`, { headers: ACME_HOST })).json,
      ).toBe(false);
      expect(
        (await http(s, 'GET', `${API_PATHS.emailExist}?email=recruiter%40acme.test`, { headers: ACME_HOST })).json,
      ).toBe(true);
      expect((await http(s, 'GET', API_PATHS.emailExist)).status).toBe(400);
    });

    it("update-entry-exit records the exit of the caller's latest entry", async () => {
      const { access_token } = await signIn(s, 'manager@demo.test');
      const id = (decodeJwt(access_token).payload.recruiter as { RecruiterId: number }).RecruiterId;
      const done = await http(s, 'PUT', API_PATHS.updateEntryExit, { token: access_token, body: id });
      expect([done.status, done.text]).toEqual([200, 'Exit recorded.']);
      const entry = await s.app.services.db
        .selectFrom('recruiter_entries')
        .selectAll()
        .where('recruiter_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.exit_at).toBeInstanceOf(Date);
      // Earlier sign-ins of this user left more open entries: each call closes the latest one.
      const open = await s.app.services.db
        .selectFrom('recruiter_entries')
        .select('id')
        .where('recruiter_id', '=', id)
        .where('exit_at', 'is', null)
        .execute();
      for (const _ of open)
        expect((await http(s, 'PUT', API_PATHS.updateEntryExit, { token: access_token, body: id })).text).toBe(
          'Exit recorded.',
        );
      expect((await http(s, 'PUT', API_PATHS.updateEntryExit, { token: access_token, body: id })).text).toBe(
        'No open entry to close.',
      );
      expect((await http(s, 'PUT', API_PATHS.updateEntryExit, { token: access_token, body: id + 1000 })).status).toBe(
        403,
      );
      expect((await http(s, 'PUT', API_PATHS.updateEntryExit, { token: access_token, body: 'x' })).status).toBe(400);
    });

    it("update-agency: owner only, validated, scoped to the owner's agency", async () => {
      const agency = (await http<Agency>(s, 'GET', API_PATHS.getAgencyByUserId, { token: owner })).json;
      expect(agency).toMatchObject({
        Slug: 'demo',
        Name: 'Demo Healthcare Staffing',
        RecruitmentEmail: 'careers@demo.test',
      });
      const { AgencyId: _id, Slug: _slug, ...model } = agency;
      const admin = (await signIn(s, 'admin@demo.test')).access_token;
      const denied = await http<ApiErrorBody>(s, 'PUT', API_PATHS.updateAgency, {
        token: admin,
        body: { ...model, Name: 'Hijacked' },
      });
      expect([denied.status, denied.json.Code]).toEqual([403, 'forbidden']);
      const invalid = await http<ApiErrorBody>(s, 'PUT', API_PATHS.updateAgency, {
        token: owner,
        body: { ...model, Name: '', RecruitmentEmail: 'not-an-email' },
      });
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.json.Errors!)).toEqual(['Name', 'RecruitmentEmail']);
      // The agency profile form's rules: the registration e-mail rule, a US ZIP code, an http(s) website.
      const rules = await http<ApiErrorBody>(s, 'PUT', API_PATHS.updateAgency, {
        token: owner,
        body: { ...model, Email: 'Office@Demo.test', ZipCode: '6270', Website: 'demo.test' },
      });
      expect([rules.status, rules.json.Errors]).toEqual([
        400,
        {
          Email: messages.agency.emailInvalid,
          Website: messages.agency.websiteInvalid,
          ZipCode: messages.agency.zipCodeInvalid,
        },
      ]);
      const ok = await http(s, 'PUT', API_PATHS.updateAgency, {
        token: owner,
        body: { ...model, Name: 'Demo Staffing Inc', City: 'Chicago' },
      });
      expect([ok.status, ok.text]).toEqual([200, 'The agency has been updated.']);
      expect((await http<Agency>(s, 'GET', API_PATHS.getAgencyByUserId, { token: admin })).json).toMatchObject({
        Name: 'Demo Staffing Inc',
        City: 'Chicago',
      });
    });
  });

  describe('applicant status counts (a call added with one descriptor and one handler)', () => {
    const counts = (token?: string, headers?: Record<string, string>) =>
      http<ApplicantStatusCount[] & ApiErrorBody>(s, 'GET', API_PATHS.getApplicantStatusCounts, { token, headers });

    it("counts the caller's agency's applicants per status, every status in order, zeros included", async () => {
      const { db, hasher } = s.app.services;
      const tally = await createAgency(
        { db, hasher, events: s.app.services.events },
        { slug: `tally-${kind}`, name: 'Tally Care' },
        { email: 'owner@tally.test', password: PASSWORD, firstName: 'Tia', lastName: 'Tally', roles: ['admin'] },
      );
      const lead = (status: ApplicantStatus, i: number) => ({
        agency_id: tally.agencyId,
        user_id: null,
        first_name: 'Lee',
        last_name: `Tally${i}`,
        email: `lee.${i}@tally.test`,
        status,
      });
      await db
        .insertInto('applicants')
        .values([lead('lead', 1), lead('lead', 2), lead('lead', 3), lead('offered', 4), lead('rejected', 5)])
        .execute();
      const token = (await signIn(s, 'owner@tally.test', PASSWORD, `tally-${kind}`)).access_token;
      const result = await counts(token);
      expect(result.status).toBe(200);
      expect(result.json).toEqual(
        APPLICANT_STATUSES.map(({ key }) => ({
          Status: key,
          Count: { lead: 3, offered: 1, rejected: 1 }[key as string] ?? 0,
        })),
      );

      // Demo's counts are its own rows only: the seeded funnel (most in New Lead, at least 5 in every
      // status) plus the applicant accounts' leads.
      const demo = await counts(owner);
      const demoRows = await db
        .selectFrom('applicants')
        .innerJoin('agencies', 'agencies.id', 'applicants.agency_id')
        .select('applicants.status')
        .where('agencies.slug', '=', 'demo')
        .execute();
      expect(demo.json.map((c) => c.Status)).toEqual(APPLICANT_STATUSES.map((st) => st.key));
      for (const { Status, Count } of demo.json) {
        expect(Count, Status).toBe(demoRows.filter((row) => row.status === Status).length);
        expect(Count, Status).toBeGreaterThanOrEqual(5);
      }
      expect(demoRows.length).toBeGreaterThanOrEqual(400);
      const newLeads = demo.json.find((c) => c.Status === 'lead')!.Count;
      for (const { Status, Count } of demo.json) if (Status !== 'lead') expect(Count, Status).toBeLessThan(newLeads);
    });

    it('is for staff only: an applicant token gets 403, no token 401', async () => {
      const asApplicant = await counts(applicant);
      expect([asApplicant.status, asApplicant.json.Code]).toEqual([403, 'forbidden']);
      const anonymous = await counts();
      expect([anonymous.status, anonymous.json.Code]).toEqual([401, 'unauthorized']);
    });
  });

  describe('tenancy', () => {
    it('a user of one agency cannot read or change another agency', async () => {
      const acmeOwner = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
      // Reads and writes are scoped to the token's agency.
      const agency = await http<Agency>(s, 'GET', API_PATHS.getAgencyByUserId, { token: acmeOwner });
      expect(agency.json.Slug).toBe('acme');
      const { AgencyId: _id, Slug: _slug, ...model } = agency.json;
      expect(
        (await http(s, 'PUT', API_PATHS.updateAgency, { token: acmeOwner, body: { ...model, Name: 'Acme Updated' } }))
          .status,
      ).toBe(200);
      expect((await http<Agency>(s, 'GET', API_PATHS.getAgencyByUserId, { token: owner })).json.Name).not.toBe(
        'Acme Updated',
      );
      // A token used on another agency's host name is refused.
      for (const name of ['getAgencyByUserId', 'getCurrentRecruiter', 'isUserVerified'] as const) {
        const result = await http<ApiErrorBody>(s, 'GET', API_PATHS[name], { token: acmeOwner, headers: DEMO_HOST });
        expect([result.status, result.json.Code], name).toEqual([403, 'forbidden']);
      }
      const write = await http(s, 'PUT', API_PATHS.updateAgency, {
        token: acmeOwner,
        body: { ...model, Name: 'Taken over' },
        headers: DEMO_HOST,
      });
      expect(write.status).toBe(403);
      expect((await http<Agency>(s, 'GET', API_PATHS.getAgencyByUserId, { token: owner })).json.Name).toBe(
        'Demo Staffing Inc',
      );
      // On its own host name the same token works.
      expect((await http(s, 'GET', API_PATHS.getAgencyByUserId, { token: acmeOwner, headers: ACME_HOST })).status).toBe(
        200,
      );
      // The acme owner is not an owner of demo, and cannot record a demo recruiter's exit.
      const demoRecruiterId = (decodeJwt(owner).payload.recruiter as { RecruiterId: number }).RecruiterId;
      expect(
        (await http(s, 'PUT', API_PATHS.updateEntryExit, { token: acmeOwner, body: demoRecruiterId })).status,
      ).toBe(403);
    });
  });

  it('never writes passwords, tokens or codes to the logs', async () => {
    const all = s.logs.join('\n');
    expect(s.logs.length).toBeGreaterThan(50);
    expect(all).toContain('"statusCode":200');
    for (const secret of [PASSWORD, 'Nurse#2024', 'Brand-new1', owner, applicant, owner.split('.')[2]!])
      expect(all).not.toContain(secret);
    for (const message of [...(await outbox(s)), ...(await outbox(s, ACME_OUTBOX))]) {
      const secret = /(?:is|account): (\S+)/.exec(message.Text)?.[1];
      expect(secret).toBeTruthy();
      expect(all).not.toContain(secret!);
    }
    expect(all).not.toMatch(/refresh_token=|"password"|authorization/i);
    // The e-mail in the lookup's path is replaced; the other registration calls keep their path.
    expect(all).toContain('"path":"/api/registration/[email]"');
    expect(all).toContain(`"path":"${API_PATHS.register}"`);
    expect(all).not.toContain(encodeURIComponent(`maria.${kind}@example.com`));
  });
});
