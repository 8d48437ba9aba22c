import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERENCE_LINK_MESSAGES,
  type ApplicantActivity,
  REFERENCE_REQUESTS_PER_DAY,
  REFERENCE_REQUEST_TTL_DAYS,
  type ApplicantReference,
  type PublicReferenceForm,
  type ReferenceRequestSummary,
} from '@agency/api-client/contract';
import { referenceTokenHash } from '../src/features/references/service';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, decodeJwt, http, outbox, signIn, startServer, type TestServer } from './helpers';
import { newApplicant } from './onboarding-helpers';

// Reference requests (issue 12, ONBOARDING.md §6.6): the applicant's "Request reference" e-mails a one-time
// link to a public form (no account) that shows only what the reference needs, is answered once, expires,
// and whose answers staff read on the applicant record.

const ANSWERS = {
  Capacity: 'charge-nurse',
  WorkedFrom: '2023-01-09',
  WorkedTo: '2025-06-30',
  ClinicalSkills: 5,
  Professionalism: 4,
  Reliability: 5,
  Rehire: 'yes',
  Comments: 'Calm under pressure.',
  ReferenceName: 'Dana Whitfield',
  ReferenceTitle: 'Charge Nurse, ICU',
  ReferencePhone: '+1 713 555 0142',
  Attested: true,
};

const reference = (changes: Record<string, unknown> = {}) => ({
  Id: randomUUID(),
  Name: 'Dana Whitfield',
  Title: 'Charge Nurse',
  Facility: 'Memorial Hermann ICU',
  Phone: '+1 713 555 0142',
  Email: `dana.${Math.random().toString(36).slice(2, 8)}@hospital.test`,
  Relationship: 'charge-nurse',
  Supervisory: true,
  WorkedTogetherFrom: '2023-01-09',
  WorkedTogetherTo: '2025-06-30',
  ...changes,
});

describe.each(DB_KINDS)('reference requests on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'admin' | 'acme', string>;
  let recruiterId = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    recruiterId = (decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number }).RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** The applicant's Nurse Form (a draft) with these references; also a secret the form must never show. */
  async function nurseForm(applicantId: number, references: ReturnType<typeof reference>[]) {
    const applicant = await db
      .selectFrom('applicants')
      .select('agency_id')
      .where('id', '=', applicantId)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('onboarding_documents')
      .where('applicant_id', '=', applicantId)
      .where('form', '=', 'nurse-form')
      .execute();
    await db
      .insertInto('onboarding_documents')
      .values({
        agency_id: applicant.agency_id,
        applicant_id: applicantId,
        form: 'nurse-form',
        version: 1,
        status: 'in-progress',
        data: JSON.stringify({ Licenses: [{ Id: 'l1', Number: 'RN-SECRET-991' }], References: references }),
      })
      .execute();
  }

  const request = (applicantToken: string, referenceId: string) =>
    http<ReferenceRequestSummary & { Message: string; Errors?: Record<string, string> }>(
      s,
      'POST',
      `/api/onboarding/references/${referenceId}/request`,
      { token: applicantToken },
    );

  /** The link of the latest request e-mailed to `email`, and its token. */
  async function linkTo(email: string) {
    const mail = (await outbox(s))
      .filter((m) => m.To === email && m.Kind === 'reference-request')
      .sort((x, y) => y.Id - x.Id)[0];
    expect(mail, `mail to ${email}`).toBeDefined();
    const match = /https?:\/\/[^\s]+\/reference\/([A-Za-z0-9_-]+)/.exec(mail!.Text);
    expect(match, mail!.Text).not.toBeNull();
    return { url: match![0], token: match![1]!, mail: mail! };
  }

  it('e-mails a one-time link; the public form shows only the names, facility and dates; it is answered once', async () => {
    const a = await newApplicant(s);
    const ref = reference();
    await nurseForm(a.id, [ref]);
    const sent = await request(a.token, ref.Id);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ ReferenceId: ref.Id, Status: 'sent', Email: ref.Email, CompletedAt: null });
    const days = (new Date(sent.json.ExpiresAt).getTime() - new Date(sent.json.SentAt).getTime()) / 86_400_000;
    expect(days).toBe(REFERENCE_REQUEST_TTL_DAYS);

    const { url, token: linkToken, mail } = await linkTo(ref.Email);
    expect(url).toContain(`/reference/${linkToken}`);
    expect(mail.Subject).toBe('Reference request for Maria Rivera');
    // Only the token's hash is stored.
    const row = await db
      .selectFrom('reference_requests')
      .selectAll()
      .where('applicant_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(referenceTokenHash(linkToken));
    const stored = await sql<{
      text: string;
    }>`SELECT r::text AS text FROM reference_requests r WHERE r.id = ${row.id}`.execute(db);
    expect(stored.rows[0]!.text).not.toContain(linkToken);

    // The public form, no account: nothing but what the reference needs.
    const form = await http<PublicReferenceForm>(s, 'GET', `/api/reference-requests/${linkToken}`);
    expect(form.status).toBe(200);
    expect(form.json).toEqual({
      ApplicantName: 'Maria R.',
      ReferenceName: 'Dana Whitfield',
      Facility: 'Memorial Hermann ICU',
      WorkedFrom: '2023-01-09',
      WorkedTo: '2025-06-30',
      ExpiresAt: sent.json.ExpiresAt,
    });
    for (const secret of ['Rivera', a.email, 'RN-SECRET-991', ref.Email, String(a.id)])
      expect(form.text, secret).not.toContain(secret);
    expect(form.headers.get('cache-control')).toBe('no-store');

    // Bad answers: 400 by field, nothing stored.
    const bad = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/reference-requests/${linkToken}`, {
      body: { ...ANSWERS, ClinicalSkills: 7, Attested: false },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.Errors).toEqual({
      ClinicalSkills: 'Choose a rating from 1 to 5',
      Attested: 'Confirm the statement to send your reference',
    });
    const notJson = await http(s, 'POST', `/api/reference-requests/${linkToken}`, { body: [1, 2] });
    expect(notJson.status).toBe(400);

    const answered = await http(s, 'POST', `/api/reference-requests/${linkToken}`, { body: ANSWERS });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.json).toEqual({ Completed: true });

    // Once: a second submission and a second read are 410 with a clear message.
    const again = await http<{ Message: string; Code: string }>(s, 'POST', `/api/reference-requests/${linkToken}`, {
      body: ANSWERS,
    });
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({ Message: REFERENCE_LINK_MESSAGES.used, Code: 'reference_used' });
    expect((await http(s, 'GET', `/api/reference-requests/${linkToken}`)).status).toBe(410);

    // The applicant sees the status; staff read the answers on the record.
    const mine = await http<ReferenceRequestSummary[]>(s, 'GET', '/api/onboarding/references', { token: a.token });
    expect(mine.json).toEqual([expect.objectContaining({ ReferenceId: ref.Id, Status: 'completed' })]);
    const staff = await http<ApplicantReference[]>(s, 'GET', `/api/applicants/${a.id}/references`, {
      token: token.recruiter,
    });
    expect(staff.status).toBe(200);
    expect(staff.json).toEqual([
      expect.objectContaining({
        ReferenceId: ref.Id,
        Name: 'Dana Whitfield',
        Supervisory: true,
        Request: expect.objectContaining({ Status: 'completed' }),
        Answers: ANSWERS,
      }),
    ]);
    expect(staff.json[0]!.AnsweredAt).not.toBeNull();
  });

  /** An applicant owned by `owner` (a recruiter id, or none) whose reference answered `ANSWERS`. */
  async function answeredBy(owner: number | null, ref = reference()) {
    const a = await newApplicant(s);
    await db.updateTable('applicants').set({ owner_id: owner }).where('id', '=', a.id).execute();
    await nurseForm(a.id, [ref]);
    expect((await request(a.token, ref.Id)).status).toBe(200);
    const { token: linkToken } = await linkTo(ref.Email);
    const answered = await http(s, 'POST', `/api/reference-requests/${linkToken}`, { body: ANSWERS });
    expect(answered.status, answered.text).toBe(200);
    return a;
  }
  const answeredMails = async () =>
    db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'subject', 'text_body', 'html_body'])
      .where('kind', '=', 'reference-answered')
      .orderBy('id')
      .execute();

  it("e-mails the applicant's owner when a reference answers (the reference's name, never the answers) and notes it on the activity", async () => {
    const before = (await answeredMails()).length;
    const a = await answeredBy(recruiterId, reference({ Name: 'Dana <Whitfield>' }));
    const mails = (await answeredMails()).slice(before);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      ['recruiter@demo.test', 'Reference received for Maria Rivera'],
    ]);
    const mail = mails[0]!;
    expect(mail.text_body).toContain('Dana <Whitfield> answered the reference request for Maria Rivera.');
    expect(mail.text_body).toContain("The answers are on the applicant's record (Onboarding tab, Nurse Form).");
    expect(mail.html_body).toContain('Dana &lt;Whitfield&gt;');
    expect(mail.html_body).not.toContain('<Whitfield>');
    for (const answer of [ANSWERS.Comments, ANSWERS.ReferenceTitle, ANSWERS.ReferencePhone, ANSWERS.Capacity, 'Rehire'])
      for (const body of [mail.text_body, mail.html_body]) expect(body, answer).not.toContain(answer);
    // The dev outbox shows it too (as a developer reads it).
    expect((await outbox(s)).some((m) => m.Id === mail.id && m.Kind === 'reference-answered')).toBe(true);

    const activity = await http<ApplicantActivity[]>(s, 'GET', `/api/applicants/${a.id}/activity`, {
      token: token.recruiter,
    });
    expect(activity.status).toBe(200);
    expect(activity.json).toContainEqual(
      expect.objectContaining({ Kind: 'updated', Text: 'Reference answered by Dana <Whitfield>', ActorName: '' }),
    );
  });

  it('sends no e-mail without an owner or when the owner is inactive (the activity row is still written)', async () => {
    const gone = await addStaff(s.app, 'demo', {
      email: `gone.${Math.random().toString(36).slice(2, 8)}@demo.test`,
      firstName: 'Gina',
      lastName: 'Gone',
      roles: ['recruiter'],
    });
    await db.updateTable('users').set({ is_active: false }).where('id', '=', gone.userId).execute();
    const before = (await answeredMails()).length;
    const ownerless = await answeredBy(null);
    const inactive = await answeredBy(gone.recruiterId);
    expect((await answeredMails()).slice(before)).toEqual([]);
    for (const a of [ownerless, inactive]) {
      const activity = await http<ApplicantActivity[]>(s, 'GET', `/api/applicants/${a.id}/activity`, {
        token: token.admin,
      });
      expect(activity.json.map((entry) => entry.Text)).toContain('Reference answered by Dana Whitfield');
    }
  });

  it('answers 404 for an unknown or malformed token and 410 for an expired one', async () => {
    for (const bad of ['x'.repeat(43), 'short', '..%2F..%2Fapi'])
      expect((await http(s, 'GET', `/api/reference-requests/${bad}`)).status, bad).toBe(404);
    const unknown = await http<{ Message: string }>(s, 'POST', `/api/reference-requests/${'A'.repeat(43)}`, {
      body: ANSWERS,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.Message).toBe(REFERENCE_LINK_MESSAGES.unknown);

    const a = await newApplicant(s);
    const ref = reference();
    await nurseForm(a.id, [ref]);
    expect((await request(a.token, ref.Id)).status).toBe(200);
    const { token: linkToken } = await linkTo(ref.Email);
    await db
      .updateTable('reference_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('applicant_id', '=', a.id)
      .execute();
    const expired = await http<{ Message: string; Code: string }>(s, 'GET', `/api/reference-requests/${linkToken}`);
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ Message: REFERENCE_LINK_MESSAGES.expired, Code: 'reference_expired' });
    expect((await http(s, 'POST', `/api/reference-requests/${linkToken}`, { body: ANSWERS })).status).toBe(410);
    const mine = await http<ReferenceRequestSummary[]>(s, 'GET', '/api/onboarding/references', { token: a.token });
    expect(mine.json[0]!.Status).toBe('expired');
  });

  it('requesting again replaces the open request (the old link stops working)', async () => {
    const a = await newApplicant(s);
    const ref = reference();
    await nurseForm(a.id, [ref]);
    expect((await request(a.token, ref.Id)).status).toBe(200);
    const first = await linkTo(ref.Email);
    expect((await request(a.token, ref.Id)).status).toBe(200);
    const second = await linkTo(ref.Email);
    expect(second.token).not.toBe(first.token);
    expect((await http(s, 'GET', `/api/reference-requests/${first.token}`)).status).toBe(410);
    expect((await http(s, 'GET', `/api/reference-requests/${second.token}`)).status).toBe(200);
    const rows = await db
      .selectFrom('reference_requests')
      .select('status')
      .where('applicant_id', '=', a.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['expired', 'sent']);
  });

  it('refuses a reference not on the Nurse Form (404), one without e-mail (400), and more than the daily limit (429)', async () => {
    const a = await newApplicant(s);
    const refs = [reference(), reference({ Email: '' })];
    await nurseForm(a.id, refs);
    expect((await request(a.token, randomUUID())).status).toBe(404);
    const noEmail = await request(a.token, refs[1]!.Id);
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.Errors).toEqual({ Email: "Add the reference's e-mail address on your Nurse Form first." });
    // Another applicant cannot request this applicant's reference (it is not on their form).
    const other = await newApplicant(s);
    expect((await request(other.token, refs[0]!.Id)).status).toBe(404);
    // Staff have no Nurse Form of their own.
    expect((await request(token.recruiter, refs[0]!.Id)).status).toBe(403);

    for (let i = 0; i < REFERENCE_REQUESTS_PER_DAY; i += 1)
      expect((await request(a.token, refs[0]!.Id)).status).toBe(200);
    const limited = await request(a.token, refs[0]!.Id);
    expect(limited.status).toBe(429);
    expect(limited.json.Message).toBe(
      `You can send at most ${REFERENCE_REQUESTS_PER_DAY} reference requests a day. Try again tomorrow.`,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate-limits the public endpoints per address', async () => {
    const ip = '10.250.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await http(s, 'GET', `/api/reference-requests/${'B'.repeat(43)}`, { ip })).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('shows the answers to staff of the agency only, with the review permission', async () => {
    const a = await newApplicant(s);
    const ref = reference();
    await nurseForm(a.id, [ref]);
    expect((await http(s, 'GET', `/api/applicants/${a.id}/references`)).status).toBe(401);
    expect((await http(s, 'GET', `/api/applicants/${a.id}/references`, { token: a.token })).status).toBe(403);
    expect((await http(s, 'GET', `/api/applicants/${a.id}/references`, { token: token.acme })).status).toBe(404);
    const listed = await http<ApplicantReference[]>(s, 'GET', `/api/applicants/${a.id}/references`, {
      token: token.admin,
    });
    expect(listed.json).toEqual([expect.objectContaining({ ReferenceId: ref.Id, Request: null, Answers: null })]);
    expect(decodeJwt(token.admin).payload).toBeDefined();
  });
});
