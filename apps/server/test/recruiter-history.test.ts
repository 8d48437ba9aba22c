import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTimeText, type RecruiterHistory } from '@agency/api-client/contract';
import { computeDays } from '../src/features/recruiters/history';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';

// Recruiter History (issue 15): per recruiter per day the first sign-in, the last sign-out and the time
// signed in, from the entries a sign-in opens and update-entry-exit closes; days counted in the zone asked
// for (DST-correct), entries spanning midnight split; recruiters see their own, supervisors and above
// everyone's in their agency; the range checked; CSV.

const CHICAGO = 'America/Chicago';
const RANGE = `From=2026-03-06&To=2026-03-10&TimeZone=${encodeURIComponent(CHICAGO)}`;
const PATH = '/api/recruiter/history';

describe('Recruiter History: the computation', () => {
  const range = { from: '2026-03-10', to: '2026-03-10', zone: CHICAGO };

  it('counts an entry still open until now, and says the recruiter is signed in', () => {
    const days = computeDays(
      [{ recruiterId: 1, entryAt: new Date('2026-03-10T14:00:00Z'), exitAt: null }],
      range,
      new Date('2026-03-10T15:30:00Z'),
    );
    expect(days.get(1)?.get('2026-03-10')).toEqual({
      firstSignIn: Date.parse('2026-03-10T14:00:00Z'),
      lastSignOut: null,
      activeMs: 90 * 60_000,
      signedIn: true,
    });
  });

  it('ends an entry left open where the next one begins, and counts overlapping time once', () => {
    const days = computeDays(
      [
        { recruiterId: 1, entryAt: new Date('2026-03-10T14:00:00Z'), exitAt: null },
        { recruiterId: 1, entryAt: new Date('2026-03-10T15:00:00Z'), exitAt: new Date('2026-03-10T17:00:00Z') },
        { recruiterId: 1, entryAt: new Date('2026-03-10T16:00:00Z'), exitAt: new Date('2026-03-10T16:30:00Z') },
      ],
      range,
      new Date('2026-03-11T12:00:00Z'),
    );
    expect(days.get(1)?.get('2026-03-10')).toMatchObject({ activeMs: 3 * 3_600_000, signedIn: false });
  });
});

// Issue 28, item 13: "9 h 47 m for a 1:40–6:20 PM span". The time of a line lies between its first sign-in and
// its last sign-out: a session from the day before starts before the day, one past midnight ends after it.
describe('Recruiter History: the boundaries', () => {
  const entry = (entryAt: string, exitAt: string | null) => ({
    recruiterId: 1,
    entryAt: new Date(entryAt),
    exitAt: exitAt === null ? null : new Date(exitAt),
  });
  const later = new Date('2026-03-20T00:00:00Z');

  it('counts 1:40 PM to 6:20 PM as exactly 4 h 40 m', () => {
    const days = computeDays(
      [entry('2026-03-10T18:40:00Z', '2026-03-10T23:20:00Z')],
      { from: '2026-03-10', to: '2026-03-10', zone: CHICAGO },
      later,
    );
    const day = days.get(1)?.get('2026-03-10');
    expect(day).toEqual({
      firstSignIn: Date.parse('2026-03-10T18:40:00Z'),
      lastSignOut: Date.parse('2026-03-10T23:20:00Z'),
      activeMs: (4 * 60 + 40) * 60_000,
      signedIn: false,
    });
    expect(activeTimeText(day!.activeMs / 1000)).toBe('4 h 40 m');
  });

  it('ends the line of a session past midnight at its sign-out, the next day (the 9 h 47 m of the issue)', () => {
    // Read in UTC: 13:40–18:20, then 18:53 to 00:30 the next day.
    const days = computeDays(
      [entry('2026-03-10T13:40:00Z', '2026-03-10T18:20:00Z'), entry('2026-03-10T18:53:00Z', '2026-03-11T00:30:00Z')],
      { from: '2026-03-10', to: '2026-03-11', zone: 'UTC' },
      later,
    );
    expect(days.get(1)?.get('2026-03-10')).toEqual({
      firstSignIn: Date.parse('2026-03-10T13:40:00Z'),
      lastSignOut: Date.parse('2026-03-11T00:30:00Z'),
      activeMs: (9 * 60 + 47) * 60_000,
      signedIn: false,
    });
    // The next day: its half hour, signed in since the evening before.
    expect(days.get(1)?.get('2026-03-11')).toEqual({
      firstSignIn: Date.parse('2026-03-10T18:53:00Z'),
      lastSignOut: Date.parse('2026-03-11T00:30:00Z'),
      activeMs: 30 * 60_000,
      signedIn: false,
    });
  });

  it('splits a session across midnight at midnight in the zone: each day its part, nothing twice', () => {
    // Thu 21:30 to Fri 00:40 CST.
    const days = computeDays(
      [entry('2026-03-06T03:30:00Z', '2026-03-06T06:40:00Z')],
      { from: '2026-03-05', to: '2026-03-06', zone: CHICAGO },
      later,
    );
    expect(days.get(1)?.get('2026-03-05')?.activeMs).toBe(2.5 * 3_600_000);
    expect(days.get(1)?.get('2026-03-06')?.activeMs).toBe(40 * 60_000);
  });

  it('counts overlapping sessions (three tabs) once: their union', () => {
    // 09:00–12:00, 10:00–11:00 inside it, 11:30–13:00 overlapping its end (CST).
    const days = computeDays(
      [
        entry('2026-03-06T15:00:00Z', '2026-03-06T18:00:00Z'),
        entry('2026-03-06T16:00:00Z', '2026-03-06T17:00:00Z'),
        entry('2026-03-06T17:30:00Z', '2026-03-06T19:00:00Z'),
      ],
      { from: '2026-03-06', to: '2026-03-06', zone: CHICAGO },
      later,
    );
    expect(days.get(1)?.get('2026-03-06')).toEqual({
      firstSignIn: Date.parse('2026-03-06T15:00:00Z'),
      lastSignOut: Date.parse('2026-03-06T19:00:00Z'),
      activeMs: 4 * 3_600_000,
      signedIn: false,
    });
  });

  it('ends a session never signed out at the end of its day, with no sign-out', () => {
    // Fri 16:00 CST, the tab closed without a logout: counted until midnight, not into Saturday.
    const days = computeDays(
      [entry('2026-03-06T22:00:00Z', null)],
      { from: '2026-03-06', to: '2026-03-07', zone: CHICAGO },
      later,
    );
    expect(days.get(1)?.get('2026-03-06')).toEqual({
      firstSignIn: Date.parse('2026-03-06T22:00:00Z'),
      lastSignOut: null,
      activeMs: 8 * 3_600_000,
      signedIn: false,
    });
    expect(days.get(1)?.has('2026-03-07')).toBe(false);
  });
});

describe.each(DB_KINDS)('Recruiter History on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'recruiter' | 'supervisor' | 'acme', string>;
  const id = {} as Record<'recruiter' | 'supervisor', number>;
  let demoAgencyId = 0;

  const get = <T = RecruiterHistory>(who: keyof typeof token, query: string) =>
    http<T>(s, 'GET', `${PATH}?${query}`, { token: token[who] });

  beforeAll(async () => {
    s = await startServer(kind);
    for (const who of ['recruiter', 'supervisor'] as const) {
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
      id[who] = (decodeJwt(token[who]).payload.recruiter as { RecruiterId: number }).RecruiterId;
    }
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    const { db } = s.app.services;
    demoAgencyId = (
      await db.selectFrom('recruiters').select('agency_id').where('id', '=', id.recruiter).executeTakeFirstOrThrow()
    ).agency_id;
    const entry = (who: 'recruiter' | 'supervisor', entryAt: string, exitAt: string | null) => ({
      recruiter_id: id[who],
      agency_id: demoAgencyId,
      entry_at: new Date(entryAt),
      exit_at: exitAt === null ? null : new Date(exitAt),
    });
    await db
      .insertInto('recruiter_entries')
      .values([
        // Fri Mar 6 (CST, UTC-6): 08:00–12:00 and 13:00–17:30, a second tab 09:00–10:00 inside the first.
        entry('recruiter', '2026-03-06T14:00:00Z', '2026-03-06T18:00:00Z'),
        entry('recruiter', '2026-03-06T15:00:00Z', '2026-03-06T16:00:00Z'),
        entry('recruiter', '2026-03-06T19:00:00Z', '2026-03-06T23:30:00Z'),
        // Sat Mar 7 22:00 CST to Sun Mar 8 03:30 CDT: across midnight and the DST change (02:00 → 03:00).
        entry('recruiter', '2026-03-08T04:00:00Z', '2026-03-08T08:30:00Z'),
        // Mon Mar 9 09:00 CDT, never closed: counted until the end of that day.
        entry('recruiter', '2026-03-09T14:00:00Z', null),
        // Tue Mar 10 09:00 CDT left open, the next sign-in at 11:00 (closed at 12:00) ends it.
        entry('recruiter', '2026-03-10T14:00:00Z', null),
        entry('recruiter', '2026-03-10T16:00:00Z', '2026-03-10T17:00:00Z'),
        entry('supervisor', '2026-03-06T15:00:00Z', '2026-03-06T16:00:00Z'),
      ])
      .execute();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('computes each day in the zone: first sign-in, last sign-out, time across midnight and DST', async () => {
    const answer = await get('recruiter', RANGE);
    expect(answer.status).toBe(200);
    const { Rows, Totals, Recruiters, ...range } = answer.json;
    expect(range).toEqual({
      From: '2026-03-06',
      To: '2026-03-10',
      TimeZone: CHICAGO,
      View: 'day',
      ActiveSeconds: 111_600,
    });
    const line = (Date: string, FirstSignIn: string | null, LastSignOut: string | null, ActiveSeconds: number) => ({
      RecruiterId: id.recruiter,
      Name: 'Rita Recruiter',
      Date,
      DateTo: Date,
      FirstSignIn,
      LastSignOut,
      ActiveSeconds,
      Days: 1,
      SignedIn: false,
    });
    expect(Rows).toEqual([
      line('2026-03-10', '2026-03-10T14:00:00.000Z', '2026-03-10T17:00:00.000Z', 3 * 3600),
      line('2026-03-09', '2026-03-09T14:00:00.000Z', null, 15 * 3600),
      // 00:00 CST to 03:30 CDT: two and a half hours, not three and a half; signed in since Saturday 22:00.
      line('2026-03-08', '2026-03-08T04:00:00.000Z', '2026-03-08T08:30:00.000Z', 2.5 * 3600),
      // Signed out on Sunday at 03:30: the line's time lies between its sign-in and its sign-out.
      line('2026-03-07', '2026-03-08T04:00:00.000Z', '2026-03-08T08:30:00.000Z', 2 * 3600),
      line('2026-03-06', '2026-03-06T14:00:00.000Z', '2026-03-06T23:30:00.000Z', 8.5 * 3600),
    ]);
    expect(Totals).toEqual([{ RecruiterId: id.recruiter, Name: 'Rita Recruiter', ActiveSeconds: 111_600, Days: 5 }]);
    expect(Recruiters).toEqual([{ RecruiterId: id.recruiter, Name: 'Rita Recruiter' }]);
  });

  it('counts the days where the viewer is: in UTC the night falls on one day', async () => {
    const { json } = await get('recruiter', 'From=2026-03-07&To=2026-03-09&TimeZone=UTC');
    expect(json.Rows.map((row) => [row.Date, row.ActiveSeconds])).toEqual([
      ['2026-03-09', 10 * 3600],
      ['2026-03-08', 4.5 * 3600],
    ]);
  });

  it('totals each week (from Monday, cut to the range) with the days worked', async () => {
    const { json } = await get('recruiter', `${RANGE}&View=week`);
    expect(json.Rows).toEqual([
      {
        RecruiterId: id.recruiter,
        Name: 'Rita Recruiter',
        Date: '2026-03-09',
        DateTo: '2026-03-10',
        FirstSignIn: '2026-03-09T14:00:00.000Z',
        LastSignOut: '2026-03-10T17:00:00.000Z',
        ActiveSeconds: 18 * 3600,
        Days: 2,
        SignedIn: false,
      },
      {
        RecruiterId: id.recruiter,
        Name: 'Rita Recruiter',
        Date: '2026-03-06',
        DateTo: '2026-03-08',
        FirstSignIn: '2026-03-06T14:00:00.000Z',
        LastSignOut: '2026-03-08T08:30:00.000Z',
        ActiveSeconds: 13 * 3600,
        Days: 3,
        SignedIn: false,
      },
    ]);
  });

  it("refuses a recruiter another recruiter's history (403) and answers their own", async () => {
    const other = await get('recruiter', `${RANGE}&RecruiterId=${id.supervisor}`);
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ Code: 'forbidden' });
    expect((other.json as unknown as { Message: string }).Message).toMatch(/supervisors/);
    const own = await get('recruiter', `${RANGE}&RecruiterId=${id.recruiter}`);
    expect(own.status).toBe(200);
    expect(own.json.Rows).toHaveLength(5);
    const csv = await http(s, 'GET', `${PATH}/export?${RANGE}&RecruiterId=${id.supervisor}`, {
      token: token.recruiter,
    });
    expect(csv.status).toBe(403);
  });

  it("shows supervisors everyone's history in their agency, or one recruiter's", async () => {
    const everyone = await get('supervisor', RANGE);
    expect(everyone.status).toBe(200);
    expect(everyone.json.Totals).toEqual([
      { RecruiterId: id.recruiter, Name: 'Rita Recruiter', ActiveSeconds: 111_600, Days: 5 },
      { RecruiterId: id.supervisor, Name: 'Sam Supervisor', ActiveSeconds: 3600, Days: 1 },
    ]);
    // The same day: by name.
    expect(everyone.json.Rows.filter((row) => row.Date === '2026-03-06').map((row) => row.Name)).toEqual([
      'Rita Recruiter',
      'Sam Supervisor',
    ]);
    expect(everyone.json.Recruiters.map((person) => person.Name)).toEqual(
      expect.arrayContaining(['Olivia Owner', 'Rita Recruiter', 'Sam Supervisor']),
    );
    const one = await get('supervisor', `${RANGE}&RecruiterId=${id.recruiter}`);
    expect(one.json.Totals.map((total) => total.Name)).toEqual(['Rita Recruiter']);
  });

  it('keeps every agency to itself', async () => {
    const asked = await get('acme', `${RANGE}&RecruiterId=${id.recruiter}`);
    expect(asked.status).toBe(404);
    const all = await get('acme', RANGE);
    expect(all.status).toBe(200);
    expect(all.json.Rows).toEqual([]);
    expect(all.json.Recruiters.map((person) => person.RecruiterId)).not.toContain(id.recruiter);
  });

  it('checks the range, the zone and the view (400 with a message to show)', async () => {
    const cases: [string, Record<string, string>][] = [
      ['From=2026-01-01&To=2026-06-01', { To: 'A range covers at most 92 days: choose a shorter one.' }],
      ['From=2026-03-10&To=2026-03-06', { To: 'The last day comes before the first day.' }],
      ['From=2026-02-30&To=2026-03-06', { From: 'Give the first day as a date (YYYY-MM-DD).' }],
      [`${RANGE}&TimeZone=Mars%2FOlympus`, { TimeZone: 'Give a time zone such as America/Chicago.' }],
      [`${RANGE}&View=month`, { View: 'Choose the day or the week view.' }],
      [`${RANGE}&RecruiterId=abc`, { RecruiterId: 'Choose a recruiter from the list.' }],
    ];
    for (const [query, errors] of cases) {
      const answer = await get('supervisor', query);
      expect([query, answer.status, answer.json]).toEqual([
        query,
        400,
        { Code: 'validation_failed', Message: Object.values(errors)[0], Errors: errors },
      ]);
    }
    // 92 days exactly is allowed; no range is the last 14 days.
    expect((await get('supervisor', 'From=2026-01-01&To=2026-04-02')).status).toBe(200);
    const recent = await get('supervisor', '');
    expect(recent.status).toBe(200);
    expect(Date.parse(recent.json.To) - Date.parse(recent.json.From)).toBe(13 * 86_400_000);
    expect(recent.json.TimeZone).toBe(CHICAGO);
  });

  it('shows the demo seed: the last weeks of working days of every staff member', async () => {
    const { json } = await get('supervisor', `TimeZone=${encodeURIComponent(CHICAGO)}`);
    expect(json.Totals.map((total) => total.Name).sort()).toEqual(
      ['Olivia Owner', 'Adam Admin', 'Ada Administrator', 'Mona Manager', 'Sam Supervisor', 'Rita Recruiter'].sort(),
    );
    for (const total of json.Totals) expect(total.Days, total.Name).toBeGreaterThanOrEqual(5);
    expect(json.Rows.every((row) => row.ActiveSeconds <= 86_400)).toBe(true);
  });

  it('shows no line whose time exceeds its span, in any zone (the demo seed read where the viewer is)', async () => {
    for (const zone of [CHICAGO, 'UTC', 'Asia/Kolkata', 'Pacific/Auckland']) {
      const { status, json } = await get('supervisor', `TimeZone=${encodeURIComponent(zone)}`);
      expect(status).toBe(200);
      expect(json.Rows.length).toBeGreaterThan(20);
      for (const row of json.Rows)
        if (row.FirstSignIn && row.LastSignOut)
          expect(
            row.ActiveSeconds * 1000,
            `${zone} ${row.Name} ${row.Date}: ${row.FirstSignIn}–${row.LastSignOut}`,
          ).toBeLessThanOrEqual(Date.parse(row.LastSignOut) - Date.parse(row.FirstSignIn));
    }
  });

  it('exports the same lines as CSV, times in the zone, the totals last', async () => {
    const answer = await http(s, 'GET', `${PATH}/export?${RANGE}`, { token: token.recruiter });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="recruiter-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.text.split('\r\n')).toEqual([
      '\uFEFFRecruiter,Date,First sign-in (America/Chicago),Last sign-out (America/Chicago),Active (h:mm),Active minutes,Signed in now',
      'Rita Recruiter,2026-03-10,09:00,12:00,3:00,180,',
      'Rita Recruiter,2026-03-09,09:00,,15:00,900,',
      'Rita Recruiter,2026-03-08,2026-03-07 22:00,03:30,2:30,150,',
      'Rita Recruiter,2026-03-07,22:00,2026-03-08 03:30,2:00,120,',
      'Rita Recruiter,2026-03-06,08:00,17:30,8:30,510,',
      'Total: Rita Recruiter (5 days),2026-03-06,,,31:00,1860,',
      '',
    ]);
    const week = await http(s, 'GET', `${PATH}/export?${RANGE}&View=week`, { token: token.recruiter });
    expect(week.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFRecruiter,Week from,Week to,Days,First sign-in (America/Chicago),Last sign-out (America/Chicago),Active (h:mm),Active minutes,Signed in now',
      'Rita Recruiter,2026-03-09,2026-03-10,2,2026-03-09 09:00,2026-03-10 12:00,18:00,1080,',
    ]);
    expect(
      (await http(s, 'GET', `${PATH}/export?From=2026-01-01&To=2026-06-01`, { token: token.recruiter })).status,
    ).toBe(400);
  });
});
