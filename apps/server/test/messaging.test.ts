import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  smsSegments,
  type ApplicantActivity,
  type JobOrderSummary,
  type MessageAutomation,
  type MessageCheck,
  type MessageDetail,
  type MessagePreview,
  type MessageSummary,
  type MessageTemplate,
  type Page,
  type SavedSearch,
  type SendMessagesResult,
} from '@agency/api-client/contract';
import { agencyIdOf } from '../src/features/agency';
import { recipientTimeZone, smsReleaseTime, SMS_INBOUND_PATH, twilioSignature } from '../src/features/messaging';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';

// Messaging (issue 14), through the API: templates and their permissions, rendering and escaping, bulk sends
// with a result per recipient, saved searches, automations, the history, cancel, STOP / START by the signed
// provider webhook, and other agencies' data refused.

const AUTH_TOKEN = 'test-auth-token';

/** A Twilio-compatible API that accepts every message (the server's own runner delivers through it). */
async function fakeTwilio(): Promise<{ url: string; server: Server; bodies: URLSearchParams[] }> {
  const bodies: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(new URLSearchParams(body));
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: `SM${bodies.length.toString().padStart(32, '0')}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server, bodies };
}

describe('the SMS rules shared with the portal', () => {
  it('counts GSM-7 segments (160, then 153 each; extended characters count 2) and UCS-2 ones (70, then 67)', () => {
    expect(smsSegments('')).toEqual({ Characters: 0, Segments: 0, Encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(160))).toEqual({ Characters: 160, Segments: 1, Encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(161))).toEqual({ Characters: 161, Segments: 2, Encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(306))).toEqual({ Characters: 306, Segments: 2, Encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(307))).toEqual({ Characters: 307, Segments: 3, Encoding: 'GSM-7' });
    expect(smsSegments('€'.repeat(80))).toEqual({ Characters: 160, Segments: 1, Encoding: 'GSM-7' });
    expect(smsSegments('€'.repeat(81))).toEqual({ Characters: 162, Segments: 2, Encoding: 'GSM-7' });
    expect(smsSegments('ü'.repeat(160)).Encoding).toBe('GSM-7');
    expect(smsSegments('Hi 😀')).toEqual({ Characters: 5, Segments: 1, Encoding: 'UCS-2' });
    expect(smsSegments('ł'.repeat(70))).toEqual({ Characters: 70, Segments: 1, Encoding: 'UCS-2' });
    expect(smsSegments('ł'.repeat(71))).toEqual({ Characters: 71, Segments: 2, Encoding: 'UCS-2' });
    expect(smsSegments('ł'.repeat(135))).toEqual({ Characters: 135, Segments: 3, Encoding: 'UCS-2' });
  });

  it('finds the zone by state, else ZIP, and keeps quiet hours across daylight saving time', () => {
    expect(recipientTimeZone({ state: 'AZ', zip: '' })).toBe('America/Phoenix');
    expect(recipientTimeZone({ state: null, zip: '98101' })).toBe('America/Los_Angeles');
    expect(recipientTimeZone({ state: null, zip: '' }, 'IL')).toBe('America/Chicago');
    // 7:59 am in New York on the day clocks go forward (EDT, UTC-4): held one minute, until 8:00 EDT.
    expect(smsReleaseTime(new Date('2030-03-10T11:59:00Z'), 'America/New_York')).toEqual({
      held: true,
      releaseAt: new Date('2030-03-10T12:00:00Z'),
    });
    // 9 pm on the night clocks go back: held until 8 am EST (UTC-5) the next morning.
    expect(smsReleaseTime(new Date('2030-11-03T02:00:00Z'), 'America/New_York')).toEqual({
      held: true,
      releaseAt: new Date('2030-11-03T13:00:00Z'),
    });
    expect(smsReleaseTime(new Date('2030-06-01T16:00:00Z'), 'America/New_York').held).toBe(false);
  });
});

describe.each(DB_KINDS)('messaging on %s', (kind) => {
  let s: TestServer;
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  const token = {} as Record<'manager' | 'recruiter' | 'supervisor' | 'acme', string>;
  let demoId = 0;
  let recruiterId = 0;
  let counter = 0;

  beforeAll(async () => {
    twilio = await fakeTwilio();
    s = await startServer(kind, {
      config: {
        sms: {
          apiUrl: twilio.url,
          accountSid: 'AC123',
          authToken: AUTH_TOKEN,
          from: '+15550001111',
          callbackUrl: null,
        },
      },
    });
    for (const who of ['manager', 'recruiter', 'supervisor'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    recruiterId = (decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number }).RecruiterId;
    demoId = await agencyIdOf(s.app.services.db, 'demo');
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((resolve) => twilio?.server.close(resolve));
  });

  /** A new applicant of the demo agency (unique mobile number and e-mail). */
  async function applicant(
    values: { first?: string; state?: string | null; zip?: string; mobile?: string; email?: string } = {},
  ) {
    counter += 1;
    const mobile = values.mobile ?? `(602) 555-${String(1000 + counter + (kind === 'postgres' ? 5000 : 0)).slice(-4)}`;
    const row = await s.app.services.db
      .insertInto('applicants')
      .values({
        agency_id: demoId,
        first_name: values.first ?? 'Maria',
        last_name: `Rivera${counter}`,
        email: values.email ?? `maria.${counter}.${kind}@mail.test`,
        mobile_phone: mobile,
        state: values.state === undefined ? 'TX' : values.state,
        zip: values.zip ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, mobile };
  }

  const template = (who: keyof typeof token, body: Record<string, unknown>) =>
    http<MessageTemplate>(s, 'POST', '/api/message-templates', {
      token: token[who],
      body: {
        Channel: 'email',
        Name: 'Hello',
        Subject: 'Hi {{applicant.firstName}}',
        Body: 'Hello',
        Scope: 'personal',
        Marketing: false,
        ...body,
      },
    });

  it('lets managers add agency templates and everyone personal ones; a recruiter cannot add an agency one (403)', async () => {
    const refused = await template('recruiter', { Scope: 'agency', Name: 'Agency one' });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ Code: 'forbidden' });
    const agency = await template('manager', { Scope: 'agency', Name: 'Welcome' });
    expect(agency.status).toBe(201);
    expect(agency.json).toMatchObject({ Scope: 'agency', OwnerName: null, CanEdit: true });
    const personal = await template('recruiter', { Name: 'Mine' });
    expect(personal.status).toBe(201);
    expect(personal.json).toMatchObject({ Scope: 'personal', CanEdit: true });
    expect(personal.json.OwnerName).toMatch(/\S/);

    // The recruiter sees the agency template (not editable) and their own; the manager does not see it.
    const mine = await http<MessageTemplate[]>(s, 'GET', '/api/message-templates?Channel=email', {
      token: token.recruiter,
    });
    expect(mine.json.find((t) => t.TemplateId === agency.json.TemplateId)?.CanEdit).toBe(false);
    expect(mine.json.some((t) => t.TemplateId === personal.json.TemplateId)).toBe(true);
    const theirs = await http<MessageTemplate[]>(s, 'GET', '/api/message-templates', { token: token.manager });
    expect(theirs.json.some((t) => t.TemplateId === personal.json.TemplateId)).toBe(false);
    expect(
      (
        await http(s, 'PUT', `/api/message-templates/${agency.json.TemplateId}`, {
          token: token.recruiter,
          body: { Channel: 'email', Name: 'Changed', Subject: 'x', Body: 'x', Scope: 'agency', Marketing: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (await http(s, 'DELETE', `/api/message-templates/${personal.json.TemplateId}`, { token: token.manager })).status,
    ).toBe(404);
    expect(
      (await http(s, 'DELETE', `/api/message-templates/${personal.json.TemplateId}`, { token: token.recruiter }))
        .status,
    ).toBe(200);
  });

  it('refuses unknown merge fields and a missing subject with the field named', async () => {
    const bad = await template('recruiter', { Subject: '', Body: 'Hi {{applicant.nickname}}' });
    expect(bad.status).toBe(400);
    expect((bad.json as unknown as { Errors: Record<string, string> }).Errors).toEqual({
      Subject: 'Write a subject.',
      Body: 'Unknown merge field: {{applicant.nickname}}. Insert fields from the list.',
    });
  });

  it('renders a preview in which merge fields cannot inject HTML, and names the empty fields', async () => {
    const { id } = await applicant({ first: '<script>alert(1)</script>**bold**' });
    const preview = await http<MessagePreview>(s, 'POST', '/api/messages/preview', {
      token: token.recruiter,
      body: {
        Channel: 'email',
        Subject: 'Hi {{applicant.firstName}}',
        Body: 'Hello **{{applicant.firstName}}** <b>raw</b>\n\nStarts {{jobOrder.startDate}}.\n\n{{recruiter.signature}}',
        ApplicantId: id,
      },
    });
    expect(preview.status).toBe(200);
    const html = preview.json.Html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;**bold**</strong>');
    // Raw HTML written in the template is shown as text too.
    expect(html).toContain('&lt;b&gt;raw&lt;/b&gt;');
    expect(preview.json.Subject).toBe('Hi <script>alert(1)</script>**bold**');
    expect(preview.json.Text).toContain('Hello <script>alert(1)</script>**bold**');
    expect(preview.json.MissingFields).toEqual(['{{jobOrder.startDate}}']);

    const sms = await http<MessagePreview>(s, 'POST', '/api/messages/preview', {
      token: token.recruiter,
      body: { Channel: 'sms', Body: 'Hi {{applicant.firstName}} from {{agency.name}}', ApplicantId: id },
    });
    expect(sms.json).toMatchObject({ Html: null, Segments: 1, MissingFields: [] });

    // The interview time in the agency's zone, named (issue 28, item 12), even for an applicant in Arizona
    // (MST all year): the same time the calendar, the invitation and the ICS give.
    const arizona = await applicant({ state: 'AZ' });
    const interview = await http<MessagePreview>(s, 'POST', '/api/messages/preview', {
      token: token.recruiter,
      body: {
        Channel: 'sms',
        Body: 'Interview {{interview.time}}',
        ApplicantId: arizona.id,
        InterviewAt: '2030-05-01T15:00:00.000Z',
      },
    });
    expect(interview.json.Text).toBe('Interview Wednesday, May 1, 2030 at 10:00 AM CDT'); // the demo agency: America/Chicago
    expect(sms.json.Characters).toBe(sms.json.Text.length);
  });

  describe('merge fields without a value (issue 28)', () => {
    const subject = 'Your interview with {{jobOrder.facility}}';
    const body =
      'Good news: {{jobOrder.facility}} would like to interview you for the {{jobOrder.unit}} position starting {{jobOrder.startDate}}.\n\nYour interview is on {{interview.time}}.\n\n{{recruiter.signature}}';
    const email = (change: Record<string, unknown>) => ({
      Channel: 'email',
      TemplateId: null,
      Subject: subject,
      Body: body,
      ...change,
    });
    const openJobOrder = async () =>
      (
        await http<Page<JobOrderSummary>>(s, 'GET', '/api/job-orders?status=open&pageSize=1', {
          token: token.recruiter,
        })
      ).json.Items[0]!;
    const threadOf = async (id: number) =>
      (await http<MessageSummary[]>(s, 'GET', `/api/applicants/${id}/messages`, { token: token.recruiter })).json;
    const nameOf = async (id: number) => {
      const row = await s.app.services.db
        .selectFrom('applicants')
        .select(['first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return `${row.first_name} ${row.last_name}`;
    };

    it('refuses a send whose fields the context cannot fill, naming them, and writes nothing', async () => {
      const { id } = await applicant();
      const refused = await http(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: email({ ApplicantIds: [id] }),
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        Code: 'missing_merge_fields',
        Message: `Not sent: these merge fields have no value for ${await nameOf(id)}: Job order facility, Job order unit, Job order start date, Interview time (applicant's time zone). Choose the job order, fill them in or leave the applicant out.`,
        Errors: {
          '{{jobOrder.facility}}': `No value for ${await nameOf(id)}.`,
          '{{jobOrder.unit}}': `No value for ${await nameOf(id)}.`,
          '{{jobOrder.startDate}}': `No value for ${await nameOf(id)}.`,
          '{{interview.time}}': `No value for ${await nameOf(id)}.`,
        },
      });
      expect(await threadOf(id)).toEqual([]);
      // The SMS channel too.
      const sms = await http(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: { Channel: 'sms', TemplateId: null, Body: 'See you at {{jobOrder.facility}}', ApplicantIds: [id] },
      });
      expect(sms.status).toBe(400);
      expect(sms.json).toMatchObject({ Code: 'missing_merge_fields' });
      expect(await threadOf(id)).toEqual([]);
    });

    it('sends once every field is filled (a job order, a typed value), exactly as the preview showed it', async () => {
      const { id } = await applicant();
      const order = await openJobOrder();
      const filled = { JobOrderId: order.Id, Fields: { '{{interview.time}}': 'Tuesday at 10:30 AM CST' } };
      const preview = await http<MessagePreview>(s, 'POST', '/api/messages/preview', {
        token: token.recruiter,
        body: { Channel: 'email', Subject: subject, Body: body, ApplicantId: id, ...filled },
      });
      expect(preview.status).toBe(200);
      expect(preview.json.MissingFields).toEqual([]);
      expect(preview.json.Subject).toBe(`Your interview with ${order.Institution.Name}`);
      expect(preview.json.Text).toContain(
        `Good news: ${order.Institution.Name} would like to interview you for the ${order.Unit} position starting `,
      );
      expect(preview.json.Text).toContain('Your interview is on Tuesday at 10:30 AM CST.');
      expect(preview.json.Text).not.toMatch(/ {2}| \./);

      const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: email({ ApplicantIds: [id], ...filled }),
      });
      expect(sent.status).toBe(200);
      expect(sent.json.Queued).toBe(1);
      const detail = await http<MessageDetail>(s, 'GET', `/api/messages/${sent.json.Results[0]!.MessageId}`, {
        token: token.recruiter,
      });
      expect([detail.json.Subject, detail.json.Text, detail.json.Html]).toEqual([
        preview.json.Subject,
        preview.json.Text,
        preview.json.Html,
      ]);

      // A typed value never replaces a value the context has; an unknown field is refused.
      const typedName = await http<MessagePreview>(s, 'POST', '/api/messages/preview', {
        token: token.recruiter,
        body: {
          Channel: 'sms',
          Body: 'Hi {{applicant.firstName}}',
          ApplicantId: id,
          Fields: { '{{applicant.firstName}}': 'Someone else' },
        },
      });
      expect(typedName.json.Text).toBe('Hi Maria');
      const unknown = await http(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: email({ ApplicantIds: [id], Fields: { '{{applicant.nickname}}': 'x' } }),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.json).toMatchObject({
        Errors: { Fields: 'Unknown merge field: {{applicant.nickname}}. Insert fields from the list.' },
      });
    });

    it('checks a bulk send first: each recipient whose message would have blanks, with those fields', async () => {
      const withInterview = await applicant();
      const without = await applicant();
      const noEmail = await applicant({ email: '' });
      const scheduled = await http(s, 'POST', '/api/calendar/events', {
        token: token.recruiter,
        body: {
          Kind: 'interview',
          ApplicantId: withInterview.id,
          StartsAt: '2031-03-04T15:30:00.000Z',
          DurationMinutes: 45,
          LocationKind: 'video',
          Location: 'https://meet.example.com/abc',
          InterviewerIds: [recruiterId],
          ReminderOffsets: [],
          RemindApplicant: false,
        },
      });
      expect(scheduled.status).toBe(201);
      const order = await openJobOrder();
      const ids = [withInterview.id, without.id, noEmail.id];
      const check = await http<MessageCheck>(s, 'POST', '/api/messages/check', {
        token: token.recruiter,
        body: email({ ApplicantIds: ids, JobOrderId: order.Id }),
      });
      expect(check.status).toBe(200);
      // The one without an e-mail address gets nothing, so no blanks either.
      expect(check.json).toEqual({
        Recipients: 2,
        Blanks: [{ ApplicantId: without.id, Name: await nameOf(without.id), MissingFields: ['{{interview.time}}'] }],
        MissingFields: ['{{interview.time}}'],
      });
      // Without the job order, both have its fields blank.
      const noOrder = await http<MessageCheck>(s, 'POST', '/api/messages/check', {
        token: token.recruiter,
        body: email({ ApplicantIds: ids }),
      });
      expect(noOrder.json.Blanks.map((entry) => [entry.ApplicantId, entry.MissingFields.length])).toEqual([
        [withInterview.id, 3],
        [without.id, 4],
      ]);
      // The check wrote nothing; the send is refused for the same recipient.
      expect(await threadOf(withInterview.id)).toEqual([]);
      const refused = await http(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: email({ ApplicantIds: ids, JobOrderId: order.Id }),
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        Code: 'missing_merge_fields',
        Errors: { '{{interview.time}}': `No value for ${await nameOf(without.id)}.` },
      });
      expect(await threadOf(withInterview.id)).toEqual([]);

      // Leaving the recipient out, the others go (the interview in the applicant's time zone).
      const excluded = { ApplicantIds: ids, JobOrderId: order.Id, ExcludeApplicantIds: [without.id] };
      const clean = await http<MessageCheck>(s, 'POST', '/api/messages/check', {
        token: token.recruiter,
        body: email(excluded),
      });
      expect(clean.json).toEqual({ Recipients: 1, Blanks: [], MissingFields: [] });
      const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: email(excluded),
      });
      expect(sent.status).toBe(200);
      expect(sent.json.Results.map((result) => [result.ApplicantId, result.State ?? result.Reason])).toEqual([
        [withInterview.id, 'queued'],
        [noEmail.id, 'No e-mail address'],
      ]);
      const [message] = await threadOf(withInterview.id);
      expect(message!.Preview).toContain(`Good news: ${order.Institution.Name} would like to interview you`);
      // The preview of a bulk send shows what went, its unsubscribe link included.
      const detail = await http<MessageDetail>(s, 'GET', `/api/messages/${message!.MessageId}`, {
        token: token.recruiter,
      });
      const preview = await http<MessagePreview>(s, 'POST', '/api/messages/preview', {
        token: token.recruiter,
        body: {
          Channel: 'email',
          Subject: subject,
          Body: body,
          ApplicantId: withInterview.id,
          JobOrderId: order.Id,
          Bulk: true,
        },
      });
      expect(preview.json.Text).toMatch(/unsubscribe: http:\/\/.+\/unsubscribe\/\S+/);
      expect([preview.json.Subject, preview.json.Text, preview.json.Html]).toEqual([
        detail.json.Subject,
        detail.json.Text,
        detail.json.Html,
      ]);
      expect(await threadOf(without.id)).toEqual([]);
      const nobody = await http(s, 'POST', '/api/messages/check', {
        token: token.recruiter,
        body: email({ ApplicantIds: [without.id], ExcludeApplicantIds: [without.id] }),
      });
      expect(nobody.status).toBe(400);
    });
  });

  it('sends to a selection with one result per recipient: queued, or skipped with the reason', async () => {
    const ok = await applicant();
    const noMobile = await applicant({ mobile: '' });
    const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: {
        Channel: 'sms',
        TemplateId: null,
        Body: 'Hi {{applicant.firstName}}',
        ApplicantIds: [ok.id, noMobile.id, 999999],
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.Queued).toBe(1);
    expect(sent.json.Skipped).toBe(2);
    const states = sent.json.Results.map((result) => [result.ApplicantId, result.State ?? result.Reason]);
    // Texas at any hour of the test run: queued unless it is night there (then held until 8 am).
    expect(['queued', 'held']).toContain(states[0]![1]);
    expect(states.slice(1)).toEqual([
      [noMobile.id, 'No mobile number'],
      [999999, 'Applicant not found'],
    ]);

    const tooMany = await http(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: {
        Channel: 'sms',
        TemplateId: null,
        Body: 'Hi',
        ApplicantIds: Array.from({ length: 1001 }, (_, i) => i + 1),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({
      Errors: { ApplicantIds: 'At most 1,000 recipients can be sent one message at once.' },
    });
  });

  it('sends to everyone in a saved search, exactly the rows of the search', async () => {
    const tag = `campaign-${kind}-${Date.now()}`;
    const tagged = [await applicant(), await applicant(), await applicant()];
    for (const { id } of tagged)
      await s.app.services.db
        .updateTable('applicants')
        .set({ tags: [tag] })
        .where('id', '=', id)
        .execute();
    const saved = await http<SavedSearch>(s, 'POST', '/api/saved-searches', {
      token: token.recruiter,
      body: { Name: 'Campaign', Query: `tag=${tag}` },
    });
    expect(saved.status).toBe(201);
    expect(
      (
        await http(s, 'POST', '/api/saved-searches', {
          token: token.recruiter,
          body: { Name: 'Bad', Query: 'status=nope' },
        })
      ).status,
    ).toBe(400);
    const list = await http<SavedSearch[]>(s, 'GET', '/api/saved-searches', { token: token.recruiter });
    expect(list.json.map((entry) => entry.Name)).toContain('Campaign');
    // Personal: another staff member cannot use or delete it.
    expect(
      (await http(s, 'DELETE', `/api/saved-searches/${saved.json.SavedSearchId}`, { token: token.manager })).status,
    ).toBe(404);

    const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: {
        Channel: 'email',
        TemplateId: null,
        Subject: 'News',
        Body: 'Hi {{applicant.firstName}}',
        SavedSearchId: saved.json.SavedSearchId,
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.Results.map((result) => result.ApplicantId).sort()).toEqual(tagged.map(({ id }) => id).sort());
    expect(sent.json.Results.every((result) => result.State === 'queued')).toBe(true);
    // Bulk e-mail carries the unsubscribe link.
    const detail = await http<MessageDetail>(s, 'GET', `/api/messages/${sent.json.Results[0]!.MessageId}`, {
      token: token.recruiter,
    });
    expect(detail.json.Text).toMatch(/unsubscribe: http:\/\/.+\/unsubscribe\/\S+/);
    expect(detail.json.Events[0]).toMatchObject({ State: 'queued' });
  });

  it('lists the history with filters and search, and opens one message; cancel is 409 once it has left', async () => {
    const { id } = await applicant();
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: {
        Channel: 'email',
        TemplateId: null,
        Subject: 'Zebra unique subject',
        Body: 'Later',
        ApplicantIds: [id],
        SendAt: later,
      },
    });
    const messageId = sent.json.Results[0]!.MessageId!;
    expect(sent.json.Results[0]!.State).toBe('scheduled');
    const page = await http<Page<MessageSummary>>(s, 'GET', '/api/messages?Channel=email&State=scheduled&q=zebra', {
      token: token.recruiter,
    });
    expect(page.json.Items.map((item) => item.MessageId)).toEqual([messageId]);
    expect(page.json.Items[0]).toMatchObject({
      SendAt: later,
      ApplicantId: id,
      Direction: 'outbound',
      TemplateName: null,
    });
    const cancelled = await http<MessageDetail>(s, 'POST', `/api/messages/${messageId}/cancel`, {
      token: token.recruiter,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.State).toBe('cancelled');
    expect(cancelled.json.Events.map((event) => event.State)).toEqual(['scheduled', 'cancelled']);
    const again = await http(s, 'POST', `/api/messages/${messageId}/cancel`, { token: token.recruiter });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ Code: 'not_cancellable' });
    expect((await http(s, 'GET', '/api/messages?State=nope', { token: token.recruiter })).status).toBe(400);
  });

  it('keeps one agency from another: history, messages, templates, applicants', async () => {
    const { id } = await applicant();
    const sent = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: { Channel: 'email', TemplateId: null, Subject: 'Private', Body: 'Private', ApplicantIds: [id] },
    });
    const messageId = sent.json.Results[0]!.MessageId!;
    expect((await http(s, 'GET', `/api/messages/${messageId}`, { token: token.acme })).status).toBe(404);
    expect((await http(s, 'POST', `/api/messages/${messageId}/cancel`, { token: token.acme })).status).toBe(404);
    expect((await http(s, 'GET', `/api/applicants/${id}/messages`, { token: token.acme })).status).toBe(404);
    const acmeList = await http<Page<MessageSummary>>(s, 'GET', '/api/messages', { token: token.acme });
    expect(acmeList.json.Items.some((item) => item.MessageId === messageId)).toBe(false);
    // Another agency's applicant is "not found" for a send.
    const fromAcme = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.acme,
      body: { Channel: 'email', TemplateId: null, Subject: 'x', Body: 'x', ApplicantIds: [id] },
    });
    expect(fromAcme.json.Results).toEqual([
      { ApplicantId: id, Name: '', MessageId: null, State: null, Reason: 'Applicant not found' },
    ]);
    const templates = await http<MessageTemplate[]>(s, 'GET', '/api/message-templates', { token: token.acme });
    expect(templates.json).toEqual([]);
  });

  it('sends the automation of a move (Rejected → template) once, and lets only managers change automations', async () => {
    const rejection = await template('manager', {
      Scope: 'agency',
      Name: 'Sorry',
      Subject: 'About your application',
      Body: 'Hi {{applicant.firstName}}, sorry.',
    });
    const save = (who: keyof typeof token) =>
      http<MessageAutomation[]>(s, 'PUT', '/api/message-automations', {
        token: token[who],
        body: [{ Status: 'rejected', TemplateId: rejection.json.TemplateId }],
      });
    expect((await save('recruiter')).status).toBe(403);
    const saved = await save('manager');
    expect(saved.status).toBe(200);
    expect(saved.json.find((entry) => entry.Status === 'rejected')).toEqual({
      Status: 'rejected',
      TemplateId: rejection.json.TemplateId,
      TemplateName: 'Sorry',
    });
    expect(saved.json).toHaveLength(8);

    const { id } = await applicant();
    const moved = await http(s, 'POST', `/api/applicants/${id}/status`, {
      token: token.supervisor,
      body: { To: 'rejected', Reason: 'not-qualified', Note: '' },
    });
    expect(moved.status).toBe(200);
    const thread = await http<MessageSummary[]>(s, 'GET', `/api/applicants/${id}/messages`, { token: token.recruiter });
    expect(thread.json).toHaveLength(1);
    expect(thread.json[0]).toMatchObject({ Automatic: true, TemplateName: 'Sorry', Subject: 'About your application' });
    expect(thread.json[0]!.Preview).toContain('sorry');

    // An automation has no job order: a template that needs one is not sent (no blanks), and the move goes on.
    const needsOrder = await template('manager', {
      Scope: 'agency',
      Name: 'Needs a job order',
      Subject: 'About {{jobOrder.facility}}',
      Body: 'Hi {{applicant.firstName}}',
    });
    await http(s, 'PUT', '/api/message-automations', {
      token: token.manager,
      body: [{ Status: 'rejected', TemplateId: needsOrder.json.TemplateId }],
    });
    const other = await applicant();
    const movedToo = await http(s, 'POST', `/api/applicants/${other.id}/status`, {
      token: token.supervisor,
      body: { To: 'rejected', Reason: 'not-qualified', Note: '' },
    });
    expect(movedToo.status).toBe(200);
    expect(
      (await http<MessageSummary[]>(s, 'GET', `/api/applicants/${other.id}/messages`, { token: token.recruiter })).json,
    ).toEqual([]);
  });

  it('records replies and STOP / START from the signed webhook; an opted-out number is skipped', async () => {
    const { id, mobile } = await applicant({ first: 'Stopper' });
    const e164 = `+1${mobile.replace(/\D/g, '')}`;
    const post = (form: Record<string, string>, signature?: string) =>
      http(s, 'POST', SMS_INBOUND_PATH, {
        form,
        headers: signature === undefined ? {} : { 'x-twilio-signature': signature },
      });
    const sign = (form: Record<string, string>) => twilioSignature(AUTH_TOKEN, `${s.baseUrl}${SMS_INBOUND_PATH}`, form);

    const reply = { From: e164, To: '+15550001111', Body: 'Sounds good', MessageSid: `SMr${kind}${counter}` };
    expect((await post(reply)).status).toBe(403);
    expect((await post(reply, 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403);
    const accepted = await post(reply, sign(reply));
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain('<Response>');
    // The provider retrying the same MessageSid changes nothing.
    expect((await post(reply, sign(reply))).status).toBe(200);

    const stop = { From: e164, To: '+15550001111', Body: ' stop ', MessageSid: `SMs${kind}${counter}` };
    expect((await post(stop, sign(stop))).status).toBe(200);
    const skipped = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: { Channel: 'sms', TemplateId: null, Body: 'Still there?', ApplicantIds: [id] },
    });
    expect(skipped.json.Results[0]).toMatchObject({ MessageId: null, Reason: 'Opted out of SMS (replied STOP)' });

    const start = { From: e164, To: '+15550001111', Body: 'START', MessageSid: `SMt${kind}${counter}` };
    expect((await post(start, sign(start))).status).toBe(200);
    const again = await http<SendMessagesResult>(s, 'POST', '/api/messages', {
      token: token.recruiter,
      body: { Channel: 'sms', TemplateId: null, Body: 'Welcome back', ApplicantIds: [id] },
    });
    expect(again.json.Results[0]!.MessageId).not.toBeNull();

    const thread = await http<MessageSummary[]>(s, 'GET', `/api/applicants/${id}/messages`, { token: token.recruiter });
    expect(thread.json.filter((m) => m.Direction === 'inbound').map((m) => [m.State, m.Preview])).toEqual([
      ['received', 'Sounds good'],
      ['received', 'stop'],
      ['received', 'START'],
    ]);
    const activity = await http<ApplicantActivity[]>(s, 'GET', `/api/applicants/${id}/activity`, {
      token: token.recruiter,
    });
    expect(activity.json.filter((entry) => entry.Kind === 'sms-reply').map((entry) => entry.Text)).toEqual([
      'START (opted back in to SMS)',
      'stop (opted out of SMS)',
      'Sounds good',
    ]);
    void recruiterId;
  });
});
