// Issue 27, item 1: a registration takes over no record before its e-mail is verified. A stranger who registers
// with the e-mail of a lead the agency already holds (entered by staff, or a careers application) is not linked to
// it, reads and changes nothing of it; the owner of the address verifies and then holds that record; every
// applicant call waits for a verified e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  EMAIL_NOT_VERIFIED_MESSAGE,
  pathOf,
  type ApiErrorBody,
  type Applicant,
  type OnboardingFormDocument,
  type RegistrationResponse,
} from '@agency/api-client/contract';
import { DB_KINDS, http, latestCode, PASSWORD, signIn, startServer, type TestServer } from './helpers';

describe.each(DB_KINDS)('registration and an existing record on %s', (kind) => {
  let s: TestServer;
  let recruiter = '';
  let counter = 0;
  const unique = (name: string) => `${name}.${(counter += 1)}.${Date.now()}@register.test`;

  const register = (email: string, first = 'Stranger', last = 'Danger') =>
    http<RegistrationResponse & ApiErrorBody>(s, 'POST', API_CALLS.register.path, {
      body: { First_Name: first, Last_Name: last, Email: email, Password: PASSWORD, Middle_Name: '' },
    });
  const personalInfo = (token: string) =>
    http<OnboardingFormDocument & ApiErrorBody>(s, 'GET', '/api/onboarding/forms/personal-info', { token });
  const saveDraft = (token: string, data: Record<string, unknown>) =>
    http<ApiErrorBody>(s, 'PUT', '/api/onboarding/forms/personal-info/draft', { token, body: { Data: data } });
  const verify = async (email: string, token: string) => {
    const code = await latestCode(s, email);
    return http<boolean>(s, 'POST', API_CALLS.verify.path, { token, body: { verificationCode: code } });
  };
  /** A lead staff entered, with a phone (`phone`) and a city on it. */
  const phone = '+1 708 4' + String(Date.now()).slice(-6);
  const lead = async (email: string, mobilePhone = '') => {
    const created = await http<Applicant>(s, 'POST', API_CALLS.createApplicant.path, {
      token: recruiter,
      body: { FirstName: 'Lena', LastName: 'Lead', Email: email, MobilePhone: mobilePhone, City: 'Chicago' },
    });
    expect(created.status, created.text).toBe(201);
    return created.json;
  };
  const record = (id: number) =>
    s.app.services.db
      .selectFrom('applicants')
      .select(['id', 'user_id', 'first_name', 'last_name', 'mobile_phone', 'city'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    s = await startServer(kind);
    recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
  });
  afterAll(() => s.close());

  it('links no account to a lead before its e-mail is verified: the stranger sees and changes nothing of it', async () => {
    const email = unique('lead');
    const before = await lead(email, phone);
    const registered = await register(email);
    expect(registered.status, registered.text).toBe(201);
    // No record of its own yet, and not the lead's.
    expect(registered.json.ApplicantId).toBeNull();
    expect(await record(before.ApplicantId)).toMatchObject({ user_id: null });

    const stranger = (await signIn(s, email)).access_token;
    const read = await personalInfo(stranger);
    expect([read.status, read.json.Code, read.json.Message]).toEqual([
      403,
      'email_not_verified',
      EMAIL_NOT_VERIFIED_MESSAGE,
    ]);
    expect(read.text).not.toContain('Lena');
    expect(read.text).not.toContain('Chicago');
    const written = await saveDraft(stranger, { MobilePhone: '+1 555 999 0000', City: 'Elsewhere' });
    expect([written.status, written.json.Code]).toEqual([403, 'email_not_verified']);
    const overview = await http<ApiErrorBody>(s, 'GET', '/api/onboarding', { token: stranger });
    expect(overview.status).toBe(403);
    // The record is as staff left it.
    expect(await record(before.ApplicantId)).toMatchObject({
      user_id: null,
      first_name: 'Lena',
      mobile_phone: phone,
      city: 'Chicago',
    });
    // A wrong code links nothing either.
    const wrong = await http<boolean>(s, 'POST', API_CALLS.verify.path, {
      token: stranger,
      body: { verificationCode: '000000' },
    });
    expect(wrong.json).toBe(false);
    expect((await record(before.ApplicantId)).user_id).toBeNull();
  });

  it("links the account to the lead once the address's owner verifies it, and onboarding opens on that record", async () => {
    const email = unique('owner');
    const before = await lead(email);
    const registered = await register(email, 'Lena', 'Lead');
    expect(registered.json.ApplicantId).toBeNull();
    const token = (await signIn(s, email)).access_token;
    const verified = await verify(email, token);
    expect([verified.status, verified.json]).toEqual([200, true]);
    expect(await record(before.ApplicantId)).toMatchObject({ user_id: registered.json.UserId });
    // The same access token (signed in before the link) now acts on the lead's record.
    const read = await personalInfo(token);
    expect(read.status, read.text).toBe(200);
    expect(read.json.Data).toMatchObject({ FirstName: 'Lena', LastName: 'Lead', Email: email, City: 'Chicago' });
    // One record for the e-mail, and a new sign-in carries it.
    const session = await signIn(s, email);
    expect((await personalInfo(session.access_token)).status).toBe(200);
    const records = await s.app.services.db.selectFrom('applicants').select('id').where('email', '=', email).execute();
    expect(records).toEqual([{ id: before.ApplicantId }]);
    // The staff record shows the account now.
    const shown = await http<Applicant>(s, 'GET', pathOf(API_CALLS.getApplicant, { id: before.ApplicantId }), {
      token: recruiter,
    });
    expect(shown.json.UserId).toBe(registered.json.UserId);
  });

  it('a new e-mail gets its own record at once, and its onboarding opens only after verification', async () => {
    const email = unique('fresh');
    const registered = await register(email, 'Nia', 'New');
    expect(registered.status).toBe(201);
    expect(registered.json.ApplicantId).toEqual(expect.any(Number));
    const token = (await signIn(s, email)).access_token;
    expect((await personalInfo(token)).status).toBe(403);
    expect((await verify(email, token)).json).toBe(true);
    const read = await personalInfo(token);
    expect(read.status).toBe(200);
    expect(read.json.Data).toMatchObject({ FirstName: 'Nia', LastName: 'New', Email: email });
  });
});
