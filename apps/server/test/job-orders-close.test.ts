import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
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
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// Issue 28, item 13: "a job order closed as 'filled with its own staff' shows a Placed submission". A Closed or
// Cancelled job order is one the agency fills none of: closing it is refused while a submission is Placed
// (lower the openings and it is Filled, or withdraw the placement), closing it withdraws the submissions
// still under way (with their history), a submission of it can only be declined or withdrawn, and the demo
// has no such contradiction.

const OWN_STAFF = 'The facility filled it with its own staff';

describe.each(DB_KINDS)('closing a job order on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'manager' | 'recruiter', string>;
  let institution: Institution;

  beforeAll(async () => {
    s = await startServer(kind);
    for (const who of ['manager', 'recruiter'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
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

  const payload = (change: Partial<JobOrderPayload> = {}): JobOrderPayload => ({
    Title: 'Med-Surg RN, nights',
    InstitutionId: institution.Id,
    Unit: '',
    Discipline: 'RN',
    Specialty: null,
    Shift: 'nights',
    ShiftHours: 12,
    HoursPerWeek: 36,
    GuaranteedHours: null,
    StartDate: '2027-03-01',
    DurationWeeks: 13,
    Openings: 2,
    EmploymentType: 'travel',
    PayHourlyCents: 4200,
    HousingStipendWeeklyCents: 70000,
    MealsStipendWeeklyCents: 35000,
    OvertimeHourlyCents: null,
    BillRateCents: null,
    LicenseStates: [],
    CompactLicenseAccepted: true,
    Certifications: ['BLS'],
    YearsExperience: 1,
    Emr: '',
    InterviewRequired: false,
    Description: '',
    Status: 'open',
    StatusReason: '',
    OwnerId: null,
    Public: false,
    ...change,
  });
  const save = (id: number, change: Partial<JobOrderPayload>) =>
    http<JobOrder & ApiErrorBody>(s, 'PUT', `/api/job-orders/${id}`, {
      token: token.manager,
      body: payload(change),
    });
  const move = (id: number, Status: string) =>
    http<SubmissionStatusResult & ApiErrorBody>(s, 'POST', `/api/submissions/${id}/status`, {
      token: token.manager,
      body: { Status },
    });
  const submissionsOf = async (jobOrderId: number) =>
    (await http<Submission[]>(s, 'GET', `/api/job-orders/${jobOrderId}/submissions`, { token: token.recruiter })).json;

  /** A new open job order with two submissions of the recruiter's applicants (one placed). */
  const withPlacement = async () => {
    const created = await http<JobOrder>(s, 'POST', '/api/job-orders', { token: token.manager, body: payload() });
    expect(created.status, created.text).toBe(201);
    const order = created.json;
    const applicants = (
      await http<Page<ApplicantSummary>>(s, 'GET', '/api/applicants?owner=mine&status=phone-screened&pageSize=10', {
        token: token.recruiter,
      })
    ).json.Items;
    const submitted = await http<SubmitApplicantsResult>(s, 'POST', `/api/job-orders/${order.Id}/submissions`, {
      token: token.recruiter,
      body: { ApplicantIds: applicants.slice(0, 2).map((applicant) => applicant.ApplicantId) },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const [placed, other] = submitted.json.Created;
    expect((await move(placed!.Id, 'placed')).json).toMatchObject({ JobOrderStatus: 'open', JobOrderFilled: 1 });
    return { order, placed: placed!, other: other! };
  };

  it('refuses to close or cancel a job order while a submission is Placed, and changes nothing', async () => {
    const { order, other } = await withPlacement();
    for (const Status of ['closed', 'cancelled'] as const) {
      const refused = await save(order.Id, { Status, StatusReason: OWN_STAFF });
      const message = `1 applicant is placed on this job order, so it cannot be ${Status}: lower its openings to 1 and it becomes Filled, or withdraw the placement first.`;
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ Code: 'job_order_has_placements', Message: message, Errors: { Status: message } });
    }
    const after = (await http<JobOrder>(s, 'GET', `/api/job-orders/${order.Id}`, { token: token.manager })).json;
    expect([after.Status, after.StatusReason, after.Filled]).toEqual(['open', '', 1]);
    expect((await submissionsOf(order.Id)).find((entry) => entry.Id === other.Id)?.Status).toBe('submitted');
    // The way the message names: the openings lowered to the placements make it Filled.
    const lowered = await save(order.Id, { Openings: 1 });
    expect(lowered.status, lowered.text).toBe(200);
    expect(lowered.json.Status).toBe('filled');
  });

  it('closes once the placement is withdrawn, withdrawing the submissions still under way', async () => {
    const { order, placed, other } = await withPlacement();
    expect((await move(placed.Id, 'withdrawn')).status).toBe(200);
    const closed = await save(order.Id, { Status: 'closed', StatusReason: OWN_STAFF });
    expect(closed.status, closed.text).toBe(200);
    expect([closed.json.Status, closed.json.StatusReason, closed.json.Filled]).toEqual(['closed', OWN_STAFF, 0]);
    const entries = await submissionsOf(order.Id);
    expect(entries.map((entry) => entry.Status)).toEqual(['withdrawn', 'withdrawn']);
    expect(entries.find((entry) => entry.Id === other.Id)?.History.at(-1)).toMatchObject({
      From: 'submitted',
      To: 'withdrawn',
      Note: `Job order closed: ${OWN_STAFF}`,
      By: 'Mona Manager',
    });
  });

  it('lets a submission of a Closed job order only be declined or withdrawn', async () => {
    const { order, placed, other } = await withPlacement();
    await move(placed.Id, 'withdrawn');
    expect((await save(order.Id, { Status: 'closed', StatusReason: OWN_STAFF })).status).toBe(200);
    for (const status of ['placed', 'offer', 'submitted']) {
      const refused = await move(other.Id, status);
      expect([status, refused.status, refused.json.Code]).toEqual([status, 409, 'job_order_ended']);
      expect(refused.json.Message).toBe(
        'This job order is closed: its submissions can only be declined or withdrawn. Re-open it first.',
      );
    }
    expect((await move(other.Id, 'declined')).status).toBe(200);
    // Re-opened, it places again.
    expect((await save(order.Id, { Status: 'open' })).status).toBe(200);
    expect((await move(other.Id, 'placed')).status).toBe(200);
  });

  it('seeds no Closed or Cancelled demo job order with a placement or a submission under way', async () => {
    const ended = (
      await http<Page<JobOrderSummary>>(s, 'GET', '/api/job-orders?status=closed,cancelled&pageSize=100', {
        token: token.recruiter,
      })
    ).json.Items.filter((item) => item.Title !== 'Med-Surg RN, nights');
    expect(ended.length).toBe(16);
    let submissions = 0;
    for (const item of ended) {
      expect([item.Id, item.Filled]).toEqual([item.Id, 0]);
      for (const entry of await submissionsOf(item.Id)) {
        submissions += 1;
        expect([item.Id, entry.Status]).toEqual([item.Id, expect.stringMatching(/^(declined|withdrawn)$/)]);
      }
    }
    expect(submissions).toBeGreaterThan(0);
  });
});
