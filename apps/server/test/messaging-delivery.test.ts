import { createServer as createNetServer } from 'node:net';
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageState, SendMessagesResult } from '@agency/api-client/contract';
import { agencyIdOf } from '../src/features/agency';
import {
  automaticMessages,
  cancelMessage,
  createMessaging,
  httpSmsProvider,
  receiveSms,
  sendMessages,
  smsStatus,
  type MessagingContext,
  type SmsProvider,
} from '../src/features/messaging';
import { createJobRunner, type JobRunner } from '../src/platform/jobs';
import { DB_KINDS, decodeJwt, http, signIn, startServer, testClock, type TestServer } from './helpers';
import { freePort, SmtpSink } from './smtp-sink';

// Delivery of messages (issue 14) on the job runner with a clock the test moves: scheduling and cancel, SMS
// quiet hours in the recipient's zone, retries against a failing SMTP server and a failing SMS provider,
// once-only automatic messages, delivery reports, unsubscribe links.

const silent = pino({ level: 'silent' });
const ORIGIN = 'http://localhost:3000';

/** An SMTP server that refuses every recipient for good (550). */
async function refusingSmtp() {
  const server = createNetServer((socket) => {
    socket.on('error', () => undefined);
    socket.write('220 refusing ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let newline = buffer.indexOf('\r\n');
      while (newline >= 0) {
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (verb === 'EHLO' || verb === 'HELO' || verb === 'MAIL' || verb === 'RSET') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') socket.write('550 5.1.1 No such mailbox\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

/** A Twilio-compatible API whose answers the test chooses. */
async function fakeTwilio() {
  const state = { fail: true, requests: [] as { auth: string; form: URLSearchParams; path: string }[] };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      state.requests.push({
        auth: request.headers.authorization ?? '',
        form: new URLSearchParams(body),
        path: request.url ?? '',
      });
      if (state.fail) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 20500, message: 'Service unavailable' }));
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: `SM${state.requests.length}abc`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { state, server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe.each(DB_KINDS)('message delivery on %s', (kind) => {
  let s: TestServer;
  let demoId = 0;
  let recruiterId = 0;
  let counter = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    demoId = await agencyIdOf(s.app.services.db, 'demo');
    const token = (await signIn(s, 'recruiter@demo.test')).access_token;
    recruiterId = (decodeJwt(token).payload.recruiter as { RecruiterId: number }).RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A server process of its own on the test's clock: a runner (1 s retries) and the messaging service. */
  function processOn(
    clock: { now: () => Date },
    options: { smtpUrl?: string | null; maxAttempts?: number; sms?: SmsProvider } = {},
  ): { jobs: JobRunner; ctx: MessagingContext } {
    const jobs = createJobRunner({
      db: s.app.services.db,
      log: silent,
      now: clock.now,
      backoff: { baseMs: 1000, maxMs: 1000, jitter: 0 },
    });
    const ctx = createMessaging({
      db: s.app.services.db,
      jobs,
      log: silent,
      now: clock.now,
      sms: options.sms,
      events: s.app.services.events,
      config: { ...s.config, smtpUrl: options.smtpUrl ?? null, messageMaxAttempts: options.maxAttempts ?? 5 },
    });
    return { jobs, ctx };
  }

  async function applicant(values: { state?: string | null; zip?: string; email?: string } = {}) {
    counter += 1;
    const row = await s.app.services.db
      .insertInto('applicants')
      .values({
        agency_id: demoId,
        first_name: 'Dana',
        last_name: `Delivery${counter}`,
        email: values.email ?? `dana.${counter}.${kind}.${Date.now()}@mail.test`,
        mobile_phone: `+1 (480) 555-${String(2000 + counter).slice(-4)}`,
        state: values.state === undefined ? 'TX' : values.state,
        zip: values.zip ?? '',
      })
      .returning(['id', 'email', 'mobile_phone'])
      .executeTakeFirstOrThrow();
    return row;
  }

  const caller = () => ({ agencyId: demoId, recruiterId });
  const send = (ctx: MessagingContext, body: Record<string, unknown>) =>
    sendMessages(ctx, caller(), { TemplateId: null, ...body }, ORIGIN);
  const message = (id: number) =>
    s.app.services.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const stateOf = async (id: number): Promise<MessageState> => (await message(id)).state;
  const events = async (id: number) =>
    (
      await s.app.services.db
        .selectFrom('message_events')
        .select(['state', 'detail'])
        .where('message_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute()
    ).map((event) => `${event.state}: ${event.detail}`);
  const outboxTo = (to: string) =>
    s.app.services.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'text_body', 'status'])
      .where('recipient', '=', to)
      .execute();

  it('sends a scheduled e-mail when it is due (captured in the outbox, on the Activity tab); a cancelled one never', async () => {
    const clock = testClock(new Date('2030-03-04T15:00:00.000Z'));
    const { jobs, ctx } = processOn(clock);
    const person = await applicant();
    const later = await send(ctx, {
      Channel: 'email',
      Subject: 'Hello {{applicant.firstName}}',
      Body: 'See you soon.',
      ApplicantIds: [person.id],
      SendAt: '2030-03-04T16:00:00.000Z',
    });
    const cancelled = await send(ctx, {
      Channel: 'email',
      Subject: 'Never',
      Body: 'Never sent.',
      ApplicantIds: [person.id],
      SendAt: '2030-03-04T16:00:00.000Z',
    });
    const laterId = later.Results[0]!.MessageId!;
    const cancelledId = cancelled.Results[0]!.MessageId!;
    expect(later.Results[0]!.State).toBe('scheduled');

    await jobs.runDue();
    expect(await stateOf(laterId)).toBe('scheduled');
    await cancelMessage(ctx, caller(), cancelledId);

    clock.set(new Date('2030-03-04T16:00:00.000Z'));
    await jobs.runDue();
    expect(await stateOf(laterId)).toBe('sent');
    expect(await stateOf(cancelledId)).toBe('cancelled');
    const mail = await outboxTo(person.email);
    expect(mail.map((row) => [row.kind, row.subject, row.status])).toEqual([['message', 'Hello Dana', 'captured']]);
    expect((await message(laterId)).sent_at).toEqual(new Date('2030-03-04T16:00:00.000Z'));
    const activity = await s.app.services.db
      .selectFrom('applicant_activity')
      .select(['kind', 'text'])
      .where('applicant_id', '=', person.id)
      .execute();
    expect(activity).toEqual([{ kind: 'email', text: `Hello Dana (to ${person.email})` }]);
    // Running again sends nothing twice.
    await jobs.runDue();
    expect(await outboxTo(person.email)).toHaveLength(1);
  });

  it('holds an SMS to an Arizona applicant at 10 pm there until 8 am there (by state, or by ZIP)', async () => {
    // 05:00 UTC is 10 pm MST (Arizona keeps no daylight saving time) and 11 pm CST in Texas.
    const clock = testClock(new Date('2030-01-15T05:00:00.000Z'));
    const { jobs, ctx } = processOn(clock);
    const arizona = await applicant({ state: 'AZ' });
    const byZip = await applicant({ state: null, zip: '85004' });
    const texas = await applicant({ state: 'TX' });
    const sent = await send(ctx, {
      Channel: 'sms',
      Body: 'Hi {{applicant.firstName}}',
      ApplicantIds: [arizona.id, byZip.id, texas.id],
    });
    expect(sent.Results.map((result) => [result.State, result.Reason])).toEqual([
      ['held', 'Quiet hours: leaves at 8:00 AM MST'],
      ['held', 'Quiet hours: leaves at 8:00 AM MST'],
      ['held', 'Quiet hours: leaves at 8:00 AM CST'],
    ]);
    const [az, zip, tx] = sent.Results.map((result) => result.MessageId!);
    expect((await message(az!)).send_at).toEqual(new Date('2030-01-15T15:00:00.000Z'));
    expect((await message(tx!)).send_at).toEqual(new Date('2030-01-15T14:00:00.000Z'));

    await jobs.runDue();
    expect([await stateOf(az!), await stateOf(zip!), await stateOf(tx!)]).toEqual(['held', 'held', 'held']);
    clock.set(new Date('2030-01-15T14:00:00.000Z'));
    await jobs.runDue();
    expect([await stateOf(az!), await stateOf(zip!), await stateOf(tx!)]).toEqual(['held', 'held', 'sent']);
    clock.set(new Date('2030-01-15T14:59:59.000Z'));
    await jobs.runDue();
    expect(await stateOf(az!)).toBe('held');
    clock.set(new Date('2030-01-15T15:00:00.000Z'));
    await jobs.runDue();
    expect([await stateOf(az!), await stateOf(zip!)]).toEqual(['sent', 'sent']);
    const sms = await outboxTo((await message(az!)).recipient);
    expect(sms.map((row) => [row.kind, row.text_body])).toEqual([['sms', 'Hi Dana']]);
  });

  it('sends nothing to a number that replied STOP while its SMS was held overnight or scheduled (issue 30)', async () => {
    // 05:00 UTC is 10 pm in Arizona: the first SMS is held until 8 am there; the second is scheduled for noon.
    const clock = testClock(new Date('2030-01-16T05:00:00.000Z'));
    const { jobs, ctx } = processOn(clock);
    const person = await applicant({ state: 'AZ' });
    const held = await send(ctx, { Channel: 'sms', Body: 'Hi {{applicant.firstName}}', ApplicantIds: [person.id] });
    const later = await send(ctx, {
      Channel: 'sms',
      Body: 'Your interview is at noon',
      ApplicantIds: [person.id],
      SendAt: '2030-01-16T19:00:00.000Z',
    });
    const heldId = held.Results[0]!.MessageId!;
    const laterId = later.Results[0]!.MessageId!;
    expect([held.Results[0]!.State, later.Results[0]!.State]).toEqual(['held', 'scheduled']);

    // At 11 pm there the applicant texts STOP (an answer to an earlier message): both are still waiting.
    clock.set(new Date('2030-01-16T06:00:00.000Z'));
    await receiveSms(ctx, demoId, { From: person.mobile_phone, Body: 'Stop', MessageSid: `SM-stop-${kind}` });
    await jobs.runDue();
    expect([await stateOf(heldId), await stateOf(laterId)]).toEqual(['held', 'scheduled']);

    // When each one is due, it is not sent: opted out, with the reason, and nothing reaches the outbox.
    for (const at of ['2030-01-16T15:00:00.000Z', '2030-01-16T19:00:00.000Z']) {
      clock.set(new Date(at));
      await jobs.runDue();
    }
    expect([await stateOf(heldId), await stateOf(laterId)]).toEqual(['opted-out', 'opted-out']);
    expect((await events(heldId)).at(-1)).toBe('opted-out: Not sent: Opted out of SMS (replied STOP)');
    expect((await events(laterId)).at(-1)).toBe('opted-out: Not sent: Opted out of SMS (replied STOP)');
    expect(await outboxTo((await message(heldId)).recipient)).toEqual([]);
  });

  it('retries a failing SMTP server with back-off, then fails the message with the reason', async () => {
    const clock = testClock(new Date('2030-03-05T15:00:00.000Z'));
    const { jobs, ctx } = processOn(clock, { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, maxAttempts: 3 });
    const person = await applicant();
    const sent = await send(ctx, { Channel: 'email', Subject: 'Retry me', Body: 'Body', ApplicantIds: [person.id] });
    const id = sent.Results[0]!.MessageId!;
    await jobs.runDue();
    expect(await message(id)).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await message(id)).last_error).toMatch(/ECONNREFUSED/);
    await jobs.runDue(); // not due yet: the back-off
    expect((await message(id)).attempts).toBe(1);
    clock.advance(1000);
    await jobs.runDue();
    clock.advance(1000);
    await jobs.runDue();
    const failed = await message(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    const history = await events(id);
    expect(history[0]).toMatch(/^queued: Sent by \S/);
    expect(history.slice(1).map((line) => line.replace(/:.*/, ''))).toEqual(['queued', 'queued', 'failed']);
    expect(history[3]).toMatch(/^failed: Gave up after 3 attempts: .*ECONNREFUSED/);
  });

  it('marks an e-mail the SMTP server refuses for good (5xx) bounced, without retrying', async () => {
    const refusing = await refusingSmtp();
    try {
      const clock = testClock(new Date('2030-03-05T15:30:00.000Z'));
      const { jobs, ctx } = processOn(clock, { smtpUrl: `smtp://127.0.0.1:${refusing.port}` });
      const person = await applicant();
      const sent = await send(ctx, { Channel: 'email', Subject: 'Bounce', Body: 'Body', ApplicantIds: [person.id] });
      const id = sent.Results[0]!.MessageId!;
      await jobs.runDue();
      const bounced = await message(id);
      expect(bounced).toMatchObject({ state: 'bounced', attempts: 1 });
      expect(bounced.last_error).toMatch(/550/);
      expect((await events(id)).at(-1)).toMatch(/^bounced: .*550/);
    } finally {
      await new Promise((resolve) => refusing.server.close(resolve));
    }
  });

  it('delivers through SMTP with the sender, reply-to and List-Unsubscribe of a bulk e-mail', async () => {
    const sink = new SmtpSink();
    const port = await sink.listen();
    try {
      const clock = testClock(new Date('2030-03-05T16:00:00.000Z'));
      const { jobs, ctx } = processOn(clock, { smtpUrl: `smtp://127.0.0.1:${port}` });
      const people = [await applicant(), await applicant()];
      const sent = await send(ctx, {
        Channel: 'email',
        Subject: 'Jobs for {{applicant.firstName}}',
        Body: 'Hello',
        ApplicantIds: people.map((person) => person.id),
        Marketing: true,
      });
      await jobs.runDue();
      expect(await stateOf(sent.Results[0]!.MessageId!)).toBe('sent');
      expect(sink.messages).toHaveLength(2);
      const data = sink.messages[0]!.data;
      expect(data).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\/[^>]+>/m);
      expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(data).toMatch(/^Subject: Jobs for Dana/m);
      expect(data).toMatch(/^Reply-To: recruiter@demo\.test/m);
      expect((await message(sent.Results[0]!.MessageId!)).provider_id).toMatch(/@/);
    } finally {
      await sink.close();
    }
  });

  it('retries a failing SMS provider, then fails; a working one is called as Twilio is, and reports delivery', async () => {
    const twilio = await fakeTwilio();
    try {
      const clock = testClock(new Date('2030-03-06T17:00:00.000Z'));
      const provider = httpSmsProvider({
        apiUrl: twilio.url,
        accountSid: 'AC42',
        authToken: 'secret',
        from: '+15550009999',
      });
      const { jobs, ctx } = processOn(clock, { sms: provider, maxAttempts: 2 });
      const person = await applicant();
      const failing = await send(ctx, { Channel: 'sms', Body: 'First', ApplicantIds: [person.id] });
      const id = failing.Results[0]!.MessageId!;
      await jobs.runDue();
      expect(await message(id)).toMatchObject({
        state: 'queued',
        attempts: 1,
        last_error: 'The SMS provider answered 500: Service unavailable',
      });
      clock.advance(1000);
      await jobs.runDue();
      expect(await message(id)).toMatchObject({
        state: 'failed',
        attempts: 2,
        last_error: 'The SMS provider answered 500: Service unavailable',
      });

      twilio.state.fail = false;
      const working = await send(ctx, {
        Channel: 'sms',
        Body: 'Second {{applicant.firstName}}',
        ApplicantIds: [person.id],
      });
      const okId = working.Results[0]!.MessageId!;
      await jobs.runDue();
      const sent = await message(okId);
      expect(sent).toMatchObject({ state: 'sent', provider_id: 'SM3abc', from_address: '+15550009999' });
      const request = twilio.state.requests[2]!;
      expect(request.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
      expect(request.auth).toBe(`Basic ${Buffer.from('AC42:secret').toString('base64')}`);
      expect(Object.fromEntries(request.form)).toEqual({
        To: `+1${person.mobile_phone.replace(/\D/g, '').slice(-10)}`,
        From: '+15550009999',
        Body: 'Second Dana',
      });

      await smsStatus(ctx, { MessageSid: 'SM3abc', MessageStatus: 'delivered' });
      expect(await stateOf(okId)).toBe('delivered');
      await smsStatus(ctx, { MessageSid: 'SM3abc', MessageStatus: 'undelivered', ErrorCode: '30003' });
      expect(await message(okId)).toMatchObject({
        state: 'failed',
        last_error: 'The carrier did not deliver it (error 30003)',
      });
    } finally {
      await new Promise((resolve) => twilio.server.close(resolve));
    }
  });

  it('writes the automatic message of a move once, however often the move is handled', async () => {
    const clock = testClock(new Date('2030-03-07T15:00:00.000Z'));
    const { jobs, ctx } = processOn(clock);
    const db = s.app.services.db;
    const template = await db
      .insertInto('message_templates')
      .values({
        agency_id: demoId,
        channel: 'email',
        name: `Offer ${kind}`,
        subject: 'Your offer, {{applicant.firstName}}',
        body: 'Congratulations!',
        scope: 'agency',
        owner_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('message_automations')
      .values({ agency_id: demoId, status: 'offered', template_id: template.id })
      .onConflict((conflict) => conflict.columns(['agency_id', 'status']).doUpdateSet({ template_id: template.id }))
      .execute();
    const person = await applicant();
    const hook = automaticMessages(ctx, () => ORIGIN);
    const move = {
      agencyId: demoId,
      applicantId: person.id,
      activityId: 880_000_000 + counter + (kind === 'postgres' ? 1000 : 0),
      from: 'final-interview' as const,
      to: 'offered' as const,
      actor: { recruiterId, name: 'Rob Recruiter' },
    };
    await db.transaction().execute((trx) => hook(trx, move));
    await db.transaction().execute((trx) => hook(trx, move));
    await jobs.runDue();
    await db.transaction().execute((trx) => hook(trx, move));
    await jobs.runDue();
    const written = await db
      .selectFrom('messages')
      .select(['state', 'automation_key'])
      .where('applicant_id', '=', person.id)
      .execute();
    expect(written).toEqual([{ state: 'sent', automation_key: `status:${move.activityId}` }]);
    expect((await outboxTo(person.email)).map((row) => row.subject)).toEqual(['Your offer, Dana']);
    // Another move is another message.
    await db.transaction().execute((trx) => hook(trx, { ...move, activityId: move.activityId + 1 }));
    expect(await db.selectFrom('messages').select('id').where('applicant_id', '=', person.id).execute()).toHaveLength(
      2,
    );
  });

  it('records an unsubscribe from the signed link; marketing e-mail then skips the address, other e-mail does not', async () => {
    const clock = testClock(new Date('2030-03-08T15:00:00.000Z'));
    const { ctx } = processOn(clock);
    const person = await applicant();
    const token = ctx.tokens.sign(demoId, person.email);
    const tampered =
      ctx.tokens.sign(demoId, `x${person.email}`).split('.').slice(0, 2).join('.') + '.' + token.split('.')[2];
    expect((await http(s, 'GET', `/unsubscribe/${tampered}`)).status).toBe(404);
    const page = await http(s, 'GET', `/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(person.email);
    expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
    const done = await http(s, 'POST', `/unsubscribe/${token}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');

    const marketing: SendMessagesResult = await send(ctx, {
      Channel: 'email',
      Subject: 'Hot jobs',
      Body: 'Jobs',
      ApplicantIds: [person.id],
      Marketing: true,
    });
    expect(marketing.Results[0]).toMatchObject({ MessageId: null, Reason: 'Unsubscribed from marketing e-mail' });
    const personal = await send(ctx, {
      Channel: 'email',
      Subject: 'Your interview',
      Body: 'Details',
      ApplicantIds: [person.id],
    });
    expect(personal.Results[0]!.State).toBe('queued');
  });
});
