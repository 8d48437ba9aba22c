import { createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessagesResult } from '@agency/api-client/contract';
import { ConfigError, loadConfig } from '../src/app/config';
import { migrateToLatest } from '../src/db/migrations';
import { agencyIdOf } from '../src/features/agency';
import { createDatabase, type Db } from '../src/platform/db';
import { createJobRunner, type JobHandler, type JobRunner } from '../src/platform/jobs';
import { createMailer, type MailMessage } from '../src/platform/mail';
import { createTestDatabase, DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import { SmtpSink } from './smtp-sink';

// Security review, issue 27 item 5: a slow or silent mail server must not hold the job runner. The SMTP
// timeouts really apply; every job is stopped at a time limit below its lease (so it never outlives its
// lease and is never run twice at once); staff mail runs in a lane of its own, one job per agency at a
// time, so one agency's tarpit delays neither password resets nor another agency's messages.

const silent = pino({ level: 'silent' });
const FROM = 'Agency Portal <no-reply@agency-portal.test>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true (polling every 25 ms), at most `ms`; answers whether it did. */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await sleep(25);
  }
}

/** A server on 127.0.0.1 that accepts connections and never says a word. */
async function tarpit() {
  const sockets = new Set<Socket>();
  const state = { port: 0, connections: 0, open: () => sockets.size, most: 0, close: async () => undefined as void };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    state.most = Math.max(state.most, sockets.size);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

/**
 * An SMTP server that takes `delayMs` to answer the end of the first message it receives for each recipient
 * (later ones at once). A message counts as accepted when its 250 is written to a connection still open: a
 * client that hung up before the answer left the message with the client (RFC 5321 §6.1).
 */
async function slowSink(delayMs: number) {
  const seen = new Set<string>();
  const accepted = new Map<string, number>();
  const sockets = new Set<Socket>();
  let waiting = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let rcpt = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 slow ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          const to = rcpt;
          const accept = () => {
            if (socket.destroyed) return;
            accepted.set(to, (accepted.get(to) ?? 0) + 1);
            reply('250 2.0.0 queued');
          };
          if (seen.has(to)) accept();
          else {
            seen.add(to);
            waiting += 1;
            setTimeout(() => {
              waiting -= 1;
              accept();
            }, delayMs);
          }
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') {
          rcpt = /<([^>]*)>/.exec(line)?.[1] ?? line;
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    accepted,
    seen,
    waiting: () => waiting,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('configuration of time limits and lanes', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('limits each attempt below its lease, SMTP connections and greetings to SMTP_TIMEOUT, staff mail to its lane', () => {
    const config = loadConfig({});
    expect([config.jobs.leaseMs, config.jobs.timeoutMs, config.smtpTimeoutMs]).toEqual([300_000, 240_000, 15_000]);
    expect(config.jobs.lanes).toEqual({ messages: { concurrency: 4, perAgency: 1 } });
    const set = loadConfig({
      JOBS_LEASE: '2m',
      JOBS_TIMEOUT: '90s',
      SMTP_TIMEOUT: '20s',
      JOBS_MESSAGES_CONCURRENCY: '8',
      JOBS_MESSAGES_PER_AGENCY: '2',
    });
    expect([set.jobs.timeoutMs, set.smtpTimeoutMs, set.jobs.lanes]).toEqual([
      90_000,
      20_000,
      { messages: { concurrency: 8, perAgency: 2 } },
    ]);
    expect(loadConfig({ JOBS_LEASE: '60s' }).jobs.timeoutMs).toBe(48_000);
    expect(problemsOf({ JOBS_LEASE: '2m', JOBS_TIMEOUT: '2m', SMTP_TIMEOUT: '10m' })).toEqual([
      'SMTP_TIMEOUT must be at most 2m (a mail server that slow holds a delivery slot).',
      'JOBS_TIMEOUT must be below JOBS_LEASE (120 s): a job is stopped before its lease runs out.',
    ]);
    expect(() => createJobRunner({ db: {} as Db, log: silent, leaseMs: 10_000, timeoutMs: 10_000 })).toThrow(
      /below the lease/,
    );
  });
});

describe.each(DB_KINDS)('job time limits and lanes on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  /** On PostgreSQL a second pool, as a second server process would have. */
  let second: Db;
  const agencies: number[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.database);
    await migrateToLatest(db as never);
    second = kind === 'postgres' ? createDatabase(database.database) : db;
    for (const slug of ['one', 'two'])
      agencies.push(
        (await db.insertInto('agencies').values({ slug, name: slug }).returning('id').executeTakeFirstOrThrow()).id,
      );
  });
  afterAll(async () => {
    if (second !== db) await second?.destroy();
    await db?.destroy();
    await database?.drop();
  });

  const message = (to: string): MailMessage => ({
    agencyId: agencies[0]!,
    to,
    subject: 'Your temporary password',
    text: `for ${to}`,
    html: `<p>for ${to}</p>`,
    kind: 'temporary-password',
  });
  const outboxRow = (to: string) =>
    db.selectFrom('outbox').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();

  it("applies the platform server's timeouts: a server that accepts and never greets fails the attempt in time", async () => {
    const pit = await tarpit();
    const jobs = createJobRunner({ db, log: silent });
    const mail = createMailer({
      db,
      jobs,
      log: silent,
      smtpUrl: `smtp://127.0.0.1:${pit.port}`,
      from: FROM,
      maxAttempts: 3,
      smtpTimeoutMs: 500,
    });
    try {
      await db.transaction().execute((trx) => mail.enqueue(trx, message(`tarpit.${kind}@example.com`)));
      const started = Date.now();
      expect(await jobs.runDue()).toBe(1);
      // Within the 0.5 s greeting timeout and the job's bookkeeping (nodemailer's own default would be 30 s).
      expect(Date.now() - started).toBeLessThan(5000);
      expect(pit.connections).toBe(1);
      const row = await outboxRow(`tarpit.${kind}@example.com`);
      expect([row.status, row.attempts]).toEqual(['pending', 1]);
      expect(row.last_error).toMatch(/no SMTP greeting within 0\.5 s/);
    } finally {
      await db.updateTable('jobs').set({ status: 'failed' }).where('kind', '=', 'mail.deliver').execute();
      mail.close();
      await pit.close();
    }
  }, 15_000);

  it('stops a job at its time limit, below its lease, and retries it; no other runner runs it meanwhile', async () => {
    let runs = 0;
    let running = 0;
    let most = 0;
    const reasons: string[] = [];
    const slow: JobHandler = async (_payload, context) => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      try {
        // The first attempt would take 3 s, three times the lease; it honours the signal.
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, runs === 1 ? 3000 : 10);
          context.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reasons.push(String((context.signal.reason as Error).message));
            reject(context.signal.reason as Error);
          });
        });
      } finally {
        running -= 1;
      }
    };
    const options = {
      log: silent,
      leaseMs: 1000,
      pollMs: 50,
      backoff: { baseMs: 200, maxMs: 200, jitter: 0 },
      handlers: { 'test.slow': slow },
    };
    const a = createJobRunner({ db, ...options });
    const b = createJobRunner({ db: second, ...options });
    const id = (await a.enqueue(db, 'test.slow', {}))!;
    const row = () => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    try {
      a.start();
      expect(await until(async () => (await row()).locked_by !== null, 2000)).toBe(true);
      b.start();
      expect(await until(async () => (await row()).status === 'succeeded', 6000)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect([runs, most]).toEqual([2, 1]);
    expect(reasons).toEqual(['The attempt did not finish within its time limit (0.8 s) and was stopped.']);
    expect((await row()).attempts).toBe(2);
  }, 15_000);

  it('sends no message twice when the SMTP server answers slower than the lease (two servers)', async () => {
    // The first answer of each message comes after 4.5 s, past the 4 s lease; each attempt's limit is 1.2 s.
    const sink = await slowSink(4500);
    const common = {
      log: silent,
      leaseMs: 4000,
      timeoutMs: 1200,
      pollMs: 50,
      backoff: { baseMs: 100, maxMs: 100, jitter: 0 },
    };
    const a = createJobRunner({ db, concurrency: 4, ...common });
    const b = createJobRunner({ db: second, ...common });
    const mailer = (jobs: JobRunner, on: Db) =>
      createMailer({ db: on, jobs, log: silent, smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: FROM, maxAttempts: 5 });
    const mailA = mailer(a, db);
    const mailB = mailer(b, second);
    const to = [1, 2, 3, 4].map((n) => `twice.${n}.${kind}@example.com`);
    try {
      await db.transaction().execute(async (trx) => {
        for (const address of to) await mailA.enqueue(trx, message(address));
      });
      // Server A takes all four; server B starts once they are A's, and would take over any that outlive the lease.
      a.start();
      expect(await until(() => sink.seen.size === 4, 5000)).toBe(true);
      b.start();
      const sent = async () =>
        (await Promise.all(to.map(outboxRow))).every((row) => row.status === 'sent') && sink.waiting() === 0;
      expect(await until(sent, 10_000)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      mailA.close();
      mailB.close();
      await sink.close();
    }
    expect(to.map((address) => [address, sink.accepted.get(address)])).toEqual(to.map((address) => [address, 1]));
  }, 25_000);

  it("runs one agency's jobs of a lane one at a time, leaving the lane's other slots to other agencies", async () => {
    const release: (() => void)[] = [];
    let open = false;
    const started: number[] = [];
    const jobs = createJobRunner({
      db,
      log: silent,
      pollMs: 50,
      lanes: { staff: { concurrency: 2, perAgency: 1 } },
    });
    jobs.register(
      'test.lane',
      async (payload) => {
        const { agency } = payload as { agency: number };
        started.push(agency);
        if (agency === agencies[0] && !open) await new Promise<void>((resolve) => release.push(resolve));
      },
      { lane: 'staff' },
    );
    for (let n = 0; n < 3; n += 1)
      await jobs.enqueue(db, 'test.lane', { agency: agencies[0] }, { agencyId: agencies[0] });
    await jobs.enqueue(db, 'test.lane', { agency: agencies[1] }, { agencyId: agencies[1] });
    try {
      jobs.start();
      expect(await until(() => started.includes(agencies[1]!), 3000)).toBe(true);
      // Agency one's first job holds one slot; its others wait for it, not agency two.
      expect(started.filter((agency) => agency === agencies[0])).toHaveLength(1);
    } finally {
      open = true;
      for (const resolve of release) resolve();
      await jobs.stop();
    }
  }, 15_000);
});

describe.each(DB_KINDS)("one agency's tarpit mail server, on %s", (kind) => {
  let s: TestServer;
  let sink: SmtpSink;
  let pit: Awaited<ReturnType<typeof tarpit>>;
  beforeAll(async () => {
    sink = new SmtpSink();
    const sinkPort = await sink.listen();
    pit = await tarpit();
    s = await startServer(kind, {
      config: { smtpUrl: `smtp://127.0.0.1:${sinkPort}`, smtpAllowPrivateHosts: true, smtpTimeoutMs: 20_000 },
    });
  });
  afterAll(async () => {
    await pit?.close();
    await s?.close();
    await sink?.close();
  });

  it("still delivers another agency's password reset and messages at once", async () => {
    const db = s.app.services.db;
    const demo = (await signIn(s, 'recruiter@demo.test')).access_token;
    const acme = (await signIn(s, 'recruiter@acme.test', undefined, 'acme')).access_token;
    // Demo's recruiter points their own SMTP server at the tarpit and mails five applicants.
    const saved = await http(s, 'PUT', '/api/user-mail-configuration', {
      token: demo,
      body: {
        Host: '127.0.0.1',
        Port: pit.port,
        Security: 'none',
        Username: '',
        Password: '',
        FromAddress: 'rita@demo.test',
      },
    });
    expect(saved.status).toBe(200);
    const applicants = async (slug: string, count: number) => {
      const agencyId = await agencyIdOf(db, slug);
      const ids: number[] = [];
      for (let n = 0; n < count; n += 1)
        ids.push(
          (
            await db
              .insertInto('applicants')
              .values({
                agency_id: agencyId,
                first_name: 'Tara',
                last_name: `Pit${n}`,
                email: `tara.${slug}.${n}.${kind}@mail.test`,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      return ids;
    };
    const slow = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: demo,
      body: {
        Channel: 'email',
        TemplateId: null,
        Subject: 'Hi',
        Body: 'Hello',
        ApplicantIds: await applicants('demo', 5),
      },
    });
    expect(slow.json.Queued).toBe(5);
    expect(await until(() => pit.connections > 0, 5000)).toBe(true);

    // Acme's owner asks for a temporary password: it goes out through the platform's server at once.
    const started = Date.now();
    const reset = await http(s, 'PUT', '/api/password/forgot-password', {
      body: { Email: 'owner@acme.test' },
      headers: { host: 'acme.portal.example.com' },
    });
    expect(reset.status).toBe(200);
    const mailedTo = (address: string) => sink.messages.some((m) => m.to.join().includes(address));
    expect(await until(() => mailedTo('owner@acme.test'), 5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);

    // And acme's recruiter's message to an applicant is not queued behind demo's five.
    const [acmeApplicant] = await applicants('acme', 1);
    const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: acme,
      body: { Channel: 'email', TemplateId: null, Subject: 'Hi', Body: 'Hello', ApplicantIds: [acmeApplicant] },
    });
    expect(sent.json.Queued).toBe(1);
    expect(await until(() => mailedTo(`tara.acme.0.${kind}@mail.test`), 5000)).toBe(true);
    // Demo's messages wait for the tarpit one at a time.
    expect(pit.most).toBe(1);
  }, 30_000);
});
