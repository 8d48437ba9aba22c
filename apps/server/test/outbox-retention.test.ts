import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { createJobRunner } from '../src/platform/jobs';
import { createMailer, EXPIRED_UNSENT, MAIL_PURGE_JOB, type MailMessage } from '../src/platform/mail';
import { createTestDatabase, DB_KINDS, startServer, testClock } from './helpers';
import { SmtpSink } from './smtp-sink';

// Issue 9, item 10: the outbox does not keep codes and temporary passwords. A sent message's body is
// emptied when it is sent; the periodic mail.purge job empties older bodies (captured ones once the dev
// outbox no longer needs them) and expires messages never delivered. Injected clock, no sleeps.

const silent = pino({ level: 'silent' });
const HOUR = 3_600_000;

// Ahead of the database's clock, which stamps created_at: the purge compares with the runner's clock.
const aheadOfTheDatabase = () => testClock(Date.now() + 60_000);

describe.each(DB_KINDS)('outbox retention on %s', (kind) => {
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

  const message = (to: string): MailMessage => ({
    agencyId,
    to,
    subject: 'Your temporary password',
    text: `temporary password for ${to}: Secret#123`,
    html: `<p>temporary password for ${to}: Secret#123</p>`,
    kind: 'temporary-password',
  });
  const outboxRow = (to: string) =>
    db.selectFrom('outbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();

  it('a sent message keeps its metadata but not its body', async () => {
    const clock = aheadOfTheDatabase();
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: `smtp://127.0.0.1:${sinkPort}`,
      from: 'Agency Portal <no-reply@agency-portal.test>',
      maxAttempts: 3,
      now: clock.now,
    });
    try {
      await db.transaction().execute((trx) => mail.enqueue(trx, message('sent@example.com')));
      expect((await outboxRow('sent@example.com')).text_body).toContain('Secret#123');
      expect(await jobs.runDue()).toBe(1);
      expect(sink.messages.some((m) => m.data.includes('temporary password for sent@example.com'))).toBe(true);
      const sent = await outboxRow('sent@example.com');
      expect(sent).toMatchObject({
        recipient: 'sent@example.com',
        subject: 'Your temporary password',
        kind: 'temporary-password',
        status: 'sent',
        text_body: '',
        html_body: '',
        sent_at: clock.now(),
      });
    } finally {
      mail.close();
    }
  });

  it('the purge job runs once per period: captured bodies stay while fresh, then go; undelivered ones expire', async () => {
    const clock = aheadOfTheDatabase();
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: null,
      from: 'x <x@x.test>',
      maxAttempts: 3,
      bodyRetentionMs: 24 * HOUR,
      now: clock.now,
    });
    await db.transaction().execute((trx) => mail.enqueue(trx, message('captured@example.com')));
    // A message still waiting for SMTP (written by a server with SMTP_URL).
    await db
      .insertInto('outbox')
      .values({
        agency_id: agencyId,
        recipient: 'pending@example.com',
        subject: 'Your code',
        text_body: 'code 123456',
        html_body: '<p>code 123456</p>',
        kind: 'verification-code',
        status: 'pending',
      })
      .execute();

    // Two servers asking: one job per period.
    await mail.schedulePurge();
    await mail.schedulePurge();
    const queued = await db.selectFrom('jobs').selectAll().where('kind', '=', MAIL_PURGE_JOB).execute();
    expect(queued).toHaveLength(1);
    expect(await jobs.runDue()).toBe(0);

    // Within the hour: due, but the captured body is fresh (the dev outbox still shows it).
    clock.advance(HOUR);
    expect(await jobs.runDue()).toBe(1);
    expect((await outboxRow('captured@example.com')).text_body).toContain('Secret#123');
    expect((await outboxRow('pending@example.com')).status).toBe('pending');

    // A day later: bodies gone, metadata kept, the undelivered message expired.
    clock.advance(24 * HOUR);
    expect(await jobs.runDue()).toBe(1);
    expect(await outboxRow('captured@example.com')).toMatchObject({
      recipient: 'captured@example.com',
      subject: 'Your temporary password',
      kind: 'temporary-password',
      status: 'captured',
      text_body: '',
      html_body: '',
    });
    expect(await outboxRow('pending@example.com')).toMatchObject({
      status: 'failed',
      last_error: EXPIRED_UNSENT,
      text_body: '',
      html_body: '',
    });
    // It queued its next run.
    const next = await db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', MAIL_PURGE_JOB)
      .where('status', '=', 'pending')
      .execute();
    expect(next).toHaveLength(1);
    expect(next[0]!.run_at.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('the server queues the purge when it starts', async () => {
    const s = await startServer(kind);
    try {
      const jobs = await s.app.services.db.selectFrom('jobs').selectAll().where('kind', '=', MAIL_PURGE_JOB).execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.run_at.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await s.close();
    }
  });
});
