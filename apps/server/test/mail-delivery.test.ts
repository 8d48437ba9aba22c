import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { createJobRunner } from '../src/platform/jobs';
import { createMailer, type MailMessage } from '../src/platform/mail';
import { createTestDatabase, DB_KINDS, testClock } from './helpers';
import { freePort, SmtpSink } from './smtp-sink';

const silent = pino({ level: 'silent' });

const clockStart = new Date('2030-06-01T08:00:00.000Z');

// The mail.deliver job driven directly (injected clock, no sleeps); mail.test.ts covers it through the API.
describe.each(DB_KINDS)('mail.deliver job on %s', (kind) => {
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
    subject: 'Your code',
    text: `code for ${to}`,
    html: `<p>code for ${to}</p>`,
    kind: 'verification-code',
  });
  const outboxRow = (to: string) =>
    db.selectFrom('outbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();
  const jobOf = (outboxId: number) =>
    db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'mail.deliver')
      .where('once_key', '=', String(outboxId))
      .executeTakeFirstOrThrow();

  it('sends a message once, even when its job runs again (a server that stopped before recording it)', async () => {
    const clock = testClock(clockStart);
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: `smtp://127.0.0.1:${sinkPort}`,
      from: 'Agency Portal <no-reply@agency-portal.test>',
      maxAttempts: 3,
    });
    try {
      await db.transaction().execute((trx) => mail.enqueue(trx, message('once@example.com')));
      const queued = await outboxRow('once@example.com');
      expect([mail.enabled, queued.status, queued.attempts]).toEqual([true, 'pending', 0]);
      expect(await jobOf(queued.id)).toMatchObject({ status: 'pending', agency_id: agencyId, max_attempts: 3 });

      expect(await jobs.runDue()).toBe(1);
      expect(sink.messages.filter((m) => m.data.includes('code for once@example.com'))).toHaveLength(1);
      const sent = await outboxRow('once@example.com');
      expect([sent.status, sent.attempts, sent.last_error, sent.sent_at]).toEqual(['sent', 1, null, clock.now()]);

      await db
        .updateTable('jobs')
        .set({ status: 'pending', finished_at: null })
        .where('id', '=', (await jobOf(queued.id)).id)
        .execute();
      expect(await jobs.runDue()).toBe(1);
      expect(sink.messages.filter((m) => m.data.includes('code for once@example.com'))).toHaveLength(1);
    } finally {
      mail.close();
    }
  });

  it('marks a message failed after MAIL_MAX_ATTEMPTS, keeping a reason without credentials', async () => {
    const clock = testClock(clockStart);
    const jobs = createJobRunner({ db, log: silent, now: clock.now });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: `smtp://mailer:pw-s3cret@127.0.0.1:${await freePort()}`,
      from: 'Agency Portal <no-reply@agency-portal.test>',
      maxAttempts: 3,
    });
    try {
      await db.transaction().execute((trx) => mail.enqueue(trx, message('down@example.com')));
      await jobs.runDue();
      let row = await outboxRow('down@example.com');
      expect([row.status, row.attempts]).toEqual(['pending', 1]);
      expect(row.last_error).toContain('ECONNREFUSED');
      for (let pass = 0; pass < 4; pass += 1) {
        clock.advance(3_600_000);
        await jobs.runDue();
      }
      row = await outboxRow('down@example.com');
      expect([row.status, row.attempts, row.sent_at]).toEqual(['failed', 3, null]);
      expect(row.last_error).not.toContain('pw-s3cret');
      expect((await jobOf(row.id)).status).toBe('failed');
    } finally {
      mail.close();
    }
  });

  it('marks a message failed when its last attempt never finished (the runner stopped past its lease)', async () => {
    const clock = testClock(clockStart);
    const jobs = createJobRunner({ db, log: silent, now: clock.now, leaseMs: 60_000 });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: `smtp://127.0.0.1:${sinkPort}`,
      from: 'Agency Portal <no-reply@agency-portal.test>',
      maxAttempts: 2,
    });
    try {
      await db.transaction().execute((trx) => mail.enqueue(trx, message('hung@example.com')));
      const queued = await outboxRow('hung@example.com');
      // Another runner claimed the last attempt and died: its lease has run out.
      await db
        .updateTable('jobs')
        .set({ attempts: 2, locked_until: clock.now(), locked_by: 'dead-runner' })
        .where('id', '=', (await jobOf(queued.id)).id)
        .execute();
      clock.advance(1);
      expect(await jobs.runDue()).toBe(1);
      const row = await outboxRow('hung@example.com');
      expect([row.status, row.last_error]).toEqual(['failed', 'The last attempt did not finish within its lease.']);
      expect((await jobOf(row.id)).status).toBe('failed');
      expect(sink.messages.filter((m) => m.data.includes('code for hung@example.com'))).toHaveLength(0);
    } finally {
      mail.close();
    }
  });

  it('without SMTP_URL captures the message and queues no job', async () => {
    const jobs = createJobRunner({ db, log: silent });
    const mail = createMailer({ db, jobs, log: silent, smtpUrl: null, from: 'x <x@x.test>', maxAttempts: 3 });
    await db.transaction().execute((trx) => mail.enqueue(trx, message('captured@example.com')));
    const row = await outboxRow('captured@example.com');
    expect([mail.enabled, row.status]).toEqual([false, 'captured']);
    expect(
      await db
        .selectFrom('jobs')
        .select('id')
        .where('once_key', '=', String(row.id))
        .where('kind', '=', 'mail.deliver')
        .execute(),
    ).toEqual([]);
    expect(await jobs.runDue()).toBe(0);
  });
});
