import type { Db } from '../../platform/db';
import type { JobContext, JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { staffPreferences } from '../preferences';
import { sendReminder } from './notices';
import { eventsOf, interviewersOf, type EventRow } from './queries';
import './tables';

/** One reminder e-mail: the job's once-only key is `${eventId}:${sequence}:${offset}:${recipient}`. */
export const CALENDAR_REMINDER_JOB = 'calendar.reminder';

/** Who a reminder is for: a staff member (`staff:<recruiterId>`: the owner or an interviewer) or the applicant. */
export type ReminderRecipient = `staff:${number}` | 'applicant';

export interface ReminderPayload {
  eventId: number;
  sequence: number;
  offset: number;
  recipient: ReminderRecipient;
}

export const reminderOnceKey = (payload: ReminderPayload) =>
  `${payload.eventId}:${payload.sequence}:${payload.offset}:${payload.recipient}`;

/** The recipients of an event's reminders: its owner, an interview's interviewers, the applicant when asked. */
function recipientsOf(
  row: Pick<EventRow, 'kind' | 'owner_id' | 'remind_applicant'>,
  interviewerIds: readonly number[],
): ReminderRecipient[] {
  const staff = new Set<number>([row.owner_id, ...(row.kind === 'interview' ? interviewerIds : [])]);
  const list: ReminderRecipient[] = [...staff].map((id) => `staff:${id}` as const);
  if (row.kind === 'interview' && row.remind_applicant) list.push('applicant');
  return list;
}

/**
 * Queues the reminder jobs of an event as it is now (its SEQUENCE, offsets, recipients), in the caller's
 * transaction: one per (offset, recipient), due `offset` minutes before the start; those already due at `now`
 * are left out (a reminder "1 day before" of an event in two hours is not sent late). Queueing the same set
 * again adds nothing (the once-only keys); a reschedule bumps SEQUENCE, so the earlier jobs find a stale
 * sequence when they run and send nothing. A cancelled event, or a follow-up done, queues none.
 */
export async function queueReminders(
  trx: Db,
  jobs: JobRunner,
  row: Pick<
    EventRow,
    | 'id'
    | 'agency_id'
    | 'kind'
    | 'owner_id'
    | 'remind_applicant'
    | 'reminder_offsets'
    | 'sequence'
    | 'starts_at'
    | 'cancelled_at'
    | 'done_at'
  >,
  interviewerIds: readonly number[],
  now: Date,
): Promise<void> {
  if (row.cancelled_at || row.done_at) return;
  const start = new Date(row.starts_at).getTime();
  for (const offset of row.reminder_offsets.map(Number)) {
    const runAt = new Date(start - offset * 60_000);
    if (runAt.getTime() <= now.getTime()) continue;
    for (const recipient of recipientsOf(row, interviewerIds)) {
      const payload: ReminderPayload = { eventId: row.id, sequence: row.sequence, offset, recipient };
      await jobs.enqueue(trx, CALENDAR_REMINDER_JOB, payload, {
        onceKey: reminderOnceKey(payload),
        runAt,
        agencyId: row.agency_id,
      });
    }
  }
}

function payloadOf(value: unknown): ReminderPayload | null {
  const payload = value as Partial<ReminderPayload> | null;
  if (
    !payload ||
    !Number.isInteger(payload.eventId) ||
    !Number.isInteger(payload.sequence) ||
    !Number.isInteger(payload.offset) ||
    typeof payload.recipient !== 'string' ||
    !/^(staff:\d+|applicant)$/.test(payload.recipient)
  )
    return null;
  return payload as ReminderPayload;
}

/**
 * Sends one reminder if it still applies: the event exists, is not cancelled, has the job's SEQUENCE (not
 * rescheduled since), still has the offset, has not started, a follow-up is not done, and the recipient is
 * still on it. The sent row (unique per event, SEQUENCE, offset, recipient) and the e-mail are written in one
 * transaction: a second run of the job, or another server's, sends nothing again. Answers whether it sent.
 */
export async function runReminder(deps: { db: Db; mail: Mailer }, value: unknown, now: Date): Promise<boolean> {
  const { db, mail } = deps;
  const payload = payloadOf(value);
  if (!payload) throw new Error('The calendar.reminder payload is not valid.');
  const owner = await db
    .selectFrom('calendar_events')
    .select('agency_id')
    .where('id', '=', payload.eventId)
    .executeTakeFirst();
  if (!owner) return false;
  const sent = await db.transaction().execute(async (trx) => {
    const row = await eventsOf(trx, owner.agency_id).where('e.id', '=', payload.eventId).executeTakeFirst();
    if (!row || row.cancelled_at || row.done_at || row.sequence !== payload.sequence) return false;
    if (!row.reminder_offsets.map(Number).includes(payload.offset)) return false;
    if (new Date(row.starts_at).getTime() <= now.getTime()) return false;
    const interviewers = (await interviewersOf(trx, row.agency_id, [row.id])).get(row.id) ?? [];
    let to: { firstName: string; email: string; timeZone?: string } | null = null;
    if (payload.recipient === 'applicant') {
      if (row.kind === 'interview' && row.remind_applicant)
        to = { firstName: row.applicant_first_name, email: row.applicant_email };
    } else {
      const id = Number(payload.recipient.slice('staff:'.length));
      // A staff member who turned reminders off (Manage Profile) gets none; the others get theirs in their zone.
      const preferences = await staffPreferences(trx, row.agency_id, id);
      if (!preferences.EmailReminders) return false;
      if (id === row.owner_id && row.owner_active) to = { firstName: row.owner_first_name, email: row.owner_email };
      else if (row.kind === 'interview') {
        const person = interviewers.find((entry) => entry.RecruiterId === id && entry.active);
        if (person) to = { firstName: person.Name.split(' ')[0]!, email: person.email };
      }
      if (to && preferences.TimeZone) to = { ...to, timeZone: preferences.TimeZone };
    }
    if (!to) return false;
    const marked = await trx
      .insertInto('calendar_reminders_sent')
      .values({
        event_id: row.id,
        sequence: row.sequence,
        offset_minutes: payload.offset,
        recipient: payload.recipient,
        sent_at: now,
      })
      .onConflict((oc) => oc.columns(['event_id', 'sequence', 'offset_minutes', 'recipient']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!marked) return false;
    await sendReminder(trx, mail, row, to, payload.offset);
    return true;
  });
  if (sent) mail.kick();
  return sent;
}

/** Registers the reminder job on the runner (each server does; the database decides who runs a job). */
export function registerCalendarReminderJob(deps: { db: Db; mail: Mailer; jobs: JobRunner }): void {
  deps.jobs.register(CALENDAR_REMINDER_JOB, async (payload: unknown, job: JobContext) => {
    if (await runReminder(deps, payload, job.now)) job.log.info({ jobId: job.id }, 'calendar reminder sent');
  });
}
