import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  CAREERS_MESSAGES,
  pathOf,
  type ApiErrorBody,
  type CareerApplicationPayload,
  type CareerResumeUpload,
  type InstitutionSummary,
  type JobOrder,
  type Page,
  type PendingCareerApplication,
} from '@agency/api-client/contract';
import { DB_KINDS, http, nextIp, outbox, signIn, startServer, type TestServer } from './helpers';

// Issue 27, item 9: an anonymous careers application with the e-mail of an applicant the agency already has
// changes nothing of that record (no field filled, no license state, no restore, the current resume stays);
// it is kept apart until the person confirms from their inbox (a one-time link of their agency) or staff who
// may edit the applicant merge it.

const PDF_HEAD = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF = Buffer.concat([PDF_HEAD, Buffer.alloc(1_500, 0x20)]);

describe.each(DB_KINDS)('careers applications kept apart on %s', (kind) => {
  let s: TestServer;
  let manager = '';
  let recruiter = '';
  let job: JobOrder;
  let counter = 0;
  const db = () => s.app.services.db;
  const unique = (name: string) => {
    counter += 1;
    return `${name}.${counter}.${Date.now()}@apart.test`;
  };

  const resumeToken = async (fileName: string, suffix = '') => {
    const response = await fetch(
      `${s.baseUrl}${API_CALLS.uploadCareerResume.path}?fileName=${encodeURIComponent(fileName)}${suffix}`,
      { method: 'POST', headers: { 'content-type': 'application/pdf', 'x-forwarded-for': nextIp() }, body: PDF },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as CareerResumeUpload).ResumeToken;
  };
  const apply = async (email: string, change: Partial<CareerApplicationPayload> = {}) => {
    const body: CareerApplicationPayload = {
      FirstName: 'Mallory',
      LastName: 'Intruder',
      Email: email,
      MobilePhone: '+1 900 555 0666',
      Discipline: 'RN',
      LicenseStates: ['TX', 'AZ'],
      ResumeToken: await resumeToken('Not Mine.pdf'),
      ...change,
    };
    const result = await http<{ Message: string }>(s, 'POST', pathOf(API_CALLS.applyToJob, { id: job.Id }), { body });
    expect([result.status, result.json.Message]).toEqual([201, CAREERS_MESSAGES.applied]);
  };
  /** An applicant of staff: a phone, no discipline, CA license, a resume, archived. */
  const existing = async (options: { archived?: boolean; phone?: string } = {}) => {
    const email = unique('ana');
    const created = await http<{ ApplicantId: number }>(s, 'POST', API_CALLS.createApplicant.path, {
      token: manager,
      body: {
        FirstName: 'Ana',
        LastName: 'Staff',
        Email: email,
        MobilePhone: options.phone ?? '',
        LicenseStates: ['CA'],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.ApplicantId;
    const uploaded = await fetch(`${s.baseUrl}${pathOf(API_CALLS.uploadApplicantResume, { id })}?fileName=Mine.pdf`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${manager}` },
      body: PDF,
    });
    expect(uploaded.status).toBeLessThan(300);
    if (options.archived)
      await db()
        .updateTable('applicants')
        .set({ archived_at: sql<Date>`now() - interval '90 days'` })
        .where('id', '=', id)
        .execute();
    return { id, email };
  };
  const record = (id: number) =>
    db()
      .selectFrom('applicants')
      .select(['first_name', 'mobile_phone', 'discipline', 'license_states', 'archived_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const currentResume = async (id: number) =>
    (
      await db()
        .selectFrom('applicant_documents')
        .select('file_name')
        .where('applicant_id', '=', id)
        .where('kind', '=', 'resume')
        .where('replaced_at', 'is', null)
        .execute()
    ).map((row) => row.file_name);
  const confirmLink = async (email: string) => {
    const mail = (await outbox(s)).filter((m) => m.To === email && m.Kind === 'careers-application').at(-1);
    const match = /\/careers\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.Text ?? '');
    expect(match, mail?.Text).not.toBeNull();
    return match![1]!;
  };
  const confirm = (token: string, suffix = '') =>
    http<{ Message: string } & ApiErrorBody>(s, 'POST', `${API_CALLS.confirmCareerApplication.path}${suffix}`, {
      body: { Token: token },
    });
  const pending = (id: number, token = manager) =>
    http<PendingCareerApplication[]>(s, 'GET', pathOf(API_CALLS.listCareerApplications, { id }), { token });

  beforeAll(async () => {
    s = await startServer(kind);
    manager = (await signIn(s, 'manager@demo.test')).access_token;
    recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    const list = await http<Page<InstitutionSummary>>(s, 'GET', '/api/institutions?q=bayou', { token: manager });
    const created = await http<JobOrder>(s, 'POST', API_CALLS.createJobOrder.path, {
      token: manager,
      body: {
        Title: 'Apart ICU RN',
        InstitutionId: list.json.Items[0]!.Id,
        Unit: '',
        Discipline: 'RN',
        Specialty: 'ICU',
        Shift: 'nights',
        ShiftHours: 12,
        HoursPerWeek: 36,
        GuaranteedHours: 36,
        StartDate: '2031-03-10',
        DurationWeeks: 13,
        Openings: 2,
        EmploymentType: 'travel',
        PayHourlyCents: 5100,
        HousingStipendWeeklyCents: 0,
        MealsStipendWeeklyCents: 0,
        OvertimeHourlyCents: 7650,
        BillRateCents: 12345,
        LicenseStates: ['TX'],
        CompactLicenseAccepted: true,
        Certifications: [],
        YearsExperience: 2,
        Emr: 'Epic',
        InterviewRequired: false,
        Description: 'Nights.',
        Status: 'open',
        StatusReason: '',
        OwnerId: null,
        Public: true,
      },
    });
    expect(created.status, created.text).toBe(201);
    job = created.json;
  });
  afterAll(async () => {
    await s?.close();
  });

  it("leaves an existing applicant's phone, licenses, resume and archive alone; keeps the application apart", async () => {
    const ana = await existing({ archived: true });
    const before = await record(ana.id);
    await apply(ana.email);
    expect(await record(ana.id)).toEqual(before);
    expect(before).toMatchObject({ mobile_phone: '', discipline: null, license_states: ['CA'] });
    expect(before.archived_at).not.toBeNull();
    expect(await currentResume(ana.id)).toEqual(['Mine.pdf']);
    // The submission is there, and the application waits apart with its own answers and resume.
    const submissions = await db()
      .selectFrom('submissions')
      .select('job_order_id')
      .where('applicant_id', '=', ana.id)
      .execute();
    expect(submissions).toEqual([{ job_order_id: job.Id }]);
    // Staff who may archive see archived applicants' pending applications.
    const admin = (await signIn(s, 'owner@demo.test')).access_token;
    const seen = await pending(ana.id, admin);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json).toHaveLength(1);
    expect(seen.json[0]).toMatchObject({
      ApplicantId: ana.id,
      JobOrderId: job.Id,
      JobTitle: 'Apart ICU RN',
      FirstName: 'Mallory',
      MobilePhone: '+1 900 555 0666',
      LicenseStates: ['TX', 'AZ'],
      Resume: { FileName: 'Not Mine.pdf', ContentType: 'application/pdf', Size: PDF.length },
      Confirmed: false,
    });
    const download = await fetch(
      `${s.baseUrl}${pathOf(API_CALLS.downloadCareerApplicationResume, { id: seen.json[0]!.Id })}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // The e-mail carries the confirmation link (and says nothing changes until then).
    const mail = (await outbox(s)).filter((m) => m.To === ana.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.Text).toContain(`${s.baseUrl}/careers/confirm?token=`);
  });

  it('merges on the confirmation link: fields filled, licenses added, resume current, restored; once only', async () => {
    const ana = await existing({ archived: true });
    await apply(ana.email);
    const token = await confirmLink(ana.email);
    // Another agency cannot use it.
    const elsewhere = await confirm(token, '?old=acme');
    expect([elsewhere.status, elsewhere.json.Code]).toEqual([400, 'confirmation_invalid']);
    expect((await record(ana.id)).archived_at).not.toBeNull();

    const confirmed = await confirm(token);
    expect([confirmed.status, confirmed.json.Message]).toEqual([200, CAREERS_MESSAGES.confirmed]);
    expect(await record(ana.id)).toMatchObject({
      first_name: 'Ana',
      mobile_phone: '+1 900 555 0666',
      discipline: 'RN',
      license_states: ['CA', 'TX', 'AZ'],
      archived_at: null,
    });
    expect(await currentResume(ana.id)).toEqual(['Not Mine.pdf']);
    const activity = await db()
      .selectFrom('applicant_activity')
      .select(['kind', 'text'])
      .where('applicant_id', '=', ana.id)
      .where('kind', 'in', ['restored', 'updated', 'document'])
      .orderBy('id')
      .execute();
    expect(activity.slice(-3)).toEqual([
      { kind: 'restored', text: 'Restored from the archive: confirmed the careers application' },
      {
        kind: 'updated',
        text: `Confirmed the careers application for Apart ICU RN (added mobile phone; discipline; license states TX, AZ)`,
      },
      { kind: 'document', text: 'Resume uploaded on the careers site: Not Mine.pdf (PDF)' },
    ]);
    expect((await pending(ana.id)).json).toEqual([]);
    // Once.
    const again = await confirm(token);
    expect([again.status, again.json.Code, again.json.Message]).toEqual([
      400,
      'confirmation_invalid',
      CAREERS_MESSAGES.confirmationInvalid,
    ]);
    expect((await confirm('not-a-token')).status).toBe(400);
  });

  it('refuses an expired confirmation link', async () => {
    const ana = await existing();
    await apply(ana.email);
    const token = await confirmLink(ana.email);
    await db()
      .updateTable('careers_applications')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('applicant_id', '=', ana.id)
      .execute();
    expect((await confirm(token)).json.Code).toBe('confirmation_invalid');
    expect(await record(ana.id)).toMatchObject({ mobile_phone: '', license_states: ['CA'] });
  });

  it('lets staff who may edit the applicant merge it, and refuses a recruiter who may not', async () => {
    const ana = await existing({ phone: '+1 512 555 0101' });
    const managerRecruiter = await db()
      .selectFrom('recruiters as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.id')
      .where('u.email', '=', 'manager@demo.test')
      .executeTakeFirstOrThrow();
    await db().updateTable('applicants').set({ owner_id: managerRecruiter.id }).where('id', '=', ana.id).execute();
    await apply(ana.email);
    const [application] = (await pending(ana.id)).json;
    const path = pathOf(API_CALLS.mergeCareerApplication, { id: application!.Id });

    const refused = await http<ApiErrorBody>(s, 'POST', path, { token: recruiter });
    expect(refused.status).toBe(403);
    expect(await record(ana.id)).toMatchObject({ discipline: null, license_states: ['CA'] });
    expect((await http(s, 'POST', path)).status).toBe(401);
    // Another agency's staff do not find it.
    const acmeStaff = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    expect((await http(s, 'POST', path, { token: acmeStaff })).status).toBe(404);

    const merged = await http<{ Message: string }>(s, 'POST', path, { token: manager });
    expect([merged.status, merged.json.Message]).toEqual([200, CAREERS_MESSAGES.merged]);
    expect(await record(ana.id)).toMatchObject({
      mobile_phone: '+1 512 555 0101',
      discipline: 'RN',
      license_states: ['CA', 'TX', 'AZ'],
    });
    expect(await currentResume(ana.id)).toEqual(['Not Mine.pdf']);
    expect((await http(s, 'POST', path, { token: manager })).status).toBe(409);
    // The e-mailed link no longer merges anything.
    expect((await confirm(await confirmLink(ana.email))).status).toBe(400);
  });

  it('still makes a New Lead of a new e-mail with what the application brought', async () => {
    const email = unique('new');
    await apply(email);
    const [lead] = await db().selectFrom('applicants').selectAll().where('email', '=', email).execute();
    expect(lead).toMatchObject({ status: 'lead', mobile_phone: '+1 900 555 0666', license_states: ['TX', 'AZ'] });
    expect(await currentResume(lead!.id)).toEqual(['Not Mine.pdf']);
    expect((await pending(lead!.id)).json).toEqual([]);
    const mail = (await outbox(s)).filter((m) => m.To === email);
    expect(mail[0]!.Text).not.toContain('/careers/confirm');
  });
});
