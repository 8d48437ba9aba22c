import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Applicant,
  ApplicantMatch,
  CreateApplicantPayload,
  Institution,
  JobOrder,
  JobOrderMatch,
  JobOrderPayload,
  PositionPage,
  Submission,
} from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// Matching and the Position List (issue 13), in agency `acme` (no demo data: every number is this file's):
// applicants ranked for a job order with why and what is missing, Open job orders ranked for an applicant,
// the report's rows, totals, filters, sorts and CSV, and the agency's walls.

type Answer<T> = T & { Message: string; Code: string; Errors: Record<string, string> };

describe.each(DB_KINDS)('matching and the Position List on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'acme' | 'acmeRecruiter' | 'demo', string>;
  let facility: Institution;
  let icu: JobOrder;
  let onHold: JobOrder;
  let closed: JobOrder;
  let lpn: JobOrder;
  let strong: Applicant;
  let weak: Applicant;
  let otherDiscipline: Applicant;
  let rejected: Applicant;

  const applicant = async (body: CreateApplicantPayload) => {
    const created = await http<Applicant>(s, 'POST', '/api/applicants', { token: token.acme, body });
    expect(created.status, created.text).toBe(201);
    return created.json;
  };
  const jobOrder = async (change: Partial<JobOrderPayload>) => {
    const created = await http<JobOrder>(s, 'POST', '/api/job-orders', {
      token: token.acme,
      body: {
        Title: 'ICU RN, days',
        InstitutionId: facility.Id,
        Unit: 'ICU',
        Discipline: 'RN',
        Specialty: 'ICU',
        Shift: 'days',
        ShiftHours: 12,
        HoursPerWeek: 36,
        GuaranteedHours: null,
        StartDate: '2031-03-03',
        DurationWeeks: 13,
        Openings: 2,
        EmploymentType: 'travel',
        PayHourlyCents: 4500,
        HousingStipendWeeklyCents: 70000,
        MealsStipendWeeklyCents: 30000,
        OvertimeHourlyCents: null,
        BillRateCents: 9000,
        LicenseStates: [],
        CompactLicenseAccepted: false,
        Certifications: ['BLS'],
        YearsExperience: 2,
        Emr: 'Epic',
        InterviewRequired: false,
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
  const matches = (id: number, query = '', who: keyof typeof token = 'acme') =>
    http<Answer<ApplicantMatch[]>>(s, 'GET', `/api/job-orders/${id}/matches${query}`, { token: token[who] });
  const jobMatches = (id: number, query = '', who: keyof typeof token = 'acme') =>
    http<Answer<JobOrderMatch[]>>(s, 'GET', `/api/applicants/${id}/job-order-matches${query}`, { token: token[who] });
  const positions = (query = '', who: keyof typeof token = 'acme') =>
    http<Answer<PositionPage>>(s, 'GET', `/api/reports/positions${query}`, { token: token[who] });

  beforeAll(async () => {
    s = await startServer(kind);
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    token.acmeRecruiter = (await signIn(s, 'recruiter@acme.test', undefined, 'acme')).access_token;
    token.demo = (await signIn(s, 'recruiter@demo.test')).access_token;
    const created = await http<Institution>(s, 'POST', '/api/institutions', {
      token: token.acme,
      body: {
        Name: 'Saguaro Regional Medical Center',
        Type: 'hospital',
        Address1: '1 Desert Way',
        Address2: '',
        City: 'Tucson',
        State: 'AZ',
        Zip: '85701',
        Phone: '',
        Units: ['ICU', '3 East Tele'],
        Contacts: [],
        VmsName: '',
        VmsExternalId: '',
        Notes: '',
        Active: true,
      },
    });
    expect(created.status, created.text).toBe(201);
    facility = created.json;
    icu = await jobOrder({});
    onHold = await jobOrder({
      Title: 'Tele RN, nights',
      Unit: '3 East Tele',
      Specialty: 'Tele',
      Shift: 'nights',
      Openings: 1,
      Status: 'on-hold',
      StatusReason: 'Budget review',
    });
    closed = await jobOrder({
      Title: 'Closed ICU RN',
      Status: 'closed',
      StatusReason: 'Filled by the facility',
      Openings: 3,
    });
    lpn = await jobOrder({ Title: 'LPN, days', Discipline: 'LPN/LVN', Specialty: null, Unit: '', Openings: 4 });
    strong = await applicant({
      FirstName: 'Stella',
      LastName: 'Strong',
      Email: 'stella.strong@example.test',
      Discipline: 'RN',
      Specialties: ['ICU', 'ER'],
      YearsOfExperience: 6,
      LicenseStates: ['AZ', 'NM'],
      DesiredLocations: ['AZ'],
      DesiredShift: 'days',
      AvailableFrom: '2031-02-15',
    });
    weak = await applicant({
      FirstName: 'Wade',
      LastName: 'Weak',
      Email: 'wade.weak@example.test',
      Discipline: 'RN',
      Specialties: ['Psych'],
      LicenseStates: ['OH'],
      DesiredLocations: ['OH'],
      DesiredShift: 'nights',
      AvailableFrom: '2031-06-01',
    });
    otherDiscipline = await applicant({
      FirstName: 'Lena',
      LastName: 'Practical',
      Email: 'lena.practical@example.test',
      Discipline: 'LPN/LVN',
      LicenseStates: ['AZ'],
    });
    rejected = await applicant({
      FirstName: 'Rex',
      LastName: 'Rejected',
      Email: 'rex.rejected@example.test',
      Discipline: 'RN',
      Specialties: ['ICU'],
      LicenseStates: ['AZ'],
    });
    const moved = await http(s, 'POST', `/api/applicants/${rejected.ApplicantId}/status`, {
      token: token.acme,
      body: { To: 'rejected', Reason: 'not-qualified' },
    });
    expect(moved.status, moved.text).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('ranks the applicants of the job’s discipline with why they fit and what they lack', async () => {
    const answer = await matches(icu.Id);
    expect(answer.status, answer.text).toBe(200);
    // Neither the LPN nor the rejected RN.
    expect(answer.json.map((match) => match.Name)).toEqual(['Stella Strong', 'Wade Weak']);
    expect(answer.json[0]).toEqual({
      ApplicantId: strong.ApplicantId,
      ApplicantNumber: strong.Number,
      Name: 'Stella Strong',
      Email: 'stella.strong@example.test',
      Status: 'lead',
      City: '',
      State: null,
      // specialty 25, license 25, availability 10, location 5, shift 5, experience 5.
      Score: 75,
      Reasons: [
        'ICU experience',
        'Licensed for AZ',
        'Available from 02/15/2031',
        'Wants to work in AZ',
        'Prefers days',
        '6 years of experience',
      ],
      Missing: ['Onboarding 0% complete', 'No credentials on file'],
    });
    expect(answer.json[1]).toMatchObject({
      Name: 'Wade Weak',
      Score: 0,
      Reasons: [],
      Missing: [
        'No ICU experience listed',
        'No license for AZ',
        'Available only from 06/01/2031',
        'Onboarding 0% complete',
        'No credentials on file',
        'AZ not among desired locations',
        'Prefers nights',
        'Experience not given (2 years required)',
      ],
    });
    expect((await matches(icu.Id, '?limit=1')).json.map((match) => match.Name)).toEqual(['Stella Strong']);
  });

  it('counts a compact license when the job accepts one, and leaves out applicants already submitted', async () => {
    const compact = await jobOrder({ Title: 'Compact ICU RN', CompactLicenseAccepted: true });
    const nurse = await applicant({
      FirstName: 'Cora',
      LastName: 'Compact',
      Email: 'cora.compact@example.test',
      Discipline: 'RN',
      Specialties: ['ICU'],
      LicenseStates: ['TX'],
      CompactLicense: true,
    });
    const cora = (await matches(compact.Id)).json.find((match) => match.ApplicantId === nurse.ApplicantId);
    expect(cora?.Reasons).toContain('Licensed for AZ');
    const elsewhere = (await matches(icu.Id)).json.find((match) => match.ApplicantId === nurse.ApplicantId);
    expect(elsewhere?.Missing).toContain('No license for AZ');

    const submitted = await http(s, 'POST', `/api/job-orders/${compact.Id}/submissions`, {
      token: token.acme,
      body: { ApplicantIds: [nurse.ApplicantId] },
    });
    expect(submitted.status, submitted.text).toBe(201);
    expect((await matches(compact.Id)).json.map((match) => match.ApplicantId)).not.toContain(nurse.ApplicantId);
    expect((await jobMatches(nurse.ApplicantId)).json.map((match) => match.JobOrder.Id)).not.toContain(compact.Id);
    const closedAgain = await http(s, 'PUT', `/api/job-orders/${compact.Id}`, {
      token: token.acme,
      body: { ...compact, Status: 'closed', StatusReason: 'Test over' },
    });
    expect(closedAgain.status, closedAgain.text).toBe(200);
  });

  it('ranks the Open job orders of the applicant’s discipline for an applicant', async () => {
    const answer = await jobMatches(strong.ApplicantId);
    expect(answer.status, answer.text).toBe(200);
    // Not the on-hold or closed ones, nor the LPN order.
    expect(answer.json.map((match) => [match.JobOrder.Title, match.Score])).toEqual([['ICU RN, days', 75]]);
    expect(answer.json[0]!.JobOrder).toMatchObject({ Id: icu.Id, Institution: { Name: facility.Name, State: 'AZ' } });
    expect(answer.json[0]!.Reasons).toContain('Licensed for AZ');
    expect((await jobMatches(otherDiscipline.ApplicantId)).json.map((match) => match.JobOrder.Id)).toEqual([lpn.Id]);
  });

  it('refuses a bad limit, an unknown id and another agency’s records', async () => {
    for (const bad of ['?limit=0', '?limit=51', '?limit=ten'])
      expect((await matches(icu.Id, bad)).json.Errors.limit).toBe('limit must be a whole number from 1 to 50.');
    expect((await matches(icu.Id, '?limit=ten')).status).toBe(400);
    expect((await matches(999_999)).status).toBe(404);
    expect((await jobMatches(999_999)).status).toBe(404);
    const demo = await matches(icu.Id, '', 'demo');
    expect([demo.status, demo.json.Message]).toEqual([404, 'Job order not found.']);
    expect((await jobMatches(strong.ApplicantId, '', 'demo')).status).toBe(404);
    // A recruiter of the agency reads them.
    expect((await matches(icu.Id, '', 'acmeRecruiter')).status).toBe(200);
  });

  it('the Position List counts the open positions’ submissions, with totals over every row', async () => {
    // Strong: submitted and at Interview; Weak: submitted and withdrawn.
    const submitted = await http<{ Created: { Id: number; ApplicantId: number }[] }>(
      s,
      'POST',
      `/api/job-orders/${icu.Id}/submissions`,
      { token: token.acme, body: { ApplicantIds: [strong.ApplicantId, weak.ApplicantId] } },
    );
    expect(submitted.status, submitted.text).toBe(201);
    const [first, second] = submitted.json.Created;
    const interview = await http(s, 'POST', `/api/submissions/${first!.Id}/status`, {
      token: token.acme,
      body: { Status: 'interview', InterviewAt: '2031-02-20T15:00:00.000Z' },
    });
    expect(interview.status, interview.text).toBe(200);
    const withdrawn = await http(s, 'POST', `/api/submissions/${second!.Id}/status`, {
      token: token.acme,
      body: { Status: 'withdrawn', Note: 'Took another job' },
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);

    const report = await positions('', 'acmeRecruiter');
    expect(report.status, report.text).toBe(200);
    // Open and On hold by default, by start date then id.
    expect(report.json.Items.map((row) => row.Title)).toEqual(['ICU RN, days', 'Tele RN, nights', 'LPN, days']);
    expect(report.json.Items[0]).toEqual({
      JobOrderId: icu.Id,
      Title: 'ICU RN, days',
      Institution: { Id: facility.Id, Name: facility.Name, City: 'Tucson', State: 'AZ' },
      Unit: 'ICU',
      Discipline: 'RN',
      Specialty: 'ICU',
      Shift: 'days',
      ShiftHours: 12,
      StartDate: '2031-03-03',
      Status: 'open',
      Openings: 2,
      Submitted: 1,
      Interviewing: 1,
      Offered: 0,
      Filled: 0,
      DaysOpen: 0,
    });
    expect(report.json.Totals).toEqual({
      JobOrders: 3,
      Openings: 7,
      Submitted: 1,
      Interviewing: 1,
      Offered: 0,
      Filled: 0,
    });
    expect(report.json.Total).toBe(3);

    const nights = await positions('?shift=nights');
    expect(nights.json.Items.map((row) => row.JobOrderId)).toEqual([onHold.Id]);
    expect(nights.json.Totals.Openings).toBe(1);
    const closedOnly = await positions('?status=closed');
    expect(closedOnly.json.Items.map((row) => row.JobOrderId)).toContain(closed.Id);
    const bySubmitted = await positions('?sort=submitted');
    expect(bySubmitted.json.Items[0]!.JobOrderId).toBe(icu.Id);
    const paged = await positions('?pageSize=1&page=2');
    expect([paged.json.Items.length, paged.json.Total, paged.json.Totals.Openings]).toEqual([1, 3, 7]);

    const bad = await positions('?sort=pay&shift=weekends');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.Errors).sort()).toEqual(['shift', 'sort']);
    // Another agency's staff see their own job orders only.
    const demo = await positions('?pageSize=100', 'demo');
    expect(demo.json.Items.map((row) => row.Institution.Id)).not.toContain(facility.Id);
  });

  it('exports the Position List as CSV with the totals row last', async () => {
    const csv = await http(s, 'GET', '/api/reports/positions/export?sort=facility', { token: token.acmeRecruiter });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="positions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Job Order ID,Title,Facility,City,State,Unit,Discipline,Specialty,Shift,Start,Status,Openings,Submitted,Interviewing,Offered,Filled,Days Open',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `${icu.Id},"ICU RN, days",${facility.Name},Tucson,AZ,ICU,RN,ICU,Days (12 h),2031-03-03,Open,2,1,1,0,0,0`,
    );
    expect(lines[4]).toBe('Total (3 job orders),,,,,,,,,,,7,1,1,0,0,');
    const bad = await http(s, 'GET', '/api/reports/positions/export?status=gone', { token: token.acme });
    expect(bad.status).toBe(400);
  });

  it('lists the placements at a facility, newest first, for its agency only', async () => {
    const none = await http<Submission[]>(s, 'GET', `/api/institutions/${facility.Id}/placements`, {
      token: token.acme,
    });
    expect([none.status, none.json]).toEqual([200, []]);
    const [interviewing] = (
      await http<Submission[]>(s, 'GET', `/api/job-orders/${icu.Id}/submissions`, { token: token.acme })
    ).json.filter((submission) => submission.Status === 'interview');
    const placed = await http(s, 'POST', `/api/submissions/${interviewing!.Id}/status`, {
      token: token.acme,
      body: { Status: 'placed', Note: 'Start confirmed' },
    });
    expect(placed.status, placed.text).toBe(200);
    const list = await http<Submission[]>(s, 'GET', `/api/institutions/${facility.Id}/placements`, {
      token: token.acmeRecruiter,
    });
    expect(
      list.json.map((submission) => [submission.ApplicantName, submission.JobOrderTitle, submission.Status]),
    ).toEqual([['Stella Strong', 'ICU RN, days', 'placed']]);
    expect(list.json[0]!.History.at(-1)).toMatchObject({ From: 'interview', To: 'placed', Note: 'Start confirmed' });
    const other = await http<{ Message: string }>(s, 'GET', `/api/institutions/${facility.Id}/placements`, {
      token: token.demo,
    });
    expect([other.status, other.json.Message]).toEqual([404, 'Facility not found.']);
    expect((await positions()).json.Totals).toMatchObject({ Interviewing: 0, Filled: 1 });
  });
});
