import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  instantToZonedTime,
  type AgencySettings,
  type ApiErrorBody,
  type CalendarAgenda,
  type CalendarEvent,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { runReminder } from '../src/features/calendar';
import type { Db } from '../src/platform/db';
import { createJobRunner } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// The agency's time zone (issue 28, item 12): an agency setting (any IANA zone Intl supports; the demo agency's is
// its state's), in which the demo calendar keeps working hours, and in which every e-mail to an applicant
// states the interview's time, the zone named: the invitation, its update, the ICS's description, the reminders.

const m = messages.agencySettings;
const DAY = 86_400_000;

type Answer<T> = T & ApiErrorBody;

/** The settings as the update's body. */
const payloadOf = ({ TimeZone, BrandPrimary, BrandAccent }: AgencySettings) => ({
  TimeZone,
  BrandPrimary,
  BrandAccent,
});

/** "HH:mm" of an instant in a zone. */
const clockIn = (at: Date | string, zone: string) => instantToZonedTime(at, zone).slice(11, 16);

describe.each(DB_KINDS)('the agency time zone on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'admin' | 'recruiter', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['admin', 'recruiter'] as const) token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const settings = async () =>
    (await http<AgencySettings>(s, 'GET', '/api/agency/settings', { token: token.recruiter })).json;
  const saveZone = async (zone: unknown) =>
    http<Answer<AgencySettings>>(s, 'PUT', '/api/agency/settings', {
      token: token.admin,
      body: { ...payloadOf(await settings()), TimeZone: zone },
    });

  it("the demo agency works in its state's zone, and its demo calendar keeps working hours there", async () => {
    expect((await settings()).TimeZone).toBe('America/Chicago');
    const events = await db
      .selectFrom('calendar_events as e')
      .innerJoin('agencies as a', 'a.id', 'e.agency_id')
      .select(['e.starts_at', 'e.duration_minutes', 'e.submission_id'])
      .where('a.slug', '=', 'demo')
      .execute();
    expect(events.length).toBeGreaterThan(20);
    // The interviews linked to submissions (their interview_at) are among them.
    expect(events.some((event) => event.submission_id !== null)).toBe(true);
    for (const event of events) {
      const start = clockIn(event.starts_at, 'America/Chicago');
      const end = clockIn(
        new Date(new Date(event.starts_at).getTime() + (event.duration_minutes ?? 0) * 60_000),
        'America/Chicago',
      );
      expect([start, start >= '09:00' && end <= '17:00']).toEqual([start, true]);
    }
  });

  it('an admin sets any IANA zone Intl supports; another is refused at the field, and nothing is saved', async () => {
    const saved = await saveZone('Europe/London');
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.TimeZone).toBe('Europe/London');
    expect((await settings()).TimeZone).toBe('Europe/London');
    for (const [zone, message] of [
      ['Mars/Olympus_Mons', m.timeZoneInvalid],
      ['america/chicago', m.timeZoneInvalid],
      ['Central', m.timeZoneInvalid],
      ['', m.timeZoneRequired],
      [42, 'TimeZone must be text.'],
    ] as const) {
      const refused = await saveZone(zone);
      expect([zone, refused.status, refused.json.Errors]).toEqual([zone, 400, { TimeZone: message }]);
    }
    expect((await settings()).TimeZone).toBe('Europe/London');
    const recruiter = await http<ApiErrorBody>(s, 'PUT', '/api/agency/settings', {
      token: token.recruiter,
      body: { ...payloadOf(await settings()), TimeZone: 'America/Denver' },
    });
    expect(recruiter.status).toBe(403);
  });

  it("e-mails the applicant the interview's time in the agency's zone, named: invitation, ICS, update, reminder", async () => {
    expect((await saveZone('America/Los_Angeles')).status).toBe(200);
    // A Texan applicant (Central time): the e-mails follow the agency's zone, not the applicant's state.
    const applicant = await db
      .selectFrom('applicants as p')
      .innerJoin('agencies as a', 'a.id', 'p.agency_id')
      .select(['p.id', 'p.email'])
      .where('a.slug', '=', 'demo')
      .where('p.state', '=', 'TX')
      .where('p.archived_at', 'is', null)
      .orderBy('p.id', 'desc')
      .executeTakeFirstOrThrow();
    const body = {
      Kind: 'interview',
      ApplicantId: applicant.id,
      StartsAt: '2031-03-04T18:30:00.000Z', // 10:30 AM in Los Angeles (PST)
      DurationMinutes: 30,
      LocationKind: 'phone',
      Location: '(555) 010-2040',
      InterviewerIds: [],
      ReminderOffsets: [1440],
      RemindApplicant: true,
    };
    const created = await http<Answer<CalendarEvent>>(s, 'POST', '/api/calendar/events', {
      token: token.recruiter,
      body,
    });
    expect(created.status, created.text).toBe(201);
    const mailsOf = (kindOf: string) =>
      db
        .selectFrom('outbox')
        .select(['subject', 'text_body', 'html_body', 'attachments'])
        .where('recipient', '=', applicant.email)
        .where('kind', '=', kindOf)
        .orderBy('id')
        .execute();

    const [invitation] = await mailsOf('interview-invitation');
    expect(invitation!.text_body).toContain('When: Tue, Mar 4, 2031, 10:30 AM PST (30 minutes)');
    expect(invitation!.html_body).toContain('When: Tue, Mar 4, 2031, 10:30 AM PST (30 minutes)');
    expect(invitation!.subject).toContain('Tue, Mar 4, 2031, 10:30 AM PST');
    const ics = new ICAL.Component(
      ICAL.parse(Buffer.from(invitation!.attachments[0]!.Content, 'base64').toString('utf8')),
    ).getFirstSubcomponent('vevent')!;
    expect(String(ics.getFirstPropertyValue('description'))).toContain('When: Tue, Mar 4, 2031, 10:30 AM PST');
    expect((ics.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(body.StartsAt);

    // Rescheduled to the same wall-clock time after the DST change: 10:30 AM PDT is 17:30 UTC.
    const moved = await http<Answer<CalendarEvent>>(s, 'PUT', `/api/calendar/events/${created.json.Id}`, {
      token: token.recruiter,
      body: { ...body, StartsAt: '2031-03-11T17:30:00.000Z' },
    });
    expect(moved.status, moved.text).toBe(200);
    const [update] = await mailsOf('interview-update');
    expect(update!.text_body).toContain('When: Tue, Mar 11, 2031, 10:30 AM PDT (30 minutes)');

    // The applicant's reminder, a day before.
    const jobs = createJobRunner({ db, log: pino({ level: 'silent' }) });
    const mail = createMailer({
      db,
      jobs,
      log: pino({ level: 'silent' }),
      smtpUrl: null,
      from: 'noreply@demo.test',
      maxAttempts: 3,
      bodyRetentionMs: 365 * DAY,
    });
    const sent = await runReminder(
      { db, mail },
      { eventId: created.json.Id, sequence: moved.json.Sequence, offset: 1440, recipient: 'applicant' },
      new Date(Date.parse('2031-03-10T17:30:00.000Z') + 60_000),
    );
    expect(sent).toBe(true);
    const [reminder] = await mailsOf('interview-reminder');
    expect(reminder!.text_body).toContain('When: Tue, Mar 11, 2031, 10:30 AM PDT (30 minutes)');

    // The dashboard's day, asked without a zone, is the agency's.
    const agenda = await http<CalendarAgenda>(s, 'GET', '/api/calendar/today', { token: token.recruiter });
    expect([agenda.status, agenda.json.TimeZone]).toEqual([200, 'America/Los_Angeles']);
  });
});
