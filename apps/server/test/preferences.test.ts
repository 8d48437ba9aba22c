import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, UserPreferences } from '@agency/api-client/contract';
import { runReminder } from '../src/features/calendar';
import { runCredentialExpiryNotices } from '../src/features/credentials/job';
import type { Db } from '../src/platform/db';
import { createJobRunner } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import { DB_KINDS, http, signIn, startServer, testClock, type TestServer } from './helpers';

// Manage Profile's preferences (issue 15): a staff member's own time zone and e-mail choices, checked with the
// forms package's schema, and honoured by the e-mails the server sends them: the calendar's reminders (none
// when turned off; in their zone when chosen) and the credential expiry alerts of the applicants they own.

const silent = pino({ level: 'silent' });
const DAY = 24 * 60 * 60 * 1000;

type Answer<T> = T & { Message?: string; Errors?: Record<string, string> };

describe.each(DB_KINDS)('preferences on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'supervisor' | 'applicant', string>;
  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['recruiter', 'supervisor', 'applicant'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const read = (who: keyof typeof token) =>
    http<Answer<UserPreferences>>(s, 'GET', '/api/user/preferences', { token: token[who] });
  const save = (who: keyof typeof token, body: unknown) =>
    http<Answer<UserPreferences>>(s, 'PUT', '/api/user/preferences', { token: token[who], body });

  it('answers the defaults until saved, saves the choices, and refuses a zone not on the list', async () => {
    expect((await read('recruiter')).json).toEqual({ TimeZone: '', EmailReminders: true, EmailCredentialAlerts: true });
    const saved = await save('recruiter', {
      TimeZone: 'America/Los_Angeles',
      EmailReminders: true,
      EmailCredentialAlerts: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ TimeZone: 'America/Los_Angeles', EmailReminders: true, EmailCredentialAlerts: false });
    expect((await read('recruiter')).json).toEqual(saved.json);
    // Someone else's are their own.
    expect((await read('supervisor')).json.TimeZone).toBe('');

    const refused = await save('recruiter', { TimeZone: 'Mars/Olympus_Mons', EmailReminders: 'often' });
    expect(refused.status).toBe(400);
    expect(refused.json.Errors?.TimeZone).toBe('Choose a time zone from the list');
    expect((await read('recruiter')).json.TimeZone).toBe('America/Los_Angeles');

    expect((await read('applicant')).status).toBe(403);
    expect((await http(s, 'GET', '/api/user/preferences')).status).toBe(401);
  });

  it("e-mails a staff member's reminders in their zone, and none once they turn reminders off", async () => {
    const applicant = await db
      .selectFrom('applicants')
      .select('id')
      .where('archived_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const start = new Date('2031-07-01T16:00:00Z');
    const followUp = (who: 'recruiter' | 'supervisor') =>
      http<Answer<CalendarEvent>>(s, 'POST', '/api/calendar/events', {
        token: token[who],
        body: {
          Kind: 'follow-up',
          ApplicantId: applicant.id,
          StartsAt: start.toISOString(),
          Notes: 'Call about the offer',
          ReminderOffsets: [1440],
        },
      });
    const recruiters = await followUp('recruiter');
    const supervisors = await followUp('supervisor');
    expect([recruiters.status, supervisors.status]).toEqual([201, 201]);
    await save('supervisor', { TimeZone: '', EmailReminders: false, EmailCredentialAlerts: true });

    const clock = testClock(new Date(start.getTime() - DAY + 60_000));
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({ db, jobs, log: silent, smtpUrl: null, from: 'noreply@demo.test', maxAttempts: 3 });
    const remind = (event: CalendarEvent, recruiterId: number) =>
      runReminder(
        { db, mail },
        { eventId: event.Id, sequence: 0, offset: 1440, recipient: `staff:${recruiterId}` },
        clock.now(),
      );
    expect(await remind(recruiters.json, recruiters.json.Owner.RecruiterId)).toBe(true);
    expect(await remind(supervisors.json, supervisors.json.Owner.RecruiterId)).toBe(false);

    const sent = await db
      .selectFrom('outbox')
      .select(['recipient', 'text_body'])
      .where('kind', '=', 'follow-up-reminder')
      .execute();
    expect(sent.map((row) => row.recipient)).toEqual(['recruiter@demo.test']);
    // 16:00 UTC in Los Angeles (daylight saving time in July): 9:00 AM PDT.
    expect(sent[0]!.text_body).toMatch(/9:00 AM PDT/);
  });

  it("tells an applicant's owner of an expiring credential unless they turned those e-mails off", async () => {
    const ownerOf = async (email: string) => {
      const row = await db
        .selectFrom('recruiters as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .innerJoin('applicants as a', (join) => join.onRef('a.owner_id', '=', 'r.id'))
        .select(['a.id as applicantId', 'a.agency_id as agencyId'])
        .where('u.email', '=', email)
        .where('a.archived_at', 'is', null)
        .orderBy('a.id')
        .executeTakeFirstOrThrow();
      return row;
    };
    const quiet = await ownerOf('recruiter@demo.test');
    const told = await ownerOf('supervisor@demo.test');
    await save('recruiter', { TimeZone: '', EmailReminders: true, EmailCredentialAlerts: false });
    await save('supervisor', { TimeZone: '', EmailReminders: true, EmailCredentialAlerts: true });
    for (const [index, who] of [quiet, told].entries())
      await db
        .insertInto('credential_expiries')
        .values({
          agency_id: who.agencyId,
          applicant_id: who.applicantId,
          source: 'test',
          key: `preferences-${index}`,
          label: `Preference test license ${index}`,
          expires_on: '2040-01-08',
        })
        .execute();
    const jobs = createJobRunner({ db, log: silent });
    const mail = createMailer({ db, jobs, log: silent, smtpUrl: null, from: 'noreply@demo.test', maxAttempts: 3 });
    await runCredentialExpiryNotices({ db, mail }, '2040-01-01');
    const owners = await db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'credential-expiry-owner')
      .where('subject', 'like', '%Preference test license%')
      .execute();
    expect(owners.map((row) => [row.recipient, row.subject.includes('license 1')])).toEqual([
      ['supervisor@demo.test', true],
    ]);
  });
});
