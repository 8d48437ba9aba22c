import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Institution,
  JobOrder,
  JobOrderPayload,
  JobOrderStatusCount,
  JobOrderSummary,
  Page,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import {
  JOB_ORDER_FILLED_BY_HAND,
  JOB_ORDER_INSTITUTION_INACTIVE,
  JOB_ORDER_INSTITUTION_MISSING,
  JOB_ORDER_OWNER_UNKNOWN,
  JOB_ORDER_UNIT_UNKNOWN,
} from '../src/features/job-orders/service';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';

// Job orders (issue 13): read by every staff member, added and edited by managers and above, bill rates
// only in the answers of managers and above, Filled never set by hand, scoped to the agency.

const m = messages.jobOrder;

describe.each(DB_KINDS)('job orders on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'manager' | 'recruiter' | 'supervisor' | 'acme', string>;
  let bayou: Institution;
  let managerId = 0;
  let recruiterId = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    for (const who of ['manager', 'recruiter', 'supervisor'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const id = (who: 'manager' | 'recruiter') =>
      (decodeJwt(token[who]).payload.recruiter as { RecruiterId: number }).RecruiterId;
    managerId = id('manager');
    recruiterId = id('recruiter');
    const list = await http<Page<{ Id: number }>>(s, 'GET', '/api/institutions?q=bayou', { token: token.recruiter });
    bayou = (
      await http<Institution>(s, 'GET', `/api/institutions/${list.json.Items[0]!.Id}`, { token: token.recruiter })
    ).json;
  });
  afterAll(async () => {
    await s?.close();
  });

  const payload = (change: Partial<JobOrderPayload> = {}): JobOrderPayload => ({
    Title: 'ICU RN, nights',
    InstitutionId: bayou.Id,
    Unit: 'ICU',
    Discipline: 'RN',
    Specialty: 'ICU',
    Shift: 'nights',
    ShiftHours: 12,
    HoursPerWeek: 36,
    GuaranteedHours: 36,
    StartDate: '2027-01-11',
    DurationWeeks: 13,
    Openings: 2,
    EmploymentType: 'travel',
    PayHourlyCents: 4200,
    HousingStipendWeeklyCents: 84000,
    MealsStipendWeeklyCents: 38500,
    OvertimeHourlyCents: 6300,
    BillRateCents: 9800,
    LicenseStates: ['TX'],
    CompactLicenseAccepted: true,
    Certifications: ['BLS', 'ACLS'],
    YearsExperience: 2,
    Emr: 'Epic',
    InterviewRequired: true,
    Description: 'A 24-bed ICU.',
    Status: 'open',
    StatusReason: '',
    OwnerId: recruiterId,
    Public: false,
    ...change,
  });
  const create = (body: unknown, who: keyof typeof token = 'manager') =>
    http<JobOrder & { Errors: Record<string, string>; Message: string; Code: string }>(s, 'POST', '/api/job-orders', {
      token: token[who],
      body,
    });
  const list = (query: string, who: keyof typeof token = 'recruiter') =>
    http<Page<JobOrderSummary>>(s, 'GET', `/api/job-orders${query}`, { token: token[who] });

  it('a manager adds a job order: the end date, weekly gross and markup are worked out; recruiters never get the bill rate', async () => {
    const created = await create(payload());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      Title: 'ICU RN, nights',
      Institution: { Id: bayou.Id, Name: 'Bayou City Medical Center', City: 'Houston', State: 'TX' },
      StartDate: '2027-01-11',
      EndDate: '2027-04-11',
      // $42 × 36 + $840 + $385
      WeeklyGrossCents: 273_700,
      Currency: 'USD',
      BillRateCents: 9800,
      MarkupPercent: 133.3,
      Owner: { Id: recruiterId, Name: 'Rita Recruiter' },
      Status: 'open',
      UpdatedBy: 'Mona Manager',
    });
    const asRecruiter = await http<JobOrder>(s, 'GET', `/api/job-orders/${created.json.Id}`, {
      token: token.recruiter,
    });
    expect(asRecruiter.status).toBe(200);
    expect(asRecruiter.json.WeeklyGrossCents).toBe(273_700);
    expect(Object.keys(asRecruiter.json)).not.toContain('BillRateCents');
    expect(Object.keys(asRecruiter.json)).not.toContain('MarkupPercent');
    expect(asRecruiter.text).not.toContain('9800');

    for (const who of ['recruiter', 'supervisor'] as const) {
      const refused = await create(payload({ Title: 'Not allowed' }), who);
      expect([refused.status, refused.json.Message]).toEqual([
        403,
        'Only a manager, administrator or admin can add job orders.',
      ]);
      const edit = await http(s, 'PUT', `/api/job-orders/${created.json.Id}`, { token: token[who], body: payload() });
      expect(edit.status).toBe(403);
    }
  });

  it('refuses bad input field by field, Filled by hand, and a facility, unit or owner not the agency’s', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Title: '' }, 'Title', m.titleRequired],
      [{ HoursPerWeek: 100 }, 'HoursPerWeek', m.hoursPerWeekInvalid],
      [{ GuaranteedHours: 40 }, 'GuaranteedHours', m.guaranteedHoursInvalid],
      [{ DurationWeeks: null }, 'DurationWeeks', m.durationRequired],
      [{ StartDate: '2027-13-01' }, 'StartDate', m.startDateInvalid],
      [{ BillRateCents: 100 }, 'BillRateCents', m.billRateBelowPay],
      [{ Status: 'closed', StatusReason: ' ' }, 'StatusReason', m.reasonRequired],
      [{ Status: 'filled' }, 'Status', JOB_ORDER_FILLED_BY_HAND],
      [{ InstitutionId: 999_999 }, 'InstitutionId', JOB_ORDER_INSTITUTION_MISSING],
      [{ Unit: 'Maternity' }, 'Unit', JOB_ORDER_UNIT_UNKNOWN],
      [{ OwnerId: 999_999 }, 'OwnerId', JOB_ORDER_OWNER_UNKNOWN],
    ];
    for (const [change, field, message] of cases) {
      const answer = await create({ ...payload(), ...change });
      expect([answer.status, answer.json.Code, answer.json.Errors?.[field]], field).toEqual([
        400,
        'validation_failed',
        message,
      ]);
    }
    // An inactive facility is not offered for new job orders.
    const inactive = await http<Page<{ Id: number }>>(s, 'GET', '/api/institutions?active=false', {
      token: token.recruiter,
    });
    const closedFacility = inactive.json.Items[0]!.Id;
    const refused = await create({ ...payload(), InstitutionId: closedFacility, Unit: '' });
    expect(refused.json.Errors).toEqual({ InstitutionId: JOB_ORDER_INSTITUTION_INACTIVE });
  });

  it("pages through the list: every job order once, in one order, no page repeating another's rows (issue 30)", async () => {
    for (const sort of ['', '&sort=status', '&sort=facility']) {
      const all = await list(`?pageSize=100${sort}`);
      expect(all.status).toBe(200);
      expect(all.json.Total).toBeGreaterThan(6);
      const ids: number[] = [];
      for (let page = 1; ids.length < all.json.Total; page++) {
        const answer = await list(`?pageSize=3&page=${page}${sort}`);
        expect(answer.status).toBe(200);
        expect(answer.json.Items.length, `page ${page}`).toBeGreaterThan(0);
        ids.push(...answer.json.Items.map((item) => item.Id));
      }
      // Page 2 does not repeat page 1's last row (or any other): the pages together are the whole list.
      expect(new Set(ids).size, sort).toBe(ids.length);
      expect(ids, sort).toEqual(all.json.Items.map((item) => item.Id));
    }
  });

  it('lists with counts per status, filters, search and the start-date order', async () => {
    const counts = await http<JobOrderStatusCount[]>(s, 'GET', '/api/job-orders/status-counts', {
      token: token.recruiter,
    });
    expect(counts.status).toBe(200);
    // The demo's 24 / 6 / 14 / 11 / 5 and this file's open ones.
    const byStatus = Object.fromEntries(counts.json.map((entry) => [entry.Status, entry.Count]));
    expect(byStatus).toMatchObject({ 'on-hold': 6, filled: 14, closed: 11, cancelled: 5 });
    expect(byStatus.open).toBeGreaterThanOrEqual(24);

    const open = await list('?status=open&pageSize=100');
    expect(open.json.Total).toBe(byStatus.open);
    const starts = open.json.Items.map((item) => item.StartDate);
    expect(starts).toEqual([...starts].sort());
    expect(open.json.Items.every((item) => item.Status === 'open')).toBe(true);

    const texas = await list('?state=TX&discipline=RN&pageSize=100');
    expect(texas.json.Items.length).toBeGreaterThan(0);
    expect(texas.json.Items.every((item) => item.Institution.State === 'TX' && item.Discipline === 'RN')).toBe(true);

    const search = await list('?q=bayou%20icu&status=open');
    expect(search.json.Items.map((item) => item.Title)).toContain('ICU RN, nights');

    const mine = await list('?owner=mine&pageSize=100', 'manager');
    expect(mine.json.Items.every((item) => item.Owner?.Id === managerId)).toBe(true);
    const range = await list('?startFrom=2027-01-11&startTo=2027-01-11');
    expect(range.json.Items.every((item) => item.StartDate === '2027-01-11')).toBe(true);
    expect(range.json.Total).toBeGreaterThanOrEqual(1);

    const bad = await http<{ Errors: Record<string, string> }>(
      s,
      'GET',
      '/api/job-orders?status=paused&startFrom=soon&owner=me&institution=x&sort=pay',
      { token: token.recruiter },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.Errors).toEqual({
      sort: 'sort must be one of start, title, facility, status, updated.',
      status: 'Unknown status: paused.',
      institution: 'institution must list facility ids.',
      owner: 'owner must be mine, unassigned or a staff id.',
      startFrom: 'startFrom must be a date written YYYY-MM-DD.',
    });
  });

  it('changes the status with its reason (stamped), keeps Filled only when placements set it, and 404s elsewhere', async () => {
    const created = (await create(payload({ Title: 'PCU RN, days', Unit: '', Specialty: 'Step-Down' }))).json;
    const held = await http<JobOrder>(s, 'PUT', `/api/job-orders/${created.Id}`, {
      token: token.manager,
      body: payload({ Title: 'PCU RN, days', Unit: '', Status: 'on-hold', StatusReason: 'Census down' }),
    });
    expect(held.status).toBe(200);
    expect(held.json).toMatchObject({ Status: 'on-hold', StatusReason: 'Census down' });
    expect(Date.parse(held.json.StatusChangedAt)).toBeGreaterThanOrEqual(Date.parse(created.StatusChangedAt));
    const reopened = await http<JobOrder>(s, 'PUT', `/api/job-orders/${created.Id}`, {
      token: token.manager,
      body: payload({ Title: 'PCU RN, days', Unit: '', Status: 'open', StatusReason: 'left over' }),
    });
    expect(reopened.json).toMatchObject({ Status: 'open', StatusReason: '' });
    const filled = await http<{ Errors: Record<string, string> }>(s, 'PUT', `/api/job-orders/${created.Id}`, {
      token: token.manager,
      body: payload({ Status: 'filled' }),
    });
    expect([filled.status, filled.json.Errors]).toEqual([400, { Status: JOB_ORDER_FILLED_BY_HAND }]);

    // A demo job order that is Filled keeps that status through an edit.
    const demoFilled = (await list('?status=filled&pageSize=1')).json.Items[0]!;
    const full = (await http<JobOrder>(s, 'GET', `/api/job-orders/${demoFilled.Id}`, { token: token.manager })).json;
    const { Id: _id, Institution: _i, EndDate: _e, WeeklyGrossCents: _w, Owner: _o, UpdatedAt: _u, ...rest } = full;
    const kept = await http<JobOrder>(s, 'PUT', `/api/job-orders/${demoFilled.Id}`, {
      token: token.manager,
      body: {
        ...(rest as unknown as JobOrderPayload),
        Description: 'Edited',
      },
    });
    expect([kept.status, kept.json.Status, kept.json.Description]).toEqual([200, 'filled', 'Edited']);

    for (const path of ['/api/job-orders/999999', '/api/job-orders/abc'])
      expect((await http(s, 'GET', path, { token: token.recruiter })).status, path).toBe(404);
    const acme = { token: token.acme, headers: { host: 'acme.localhost' } };
    expect((await http(s, 'GET', `/api/job-orders/${created.Id}`, acme)).status).toBe(404);
    expect((await http(s, 'PUT', `/api/job-orders/${created.Id}`, { ...acme, body: payload() })).status).toBe(404);
    const acmeList = await http<Page<JobOrderSummary>>(s, 'GET', '/api/job-orders', acme);
    expect(acmeList.json.Total).toBe(0);
    // Acme cannot place a job order at the demo's facility.
    const foreign = await http<{ Errors: Record<string, string> }>(s, 'POST', '/api/job-orders', {
      ...acme,
      body: payload({ OwnerId: null }),
    });
    expect(foreign.json.Errors).toEqual({ InstitutionId: JOB_ORDER_INSTITUTION_MISSING });
  });
});
