import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  CALENDAR_EVENT_KIND_KEYS,
  CALENDAR_LIMITS,
  INTERVIEW_LOCATION_KIND_KEYS,
  calendarEventKindLabel,
  isTimeZone,
  zonedDayBounds,
  type CalendarAgenda,
  type CalendarEvent,
  type CalendarEventKind,
  type InterviewLocationKind,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { sendInterviewMessages } from './notices';
import { agencyZoneOf, eventsOf, interviewersOf, toCalendarEvent, toCalendarEvents, type EventRow } from './queries';
import { queueReminders } from './reminders';
import type { CalendarEventsTable } from './tables';
import './tables';
import { requirePermission } from '../../core/policy';
import { personName, staffActor, type StaffActor, type StaffScope } from '../../core/identity';
import { isId } from '../../platform/http';
import type { Listener } from '../../platform/events';

/** What the calendar's actions need: the database, the outbox, the job runner and the clock. */
export interface CalendarContext {
  db: Db;
  mail: Mailer;
  jobs: JobRunner;
  now: () => Date;
}

export const CALENDAR_EVENT_NOT_FOUND = 'Calendar event not found.';
export const calendarEventNotFound = () => new ApiError(404, 'not_found', CALENDAR_EVENT_NOT_FOUND);
const notFound = calendarEventNotFound;
const DOING = 'use the calendar';

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);
/** An ISO instant: a date, a time and its offset (Z or ±hh:mm), so it names one moment. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const instantOf = (value: unknown): Date | null =>
  typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;

/** A body checked field by field (the references are checked against the database afterwards). */
interface Parsed {
  kind: CalendarEventKind;
  title: string;
  applicantId: number;
  jobOrderId: number | null;
  submissionId: number | null;
  startsAt: Date;
  durationMinutes: number | null;
  locationKind: InterviewLocationKind | null;
  location: string;
  interviewerIds: number[];
  notes: string;
  ownerId: number | null;
  reminderOffsets: number[];
  remindApplicant: boolean;
}

function text(value: unknown, field: string, label: string, max: number, errors: Record<string, string>): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors[field] = `${label} must be text.`;
    return '';
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors[field] = `${label} must be at most ${max} characters.`;
  return trimmed;
}

/** Checks a create or edit body; 400 with every field's message. */
export function parseCalendarEvent(body: unknown): Parsed {
  if (!isObject(body)) throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  const errors: Record<string, string> = {};
  const kind = body.Kind as CalendarEventKind;
  if (!CALENDAR_EVENT_KIND_KEYS.includes(kind)) errors.Kind = 'Choose an interview or a follow-up.';
  const interview = kind === 'interview';
  const title = text(body.Title, 'Title', 'The title', CALENDAR_LIMITS.titleMaxLength, errors);
  if (!isId(body.ApplicantId)) errors.ApplicantId = 'Choose the applicant.';
  const optionalId = (field: string, message: string): number | null => {
    const value = body[field];
    if (value === undefined || value === null) return null;
    if (!isId(value)) errors[field] = message;
    return isId(value) ? value : null;
  };
  const jobOrderId = optionalId('JobOrderId', 'Choose a job order from the list.');
  const submissionId = optionalId('SubmissionId', 'Choose a submission from the list.');
  const startsAt = instantOf(body.StartsAt);
  if (!startsAt)
    errors.StartsAt = interview
      ? 'Give the interview’s date and time.'
      : 'Give the date and time the follow-up is due.';
  let durationMinutes: number | null = null;
  const { durationMinMinutes: min, durationMaxMinutes: max } = CALENDAR_LIMITS;
  if (interview) {
    const endsAt = body.EndsAt === undefined || body.EndsAt === null || body.EndsAt === '' ? null : body.EndsAt;
    if (body.DurationMinutes !== undefined && body.DurationMinutes !== null) {
      if (
        !Number.isInteger(body.DurationMinutes) ||
        (body.DurationMinutes as number) < min ||
        (body.DurationMinutes as number) > max
      )
        errors.DurationMinutes = `The duration must be from ${min} minutes to ${max / 60} hours.`;
      else durationMinutes = body.DurationMinutes as number;
    } else if (endsAt !== null) {
      const end = instantOf(endsAt);
      if (!end) errors.EndsAt = 'Give the interview’s end as a date and time.';
      else if (startsAt && end.getTime() <= startsAt.getTime()) errors.EndsAt = 'The end must be after the start.';
      else if (startsAt) {
        const minutes = Math.round((end.getTime() - startsAt.getTime()) / 60_000);
        if (minutes < min || minutes > max)
          errors.EndsAt = `The interview must last from ${min} minutes to ${max / 60} hours.`;
        else durationMinutes = minutes;
      }
    } else durationMinutes = CALENDAR_LIMITS.defaultDurationMinutes;
  }
  let locationKind: InterviewLocationKind | null = null;
  if (interview && body.LocationKind !== undefined && body.LocationKind !== null && body.LocationKind !== '') {
    if (!INTERVIEW_LOCATION_KIND_KEYS.includes(body.LocationKind as InterviewLocationKind))
      errors.LocationKind = 'Choose in person, phone or video.';
    else locationKind = body.LocationKind as InterviewLocationKind;
  }
  const location = interview
    ? text(body.Location, 'Location', 'The place', CALENDAR_LIMITS.locationMaxLength, errors)
    : '';
  if (locationKind === 'video' && location && !/^https:\/\/\S+$/i.test(location))
    errors.Location = 'The video link must start with https://.';
  let interviewerIds: number[] = [];
  if (interview && body.InterviewerIds !== undefined && body.InterviewerIds !== null) {
    if (
      !Array.isArray(body.InterviewerIds) ||
      body.InterviewerIds.length > CALENDAR_LIMITS.maxInterviewers ||
      !body.InterviewerIds.every(isId)
    )
      errors.InterviewerIds = `Choose at most ${CALENDAR_LIMITS.maxInterviewers} interviewers from the staff.`;
    else interviewerIds = [...new Set(body.InterviewerIds as number[])];
  }
  const notes = text(body.Notes, 'Notes', 'Notes', CALENDAR_LIMITS.notesMaxLength, errors);
  const ownerId = optionalId('OwnerId', 'Choose the owner from the staff.');
  let reminderOffsets: number[] = [];
  if (body.ReminderOffsets !== undefined && body.ReminderOffsets !== null) {
    const offsets = body.ReminderOffsets;
    if (
      !Array.isArray(offsets) ||
      offsets.length > CALENDAR_LIMITS.maxReminders ||
      !offsets.every(
        (offset) =>
          Number.isInteger(offset) &&
          (offset as number) > 0 &&
          (offset as number) <= CALENDAR_LIMITS.reminderMaxMinutes,
      )
    )
      errors.ReminderOffsets = `Choose at most ${CALENDAR_LIMITS.maxReminders} reminders, from 1 minute to 4 weeks before.`;
    else reminderOffsets = [...new Set(offsets as number[])].sort((a, b) => b - a);
  }
  if (body.RemindApplicant !== undefined && typeof body.RemindApplicant !== 'boolean')
    errors.RemindApplicant = 'Remind the applicant: yes or no.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    kind,
    title,
    applicantId: body.ApplicantId as number,
    jobOrderId,
    submissionId,
    startsAt: startsAt!,
    durationMinutes,
    locationKind,
    location,
    interviewerIds,
    notes,
    ownerId,
    reminderOffsets,
    remindApplicant: interview && body.RemindApplicant === true,
  };
}

async function actorOf(trx: Db, caller: StaffScope): Promise<StaffActor> {
  const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'calendar.edit', DOING);
  return actor;
}

/** The references of a body, checked in the agency (400 for any that is not there); the default title. */
async function resolve(trx: Db, caller: StaffScope, parsed: Parsed): Promise<Parsed> {
  const errors: Record<string, string> = {};
  const applicant = await trx
    .selectFrom('applicants')
    .select(['id', 'first_name', 'last_name'])
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', parsed.applicantId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!applicant) errors.ApplicantId = 'This applicant is not in your agency, or is archived.';
  let jobOrderId = parsed.jobOrderId;
  if (parsed.submissionId !== null) {
    const submission = await trx
      .selectFrom('submissions')
      .select(['job_order_id', 'applicant_id'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', parsed.submissionId)
      .executeTakeFirst();
    if (!submission || submission.applicant_id !== parsed.applicantId)
      errors.SubmissionId = 'This submission is not one of the applicant’s.';
    else if (jobOrderId !== null && jobOrderId !== submission.job_order_id)
      errors.JobOrderId = 'The job order is not the submission’s.';
    else jobOrderId = submission.job_order_id;
  }
  if (jobOrderId !== null && !errors.JobOrderId) {
    const order = await trx
      .selectFrom('job_orders')
      .select('id')
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', jobOrderId)
      .executeTakeFirst();
    if (!order) errors.JobOrderId = 'This job order is not in your agency.';
  }
  const staffIds = [...new Set([...parsed.interviewerIds, ...(parsed.ownerId !== null ? [parsed.ownerId] : [])])];
  if (staffIds.length > 0) {
    const staff = await trx
      .selectFrom('recruiters as r')
      .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
      .select('r.id')
      .where('r.agency_id', '=', caller.agencyId)
      .where('r.id', 'in', staffIds)
      .where('u.is_active', '=', true)
      .where('r.standing', '=', 'member')
      .execute();
    const known = new Set(staff.map((row) => row.id));
    if (!parsed.interviewerIds.every((id) => known.has(id)))
      errors.InterviewerIds = 'Some interviewers are not active staff of your agency.';
    if (parsed.ownerId !== null && !known.has(parsed.ownerId))
      errors.OwnerId = 'The owner is not an active staff member of your agency.';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const name = personName(applicant!.first_name, applicant!.last_name);
  // The type is shown beside every title (Interview: …, Follow-up: …): the default is who, and for what.
  const jobOrder =
    jobOrderId === null
      ? undefined
      : await trx
          .selectFrom('job_orders')
          .select('title')
          .where('agency_id', '=', caller.agencyId)
          .where('id', '=', jobOrderId)
          .executeTakeFirst();
  const title =
    parsed.title || (jobOrder ? `${name} for ${jobOrder.title}` : name).slice(0, CALENDAR_LIMITS.titleMaxLength);
  return { ...parsed, title, jobOrderId };
}

async function readEvent(trx: Db, agencyId: number, id: number): Promise<EventRow | undefined> {
  return eventsOf(trx, agencyId).where('e.id', '=', id).executeTakeFirst();
}

async function answer(trx: Db, agencyId: number, id: number): Promise<CalendarEvent> {
  const row = await readEvent(trx, agencyId, id);
  if (!row) throw notFound();
  const interviewers = (await interviewersOf(trx, agencyId, [id])).get(id) ?? [];
  return toCalendarEvent(row, interviewers);
}

async function replaceInterviewers(trx: Db, agencyId: number, eventId: number, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('calendar_event_interviewers')
    .where('agency_id', '=', agencyId)
    .where('event_id', '=', eventId)
    .execute();
  if (ids.length > 0)
    await trx
      .insertInto('calendar_event_interviewers')
      .values(ids.map((recruiterId) => ({ agency_id: agencyId, event_id: eventId, recruiter_id: recruiterId })))
      .execute();
}

/** Inserts an event (checked and resolved), its interviewers, reminders and an interview's invitations. */
async function insertEvent(
  trx: Db,
  ctx: CalendarContext,
  caller: StaffScope,
  actor: StaffActor,
  parsed: Parsed,
): Promise<number> {
  const inserted = await trx
    .insertInto('calendar_events')
    .values({
      agency_id: caller.agencyId,
      uid: `${randomUUID()}@agency-portal`,
      kind: parsed.kind,
      title: parsed.title,
      applicant_id: parsed.applicantId,
      job_order_id: parsed.jobOrderId,
      submission_id: parsed.submissionId,
      starts_at: parsed.startsAt,
      duration_minutes: parsed.durationMinutes,
      location_kind: parsed.locationKind,
      location: parsed.location,
      notes: parsed.notes,
      owner_id: parsed.ownerId ?? actor.recruiterId,
      reminder_offsets: parsed.reminderOffsets,
      remind_applicant: parsed.remindApplicant,
      updated_by_name: actor.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceInterviewers(trx, caller.agencyId, inserted.id, parsed.interviewerIds);
  const row = (await readEvent(trx, caller.agencyId, inserted.id))!;
  await queueReminders(trx, ctx.jobs, row, parsed.interviewerIds, ctx.now());
  if (row.kind === 'interview') {
    const interviewers = (await interviewersOf(trx, caller.agencyId, [row.id])).get(row.id) ?? [];
    await sendInterviewMessages(trx, ctx.mail, row, interviewers, 'invitation');
  }
  return inserted.id;
}

const afterCommit = (ctx: CalendarContext) => {
  ctx.mail.kick();
  ctx.jobs.kick();
};

/** Adds an interview (e-mailing its invitations with the ICS) or a follow-up, with its reminders. */
export async function createCalendarEvent(
  ctx: CalendarContext,
  caller: StaffScope,
  body: unknown,
): Promise<CalendarEvent> {
  const parsed = parseCalendarEvent(body);
  const event = await ctx.db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    const resolved = await resolve(trx, caller, parsed);
    if (resolved.submissionId !== null && resolved.kind === 'interview') {
      const live = await trx
        .selectFrom('calendar_events')
        .select('id')
        .where('agency_id', '=', caller.agencyId)
        .where('submission_id', '=', resolved.submissionId)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (live)
        throw new ApiError(
          409,
          'interview_exists',
          'This submission already has an interview: reschedule it instead of adding another.',
        );
    }
    const id = await insertEvent(trx, ctx, caller, actor, resolved);
    return answer(trx, caller.agencyId, id);
  });
  afterCommit(ctx);
  return event;
}

/**
 * Edits an event (the whole body again; its kind cannot change). A new time, duration or place is a
 * reschedule: SEQUENCE goes up (the earlier reminders lapse, new ones are queued) and an interview's update is
 * e-mailed (same UID, METHOD:REQUEST); interviewers added without a reschedule get the invitation. A linked
 * submission's interview time follows. 409 for a cancelled event.
 */
export async function updateCalendarEvent(
  ctx: CalendarContext,
  caller: StaffScope,
  id: number,
  body: unknown,
): Promise<CalendarEvent> {
  const parsed = parseCalendarEvent(body);
  const event = await ctx.db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    const current = await trx
      .selectFrom('calendar_events')
      .selectAll()
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.cancelled_at) throw new ApiError(409, 'event_cancelled', 'This event was cancelled: it cannot change.');
    if (parsed.kind !== current.kind)
      throw validationFailed({
        Kind: `This event is ${calendarEventKindLabel(current.kind).toLowerCase()}: its kind cannot change.`,
      });
    const resolved = await resolve(trx, caller, parsed);
    const rescheduled =
      new Date(current.starts_at).getTime() !== resolved.startsAt.getTime() ||
      current.duration_minutes !== resolved.durationMinutes ||
      current.location_kind !== resolved.locationKind ||
      current.location !== resolved.location;
    const before = ((await interviewersOf(trx, caller.agencyId, [id])).get(id) ?? []).map((p) => p.RecruiterId);
    await trx
      .updateTable('calendar_events')
      .set({
        title: resolved.title,
        applicant_id: resolved.applicantId,
        job_order_id: resolved.jobOrderId,
        submission_id: resolved.submissionId,
        starts_at: resolved.startsAt,
        duration_minutes: resolved.durationMinutes,
        location_kind: resolved.locationKind,
        location: resolved.location,
        notes: resolved.notes,
        owner_id: resolved.ownerId ?? current.owner_id,
        reminder_offsets: resolved.reminderOffsets,
        remind_applicant: resolved.remindApplicant,
        sequence: rescheduled ? current.sequence + 1 : current.sequence,
        updated_at: sql<Date>`now()`,
        updated_by_name: actor.name,
      })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .execute();
    await replaceInterviewers(trx, caller.agencyId, id, resolved.interviewerIds);
    if (resolved.submissionId !== null && rescheduled && current.kind === 'interview')
      await trx
        .updateTable('submissions')
        .set({ interview_at: resolved.startsAt.toISOString(), updated_at: sql<Date>`now()` })
        .where('agency_id', '=', caller.agencyId)
        .where('id', '=', resolved.submissionId)
        .where('status', '=', 'interview')
        .execute();
    const row = (await readEvent(trx, caller.agencyId, id))!;
    await queueReminders(trx, ctx.jobs, row, resolved.interviewerIds, ctx.now());
    if (row.kind === 'interview') {
      const interviewers = (await interviewersOf(trx, caller.agencyId, [id])).get(id) ?? [];
      if (rescheduled) await sendInterviewMessages(trx, ctx.mail, row, interviewers, 'update');
      else {
        const added = interviewers.filter((person) => !before.includes(person.RecruiterId));
        if (added.length > 0) await sendInterviewMessages(trx, ctx.mail, row, interviewers, 'invitation', added);
      }
      // Interviewers taken off the interview get its cancellation (their calendars drop it).
      const removedIds = before.filter((recruiterId) => !resolved.interviewerIds.includes(recruiterId));
      if (removedIds.length > 0) {
        const removed = await trx
          .selectFrom('recruiters as r')
          .innerJoin('users as u', (join) =>
            join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'),
          )
          .select(['r.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active'])
          .where('r.agency_id', '=', caller.agencyId)
          .where('r.id', 'in', removedIds)
          .execute();
        await sendInterviewMessages(
          trx,
          ctx.mail,
          row,
          interviewers,
          'cancellation',
          removed.map((person) => ({
            RecruiterId: person.id,
            Name: personName(person.first_name, person.last_name),
            email: person.email,
            active: person.is_active,
          })),
        );
      }
    }
    return answer(trx, caller.agencyId, id);
  });
  afterCommit(ctx);
  return event;
}

/** Cancels an event: SEQUENCE goes up, reminders lapse, an interview's cancellation is e-mailed (METHOD:CANCEL). */
export async function cancelCalendarEvent(
  ctx: CalendarContext,
  caller: StaffScope,
  id: number,
): Promise<CalendarEvent> {
  const event = await ctx.db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    const current = await trx
      .selectFrom('calendar_events')
      .select(['id', 'cancelled_at', 'sequence', 'kind'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.cancelled_at) throw new ApiError(409, 'event_cancelled', 'This event is already cancelled.');
    await trx
      .updateTable('calendar_events')
      .set({
        cancelled_at: ctx.now(),
        sequence: current.sequence + 1,
        updated_at: sql<Date>`now()`,
        updated_by_name: actor.name,
      })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .execute();
    const row = (await readEvent(trx, caller.agencyId, id))!;
    if (row.kind === 'interview') {
      const interviewers = (await interviewersOf(trx, caller.agencyId, [id])).get(id) ?? [];
      await sendInterviewMessages(trx, ctx.mail, row, interviewers, 'cancellation');
    }
    return answer(trx, caller.agencyId, id);
  });
  afterCommit(ctx);
  return event;
}

/** Marks a follow-up done (`done`) or open again; 409 for an interview or a cancelled follow-up. */
export async function setFollowUpDone(
  ctx: CalendarContext,
  caller: StaffScope,
  id: number,
  done: boolean,
): Promise<CalendarEvent> {
  const event = await ctx.db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    const current = await trx
      .selectFrom('calendar_events')
      .select(['id', 'kind', 'cancelled_at', 'done_at'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.kind !== 'follow-up')
      throw new ApiError(
        409,
        'not_a_follow_up',
        'Only follow-ups are marked done; an interview is cancelled or rescheduled.',
      );
    if (current.cancelled_at) throw new ApiError(409, 'event_cancelled', 'This follow-up was cancelled.');
    if ((current.done_at !== null) !== done) {
      await trx
        .updateTable('calendar_events')
        .set({ done_at: done ? ctx.now() : null, updated_at: sql<Date>`now()`, updated_by_name: actor.name })
        .where('agency_id', '=', caller.agencyId)
        .where('id', '=', id)
        .execute();
      if (!done) {
        const row = (await readEvent(trx, caller.agencyId, id))!;
        await queueReminders(trx, ctx.jobs, row, [], ctx.now());
      }
    }
    return answer(trx, caller.agencyId, id);
  });
  afterCommit(ctx);
  return event;
}

/** One event of the agency. */
export async function getCalendarEvent(db: Db, caller: StaffScope, id: number): Promise<CalendarEvent> {
  await actorOf(db, caller);
  return answer(db, caller.agencyId, id);
}

const flag = (value: unknown) => value === true || value === 'true';

/** The agency's events starting in [From, To) (at most CALENDAR_LIMITS.rangeMaxDays), earliest first. */
export async function listCalendarEvents(
  db: Db,
  caller: StaffScope,
  query: Record<string, unknown>,
): Promise<CalendarEvent[]> {
  await actorOf(db, caller);
  const errors: Record<string, string> = {};
  const from = instantOf(query.From);
  const to = instantOf(query.To);
  if (!from) errors.From = 'Give the start of the range as a date and time.';
  if (!to) errors.To = 'Give the end of the range as a date and time.';
  if (from && to && to.getTime() <= from.getTime()) errors.To = 'The end of the range must be after its start.';
  else if (from && to && to.getTime() - from.getTime() > CALENDAR_LIMITS.rangeMaxDays * 86_400_000)
    errors.To = `A range covers at most ${CALENDAR_LIMITS.rangeMaxDays} days.`;
  const kind = query.Kind;
  if (kind !== undefined && kind !== '' && !CALENDAR_EVENT_KIND_KEYS.includes(kind as CalendarEventKind))
    errors.Kind = 'Choose interviews or follow-ups.';
  let applicantId: number | null = null;
  if (query.ApplicantId !== undefined && query.ApplicantId !== '') {
    const value = Number(query.ApplicantId);
    if (!isId(value)) errors.ApplicantId = 'Choose an applicant.';
    else applicantId = value;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  let select = eventsOf(db, caller.agencyId).where('e.starts_at', '>=', from!).where('e.starts_at', '<', to!);
  if (kind) select = select.where('e.kind', '=', kind as CalendarEventKind);
  if (applicantId !== null) select = select.where('e.applicant_id', '=', applicantId);
  if (!flag(query.IncludeCancelled)) select = select.where('e.cancelled_at', 'is', null);
  if (flag(query.Mine)) select = select.where((eb) => mine(eb, caller.recruiterId));
  const rows = await select.orderBy('e.starts_at').orderBy('e.id').limit(2000).execute();
  return toCalendarEvents(db, caller.agencyId, rows);
}

// The caller's own: the owner, or an interviewer.
function mine(eb: ExpressionBuilder<Database & { e: CalendarEventsTable }, 'e'>, recruiterId: number) {
  return eb.or([
    eb('e.owner_id', '=', recruiterId),
    eb.exists(
      eb
        .selectFrom('calendar_event_interviewers as ci')
        .select('ci.event_id')
        .whereRef('ci.event_id', '=', 'e.id')
        .where('ci.recruiter_id', '=', recruiterId),
    ),
  ]);
}

/**
 * The dashboard's day in the caller's time zone (`TimeZone`, IANA; default: the agency's): their interviews today (owner
 * or interviewer) and their open follow-ups due by the end of today, overdue first. The same rule for every
 * role (docs/calendar.md).
 */
export async function calendarAgenda(
  db: Db,
  caller: StaffScope,
  query: Record<string, unknown>,
  now: Date,
): Promise<CalendarAgenda> {
  await actorOf(db, caller);
  const zone =
    query.TimeZone === undefined || query.TimeZone === '' ? await agencyZoneOf(db, caller.agencyId) : query.TimeZone;
  if (!isTimeZone(zone)) throw validationFailed({ TimeZone: 'Give a time zone such as America/Chicago.' });
  const { from, to } = zonedDayBounds(now, zone);
  const interviews = await eventsOf(db, caller.agencyId)
    .where('e.kind', '=', 'interview')
    .where('e.cancelled_at', 'is', null)
    .where('e.starts_at', '>=', from)
    .where('e.starts_at', '<', to)
    .where((eb) => mine(eb, caller.recruiterId))
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(200)
    .execute();
  const followUps = await eventsOf(db, caller.agencyId)
    .where('e.kind', '=', 'follow-up')
    .where('e.cancelled_at', 'is', null)
    .where('e.done_at', 'is', null)
    .where('e.starts_at', '<', to)
    .where('e.owner_id', '=', caller.recruiterId)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(200)
    .execute();
  return {
    TimeZone: zone,
    From: from.toISOString(),
    To: to.toISOString(),
    Interviews: await toCalendarEvents(db, caller.agencyId, interviews),
    FollowUpsDue: await toCalendarEvents(db, caller.agencyId, followUps),
  };
}

/**
 * A submission moved to Interview (or its interview time changed), in the submission's transaction: its
 * linked interview is added (owner: the actor; 30 minutes; reminders 1 day and 1 hour before; the
 * invitation e-mailed) or rescheduled (SEQUENCE up, the update e-mailed) when the time differs.
 */
export async function scheduleSubmissionInterview(
  trx: Db,
  ctx: Pick<CalendarContext, 'mail' | 'jobs' | 'now'>,
  input: {
    agencyId: number;
    actor: StaffActor;
    submissionId: number;
    applicantId: number;
    jobOrderId: number;
    jobOrderTitle: string;
    startsAt: Date;
  },
): Promise<void> {
  const caller = { agencyId: input.agencyId, recruiterId: input.actor.recruiterId };
  const full: CalendarContext = { ...ctx, db: trx };
  const live = await trx
    .selectFrom('calendar_events')
    .select(['id', 'starts_at', 'sequence'])
    .where('agency_id', '=', input.agencyId)
    .where('submission_id', '=', input.submissionId)
    .where('cancelled_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!live) {
    const applicant = await trx
      .selectFrom('applicants')
      .select(['first_name', 'last_name'])
      .where('agency_id', '=', input.agencyId)
      .where('id', '=', input.applicantId)
      .executeTakeFirstOrThrow();
    await insertEvent(trx, full, caller, input.actor, {
      kind: 'interview',
      title: `${personName(applicant.first_name, applicant.last_name)} for ${input.jobOrderTitle}`.slice(
        0,
        CALENDAR_LIMITS.titleMaxLength,
      ),
      applicantId: input.applicantId,
      jobOrderId: input.jobOrderId,
      submissionId: input.submissionId,
      startsAt: input.startsAt,
      durationMinutes: CALENDAR_LIMITS.defaultDurationMinutes,
      locationKind: null,
      location: '',
      interviewerIds: [],
      notes: '',
      ownerId: input.actor.recruiterId,
      reminderOffsets: [1440, 60],
      remindApplicant: false,
    });
    return;
  }
  if (new Date(live.starts_at).getTime() === input.startsAt.getTime()) return;
  await trx
    .updateTable('calendar_events')
    .set({
      starts_at: input.startsAt,
      sequence: live.sequence + 1,
      updated_at: sql<Date>`now()`,
      updated_by_name: input.actor.name,
    })
    .where('agency_id', '=', input.agencyId)
    .where('id', '=', live.id)
    .execute();
  const row = (await readEvent(trx, input.agencyId, live.id))!;
  const interviewers = (await interviewersOf(trx, input.agencyId, [live.id])).get(live.id) ?? [];
  await queueReminders(
    trx,
    ctx.jobs,
    row,
    interviewers.map((person) => person.RecruiterId),
    ctx.now(),
  );
  await sendInterviewMessages(trx, ctx.mail, row, interviewers, 'update');
}

/**
 * `submission.statusChanged` (app/events.ts): a submission moved to Interview, or its interview's time changed,
 * has its interview on the calendar (scheduleSubmissionInterview), in the move's transaction.
 */
export function scheduleSubmissionInterviews(
  ctx: Pick<CalendarContext, 'mail' | 'jobs' | 'now'>,
): Listener<'submission.statusChanged'> {
  return async (trx, event) => {
    if (event.to !== 'interview' || event.interviewAt === null) return;
    await scheduleSubmissionInterview(trx, ctx, {
      agencyId: event.agencyId,
      actor: event.actor,
      submissionId: event.submissionId,
      applicantId: event.applicantId,
      jobOrderId: event.jobOrderId,
      jobOrderTitle: event.jobOrderTitle,
      startsAt: event.interviewAt,
    });
  };
}
