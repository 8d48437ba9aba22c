import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  formRequiredFor,
  ONBOARDING_FORM_KEYS,
  type AnalyticsReport,
  type ApiErrorBody,
  type ApplicantSource,
} from '@agency/api-client/contract';
import { formRules } from '../src/core/form-rules';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';

// Manager analytics (issue 15): a controlled dataset in March 2021 (the demo seed's rows are all of today,
// outside the range), read by managers and above only, scoped to the agency, the range checked, CSV.

const day = (text: string) => new Date(`2021-${text}Z`);
const RANGE = 'From=2021-03-01&To=2021-03-31';
const HASH = 'a'.repeat(64);

describe.each(DB_KINDS)('analytics on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'manager' | 'recruiter' | 'supervisor' | 'acme', string>;
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

    const { db } = s.app.services;
    const agencyOf = async (slug: string) =>
      (await db.selectFrom('agencies').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const demo = await agencyOf('demo');
    const acme = await agencyOf('acme');

    const applicant = async (agencyId: number, name: string, source: ApplicantSource, createdAt: Date) => {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO applicants (agency_id, first_name, last_name, email, discipline, source, created_at)
        VALUES (${agencyId}, ${name}, 'Analytics', ${`${name.toLowerCase()}@analytics.test`}, 'RN', ${source}, ${createdAt})
        RETURNING id`.execute(db);
      const applicantId = rows[0]!.id;
      await sql`INSERT INTO applicant_activity (agency_id, applicant_id, kind, created_at)
        VALUES (${agencyId}, ${applicantId}, 'created', ${createdAt})`.execute(db);
      return applicantId;
    };
    const move = (agencyId: number, applicantId: number, from: string, to: string, at: Date) =>
      sql`INSERT INTO applicant_activity (agency_id, applicant_id, kind, from_status, to_status, created_at)
        VALUES (${agencyId}, ${applicantId}, 'status', ${from}, ${to}, ${at})`.execute(db);

    // The pipeline: A1 lead 2 days, paper 1 day, phone 6 days, then final; A2 lead 4 days, paper 1 day,
    // rejected; A3 lead 6 days, rejected; A4 created before the range, left lead after 9.5 days in it.
    const a1 = await applicant(demo, 'Alma', 'referral', day('03-01T00:00:00'));
    await move(demo, a1, 'lead', 'paper-screened', day('03-03T00:00:00'));
    await move(demo, a1, 'paper-screened', 'phone-screened', day('03-04T00:00:00'));
    await move(demo, a1, 'phone-screened', 'final-interview', day('03-10T00:00:00'));
    const a2 = await applicant(demo, 'Bess', 'referral', day('03-02T00:00:00'));
    await move(demo, a2, 'lead', 'paper-screened', day('03-06T00:00:00'));
    await move(demo, a2, 'paper-screened', 'rejected', day('03-07T00:00:00'));
    const a3 = await applicant(demo, 'Cora', 'job-board', day('03-05T00:00:00'));
    await move(demo, a3, 'lead', 'rejected', day('03-11T00:00:00'));
    const a4 = await applicant(demo, 'Dina', 'walk-in', day('02-20T00:00:00'));
    await move(demo, a4, 'lead', 'paper-screened', day('03-01T12:00:00'));
    // Another agency's moves in the same range count only for it.
    const b1 = await applicant(acme, 'Edna', 'portal', day('03-01T00:00:00'));
    await move(acme, b1, 'lead', 'paper-screened', day('03-02T00:00:00'));

    // Submissions: the recruiter submitted A1 (placed in range) and A2; the manager submitted A3 (placed
    // after the range) and, before the range, A4 (placed in it).
    const jobOrderId = (
      await db
        .selectFrom('job_orders')
        .select('id')
        .where('agency_id', '=', demo)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const submit = async (
      applicantId: number,
      by: number,
      name: string,
      at: Date,
      placedAt: Date | null,
    ): Promise<void> => {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO submissions (agency_id, job_order_id, applicant_id, status, submitted_by, submitted_by_name, created_at)
        VALUES (${demo}, ${jobOrderId}, ${applicantId}, ${placedAt ? 'placed' : 'submitted'}, ${by}, ${name}, ${at})
        RETURNING id`.execute(db);
      const id = rows[0]!.id;
      await sql`INSERT INTO submission_events (agency_id, submission_id, from_status, to_status, at)
        VALUES (${demo}, ${id}, NULL, 'submitted', ${at})`.execute(db);
      if (placedAt)
        await sql`INSERT INTO submission_events (agency_id, submission_id, from_status, to_status, at)
          VALUES (${demo}, ${id}, 'offer', 'placed', ${placedAt})`.execute(db);
    };
    await submit(a1, recruiterId, 'Rae Recruiter', day('03-05T00:00:00'), day('03-20T00:00:00'));
    await submit(a2, recruiterId, 'Rae Recruiter', day('03-06T00:00:00'), null);
    await submit(a3, managerId, 'Max Manager', day('03-07T00:00:00'), new Date('2021-04-05T00:00:00Z'));
    await submit(a4, managerId, 'Max Manager', day('02-10T00:00:00'), day('03-15T00:00:00'));

    // Onboarding: every form an RN must complete, approved. A1 took 10 days, A2 3 days; A3 lacks one
    // approval; A4 completed after the range.
    const rules = await formRules(db, demo);
    const forms = ONBOARDING_FORM_KEYS.filter((form) => formRequiredFor(rules.get(form)!, 'RN'));
    const onboard = async (applicantId: number, started: Date, done: Date, skipLast = false) => {
      for (const [index, form] of forms.entries()) {
        const approved = !(skipLast && index === forms.length - 1);
        await sql`INSERT INTO onboarding_documents (agency_id, applicant_id, form, version, status, canonical_text,
            document_hash, created_at, submitted_at, reviewed_at)
          VALUES (${demo}, ${applicantId}, ${form}, 1, ${approved ? 'approved' : 'submitted'}, 'text', ${HASH},
            ${started}, ${started}, ${approved ? (index === forms.length - 1 ? done : started) : null})`.execute(db);
      }
    };
    await onboard(a1, day('03-01T00:00:00'), day('03-11T00:00:00'));
    await onboard(a2, day('03-02T00:00:00'), day('03-05T00:00:00'));
    await onboard(a3, day('03-02T00:00:00'), day('03-06T00:00:00'), true);
    await onboard(a4, day('03-02T00:00:00'), new Date('2021-04-02T00:00:00Z'));
  });
  afterAll(async () => {
    await s?.close();
  });

  const report = async (who: keyof typeof token, query = RANGE) =>
    http<AnalyticsReport>(s, 'GET', `/api/analytics?${query}`, { token: token[who] });

  it('counts the conversion between stages over the moves into each stage during the range', async () => {
    const { status, json } = await report('manager');
    expect(status).toBe(200);
    expect(json.From).toBe('2021-03-01');
    expect(json.To).toBe('2021-03-31');
    expect(json.Conversion).toEqual([
      { From: 'lead', To: 'paper-screened', Entered: 3, Advanced: 2, Percent: 67 },
      { From: 'paper-screened', To: 'phone-screened', Entered: 3, Advanced: 1, Percent: 33 },
      { From: 'phone-screened', To: 'final-interview', Entered: 1, Advanced: 1, Percent: 100 },
      { From: 'final-interview', To: 'offered', Entered: 1, Advanced: 0, Percent: 0 },
      { From: 'offered', To: 'accepted', Entered: 0, Advanced: 0, Percent: null },
    ]);
  });

  it('gives the median time in each stage over the stays that ended during the range', async () => {
    const { json } = await report('manager');
    expect(json.TimeInStage).toEqual([
      { Stage: 'lead', Stays: 4, MedianDays: 5 },
      { Stage: 'paper-screened', Stays: 2, MedianDays: 1 },
      { Stage: 'phone-screened', Stays: 1, MedianDays: 6 },
      { Stage: 'final-interview', Stays: 0, MedianDays: null },
      { Stage: 'offered', Stays: 0, MedianDays: null },
      { Stage: 'accepted', Stays: 0, MedianDays: null },
    ]);
  });

  it('counts submissions and placements per recruiter and per source', async () => {
    const { json } = await report('manager');
    expect(json.ByRecruiter).toEqual([
      { RecruiterId: recruiterId, Name: 'Rae Recruiter', Submissions: 2, Placements: 1 },
      { RecruiterId: managerId, Name: 'Max Manager', Submissions: 1, Placements: 1 },
    ]);
    expect(json.BySource).toEqual([
      { Source: 'portal', Submissions: 0, Placements: 0 },
      { Source: 'referral', Submissions: 2, Placements: 1 },
      { Source: 'job-board', Submissions: 1, Placements: 0 },
      { Source: 'social-media', Submissions: 0, Placements: 0 },
      { Source: 'career-fair', Submissions: 0, Placements: 0 },
      { Source: 'walk-in', Submissions: 0, Placements: 1 },
      { Source: 'careers', Submissions: 0, Placements: 0 },
      { Source: 'other', Submissions: 0, Placements: 0 },
    ]);
  });

  it('measures onboarding from the first form started to the last required form approved', async () => {
    const { json } = await report('manager');
    expect(json.Onboarding).toEqual({
      Completed: 2,
      MedianDays: 6.5,
      Buckets: [
        { Label: '0–7 days', Count: 1 },
        { Label: '8–14 days', Count: 1 },
        { Label: '15–30 days', Count: 0 },
        { Label: '31–60 days', Count: 0 },
        { Label: 'Over 60 days', Count: 0 },
      ],
    });
  });

  it('is for managers and above only', async () => {
    for (const who of ['recruiter', 'supervisor'] as const) {
      const { status, json } = await report(who);
      expect(status).toBe(403);
      expect((json as unknown as ApiErrorBody).Message).toBe(
        'Only a manager, administrator or admin can read the analytics.',
      );
    }
    const csv = await http(s, 'GET', `/api/analytics/export?Dataset=conversion&${RANGE}`, { token: token.recruiter });
    expect(csv.status).toBe(403);
    expect((await http(s, 'GET', `/api/analytics?${RANGE}`)).status).toBe(401);
  });

  it('counts only the agency of the caller', async () => {
    const { status, json } = await report('acme');
    expect(status).toBe(200);
    expect(json.Conversion[0]).toEqual({ From: 'lead', To: 'paper-screened', Entered: 1, Advanced: 1, Percent: 100 });
    expect(json.Conversion[1]).toEqual({
      From: 'paper-screened',
      To: 'phone-screened',
      Entered: 1,
      Advanced: 0,
      Percent: 0,
    });
    expect(json.Conversion.slice(2).every((row) => row.Entered === 0)).toBe(true);
    expect(json.TimeInStage[0]).toEqual({ Stage: 'lead', Stays: 1, MedianDays: 1 });
    expect(json.ByRecruiter).toEqual([]);
    expect(json.BySource.every((row) => row.Submissions === 0 && row.Placements === 0)).toBe(true);
    expect(json.Onboarding.Completed).toBe(0);
  });

  it('checks the range: both days, real dates, in order, at most 366 days', async () => {
    const bad = async (query: string, field: string, message: RegExp) => {
      const { status, json } = await report('manager', query);
      expect(status).toBe(400);
      expect((json as unknown as ApiErrorBody).Errors?.[field]).toMatch(message);
    };
    await bad('To=2021-03-31', 'From', /From is required/);
    await bad('From=2021-02-30&To=2021-03-31', 'From', /must be a date/);
    await bad('From=2021-03-31&To=2021-03-01', 'To', /on or after From/);
    await bad('From=2020-01-01&To=2021-01-01', 'To', /at most 366 days/);
    expect((await report('manager', 'From=2020-01-01&To=2020-12-31')).status).toBe(200);
  });

  it('exports each dataset as CSV', async () => {
    const conversion = await http(s, 'GET', `/api/analytics/export?Dataset=conversion&${RANGE}`, {
      token: token.manager,
    });
    expect(conversion.status).toBe(200);
    expect(conversion.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(conversion.headers.get('content-disposition')).toMatch(
      /filename="analytics-conversion-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(
      conversion.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'From stage,To stage,Entered,Advanced,Conversion %',
      'New Lead,Pre-screened,3,2,67',
      'Pre-screened,Phone Screened,3,1,33',
    ]);
    const recruiters = await http(s, 'GET', `/api/analytics/export?Dataset=recruiters&${RANGE}`, {
      token: token.manager,
    });
    expect(recruiters.text.replace(/^\uFEFF/, '')).toBe(
      'Recruiter,Submissions,Placements\r\nRae Recruiter,2,1\r\nMax Manager,1,1\r\n',
    );
    const onboarding = await http(s, 'GET', `/api/analytics/export?Dataset=onboarding&${RANGE}`, {
      token: token.manager,
    });
    expect(onboarding.text).toContain('Total completed,2\r\nMedian days,6.5\r\n');
    const unknown = await http<ApiErrorBody>(s, 'GET', `/api/analytics/export?Dataset=everything&${RANGE}`, {
      token: token.manager,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.Errors?.Dataset).toMatch(/Dataset must be one of/);
  });
});
