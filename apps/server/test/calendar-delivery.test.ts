import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { icsAttachment, interviewIcs } from '../src/features/calendar';
import { createDatabase, type Db } from '../src/platform/db';
import { createJobRunner } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import { createTestDatabase, DB_KINDS, testClock } from './helpers';
import { SmtpSink } from './smtp-sink';

// An invitation's ICS through real SMTP delivery (issue 14): the outbox's attachment reaches the SMTP server
// as a text/calendar part whose content parses back (UID, SEQUENCE, DTSTART, METHOD), and the outbox row keeps
// no copy once sent.

const silent = pino({ level: 'silent' });

describe.each(DB_KINDS)('invitation delivery on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let agencyId: number;
  const sink = new SmtpSink();
  let sinkPort: number;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.database);
    await migrateToLatest(db as never);
    agencyId = (
      await db.insertInto('agencies').values({ slug: 'acme', name: 'Acme' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    sinkPort = await sink.listen();
  });
  afterAll(async () => {
    await sink.close();
    await db?.destroy();
    await database?.drop();
  });

  it('sends the ICS as a text/calendar attachment and empties the outbox copy once sent', async () => {
    const clock = testClock(new Date('2030-06-01T08:00:00.000Z'));
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: `smtp://127.0.0.1:${sinkPort}`,
      from: 'Agency Portal <no-reply@agency-portal.test>',
      maxAttempts: 3,
    });
    const ics = interviewIcs({
      uid: 'delivery-test@agency-portal',
      sequence: 3,
      title: 'Maria Rivera for ICU nights',
      description: 'Interview',
      location: 'Video: https://meet.example.com/x',
      startsAt: new Date('2030-06-03T15:30:00.000Z'),
      durationMinutes: 45,
      organizer: { name: 'Rita Recruiter', email: 'recruiter@acme.test' },
      attendees: [{ name: 'Maria Rivera', email: 'maria@example.com' }],
      method: 'REQUEST',
    });
    try {
      await db.transaction().execute((trx) =>
        mail.enqueue(trx, {
          agencyId,
          to: 'maria@example.com',
          subject: 'Interview invitation',
          text: 'invitation for maria@example.com',
          html: '<p>invitation</p>',
          kind: 'interview-invitation',
          attachments: [icsAttachment(ics, 'REQUEST')],
        }),
      );
      expect(await jobs.runDue()).toBe(1);
      const [received] = sink.messages.filter((m) => m.data.includes('invitation for maria@example.com'));
      expect(received!.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(received!.data).toMatch(/filename=invite\.ics/);
      // The part after its headers, up to the closing boundary: base64 lines.
      const part = received!.data.split('filename=invite.ics')[1]!.split(/\r?\n--/)[0]!;
      const calendar = new ICAL.Component(ICAL.parse(Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')));
      const event = calendar.getFirstSubcomponent('vevent')!;
      expect([
        calendar.getFirstPropertyValue('method'),
        event.getFirstPropertyValue('uid'),
        event.getFirstPropertyValue('sequence'),
        (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      ]).toEqual(['REQUEST', 'delivery-test@agency-portal', 3, '2030-06-03T15:30:00.000Z']);
      const row = await db
        .selectFrom('outbox')
        .select(['status', 'attachments', 'text_body'])
        .where('recipient', '=', 'maria@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'sent', attachments: [], text_body: '' });
    } finally {
      mail.close();
    }
  });
});
