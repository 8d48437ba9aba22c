import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MessageSummary,
  MessageTemplate,
  Applicant,
  ApplicantSummary,
  Institution,
  JobOrder,
  JobOrderPayload,
  JobOrderSummary,
  Page,
  Submission,
  SubmissionStatusResult,
  SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { SUBMISSION_EDIT_MESSAGE } from '../src/features/job-orders/submissions';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// Submissions (issue 13): applicants submitted to a job order once (a second attempt is reported, never
// duplicated, even at the same moment), statuses with their history, Offer and Placed moving the applicant in
// the pipeline, placements filling the job order, who may move what, and the agency's walls.

describe.each(DB_KINDS)('submissions on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'manager' | 'recruiter' | 'supervisor' | 'admin' | 'acme', string>;
  let institution: Institution;

  beforeAll(async () => {
    s = await startServer(kind);
    for (const who of ['manager', 'recruiter', 'supervisor', 'admin'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const found = await http<Page<{ Id: number }>>(s, 'GET', '/api/institutions?q=desert%20sun', {
      token: token.recruiter,
    });
    institution = (
      await http<Institution>(s, 'GET', `/api/institutions/${found.json.Items[0]!.Id}`, { token: token.recruiter })
    ).json;
  });
  afterAll(async () => {
    await s?.close();
  });

  const jobOrder = async (change: Partial<JobOrderPayload> = {}) => {
    const created = await http<JobOrder>(s, 'POST', '/api/job-orders', {
      token: token.manager,
      body: {
        Title: 'Cardiac ICU RN, days',
        InstitutionId: institution.Id,
        Unit: 'Cardiac ICU',
        Discipline: 'RN',
        Specialty: 'ICU',
        Shift: 'days',
        ShiftHours: 12,
        HoursPerWeek: 36,
        GuaranteedHours: null,
        StartDate: '2027-02-01',
        DurationWeeks: 13,
        Openings: 1,
        EmploymentType: 'travel',
        PayHourlyCents: 4400,
        HousingStipendWeeklyCents: 70000,
        MealsStipendWeeklyCents: 35000,
        OvertimeHourlyCents: null,
        BillRateCents: null,
        LicenseStates: [],
        CompactLicenseAccepted: true,
        Certifications: ['BLS'],
        YearsExperience: 1,
        Emr: '',
        InterviewRequired: true,
        Description: '',
        Status: 'open',
        StatusReason: '',
        OwnerId: null,
        Public: false,
        ...change,
      } satisfies JobOrderPayload,
    });
    expect(created.status, created.text).toBe(201);
    return created.json;
  };
  /** Applicants the recruiter owns at an open stage before an offer, each handed out once. */
  let pool: ApplicantSummary[] | null = null;
  const take = async (count: number) => {
    pool ??= (
      await http<Page<ApplicantSummary>>(
        s,
        'GET',
        '/api/applicants?owner=mine&status=lead,paper-screened,phone-screened,final-interview&pageSize=100',
        { token: token.recruiter },
      )
    ).json.Items;
    expect(pool.length, 'the recruiter owns too few applicants at an open stage').toBeGreaterThanOrEqual(count);
    return pool.splice(0, count);
  };
  const submit = (jobOrderId: number, ids: number[], who: keyof typeof token = 'recruiter', note?: string) =>
    http<SubmitApplicantsResult & { Message: string; Code: string; Errors: Record<string, string> }>(
      s,
      'POST',
      `/api/job-orders/${jobOrderId}/submissions`,
      { token: token[who], body: { ApplicantIds: ids, Note: note } },
    );
  const move = (id: number, body: Record<string, unknown>, who: keyof typeof token = 'recruiter') =>
    http<SubmissionStatusResult & { Message: string; Code: string; Errors: Record<string, string> }>(
      s,
      'POST',
      `/api/submissions/${id}/status`,
      { token: token[who], body },
    );

  it('submits applicants once: a second attempt is reported, two at the same moment make one', async () => {
    const order = await jobOrder();
    const [first, second] = await take(2);
    const created = await submit(
      order.Id,
      [first!.ApplicantId, second!.ApplicantId],
      'recruiter',
      'Both have cardiac experience',
    );
    expect(created.status).toBe(201);
    expect(created.json.AlreadySubmitted).toEqual([]);
    expect(created.json.Created.map((entry) => [entry.ApplicantId, entry.Status, entry.SubmittedBy])).toEqual([
      [first!.ApplicantId, 'submitted', 'Rita Recruiter'],
      [second!.ApplicantId, 'submitted', 'Rita Recruiter'],
    ]);
    expect(created.json.Created[0]!.History).toEqual([
      {
        From: null,
        To: 'submitted',
        Note: 'Both have cardiac experience',
        By: 'Rita Recruiter',
        At: expect.any(String),
      },
    ]);
    const again = await submit(order.Id, [first!.ApplicantId]);
    expect(again.status).toBe(201);
    expect(again.json.Created).toEqual([]);
    expect(again.json.AlreadySubmitted).toEqual([
      {
        ApplicantId: first!.ApplicantId,
        ApplicantName: `${first!.FirstName} ${first!.LastName}`,
        SubmissionId: created.json.Created[0]!.Id,
      },
    ]);
    // Two clicks at once: one submission.
    const other = await jobOrder({ Title: 'Race' });
    const [a, b] = await Promise.all([submit(other.Id, [first!.ApplicantId]), submit(other.Id, [first!.ApplicantId])]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.Created.length + b.json.Created.length).toBe(1);
    const listed = await http<Submission[]>(s, 'GET', `/api/job-orders/${other.Id}/submissions`, {
      token: token.recruiter,
    });
    expect(listed.json).toHaveLength(1);
    const ofApplicant = await http<Submission[]>(s, 'GET', `/api/applicants/${first!.ApplicantId}/submissions`, {
      token: token.recruiter,
    });
    expect(ofApplicant.json.map((entry) => entry.JobOrderId)).toEqual(expect.arrayContaining([order.Id, other.Id]));
  });

  it('refuses a job order that is not Open, applicants not in the agency, and bad bodies', async () => {
    const held = await jobOrder({ Status: 'on-hold', StatusReason: 'Budget review' });
    const [applicant] = await take(1);
    const refused = await submit(held.Id, [applicant!.ApplicantId]);
    expect([refused.status, refused.json.Code, refused.json.Message]).toEqual([
      409,
      'job_order_not_open',
      'This job order is on hold: it takes no submissions.',
    ]);
    const order = await jobOrder();
    const unknown = await submit(order.Id, [999_999]);
    expect([unknown.status, unknown.json.Errors]).toEqual([
      400,
      { ApplicantIds: 'Some of these applicants are not in your agency, or are archived.' },
    ]);
    for (const body of [{}, { ApplicantIds: [] }, { ApplicantIds: ['1'] }, { ApplicantIds: [1], Note: 5 }]) {
      const bad = await http(s, 'POST', `/api/job-orders/${order.Id}/submissions`, { token: token.recruiter, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await submit(999_999, [applicant!.ApplicantId])).status).toBe(404);
  });

  it('moves a submission through Interview, Offer (applicant Offered) and Placed (applicant Accepted, job order Filled); a withdrawal opens it again', async () => {
    const order = await jobOrder();
    const [applicant, other] = await take(2);
    const created = (await submit(order.Id, [applicant!.ApplicantId, other!.ApplicantId])).json.Created;
    const [mine, theirs] = created;

    const noTime = await move(mine!.Id, { Status: 'interview' });
    expect([noTime.status, noTime.json.Errors]).toEqual([400, { InterviewAt: 'Give the interview’s date and time.' }]);
    const interview = await move(mine!.Id, {
      Status: 'interview',
      InterviewAt: '2027-01-20T15:30:00.000Z',
      Note: 'Video',
    });
    expect(interview.status).toBe(200);
    expect(interview.json.Submission).toMatchObject({ Status: 'interview', InterviewAt: '2027-01-20T15:30:00.000Z' });

    const offer = await move(mine!.Id, { Status: 'offer', MoveApplicant: true, Note: 'Verbal offer' });
    expect(offer.status).toBe(200);
    expect(offer.json.Submission.ApplicantStatus).toBe('offered');
    const offered = await http<Applicant>(s, 'GET', `/api/applicants/${applicant!.ApplicantId}`, {
      token: token.recruiter,
    });
    expect(offered.json.Status).toBe('offered');

    const placed = await move(mine!.Id, { Status: 'placed', MoveApplicant: true });
    expect(placed.json).toMatchObject({ JobOrderStatus: 'filled', JobOrderFilled: 1, JobOrderOpenings: 1 });
    expect(placed.json.Submission.ApplicantStatus).toBe('accepted');
    expect(placed.json.Submission.History.map((event) => [event.From, event.To])).toEqual([
      [null, 'submitted'],
      ['submitted', 'interview'],
      ['interview', 'offer'],
      ['offer', 'placed'],
    ]);
    expect(placed.json.Submission.History[1]!.Note).toBe('Video · Interview 2027-01-20T15:30:00.000Z');
    const filled = await http<JobOrder>(s, 'GET', `/api/job-orders/${order.Id}`, { token: token.recruiter });
    expect([filled.json.Status, filled.json.Filled]).toEqual(['filled', 1]);
    // A Filled job order takes no more submissions.
    const [late] = await take(1);
    expect((await submit(order.Id, [late!.ApplicantId])).status).toBe(409);

    const same = await move(mine!.Id, { Status: 'placed' });
    expect([same.status, same.json.Message]).toEqual([409, 'The submission is already Placed.']);
    const withdrawn = await move(mine!.Id, { Status: 'withdrawn', Note: 'Took another assignment' });
    expect(withdrawn.json).toMatchObject({ JobOrderStatus: 'open', JobOrderFilled: 0 });
    expect((await move(theirs!.Id, { Status: 'withdrawn' })).status).toBe(200);
  });

  it('lets the owners, the submitter and supervisors move a submission; nobody else', async () => {
    const order = await jobOrder();
    // The admin submits an applicant the recruiter does not own.
    const others = await http<Page<ApplicantSummary>>(s, 'GET', '/api/applicants?owner=unassigned&pageSize=1', {
      token: token.admin,
    });
    const created = (await submit(order.Id, [others.json.Items[0]!.ApplicantId], 'admin')).json.Created[0]!;
    const refused = await move(created.Id, { Status: 'sent-to-facility' }, 'recruiter');
    expect([refused.status, refused.json.Message]).toEqual([403, SUBMISSION_EDIT_MESSAGE]);
    expect((await move(created.Id, { Status: 'sent-to-facility' }, 'supervisor')).status).toBe(200);

    // The recruiter submits the supervisor's applicant: they may move the submission (they submitted it), but
    // not the applicant through an offer: the whole change is refused and nothing moves.
    const supervisors = await http<Page<ApplicantSummary>>(
      s,
      'GET',
      '/api/applicants?owner=mine&status=phone-screened,final-interview&pageSize=1',
      { token: token.supervisor },
    );
    const theirApplicant = supervisors.json.Items[0]!;
    const submitted = (await submit(order.Id, [theirApplicant.ApplicantId])).json.Created[0]!;
    expect((await move(submitted.Id, { Status: 'sent-to-facility' })).status).toBe(200);
    const offer = await move(submitted.Id, { Status: 'offer', MoveApplicant: true });
    expect(offer.status).toBe(403);
    const after = await http<Submission[]>(s, 'GET', `/api/applicants/${theirApplicant.ApplicantId}/submissions`, {
      token: token.recruiter,
    });
    expect(after.json.find((entry) => entry.Id === submitted.Id)).toMatchObject({
      Status: 'sent-to-facility',
      ApplicantStatus: theirApplicant.Status,
    });
  });

  it('keeps the agencies apart, and the demo consistent', async () => {
    const order = await jobOrder();
    const [applicant] = await take(1);
    const created = (await submit(order.Id, [applicant!.ApplicantId])).json.Created[0]!;
    const acme = { token: token.acme, headers: { host: 'acme.localhost' } };
    expect((await http(s, 'GET', `/api/job-orders/${order.Id}/submissions`, acme)).status).toBe(404);
    expect((await http(s, 'GET', `/api/applicants/${applicant!.ApplicantId}/submissions`, acme)).status).toBe(404);
    expect(
      (await http(s, 'POST', `/api/submissions/${created.Id}/status`, { ...acme, body: { Status: 'withdrawn' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await http(s, 'POST', `/api/job-orders/${order.Id}/submissions`, {
          ...acme,
          body: { ApplicantIds: [applicant!.ApplicantId] },
        })
      ).status,
    ).toBe(404);

    // Every demo job order that is Filled has a placement for each opening.
    const filled = await http<Page<JobOrderSummary>>(s, 'GET', '/api/job-orders?status=filled&pageSize=100', {
      token: token.recruiter,
    });
    expect(filled.json.Total).toBe(14);
    expect(filled.json.Items.every((item) => item.Filled === item.Openings)).toBe(true);
    const statuses = new Set<string>();
    for (const item of (
      await http<Page<JobOrderSummary>>(s, 'GET', '/api/job-orders?pageSize=100', { token: token.recruiter })
    ).json.Items)
      for (const entry of (
        await http<Submission[]>(s, 'GET', `/api/job-orders/${item.Id}/submissions`, { token: token.recruiter })
      ).json)
        statuses.add(entry.Status);
    expect([...statuses].sort()).toEqual(
      ['declined', 'interview', 'offer', 'placed', 'sent-to-facility', 'submitted', 'withdrawn'].sort(),
    );
  });
  it("tells the automatic messages of the applicant's move on an Offer", async () => {
    const template = await http<MessageTemplate>(s, 'POST', '/api/message-templates', {
      token: token.manager,
      body: {
        Channel: 'email',
        Name: 'Offer congratulations',
        Subject: 'Congratulations, {{applicant.firstName}}',
        Body: 'You have an offer.',
        Scope: 'agency',
        Marketing: false,
      },
    });
    expect(template.status, template.text).toBe(201);
    const saved = await http(s, 'PUT', '/api/message-automations', {
      token: token.manager,
      body: [{ Status: 'offered', TemplateId: template.json.TemplateId }],
    });
    expect(saved.status, saved.text).toBe(200);
    const order = await jobOrder({ Title: 'Offer automation RN' });
    const [applicant] = await take(1);
    const created = await submit(order.Id, [applicant!.ApplicantId]);
    const submissionId = created.json.Created[0]!.Id;
    expect((await move(submissionId, { Status: 'offer', MoveApplicant: true })).status).toBe(200);
    const thread = await http<MessageSummary[]>(s, 'GET', `/api/applicants/${applicant!.ApplicantId}/messages`, {
      token: token.recruiter,
    });
    expect(thread.json.filter((message) => message.TemplateName === 'Offer congratulations')).toEqual([
      expect.objectContaining({ Automatic: true, Subject: `Congratulations, ${applicant!.FirstName}` }),
    ]);
  });
});
