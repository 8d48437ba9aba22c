import { sql, type Kysely } from 'kysely';
import type { MergeFieldKey, MessageChannel, MessageState } from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { escapeHtml } from '../../platform/mail';
import { MESSAGE_DELIVER_JOB } from './context';
import { renderEmail, renderSms, type MergeValues } from './render';
import { e164 } from './sms';
import { recipientTimeZone, smsReleaseTime } from './time-zones';
import { personName } from '../../core/identity';

/** The agency's templates of the demo (name → channel, subject, body, marketing). */
const AGENCY_TEMPLATES: readonly {
  name: string;
  channel: MessageChannel;
  subject: string | null;
  body: string;
  marketing?: boolean;
}[] = [
  {
    name: 'Interview invitation',
    channel: 'email',
    subject: 'Your interview with {{jobOrder.facility}}',
    body: 'Hi {{applicant.firstName}},\n\nGood news: **{{jobOrder.facility}}** would like to interview you for the {{jobOrder.unit}} position starting {{jobOrder.startDate}}.\n\nYour interview is on {{interview.time}}. Reply to this e-mail if the time does not work for you.\n\n{{recruiter.signature}}',
  },
  {
    name: 'Rejection',
    channel: 'email',
    subject: 'Your application with {{agency.name}}',
    body: 'Hi {{applicant.firstName}},\n\nThank you for your interest in working with {{agency.name}}. After careful review we will not move forward with your application at this time.\n\nWe keep your profile on file and will reach out when a position fits your experience.\n\n{{recruiter.signature}}',
  },
  {
    name: 'Application received',
    channel: 'email',
    subject: 'We received your application',
    body: 'Hi {{applicant.firstName}},\n\nThanks for applying to {{agency.name}}. {{recruiter.name}} will review your profile and call you within two business days.\n\n{{recruiter.signature}}',
  },
  {
    name: 'Hot jobs this week',
    channel: 'email',
    subject: 'New travel contracts for you, {{applicant.firstName}}',
    body: "Hi {{applicant.firstName}},\n\nHere are this week's top contracts:\n\n- ICU nights in Houston, TX: 13 weeks\n- Med-Surg days in Phoenix, AZ: 13 weeks\n- ER rotating in Denver, CO: 8 weeks\n\nReply to hear more.\n\n{{recruiter.signature}}",
    marketing: true,
  },
  {
    name: 'Interview reminder',
    channel: 'sms',
    subject: null,
    body: 'Hi {{applicant.firstName}}, a reminder of your interview with {{jobOrder.facility}} on {{interview.time}}. Reply C to confirm. - {{recruiter.name}}, {{agency.name}}',
  },
  {
    name: 'Quick check-in',
    channel: 'sms',
    subject: null,
    body: 'Hi {{applicant.firstName}}, this is {{recruiter.name}} from {{agency.name}}. Do you have a few minutes to talk today?',
  },
];

interface Staff {
  recruiterId: number;
  name: string;
  email: string;
}

interface Person {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_phone: string;
  state: string | null;
  zip: string;
}

/** One history row to seed: the applicant's index, channel, template, final state and the hours ago it was made. */
interface Story {
  person: number;
  channel: MessageChannel;
  template: string;
  state: MessageState;
  hoursAgo: number;
  staff: number;
  reason?: string;
  reply?: string;
  /** Scheduled: hours from now. */
  dueIn?: number;
}

const STORIES: readonly Story[] = [
  { person: 0, channel: 'email', template: 'Application received', state: 'sent', hoursAgo: 240, staff: 0 },
  {
    person: 0,
    channel: 'sms',
    template: 'Quick check-in',
    state: 'replied',
    hoursAgo: 200,
    staff: 0,
    reply: 'Yes! Call me after 3 pm please.',
  },
  { person: 1, channel: 'email', template: 'Application received', state: 'sent', hoursAgo: 190, staff: 1 },
  { person: 1, channel: 'sms', template: 'Quick check-in', state: 'delivered', hoursAgo: 150, staff: 1 },
  {
    person: 2,
    channel: 'email',
    template: 'Hot jobs this week',
    state: 'bounced',
    hoursAgo: 130,
    staff: 0,
    reason: '550 5.1.1 The email account that you tried to reach does not exist',
  },
  {
    person: 3,
    channel: 'email',
    template: 'Interview invitation',
    state: 'failed',
    hoursAgo: 100,
    staff: 1,
    reason: 'connect ECONNREFUSED: the SMTP server did not answer after 5 attempts',
  },
  { person: 4, channel: 'sms', template: 'Quick check-in', state: 'opted-out', hoursAgo: 90, staff: 0, reply: 'STOP' },
  { person: 5, channel: 'email', template: 'Rejection', state: 'sent', hoursAgo: 72, staff: 1 },
  {
    person: 6,
    channel: 'email',
    template: 'Hot jobs this week',
    state: 'cancelled',
    hoursAgo: 50,
    staff: 0,
    reason: 'Cancelled by the sender',
  },
  { person: 7, channel: 'sms', template: 'Interview reminder', state: 'delivered', hoursAgo: 30, staff: 1 },
  { person: 8, channel: 'email', template: 'Interview invitation', state: 'sent', hoursAgo: 20, staff: 0 },
  {
    person: 9,
    channel: 'sms',
    template: 'Quick check-in',
    state: 'replied',
    hoursAgo: 6,
    staff: 1,
    reply: 'Not interested right now, thanks.',
  },
  {
    person: 10,
    channel: 'email',
    template: 'Hot jobs this week',
    state: 'scheduled',
    hoursAgo: 2,
    staff: 0,
    dueIn: 40,
  },
  {
    person: 11,
    channel: 'email',
    template: 'Hot jobs this week',
    state: 'scheduled',
    hoursAgo: 2,
    staff: 0,
    dueIn: 40,
  },
  { person: 12, channel: 'sms', template: 'Interview reminder', state: 'held', hoursAgo: 1, staff: 1 },
  {
    person: 13,
    channel: 'email',
    template: 'Application received',
    state: 'scheduled',
    hoursAgo: 0,
    staff: 1,
    dueIn: 20,
  },
];

const HOUR = 3_600_000;

/**
 * The demo agency's messaging: its templates (an interview invitation, a rejection, a marketing round-up, SMS
 * reminders; one recruiter's personal template), the automation Rejected → Rejection, and a history with a
 * message in every state that lasts (sent, delivered, failed, bounced, replied with the applicant's answer,
 * opted out by STOP, cancelled, scheduled, held; queued lasts seconds), each with its events and the
 * applicants' activity rows. The pending ones have their delivery jobs, due at least 12 hours after `now`.
 * Deterministic; the times follow `now`.
 */
export async function seedMessaging(db: Db, agencyId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const agency = await trx
      .selectFrom('agencies')
      .select(['name', 'state'])
      .where('id', '=', agencyId)
      .executeTakeFirstOrThrow();
    const staff: Staff[] = (
      await trx
        .selectFrom('recruiters as r')
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'),
        )
        .select(['r.id', 'u.first_name', 'u.last_name', 'u.email'])
        .where('r.agency_id', '=', agencyId)
        .orderBy('r.id')
        .limit(3)
        .execute()
    ).map((row) => ({ recruiterId: row.id, name: personName(row.first_name, row.last_name), email: row.email }));
    if (staff.length === 0) return;
    const people = (await trx
      .selectFrom('applicants')
      .select(['id', 'first_name', 'last_name', 'email', 'mobile_phone', 'state', 'zip'])
      .where('agency_id', '=', agencyId)
      .where('archived_at', 'is', null)
      .where('email', '<>', '')
      .where('mobile_phone', '<>', '')
      .orderBy('id')
      .limit(20)
      .execute()) as Person[];

    const templates = new Map<
      string,
      { id: number; channel: MessageChannel; subject: string | null; body: string; marketing: boolean }
    >();
    for (const template of AGENCY_TEMPLATES) {
      const row = await trx
        .insertInto('message_templates')
        .values({
          agency_id: agencyId,
          channel: template.channel,
          name: template.name,
          subject: template.subject,
          body: template.body,
          scope: 'agency',
          owner_id: null,
          marketing: template.marketing ?? false,
          created_at: new Date(now.getTime() - 30 * 24 * HOUR),
          updated_at: new Date(now.getTime() - 10 * 24 * HOUR),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      templates.set(template.name, {
        id: row.id,
        channel: template.channel,
        subject: template.subject,
        body: template.body,
        marketing: template.marketing ?? false,
      });
    }
    await trx
      .insertInto('message_templates')
      .values({
        agency_id: agencyId,
        channel: 'sms',
        name: 'Call me back',
        subject: null,
        body: 'Hi {{applicant.firstName}}, {{recruiter.name}} here. I tried to call you about a new contract. When is a good time?',
        scope: 'personal',
        owner_id: staff[0]!.recruiterId,
      })
      .execute();
    await trx
      .insertInto('message_automations')
      .values({ agency_id: agencyId, status: 'rejected', template_id: templates.get('Rejection')!.id })
      .execute();

    for (const story of STORIES) {
      const person = people[story.person];
      const sender = staff[story.staff % staff.length]!;
      const template = templates.get(story.template)!;
      if (!person) continue;
      await seedStory(trx, {
        agencyId,
        agencyName: agency.name,
        agencyState: agency.state || null,
        now,
        story,
        person,
        sender,
        template,
      });
    }
  });
}

async function seedStory(
  trx: Kysely<Database>,
  entry: {
    agencyId: number;
    agencyName: string;
    agencyState: string | null;
    now: Date;
    story: Story;
    person: Person;
    sender: Staff;
    template: { id: number; channel: MessageChannel; subject: string | null; body: string; marketing: boolean };
  },
): Promise<void> {
  const { agencyId, story, person, sender, template, now } = entry;
  const values: Record<MergeFieldKey, string> = {
    '{{applicant.firstName}}': person.first_name,
    '{{applicant.lastName}}': person.last_name,
    '{{applicant.fullName}}': personName(person.first_name, person.last_name),
    '{{recruiter.name}}': sender.name,
    '{{recruiter.signature}}': `${sender.name}\n${entry.agencyName}`,
    '{{agency.name}}': entry.agencyName,
    '{{jobOrder.facility}}': 'Bayou City Medical Center',
    '{{jobOrder.unit}}': 'Cardiac ICU',
    '{{jobOrder.startDate}}': 'January 11, 2027',
    '{{interview.time}}': 'Thursday at 10:00 AM CST',
  };
  const merge: MergeValues = {
    values,
    signatureHtml: `<p>${escapeHtml(sender.name)}<br>${escapeHtml(entry.agencyName)}</p>`,
  };
  const created = new Date(now.getTime() - story.hoursAgo * HOUR);
  const timeZone = recipientTimeZone(person, entry.agencyState);
  const phone = e164(person.mobile_phone) ?? '+15555550100';
  let sendAt = story.dueIn ? new Date(now.getTime() + story.dueIn * HOUR) : created;
  if (story.state === 'held') {
    // Held until 8 am there, at least half a day away (nothing seeded leaves while a demo or a test runs).
    // A day always has quiet hours: at most 24 hourly steps find them. More means the quiet-hours rule is
    // broken, which must fail the seed by name rather than hang it (issue 30, item 4).
    let night = new Date(now.getTime() + 12 * HOUR);
    for (let step = 0; !smsReleaseTime(night, timeZone).held; step++) {
      if (step === 24) throw new Error(`No SMS quiet hour in a whole day in ${timeZone}: check SMS_QUIET_HOURS`);
      night = new Date(night.getTime() + HOUR);
    }
    sendAt = smsReleaseTime(night, timeZone).releaseAt;
  }
  const sent = ['sent', 'delivered', 'bounced', 'replied', 'opted-out'].includes(story.state);
  const sentAt = sent ? new Date(created.getTime() + 2000) : null;
  const email =
    template.channel === 'email'
      ? renderEmail(template.subject ?? '', template.body, merge, {
          unsubscribeUrl: template.marketing ? `http://localhost:3000/unsubscribe/demo-${person.id}` : null,
        })
      : null;
  const sms = template.channel === 'sms' ? renderSms(template.body, merge) : null;
  const recipient = template.channel === 'email' ? person.email : phone;
  const message = await trx
    .insertInto('messages')
    .values({
      agency_id: agencyId,
      channel: template.channel,
      direction: 'outbound',
      state: story.state,
      applicant_id: person.id,
      sender_id: sender.recruiterId,
      sender_name: sender.name,
      template_id: template.id,
      template_name: story.template,
      recipient,
      from_address: template.channel === 'email' ? `${sender.name} <no-reply@agency-portal.test>` : '+15550100000',
      subject: email?.subject ?? null,
      text: email?.text ?? sms!.text,
      html: email?.html ?? null,
      reply_to: template.channel === 'email' ? sender.email : null,
      marketing: template.marketing,
      unsubscribe_url: null,
      time_zone: timeZone,
      automation_key: null,
      send_at: sendAt,
      sent_at: sentAt,
      attempts: story.state === 'failed' ? 5 : sent ? 1 : 0,
      last_error: story.reason ?? (story.state === 'opted-out' ? 'The recipient replied STOP' : null),
      provider_id: sent ? `seed-${agencyId}-${person.id}-${story.hoursAgo}` : null,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const events: { state: MessageState; detail: string; at: Date }[] = [
    {
      state: story.dueIn ? 'scheduled' : story.state === 'held' ? 'held' : 'queued',
      detail: `Sent by ${sender.name}`,
      at: created,
    },
  ];
  if (sent)
    events.push({
      state: 'sent',
      detail: template.channel === 'email' ? '250 2.0.0 OK' : 'Accepted by the SMS provider (queued)',
      at: sentAt!,
    });
  if (story.state === 'delivered' || story.state === 'replied' || story.state === 'opted-out')
    events.push({ state: 'delivered', detail: 'Delivered to the handset', at: new Date(sentAt!.getTime() + 5000) });
  if (story.state === 'failed')
    for (let attempt = 1; attempt <= 5; attempt += 1)
      events.push({
        state: attempt === 5 ? 'failed' : 'queued',
        detail:
          attempt === 5
            ? `Gave up after 5 attempts: ${story.reason}`
            : `Attempt ${attempt} failed: connect ECONNREFUSED; retrying`,
        at: new Date(created.getTime() + attempt * 60_000),
      });
  if (story.state === 'bounced')
    events.push({ state: 'bounced', detail: story.reason!, at: new Date(sentAt!.getTime() + 60_000) });
  if (story.state === 'cancelled')
    events.push({
      state: 'cancelled',
      detail: `Cancelled by ${sender.name}`,
      at: new Date(created.getTime() + 600_000),
    });
  const replyAt = new Date(created.getTime() + 45 * 60_000);
  if (story.reply)
    events.push({
      state: story.state,
      detail: story.state === 'opted-out' ? `Replied ${story.reply}: opted out of SMS` : 'Replied',
      at: replyAt,
    });
  await trx
    .insertInto('message_events')
    .values(events.map((event) => ({ agency_id: agencyId, message_id: message.id, ...event })))
    .execute();
  if (sent)
    await trx
      .insertInto('applicant_activity')
      .values({
        agency_id: agencyId,
        applicant_id: person.id,
        kind: template.channel,
        text: `${email?.subject ?? sms!.text.slice(0, 119)} (to ${recipient})`,
        actor_id: sender.recruiterId,
        actor_name: sender.name,
        created_at: sentAt!,
      })
      .execute();
  if (story.reply) {
    const inbound = await trx
      .insertInto('messages')
      .values({
        agency_id: agencyId,
        channel: 'sms',
        direction: 'inbound',
        state: 'received',
        applicant_id: person.id,
        sender_id: null,
        template_id: null,
        template_name: null,
        recipient: phone,
        from_address: '+15550100000',
        subject: null,
        text: story.reply,
        html: null,
        reply_to: null,
        unsubscribe_url: null,
        time_zone: null,
        automation_key: null,
        send_at: replyAt,
        sent_at: replyAt,
        last_error: null,
        provider_id: `seed-reply-${agencyId}-${person.id}`,
        created_at: replyAt,
        updated_at: replyAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('message_events')
      .values({ agency_id: agencyId, message_id: inbound.id, state: 'received', detail: `From ${phone}`, at: replyAt })
      .execute();
    await trx
      .insertInto('applicant_activity')
      .values({
        agency_id: agencyId,
        applicant_id: person.id,
        kind: 'sms-reply',
        text: story.state === 'opted-out' ? `${story.reply} (opted out of SMS)` : story.reply,
        created_at: replyAt,
      })
      .execute();
    if (story.state === 'opted-out')
      await trx
        .insertInto('sms_opt_outs')
        .values({ agency_id: agencyId, phone, keyword: story.reply, created_at: replyAt })
        .onConflict((conflict) => conflict.columns(['agency_id', 'phone']).doNothing())
        .execute();
  }
  // Pending ones leave when due, through the runner like any other (its job written as enqueue writes it).
  if (story.state === 'queued' || story.state === 'scheduled' || story.state === 'held')
    await sql`
      INSERT INTO jobs (kind, payload, agency_id, once_key, run_at, max_attempts)
      VALUES (${MESSAGE_DELIVER_JOB}, ${JSON.stringify({ messageId: message.id })}, ${agencyId}, ${String(message.id)}, ${sendAt}, 5)
      ON CONFLICT (kind, once_key) DO NOTHING`.execute(trx);
}
