import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  CAREERS_MESSAGES,
  CAREERS_PAGE_SIZE,
  RESUME_MAX_BYTES,
  pathOf,
  type ApiErrorBody,
  type CareerApplicationPayload,
  type CareerResumeUpload,
  type Institution,
  type InstitutionSummary,
  type JobOrder,
  type JobOrderPayload,
  type Page,
  type PublicJob,
  type PublicJobSummary,
  type RegistrationResponse,
} from '@agency/api-client/contract';
import { careerApplicationMessages as am, messages } from '@agency/forms/schemas';
import { ACCOUNT_LINKED_TEXT } from '../src/features/applicants';
import { CAREERS_RESUME_PRUNE_JOB, pruneCareerResumes } from '../src/features/careers';
import {
  DB_KINDS,
  decodeJwt,
  http,
  latestCode,
  nextIp,
  outbox,
  PASSWORD,
  signIn,
  startServer,
  testConfig,
  type TestServer,
} from './helpers';

// The careers site's server side (issue 16, docs/careers.md): the public search and detail of the job orders
// marked public while Open (never the facility's name, the bill rate, the owner), the resume upload with its
// one-time token, the application (one applicant per e-mail, archived ones restored, one submission per job,
// one e-mail), the registration that takes the careers lead's record, and tenant isolation.

const PDF_HEAD = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfOf = (size: number) => Buffer.concat([PDF_HEAD, Buffer.alloc(size - PDF_HEAD.length, 0x20)]);
const PDF = pdfOf(2_000);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);
const MB = 1024 * 1024;

const SUMMARY_KEYS = [
  'City',
  'Discipline',
  'DurationWeeks',
  'EmploymentType',
  'HoursPerWeek',
  'Id',
  'PostedAt',
  'Shift',
  'ShiftHours',
  'Specialty',
  'StartDate',
  'State',
  'Title',
  'WeeklyPayCents',
];
const DETAIL_KEYS = [
  ...SUMMARY_KEYS,
  'Certifications',
  'CompactLicenseAccepted',
  'Description',
  'EndDate',
  'HousingStipendWeeklyCents',
  'LicenseStates',
  'MealsStipendWeeklyCents',
  'PayHourlyCents',
  'YearsExperience',
].sort();

describe.each(DB_KINDS)('the careers site on %s', (kind) => {
  let s: TestServer;
  let manager = '';
  let bayou: Institution;
  let other: InstitutionSummary;
  /** Jobs of this test: two public ones, one not public. */
  const job = {} as Record<'icu' | 'tele' | 'hidden', JobOrder>;
  let counter = 0;

  const db = () => s.app.services.db;
  const unique = (name: string) => {
    counter += 1;
    return `${name}.${counter}.${Date.now()}@careers.test`;
  };
  const payload = (change: Partial<JobOrderPayload> = {}): JobOrderPayload => ({
    Title: 'Zephyr ICU RN, nights',
    InstitutionId: bayou.Id,
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
    HousingStipendWeeklyCents: 90000,
    MealsStipendWeeklyCents: 40000,
    OvertimeHourlyCents: 7650,
    BillRateCents: 12345,
    LicenseStates: ['TX'],
    CompactLicenseAccepted: true,
    Certifications: ['BLS', 'ACLS'],
    YearsExperience: 2,
    Emr: 'Epic',
    InterviewRequired: true,
    Description: 'A 24-bed ICU; 1:2 ratio.',
    Status: 'open',
    StatusReason: '',
    OwnerId: null,
    Public: true,
    ...change,
  });
  const createJob = async (change: Partial<JobOrderPayload> = {}) => {
    const result = await http<JobOrder>(s, 'POST', API_CALLS.createJobOrder.path, {
      token: manager,
      body: payload(change),
    });
    expect(result.status, result.text).toBe(201);
    return result.json;
  };
  const updateJob = async (order: JobOrder, change: Partial<JobOrderPayload>) => {
    const { Id: _id, ...rest } = order;
    const body = { ...payload(), ...pick(rest), ...change };
    const result = await http<JobOrder>(s, 'PUT', pathOf(API_CALLS.updateJobOrder, { id: order.Id }), {
      token: manager,
      body,
    });
    expect(result.status, result.text).toBe(200);
    return result.json;
  };
  /** The payload fields of a loaded job order. */
  const pick = (order: Omit<JobOrder, 'Id'>): Partial<JobOrderPayload> => {
    const keys = Object.keys(payload()) as (keyof JobOrderPayload)[];
    return Object.fromEntries(keys.map((key) => [key, order[key as keyof typeof order]])) as Partial<JobOrderPayload>;
  };

  const search = (query = '', headers: Record<string, string> = {}) =>
    http<Page<PublicJobSummary> & ApiErrorBody>(s, 'GET', `${API_CALLS.listPublicJobs.path}${query}`, { headers });
  const detail = (id: number, suffix = '') =>
    http<PublicJob & ApiErrorBody>(s, 'GET', `${pathOf(API_CALLS.getPublicJob, { id })}${suffix}`);
  const upload = (body: Buffer, fileName = 'resume.pdf', options: { suffix?: string; ip?: string } = {}) =>
    fetch(
      `${s.baseUrl}${API_CALLS.uploadCareerResume.path}?fileName=${encodeURIComponent(fileName)}${options.suffix ?? ''}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', 'x-forwarded-for': options.ip ?? nextIp() },
        body,
      },
    ).then(async (response) => ({
      status: response.status,
      json: (await response.json()) as CareerResumeUpload & ApiErrorBody,
    }));
  const resumeToken = async (suffix = '') => {
    const result = await upload(PDF, 'My CV.pdf', { suffix });
    expect(result.status).toBe(201);
    return result.json.ResumeToken;
  };
  const application = (change: Partial<CareerApplicationPayload> = {}): CareerApplicationPayload => ({
    FirstName: 'Rosa',
    LastName: 'Diaz',
    Email: unique('rosa'),
    MobilePhone: '+1 713 555 0199',
    Discipline: 'RN',
    LicenseStates: ['TX', 'AZ'],
    ResumeToken: 'none',
    ...change,
  });
  const apply = (jobId: number, body: unknown, suffix = '') =>
    http<{ Message: string } & ApiErrorBody>(s, 'POST', `${pathOf(API_CALLS.applyToJob, { id: jobId })}${suffix}`, {
      body,
    });
  const applicantsOf = (email: string) =>
    db()
      .selectFrom('applicants')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('agency_id', '=', sql<number>`(SELECT id FROM agencies WHERE slug = 'demo')`)
      .execute();
  const submissionsOf = (applicantId: number) =>
    db().selectFrom('submissions').selectAll().where('applicant_id', '=', applicantId).orderBy('id').execute();
  const mailTo = async (email: string) => (await outbox(s)).filter((message) => message.To === email);

  beforeAll(async () => {
    s = await startServer(kind);
    manager = (await signIn(s, 'manager@demo.test')).access_token;
    const list = await http<Page<InstitutionSummary>>(s, 'GET', '/api/institutions?q=bayou', { token: manager });
    bayou = (await http<Institution>(s, 'GET', `/api/institutions/${list.json.Items[0]!.Id}`, { token: manager })).json;
    const all = await http<Page<InstitutionSummary>>(s, 'GET', '/api/institutions?pageSize=100', { token: manager });
    other = all.json.Items.find((each) => each.State !== bayou.State && each.Active)!;
    job.icu = await createJob();
    job.tele = await createJob({
      Title: 'Zephyr Tele LPN, days',
      InstitutionId: other.Id,
      Discipline: 'LPN/LVN',
      Specialty: 'Tele',
      Shift: 'days',
      ShiftHours: 8,
      HoursPerWeek: 40,
      GuaranteedHours: null,
      StartDate: '2031-04-14',
      DurationWeeks: 26,
      EmploymentType: 'local-contract',
      PayHourlyCents: 3000,
      HousingStipendWeeklyCents: 0,
      MealsStipendWeeklyCents: 0,
      LicenseStates: [],
    });
    job.hidden = await createJob({ Title: 'Zephyr OR RN, days', Specialty: 'OR', Public: false });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('searches the public open jobs: words, filters, sorts, pages; hides the facility, bill rate and owner', async () => {
    const found = await search('?q=zephyr');
    expect(found.status).toBe(200);
    expect(found.json.Items.map((item) => item.Id)).toEqual([job.icu.Id, job.tele.Id]);
    expect([found.json.Page, found.json.PageSize, found.json.Total]).toEqual([1, CAREERS_PAGE_SIZE, 2]);
    const icu = found.json.Items[0]!;
    expect(Object.keys(icu).sort()).toEqual(SUMMARY_KEYS);
    expect(icu).toMatchObject({
      Title: 'Zephyr ICU RN, nights',
      City: bayou.City,
      State: bayou.State,
      Discipline: 'RN',
      Specialty: 'ICU',
      WeeklyPayCents: 5100 * 36 + 90000 + 40000,
      StartDate: '2031-03-10',
    });
    expect(Date.parse(icu.PostedAt)).not.toBeNaN();
    for (const secret of [bayou.Name, '12345', 'Owner', 'BillRate', 'Unit']) expect(found.text).not.toContain(secret);

    // Every word somewhere in the title, specialty, city or state's name.
    const stateName = { TX: 'texas' }[bayou.State as 'TX'] ?? bayou.City.toLowerCase();
    expect((await search(`?q=zephyr+${stateName}`)).json.Items.map((item) => item.Id)).toEqual([job.icu.Id]);
    expect((await search(`?q=zephyr+${other.City.toLowerCase()}`)).json.Items.map((item) => item.Id)).toEqual([
      job.tele.Id,
    ]);
    expect((await search('?q=zephyr+tele')).json.Items.map((item) => item.Id)).toEqual([job.tele.Id]);
    const only = async (query: string) => (await search(`?q=zephyr&${query}`)).json.Items.map((item) => item.Id);
    expect(await only('discipline=RN')).toEqual([job.icu.Id]);
    expect(await only('discipline=LPN/LVN,CNA')).toEqual([job.tele.Id]);
    expect(await only('specialty=ICU')).toEqual([job.icu.Id]);
    expect(await only(`state=${other.State}`)).toEqual([job.tele.Id]);
    expect(await only('shift=days')).toEqual([job.tele.Id]);
    expect(await only('employmentType=travel')).toEqual([job.icu.Id]);
    expect(await only('startMonth=2031-04')).toEqual([job.tele.Id]);
    expect(await only('startMonth=2031-05')).toEqual([]);
    // Sorts: start (soonest first), pay (highest first), posted (newest first); either way on request.
    expect(await only('sort=pay')).toEqual([job.icu.Id, job.tele.Id]);
    expect(await only('sort=pay&order=asc')).toEqual([job.tele.Id, job.icu.Id]);
    expect(await only('sort=posted')).toEqual([job.tele.Id, job.icu.Id]);
    expect(await only('sort=start&order=desc')).toEqual([job.tele.Id, job.icu.Id]);
    const second = await search('?q=zephyr&pageSize=1&page=2');
    expect([second.json.Items.map((item) => item.Id), second.json.Total]).toEqual([[job.tele.Id], 2]);

    // The demo's public jobs are there too: only Open ones, and never a facility name.
    const everything = await search('?pageSize=100');
    const open = await db()
      .selectFrom('job_orders')
      .select('id')
      .where('public', '=', true)
      .where('status', '=', 'open')
      .where('agency_id', '=', sql<number>`(SELECT id FROM agencies WHERE slug = 'demo')`)
      .execute();
    expect(everything.json.Total).toBe(open.length);
    expect(everything.json.Total).toBeGreaterThan(10);
    const names = await db().selectFrom('institutions').select('name').execute();
    for (const { name } of names) expect(everything.text).not.toContain(name);
    const starts = everything.json.Items.map((item) => item.StartDate);
    expect(starts).toEqual([...starts].sort());

    // Bad values: 400 with the parameter's message.
    for (const [query, field] of [
      ['discipline=Wizard', 'discipline'],
      ['specialty=Nope', 'specialty'],
      ['state=ZZ', 'state'],
      ['shift=afternoons', 'shift'],
      ['employmentType=gig', 'employmentType'],
      ['startMonth=2031-13', 'startMonth'],
      ['sort=salary', 'sort'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
    ] as const) {
      const refused = await search(`?${query}`);
      expect([refused.status, refused.json.Code, Object.keys(refused.json.Errors ?? {})]).toEqual([
        400,
        'validation_failed',
        [field],
      ]);
    }
  });

  it('shows one public open job in full (no facility, bill rate, owner), else 404 "no longer open"', async () => {
    const shown = await detail(job.icu.Id);
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.json).sort()).toEqual(DETAIL_KEYS);
    expect(shown.json).toMatchObject({
      Id: job.icu.Id,
      EndDate: '2031-06-08',
      PayHourlyCents: 5100,
      HousingStipendWeeklyCents: 90000,
      MealsStipendWeeklyCents: 40000,
      LicenseStates: ['TX'],
      CompactLicenseAccepted: true,
      Certifications: ['BLS', 'ACLS'],
      YearsExperience: 2,
      Description: 'A 24-bed ICU; 1:2 ratio.',
    });
    expect(shown.text).not.toContain(bayou.Name);
    expect(shown.text).not.toContain('12345');
    for (const id of [job.hidden.Id, 999_999]) {
      const missing = await detail(id);
      expect([missing.status, missing.json.Code, missing.json.Message]).toEqual([
        404,
        'not_found',
        CAREERS_MESSAGES.jobNotOpen,
      ]);
    }
    expect((await detail(0)).status).toBe(404);
    expect((await http(s, 'GET', '/api/careers/jobs/abc')).status).toBe(404);
  });

  it('lists a job made public, keeps its posting time, and drops it when closed, filled or made private', async () => {
    const listed = async () => (await search('?q=zephyr')).json.Items.map((item) => item.Id);
    const published = async (id: number) =>
      (
        await db()
          .selectFrom('job_orders')
          .select(['public', 'published_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).published_at;
    const order = await createJob({
      Title: 'Zephyr PACU RN',
      Specialty: 'PACU',
      Public: false,
      StartDate: '2031-05-05',
    });
    expect(order.Public).toBe(false);
    expect(await published(order.Id)).toBeNull();
    expect(await listed()).not.toContain(order.Id);

    let saved = await updateJob(order, { Public: true });
    expect(saved.Public).toBe(true);
    const first = await published(order.Id);
    expect(first).not.toBeNull();
    expect(await listed()).toContain(order.Id);
    const staffList = await http<Page<{ Id: number; Public: boolean }>>(
      s,
      'GET',
      '/api/job-orders?q=zephyr&public=true',
      { token: manager },
    );
    expect(staffList.json.Items.map((item) => item.Id).sort()).toEqual([job.icu.Id, job.tele.Id, order.Id].sort());
    expect(staffList.json.Items.every((item) => item.Public)).toBe(true);
    const hiddenList = await http<Page<{ Id: number }>>(s, 'GET', '/api/job-orders?q=zephyr&public=false', {
      token: manager,
    });
    expect(hiddenList.json.Items.map((item) => item.Id)).toEqual([job.hidden.Id]);
    expect((await http(s, 'GET', '/api/job-orders?public=maybe', { token: manager })).status).toBe(400);

    // An edit that keeps it public keeps its posting time.
    saved = await updateJob(saved, { Description: 'Edited.' });
    expect(await published(order.Id)).toEqual(first);
    expect((await detail(order.Id)).json.PostedAt).toBe(first!.toISOString());

    // Closed: gone from the site; open again: back.
    saved = await updateJob(saved, { Status: 'closed', StatusReason: 'Budget' });
    expect(await listed()).not.toContain(order.Id);
    expect((await detail(order.Id)).json.Message).toBe(CAREERS_MESSAGES.jobNotOpen);
    saved = await updateJob(saved, { Status: 'open', StatusReason: '' });
    expect(await listed()).toContain(order.Id);

    // Filled (placements fill it): gone.
    await db().updateTable('job_orders').set({ status: 'filled' }).where('id', '=', order.Id).execute();
    expect(await listed()).not.toContain(order.Id);
    expect((await detail(order.Id)).status).toBe(404);
    await db().updateTable('job_orders').set({ status: 'open' }).where('id', '=', order.Id).execute();

    // Private: gone, and the posting time cleared (public again later is a new posting).
    await updateJob(saved, { Public: false });
    expect(await listed()).not.toContain(order.Id);
    expect(await published(order.Id)).toBeNull();
  });

  it('takes a resume up to 10 MB by its content, answers a one-time token and keeps only its hash', async () => {
    const nine = await upload(pdfOf(9 * MB), 'nine.pdf');
    expect([nine.status, nine.json.FileName, nine.json.Size]).toEqual([201, 'nine.pdf', 9 * MB]);
    expect(nine.json.ResumeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const atLimit = await upload(pdfOf(RESUME_MAX_BYTES), 'C:\\Users\\me\\limit');
    expect([atLimit.status, atLimit.json.FileName, atLimit.json.Size]).toEqual([201, 'limit.pdf', RESUME_MAX_BYTES]);
    const tooLarge = await upload(pdfOf(RESUME_MAX_BYTES + 1), 'big.pdf');
    expect(tooLarge).toEqual({
      status: 413,
      json: { Code: 'file_too_large', Message: 'The resume must be at most 10 MB.' },
    });
    const exe = await upload(EXE, 'resume.pdf');
    expect([exe.status, exe.json.Code, exe.json.Message]).toEqual([
      400,
      'invalid_file_type',
      'The resume must be a PDF, DOC or DOCX file.',
    ]);
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).json.Code).toBe('invalid_file_type');

    const row = await db()
      .selectFrom('careers_resumes')
      .selectAll()
      .where('token_hash', '=', createHash('sha256').update(nine.json.ResumeToken).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ file_name: 'nine.pdf', size: 9 * MB, content_type: 'application/pdf', used_at: null });
    expect(row.blob_key).toMatch(/^agencies\/\d+\/careers\/resumes\/[0-9a-f-]{36}$/);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(24 * 3_600_000);
    expect(await s.app.services.blobs.exists(row.blob_key)).toBe(true);
    const stored = await db().selectFrom('careers_resumes').select('token_hash').execute();
    expect(stored.some((each) => each.token_hash.includes(nine.json.ResumeToken))).toBe(false);
  });

  it('adds a New Lead from the careers site: source careers, a submission, the resume, one e-mail to register', async () => {
    const body = application({ Email: unique('New.Lead').replace('new', 'New'), ResumeToken: await resumeToken() });
    const email = body.Email.toLowerCase();
    const applied = await apply(job.icu.Id, body);
    expect([applied.status, applied.json]).toEqual([201, { Message: CAREERS_MESSAGES.applied }]);

    const [applicant, ...more] = await applicantsOf(email);
    expect(more).toEqual([]);
    expect(applicant).toMatchObject({
      first_name: 'Rosa',
      last_name: 'Diaz',
      email,
      status: 'lead',
      source: 'careers',
      owner_id: null,
      user_id: null,
      mobile_phone: '+1 713 555 0199',
      discipline: 'RN',
      license_states: ['TX', 'AZ'],
      archived_at: null,
    });
    const submissions = await submissionsOf(applicant!.id);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      job_order_id: job.icu.Id,
      status: 'submitted',
      submitted_by: null,
      submitted_by_name: 'Careers site',
    });
    const events = await db()
      .selectFrom('submission_events')
      .select(['to_status', 'actor_name'])
      .where('submission_id', '=', submissions[0]!.id)
      .execute();
    expect(events).toEqual([{ to_status: 'submitted', actor_name: 'Careers site' }]);
    const documents = await db()
      .selectFrom('applicant_documents')
      .select(['file_name', 'uploaded_by', 'uploaded_by_name', 'replaced_at'])
      .where('applicant_id', '=', applicant!.id)
      .execute();
    expect(documents).toEqual([
      { file_name: 'My CV.pdf', uploaded_by: null, uploaded_by_name: 'Careers site', replaced_at: null },
    ]);
    const activity = await db()
      .selectFrom('applicant_activity')
      .select(['kind', 'text', 'actor_id'])
      .where('applicant_id', '=', applicant!.id)
      .orderBy('id')
      .execute();
    expect(activity).toEqual([
      { kind: 'created', text: `Applied on the careers site for ${job.icu.Title}`, actor_id: null },
      { kind: 'document', text: 'Resume uploaded on the careers site: My CV.pdf (PDF)', actor_id: null },
    ]);

    // Staff see it: the source and the submission.
    const staffView = await http<{ Source: string }>(s, 'GET', `/api/applicants/${applicant!.id}`, { token: manager });
    expect(staffView.json.Source).toBe('careers');

    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.Kind).toBe('careers-application');
    expect(mail[0]!.Subject).toBe(`Your application to Demo Healthcare Staffing: ${job.icu.Title}`);
    expect(mail[0]!.Text).toContain(`register on our portal with this e-mail address (${email})`);
    expect(mail[0]!.Text).toContain(`${s.baseUrl}/registration`);
    expect(mail[0]!.Text).not.toContain('/login');

    // The token is spent: another job with it is refused.
    const reused = await apply(job.tele.Id, body);
    expect([reused.status, reused.json.Code, reused.json.Message]).toEqual([
      400,
      'resume_token_invalid',
      CAREERS_MESSAGES.resumeTokenInvalid,
    ]);
    // The same application again (a retried request): the same answer, nothing added.
    const again = await apply(job.icu.Id, body);
    expect([again.status, again.json.Message]).toEqual([201, CAREERS_MESSAGES.applied]);
    expect(await applicantsOf(email)).toHaveLength(1);
    expect(await submissionsOf(applicant!.id)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('makes one applicant and one submission of two identical applications sent at once', async () => {
    const body = application({ ResumeToken: await resumeToken() });
    const answers = await Promise.all([apply(job.icu.Id, body), apply(job.icu.Id, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const applicants = await applicantsOf(body.Email);
    expect(applicants).toHaveLength(1);
    expect(await submissionsOf(applicants[0]!.id)).toHaveLength(1);
    expect(await mailTo(body.Email)).toHaveLength(1);

    // Two uploads (two tokens) of one person at once: still one record and one submission.
    const twice = application();
    const tokens = await Promise.all([resumeToken(), resumeToken()]);
    const both = await Promise.all(tokens.map((token) => apply(job.tele.Id, { ...twice, ResumeToken: token })));
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    const one = await applicantsOf(twice.Email);
    expect(one).toHaveLength(1);
    expect(await submissionsOf(one[0]!.id)).toHaveLength(1);
    const current = await db()
      .selectFrom('applicant_documents')
      .select('id')
      .where('applicant_id', '=', one[0]!.id)
      .where('replaced_at', 'is', null)
      .execute();
    expect(current).toHaveLength(1);
  });

  it('finds the same applicant for another job: two submissions; the record and its resume stay until confirmed', async () => {
    const email = unique('two.jobs');
    expect((await apply(job.icu.Id, application({ Email: email, ResumeToken: await resumeToken() }))).status).toBe(201);
    const second = await apply(
      job.tele.Id,
      application({
        Email: email.toUpperCase(),
        FirstName: 'Someone',
        MobilePhone: '+1 000 000 0000',
        LicenseStates: ['CA'],
        ResumeToken: await resumeToken(),
      }),
    );
    expect(second.status).toBe(201);
    const [applicant, ...more] = await applicantsOf(email);
    expect(more).toEqual([]);
    // An anonymous application changes nothing of an existing record (issue 27): it waits apart.
    expect(applicant).toMatchObject({
      first_name: 'Rosa',
      mobile_phone: '+1 713 555 0199',
      license_states: ['TX', 'AZ'],
    });
    expect((await submissionsOf(applicant!.id)).map((row) => row.job_order_id)).toEqual([job.icu.Id, job.tele.Id]);
    const documents = () =>
      db()
        .selectFrom('applicant_documents')
        .select(['replaced_at'])
        .where('applicant_id', '=', applicant!.id)
        .orderBy('id')
        .execute();
    expect((await documents()).map((row) => row.replaced_at === null)).toEqual([true]);
    const mail = await mailTo(email);
    expect(mail).toHaveLength(2);
    // The second e-mail's link confirms it: the license state is added, the new resume current.
    const link = mail.map((each) => /\/careers\/confirm\?token=([A-Za-z0-9_-]+)/.exec(each.Text)).find(Boolean);
    expect(mail.filter((each) => each.Text.includes('/careers/confirm'))).toHaveLength(1);
    const token = link![1]!;
    const confirmed = await http<{ Message: string }>(s, 'POST', API_CALLS.confirmCareerApplication.path, {
      body: { Token: token },
    });
    expect([confirmed.status, confirmed.json.Message]).toEqual([200, CAREERS_MESSAGES.confirmed]);
    expect((await applicantsOf(email))[0]).toMatchObject({
      first_name: 'Rosa',
      mobile_phone: '+1 713 555 0199',
      license_states: ['TX', 'AZ', 'CA'],
    });
    expect((await documents()).map((row) => row.replaced_at === null)).toEqual([false, true]);
  });

  it("keeps an archived applicant of the e-mail archived and staff's entries as they are until confirmed", async () => {
    const email = unique('archived');
    const created = await http<{ ApplicantId: number }>(s, 'POST', API_CALLS.createApplicant.path, {
      token: manager,
      body: { FirstName: 'Ana', LastName: 'Staff', Email: email, MobilePhone: '+1 512 555 0101' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.ApplicantId;
    await db()
      .updateTable('applicants')
      .set({ archived_at: sql<Date>`now() - interval '90 days'` })
      .where('id', '=', id)
      .execute();
    const applied = await apply(job.icu.Id, application({ Email: email, ResumeToken: await resumeToken() }));
    expect(applied.status).toBe(201);
    const [applicant, ...more] = await applicantsOf(email);
    expect(more).toEqual([]);
    expect(applicant).toMatchObject({
      id,
      first_name: 'Ana',
      last_name: 'Staff',
      mobile_phone: '+1 512 555 0101',
      discipline: null,
    });
    expect(applicant!.archived_at).not.toBeNull();
    const activity = await db()
      .selectFrom('applicant_activity')
      .select(['kind', 'text'])
      .where('applicant_id', '=', id)
      .where('kind', 'in', ['restored', 'updated'])
      .orderBy('id')
      .execute();
    expect(activity.slice(-1)).toEqual([
      {
        kind: 'updated',
        text: `Applied on the careers site for ${job.icu.Title}: not confirmed yet, kept apart from the record`,
      },
    ]);
    // The submission is there for staff; the e-mail asks to confirm.
    expect((await submissionsOf(id)).map((row) => row.job_order_id)).toEqual([job.icu.Id]);
    expect((await mailTo(email))[0]!.Text).toContain(`${s.baseUrl}/careers/confirm?token=`);
  });

  it("e-mails an applicant who has an account a link to sign in, on that account's record", async () => {
    const email = 'applicant@demo.test';
    const before = await applicantsOf(email);
    expect(before).toHaveLength(1);
    expect((await apply(job.tele.Id, application({ Email: email, ResumeToken: await resumeToken() }))).status).toBe(
      201,
    );
    expect((await applicantsOf(email)).map((row) => row.id)).toEqual([before[0]!.id]);
    const [mail] = await mailTo(email).then((all) => all.filter((m) => m.Kind === 'careers-application'));
    expect(mail!.Text).toContain(`${s.baseUrl}/login`);
    expect(mail!.Text).not.toContain('/registration');
  });

  it('gives the careers lead to the account registered later with its e-mail (one record, linked)', async () => {
    const email = unique('registers');
    expect((await apply(job.icu.Id, application({ Email: email, ResumeToken: await resumeToken() }))).status).toBe(201);
    const [lead] = await applicantsOf(email);
    const registered = await http<RegistrationResponse>(s, 'POST', API_CALLS.register.path, {
      body: { First_Name: 'Rosa', Last_Name: 'Diaz', Email: email, Password: PASSWORD, Middle_Name: '' },
    });
    expect(registered.status, registered.text).toBe(201);
    // Linked once the e-mail is verified, never before (security-registration.test.ts).
    expect(registered.json.ApplicantId).toBeNull();
    expect((await applicantsOf(email))[0]).toMatchObject({ id: lead!.id, user_id: null });
    const session = await signIn(s, email);
    const verified = await http<boolean>(s, 'POST', API_CALLS.verify.path, {
      token: session.access_token,
      body: { verificationCode: await latestCode(s, email) },
    });
    expect(verified.json).toBe(true);
    const after = await applicantsOf(email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: lead!.id, user_id: registered.json.UserId, source: 'careers' });
    const linked = await db()
      .selectFrom('applicant_activity')
      .select('text')
      .where('applicant_id', '=', lead!.id)
      .where('kind', '=', 'updated')
      .execute();
    expect(linked).toEqual([{ text: ACCOUNT_LINKED_TEXT }]);
    // And the account signs in as that applicant.
    expect(decodeJwt((await signIn(s, email)).access_token).payload).toMatchObject({ applicant_id: lead!.id });
    // A new e-mail still gets a new record of its own.
    const fresh = unique('fresh');
    const plain = await http<RegistrationResponse>(s, 'POST', API_CALLS.register.path, {
      body: { First_Name: 'New', Last_Name: 'Person', Email: fresh, Password: PASSWORD, Middle_Name: '' },
    });
    expect(plain.status).toBe(201);
    expect((await applicantsOf(fresh)).map((row) => [row.id, row.source])).toEqual([
      [plain.json.ApplicantId, 'portal'],
    ]);
  });

  it('refuses an expired, unknown or other agency token, and a job that is not public and open', async () => {
    const token = await resumeToken();
    await db()
      .updateTable('careers_resumes')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    for (const resume of [token, 'not-a-token', await resumeToken('&old=acme')]) {
      const refused = await apply(job.icu.Id, application({ ResumeToken: resume }));
      expect([refused.status, refused.json.Code, refused.json.Message]).toEqual([
        400,
        'resume_token_invalid',
        CAREERS_MESSAGES.resumeTokenInvalid,
      ]);
    }
    for (const id of [job.hidden.Id, 999_999]) {
      const refused = await apply(id, application({ ResumeToken: await resumeToken() }));
      expect([refused.status, refused.json.Code, refused.json.Message]).toEqual([
        404,
        'not_found',
        CAREERS_MESSAGES.jobNotOpen,
      ]);
    }
    // Nothing was added by the refusals.
    expect(await applicantsOf(application().Email)).toEqual([]);
  });

  it("keeps agencies apart: acme lists none of demo's jobs and cannot apply to them", async () => {
    const acme = await search('?pageSize=100&old=acme');
    expect([acme.status, acme.json.Total, acme.json.Items]).toEqual([200, 0, []]);
    expect((await search('', { host: 'acme.portal.example.com' })).json.Total).toBe(0);
    expect((await detail(job.icu.Id, '?old=acme')).status).toBe(404);
    const email = unique('acme');
    const refused = await apply(
      job.icu.Id,
      application({ Email: email, ResumeToken: await resumeToken('&old=acme') }),
      '?old=acme',
    );
    expect([refused.status, refused.json.Message]).toEqual([404, CAREERS_MESSAGES.jobNotOpen]);
    expect(await db().selectFrom('applicants').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it("refuses bad bodies with the schema's messages", async () => {
    const empty = await apply(job.icu.Id, {});
    expect([empty.status, empty.json.Code]).toEqual([400, 'validation_failed']);
    expect(empty.json.Errors).toEqual({
      FirstName: messages.registration.firstNameRequired,
      LastName: messages.registration.lastNameRequired,
      Email: am.emailRequired,
      MobilePhone: am.mobilePhoneRequired,
      Discipline: am.disciplineRequired,
      LicenseStates: am.licenseStatesRequired,
      ResumeToken: am.resumeRequired,
    });
    const wrong = await apply(
      job.icu.Id,
      application({ Email: 'not-an-email', MobilePhone: 'call me', LicenseStates: [], Discipline: 'Wizard' as 'RN' }),
    );
    expect(wrong.json.Errors).toEqual({
      Email: am.emailInvalid,
      MobilePhone: am.mobilePhoneInvalid,
      Discipline: am.disciplineRequired,
      LicenseStates: am.licenseStatesRequired,
    });
    expect((await apply(job.icu.Id, [])).json.Code).toBe('invalid_body');
  });

  it('prunes the resumes that expired unused (row and bytes), hourly; used ones stay', async () => {
    const token = await resumeToken();
    const hash = createHash('sha256').update(token).digest('hex');
    const row = await db()
      .selectFrom('careers_resumes')
      .select(['blob_key'])
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    const used = await db()
      .selectFrom('careers_resumes')
      .select(['id', 'blob_key'])
      .where('used_at', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('careers_resumes')
      .set({ expires_at: sql<Date>`now() - interval '1 hour'` })
      .where((eb) => eb.or([eb('token_hash', '=', hash), eb('id', '=', used.id)]))
      .execute();
    expect(await pruneCareerResumes(db(), s.app.services.blobs, new Date())).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('careers_resumes').select('id').where('token_hash', '=', hash).execute()).toEqual([]);
    expect(await s.app.services.blobs.exists(row.blob_key)).toBe(false);
    expect(await db().selectFrom('careers_resumes').select('id').where('id', '=', used.id).execute()).toHaveLength(1);
    expect(await s.app.services.blobs.exists(used.blob_key)).toBe(true);
    const queued = await db()
      .selectFrom('jobs')
      .select(['status'])
      .where('kind', '=', CAREERS_RESUME_PRUNE_JOB)
      .execute();
    expect(queued.some((job) => job.status === 'pending')).toBe(true);
  });
});

describe('the careers limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', {
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          careersResume: { max: 2, windowMs: 60_000 },
          careersApply: { max: 2, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('limits uploads and applications per address (429)', async () => {
    const ip = nextIp();
    const send = () =>
      fetch(`${s.baseUrl}${API_CALLS.uploadCareerResume.path}?fileName=a.pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', 'x-forwarded-for': ip },
        body: PDF,
      }).then((response) => response.status);
    expect([await send(), await send(), await send()]).toEqual([201, 201, 429]);
    const applyIp = nextIp();
    const apply = () =>
      http<ApiErrorBody>(s, 'POST', pathOf(API_CALLS.applyToJob, { id: 1 }), { body: {}, ip: applyIp });
    expect([(await apply()).status, (await apply()).status, (await apply()).status]).toEqual([400, 400, 429]);
  });
});
