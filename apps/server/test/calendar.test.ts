import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarAgenda,
  CalendarEvent,
  CalendarEventPayload,
  Institution,
  JobOrder,
  Page,
  SubmissionStatusResult,
  SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { CALENDAR_REMINDER_JOB, registerCalendarReminderJob, runReminder } from '../src/features/calendar';
import type { Db } from '../src/platform/db';
import { createJobRunner, type JobRunner } from '../src/platform/jobs';
import { createMailer, type Mailer } from '../src/platform/mail';
import { DB_KINDS, decodeJwt, http, signIn, startServer, testClock, type TestServer } from './helpers';
import { newApplicant } from './onboarding-helpers';

// The calendar (issue 14, "Calendar"): interviews and follow-ups, their validation, the agency's walls,
// invitations with an ICS file parsed back (UID, SEQUENCE, DTSTART, METHOD) for create, reschedule and
// cancel, reminders on the job runner sent once with the test's clock (across a restart, with two runners,
// stale after a reschedule), follow-ups done and reopened, the dashboard's day, and a submission moved to
// Interview scheduling its calendar interview.

const silent = pino({ level: 'silent' });
const MINUTE = 60_000;
const DAY = 86_400_000;

type Answer<T> = T & { Message: string; Code: string; Errors: Record<string, string> };

interface Ics {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  status: string;
  attendees: string[];
}

/** The ICS text parsed back by another library (ical.js), as a calendar application reads it. */
function parseIcs(text: string): Ics {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: start.toJSDate().toISOString(),
    status: String(event.getFirstPropertyValue('status')),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).replace(/^mailto:/i, '')),
  };
}

describe.each(DB_KINDS)('calendar on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'supervisor' | 'manager' | 'acme' | 'applicant', string>;
  let recruiterId = 0;
  let supervisorId = 0;
  let managerId = 0;
  const applicants: { id: number; email: string; state: string | null; first_name: string }[] = [];
  let acmeApplicantId = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['recruiter', 'supervisor', 'manager', 'applicant'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    recruiterId = (decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number }).RecruiterId;
    supervisorId = (decodeJwt(token.supervisor).payload.recruiter as { RecruiterId: number }).RecruiterId;
    managerId = (decodeJwt(token.manager).payload.recruiter as { RecruiterId: number }).RecruiterId;
    const demo = await db.selectFrom('agencies').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    applicants.push(
      ...(await db
        .selectFrom('applicants')
        .select(['id', 'email', 'state', 'first_name'])
        .where('agency_id', '=', demo.id)
        .where('archived_at', 'is', null)
        .where('state', '=', 'TX')
        .orderBy('id')
        .limit(12)
        .execute()),
    );
    acmeApplicantId = (await newApplicant(s, 'acme')).id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const applicant = (index: number) => applicants[index]!;
  const create = (
    body: Partial<CalendarEventPayload> & Record<string, unknown>,
    who: keyof typeof token = 'recruiter',
  ) => http<Answer<CalendarEvent>>(s, 'POST', '/api/calendar/events', { token: token[who], body });
  const update = (
    id: number,
    body: Partial<CalendarEventPayload> & Record<string, unknown>,
    who: keyof typeof token = 'recruiter',
  ) => http<Answer<CalendarEvent>>(s, 'PUT', `/api/calendar/events/${id}`, { token: token[who], body });
  const post = (id: number, action: 'cancel' | 'complete' | 'reopen', who: keyof typeof token = 'recruiter') =>
    http<Answer<CalendarEvent>>(s, 'POST', `/api/calendar/events/${id}/${action}`, { token: token[who] });
  /** The mails written to `to` about the event (kind), oldest first, with their ICS parsed. */
  const mails = async (to: string, kindPrefix: string) =>
    (
      await db
        .selectFrom('outbox')
        .select(['subject', 'kind', 'text_body', 'attachments'])
        .where('recipient', '=', to)
        .where('kind', 'like', `${kindPrefix}%`)
        .orderBy('id')
        .execute()
    ).map((row) => ({
      subject: row.subject,
      kind: row.kind,
      text: row.text_body,
      files: row.attachments.map((file) => file.Filename),
      ics:
        row.attachments.length > 0
          ? parseIcs(Buffer.from(row.attachments[0]!.Content, 'base64').toString('utf8'))
          : null,
    }));
  const interviewBody = (index: number, startsAt: string, change: Record<string, unknown> = {}) => ({
    Kind: 'interview' as const,
    ApplicantId: applicant(index).id,
    StartsAt: startsAt,
    DurationMinutes: 45,
    LocationKind: 'video' as const,
    Location: 'https://meet.example.com/abc',
    InterviewerIds: [supervisorId],
    ReminderOffsets: [1440, 60],
    RemindApplicant: true,
    ...change,
  });

  it('creates, reschedules and cancels an interview, e-mailing the invitation, its update and cancellation with a valid ICS', async () => {
    const created = await create(interviewBody(0, '2031-03-04T15:30:00Z'));
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      Kind: 'interview',
      Title: expect.stringMatching(/^[A-Z][a-z]+ [A-Z]/),
      ApplicantId: applicant(0).id,
      ApplicantState: 'TX',
      ApplicantTimeZone: 'America/Chicago',
      StartsAt: '2031-03-04T15:30:00.000Z',
      EndsAt: '2031-03-04T16:15:00.000Z',
      DurationMinutes: 45,
      LocationKind: 'video',
      Interviewers: [{ RecruiterId: supervisorId, Name: expect.any(String) }],
      Owner: { RecruiterId: recruiterId, Name: 'Rita Recruiter' },
      ReminderOffsets: [1440, 60],
      Sequence: 0,
      CancelledAt: null,
    });
    const uid = created.json.Uid;
    const invitation = await mails(applicant(0).email, 'interview-invitation');
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.files).toEqual(['invite.ics']);
    // The applicant reads the time in the agency's zone (the demo agency's: Central), the zone named.
    expect(invitation[0]!.text).toContain('When: Tue, Mar 4, 2031, 9:30 AM CST (45 minutes)');
    expect(invitation[0]!.text).toContain('Where: Video: https://meet.example.com/abc');
    expect(invitation[0]!.ics).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 0,
      start: '2031-03-04T15:30:00.000Z',
      status: 'CONFIRMED',
    });
    expect(invitation[0]!.ics!.attendees).toContain(applicant(0).email);
    expect(await mails('supervisor@demo.test', 'interview-invitation')).toHaveLength(1);

    // Reschedule (after the DST change: 9:30 AM CDT is 14:30 UTC).
    const moved = await update(created.json.Id, interviewBody(0, '2031-03-11T14:30:00Z'));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ Sequence: 1, StartsAt: '2031-03-11T14:30:00.000Z', Uid: uid });
    const updated = await mails(applicant(0).email, 'interview-update');
    expect(updated).toHaveLength(1);
    expect(updated[0]!.text).toContain('When: Tue, Mar 11, 2031, 9:30 AM CDT (45 minutes)');
    expect(updated[0]!.ics).toMatchObject({ method: 'REQUEST', uid, sequence: 1, start: '2031-03-11T14:30:00.000Z' });

    // An interviewer taken off gets the cancellation; one added gets the invitation (no reschedule).
    const swapped = await update(
      created.json.Id,
      interviewBody(0, '2031-03-11T14:30:00Z', { InterviewerIds: [managerId] }),
    );
    expect(swapped.json).toMatchObject({ Sequence: 1, Interviewers: [{ RecruiterId: managerId }] });
    expect((await mails('supervisor@demo.test', 'interview-cancellation')).map((mail) => mail.ics!.uid)).toContain(uid);
    expect((await mails('manager@demo.test', 'interview-invitation')).map((mail) => mail.ics!.uid)).toContain(uid);
    await update(created.json.Id, interviewBody(0, '2031-03-11T14:30:00Z'));

    // An edit that keeps the time (notes) is no reschedule: no SEQUENCE, no mail.
    const noted = await update(
      created.json.Id,
      interviewBody(0, '2031-03-11T14:30:00Z', { Notes: 'Ask about nights' }),
    );
    expect(noted.json).toMatchObject({ Sequence: 1, Notes: 'Ask about nights' });
    expect(await mails(applicant(0).email, 'interview-update')).toHaveLength(1);

    const cancelled = await post(created.json.Id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ Sequence: 2, CancelledAt: expect.any(String) });
    const cancellation = await mails(applicant(0).email, 'interview-cancellation');
    expect(cancellation[0]!.files).toEqual(['cancel.ics']);
    expect(cancellation[0]!.ics).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
    expect((await post(created.json.Id, 'cancel')).status).toBe(409);
    const late = await update(created.json.Id, interviewBody(0, '2031-03-12T14:30:00Z'));
    expect([late.status, late.json.Code]).toEqual([409, 'event_cancelled']);

    // The dev outbox lists the attachment and offers the ICS text (what the browser test reads).
    const outbox = await http<{ To: string; Attachments: { Filename: string; Text: string | null }[] }[]>(
      s,
      'GET',
      '/dev/outbox.json',
    );
    const listed = outbox.json.find((row) => row.To === applicant(0).email && row.Attachments.length > 0)!;
    expect(listed.Attachments[0]!.Filename).toMatch(/\.ics$/);
    expect(parseIcs(listed.Attachments[0]!.Text!).uid).toBe(uid);
  });

  it('answers 400 with a clear message for a bad event', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { DurationMinutes: undefined, EndsAt: '2031-04-01T14:00:00Z' }),
        { EndsAt: 'The end must be after the start.' },
      ],
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { DurationMinutes: 2 }),
        { DurationMinutes: 'The duration must be from 5 minutes to 8 hours.' },
      ],
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { DurationMinutes: 600 }),
        { DurationMinutes: 'The duration must be from 5 minutes to 8 hours.' },
      ],
      [interviewBody(1, '2031-04-01T15:00'), { StartsAt: 'Give the interview’s date and time.' }],
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { ApplicantId: 2_000_000_000 }),
        { ApplicantId: 'This applicant is not in your agency, or is archived.' },
      ],
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { ApplicantId: acmeApplicantId }),
        { ApplicantId: 'This applicant is not in your agency, or is archived.' },
      ],
      [interviewBody(1, '2031-04-01T15:00:00Z', { Kind: 'meeting' }), { Kind: 'Choose an interview or a follow-up.' }],
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { Location: 'meet.example.com' }),
        { Location: 'The video link must start with https://.' },
      ],
      [
        interviewBody(1, '2031-04-01T15:00:00Z', { ReminderOffsets: [0] }),
        { ReminderOffsets: 'Choose at most 5 reminders, from 1 minute to 4 weeks before.' },
      ],
    ];
    for (const [body, errors] of cases) {
      const result = await create(body);
      expect([result.status, result.json.Errors], JSON.stringify(body)).toEqual([400, errors]);
    }
    expect(acmeApplicantId).toBeGreaterThan(0);
  });

  it('keeps each agency to its own events; applicants and strangers are refused', async () => {
    const created = await create(interviewBody(2, '2031-05-06T16:00:00Z'));
    expect(created.status).toBe(201);
    const acmeGet = await http(s, 'GET', `/api/calendar/events/${created.json.Id}`, {
      token: token.acme,
      headers: { host: 'acme.localhost' },
    });
    expect(acmeGet.status).toBe(404);
    const acmeCancel = await http(s, 'POST', `/api/calendar/events/${created.json.Id}/cancel`, {
      token: token.acme,
      headers: { host: 'acme.localhost' },
    });
    expect(acmeCancel.status).toBe(404);
    const acmeList = await http<CalendarEvent[]>(
      s,
      'GET',
      '/api/calendar/events?From=2031-05-01T00:00:00Z&To=2031-06-01T00:00:00Z',
      { token: token.acme, headers: { host: 'acme.localhost' } },
    );
    expect(acmeList.status).toBe(200);
    expect(acmeList.json.map((event) => event.Id)).not.toContain(created.json.Id);
    expect((await http(s, 'GET', '/api/calendar/today', { token: token.applicant })).status).toBe(403);
    expect((await http(s, 'GET', '/api/calendar/today')).status).toBe(401);

    // Every staff member uses the calendar: the manager lists it, "Mine" keeps the owner's and interviewer's.
    const range = 'From=2031-05-01T00:00:00Z&To=2031-06-01T00:00:00Z';
    const all = await http<CalendarEvent[]>(s, 'GET', `/api/calendar/events?${range}`, { token: token.manager });
    expect(all.json.map((event) => event.Id)).toContain(created.json.Id);
    const managersOwn = await http<CalendarEvent[]>(s, 'GET', `/api/calendar/events?${range}&Mine=true`, {
      token: token.manager,
    });
    expect(managersOwn.json.map((event) => event.Id)).not.toContain(created.json.Id);
    const supervisorsOwn = await http<CalendarEvent[]>(
      s,
      'GET',
      `/api/calendar/events?${range}&Mine=true&Kind=interview`,
      {
        token: token.supervisor,
      },
    );
    expect(supervisorsOwn.json.map((event) => event.Id)).toContain(created.json.Id);
    const tooWide = await http<Answer<object>>(
      s,
      'GET',
      '/api/calendar/events?From=2031-01-01T00:00:00Z&To=2032-01-01T00:00:00Z',
      {
        token: token.recruiter,
      },
    );
    expect([tooWide.status, tooWide.json.Errors]).toEqual([400, { To: 'A range covers at most 100 days.' }]);
  });

  /** A runner and its mailer on the test's clock, as one server process has them. */
  function server(clock: { now: () => Date }): { jobs: JobRunner; mail: Mailer } {
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: null,
      from: 'noreply@demo.test',
      maxAttempts: 3,
      now: clock.now,
      bodyRetentionMs: 100 * 365 * DAY,
    });
    registerCalendarReminderJob({ db, mail, jobs });
    return { jobs, mail };
  }
  const reminders = async (to: string) => (await mails(to, 'interview-reminder')).map((mail) => mail.subject);

  it('e-mails each reminder once at its offset, across a restart and with two runners; a reschedule makes the old ones stale', async () => {
    const start = new Date('2032-02-10T16:00:00Z');
    const created = await create(interviewBody(3, start.toISOString(), { InterviewerIds: [] }));
    expect(created.status).toBe(201);
    const jobs = await db
      .selectFrom('jobs')
      .select(['once_key', 'run_at'])
      .where('kind', '=', CALENDAR_REMINDER_JOB)
      .where('once_key', 'like', `${created.json.Id}:%`)
      .orderBy('once_key')
      .execute();
    expect(jobs).toEqual([
      { once_key: `${created.json.Id}:0:1440:applicant`, run_at: new Date(start.getTime() - DAY) },
      { once_key: `${created.json.Id}:0:1440:staff:${recruiterId}`, run_at: new Date(start.getTime() - DAY) },
      { once_key: `${created.json.Id}:0:60:applicant`, run_at: new Date(start.getTime() - 60 * MINUTE) },
      { once_key: `${created.json.Id}:0:60:staff:${recruiterId}`, run_at: new Date(start.getTime() - 60 * MINUTE) },
    ]);
    const email = applicant(3).email;
    const clock = testClock(new Date(start.getTime() - DAY - MINUTE));
    let process = server(clock);
    await process.jobs.runDue();
    expect(await reminders(email)).toEqual([]);
    clock.advance(2 * MINUTE); // one day before
    await process.jobs.runDue();
    expect(await reminders(email)).toHaveLength(1);
    expect(
      (await reminders('recruiter@demo.test')).filter((subject) => subject.includes(created.json.Title)),
    ).toHaveLength(1);
    process = server(clock); // a restart: the jobs are in the database, the sent ones stay sent
    await process.jobs.runDue();
    expect(await reminders(email)).toHaveLength(1);
    // A second run of the same job (a runner that stopped before recording it) sends nothing again.
    expect(
      await runReminder(
        { db, mail: process.mail },
        { eventId: created.json.Id, sequence: 0, offset: 1440, recipient: 'applicant' },
        clock.now(),
      ),
    ).toBe(false);

    // Reschedule one day later: SEQUENCE 1; the 60-minute jobs of SEQUENCE 0 find a stale sequence.
    const later = new Date(start.getTime() + DAY);
    expect(
      (await update(created.json.Id, interviewBody(3, later.toISOString(), { InterviewerIds: [] }))).json.Sequence,
    ).toBe(1);
    clock.set(new Date(start.getTime() - 59 * MINUTE));
    await process.jobs.runDue();
    expect(await reminders(email)).toHaveLength(1);

    // The new day-before and hour-before reminders, two runners at once: each e-mailed once.
    const a = server(clock);
    const b = server(clock);
    clock.set(new Date(later.getTime() - DAY + MINUTE));
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    clock.set(new Date(later.getTime() - 59 * MINUTE));
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    const subjects = await reminders(email);
    expect(subjects).toHaveLength(3);
    expect(subjects[1]).toContain('Wed, Feb 11, 2032, 10:00 AM CST');
    const sent = await db
      .selectFrom('calendar_reminders_sent')
      .select(['sequence', 'offset_minutes', 'recipient'])
      .where('event_id', '=', created.json.Id)
      .orderBy('sequence')
      .orderBy('offset_minutes', 'desc')
      .orderBy('recipient')
      .execute();
    expect(sent).toEqual([
      { sequence: 0, offset_minutes: 1440, recipient: 'applicant' },
      { sequence: 0, offset_minutes: 1440, recipient: `staff:${recruiterId}` },
      { sequence: 1, offset_minutes: 1440, recipient: 'applicant' },
      { sequence: 1, offset_minutes: 1440, recipient: `staff:${recruiterId}` },
      { sequence: 1, offset_minutes: 60, recipient: 'applicant' },
      { sequence: 1, offset_minutes: 60, recipient: `staff:${recruiterId}` },
    ]);
  });

  it('sends no reminder for a cancelled event', async () => {
    const start = new Date('2032-06-01T16:00:00Z');
    const created = await create(interviewBody(4, start.toISOString(), { InterviewerIds: [] }));
    await post(created.json.Id, 'cancel');
    const clock = testClock(new Date(start.getTime() - 30 * MINUTE));
    await server(clock).jobs.runDue();
    expect(await reminders(applicant(4).email)).toEqual([]);
  });

  it('completes and reopens a follow-up; the dashboard shows the day in the user’s time zone', async () => {
    const now = new Date();
    const overdue = await create({
      Kind: 'follow-up',
      ApplicantId: applicant(5).id,
      StartsAt: new Date(now.getTime() - 3 * DAY).toISOString(),
      Notes: 'Call back about the offer',
    });
    expect(overdue.status, overdue.text).toBe(201);
    expect(overdue.json).toMatchObject({
      Kind: 'follow-up',
      Title: expect.stringMatching(/^[A-Z][a-z]+ [A-Z]/),
      DurationMinutes: null,
      LocationKind: null,
      DoneAt: null,
    });
    const agenda = async (zone = 'America/Chicago') =>
      (
        await http<CalendarAgenda>(s, 'GET', `/api/calendar/today?TimeZone=${encodeURIComponent(zone)}`, {
          token: token.recruiter,
        })
      ).json;
    const before = await agenda();
    expect(before.TimeZone).toBe('America/Chicago');
    expect(before.FollowUpsDue.map((event) => event.Id)).toContain(overdue.json.Id);
    // Overdue first (earliest due first).
    const dues = before.FollowUpsDue.map((event) => event.StartsAt);
    expect([...dues].sort()).toEqual(dues);
    expect(before.FollowUpsDue.every((event) => event.Owner.RecruiterId === recruiterId && event.DoneAt === null)).toBe(
      true,
    );
    expect(before.Interviews.every((event) => event.Kind === 'interview')).toBe(true);
    const bad = await http<Answer<object>>(s, 'GET', '/api/calendar/today?TimeZone=Mars/Olympus', {
      token: token.recruiter,
    });
    expect([bad.status, bad.json.Errors]).toEqual([400, { TimeZone: 'Give a time zone such as America/Chicago.' }]);

    const done = await post(overdue.json.Id, 'complete');
    expect(done.json.DoneAt).toEqual(expect.any(String));
    expect((await agenda()).FollowUpsDue.map((event) => event.Id)).not.toContain(overdue.json.Id);
    const reopened = await post(overdue.json.Id, 'reopen');
    expect(reopened.json.DoneAt).toBeNull();
    expect((await agenda()).FollowUpsDue.map((event) => event.Id)).toContain(overdue.json.Id);
    const interview = await create(interviewBody(6, '2031-07-01T15:00:00Z'));
    const notFollowUp = await post(interview.json.Id, 'complete');
    expect([notFollowUp.status, notFollowUp.json.Code]).toEqual([409, 'not_a_follow_up']);
  });

  it('schedules the linked calendar interview when a submission moves to Interview, and reschedules it', async () => {
    const found = await http<Page<{ Id: number }>>(s, 'GET', '/api/institutions?q=desert%20sun', {
      token: token.recruiter,
    });
    const institution = (
      await http<Institution>(s, 'GET', `/api/institutions/${found.json.Items[0]!.Id}`, { token: token.recruiter })
    ).json;
    const order = await http<JobOrder>(s, 'POST', '/api/job-orders', {
      token: token.manager,
      body: {
        Title: 'Calendar ICU RN',
        InstitutionId: institution.Id,
        Unit: institution.Units[0] ?? 'ICU',
        Discipline: 'RN',
        Specialty: 'ICU',
        Shift: 'days',
        ShiftHours: 12,
        HoursPerWeek: 36,
        GuaranteedHours: null,
        StartDate: '2031-09-01',
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
        Certifications: [],
        YearsExperience: 1,
        Emr: '',
        InterviewRequired: true,
        Description: '',
        Status: 'open',
        StatusReason: '',
        OwnerId: recruiterId,
      },
    });
    expect(order.status, order.text).toBe(201);
    const who = applicant(7);
    const submitted = await http<SubmitApplicantsResult>(s, 'POST', `/api/job-orders/${order.json.Id}/submissions`, {
      token: token.recruiter,
      body: { ApplicantIds: [who.id] },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const submissionId = submitted.json.Created[0]!.Id;
    const move = (at: string) =>
      http<SubmissionStatusResult>(s, 'POST', `/api/submissions/${submissionId}/status`, {
        token: token.recruiter,
        body: { Status: 'interview', InterviewAt: at },
      });
    expect((await move('2031-09-02T15:00:00Z')).status).toBe(200);
    const linked = async () =>
      (
        await http<CalendarEvent[]>(
          s,
          'GET',
          `/api/calendar/events?From=2031-09-01T00:00:00Z&To=2031-09-30T00:00:00Z&ApplicantId=${who.id}&IncludeCancelled=true`,
          { token: token.recruiter },
        )
      ).json;
    expect(await linked()).toMatchObject([
      {
        Kind: 'interview',
        SubmissionId: submissionId,
        JobOrderId: order.json.Id,
        StartsAt: '2031-09-02T15:00:00.000Z',
        Sequence: 0,
      },
    ]);
    expect(await mails(who.email, 'interview-invitation')).toHaveLength(1);
    expect((await move('2031-09-03T15:00:00Z')).status).toBe(200);
    expect(await linked()).toMatchObject([{ StartsAt: '2031-09-03T15:00:00.000Z', Sequence: 1 }]);
    const update = await mails(who.email, 'interview-update');
    expect(update[0]!.ics).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2031-09-03T15:00:00.000Z' });

    // Rescheduled on the calendar: the submission's interview time follows.
    const event = (await linked())[0]!;
    const moved = await http<CalendarEvent>(s, 'PUT', `/api/calendar/events/${event.Id}`, {
      token: token.recruiter,
      body: {
        Kind: 'interview',
        ApplicantId: who.id,
        SubmissionId: submissionId,
        StartsAt: '2031-09-04T15:00:00Z',
        DurationMinutes: 30,
      },
    });
    expect(moved.status, moved.text).toBe(200);
    const submission = await db
      .selectFrom('submissions')
      .select('interview_at')
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(new Date(submission.interview_at!).toISOString()).toBe('2031-09-04T15:00:00.000Z');
  });
});
