import type { Kysely } from 'kysely';
import {
  AGENCY_DEFAULT_TIME_ZONE,
  isTimeZone,
  isUsStateCode,
  stateTimeZone,
  type CalendarEvent,
  type CalendarPerson,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import './tables';
import { personName } from '../../core/identity';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The agency's events with their applicant (`a`), job order (`j`) and owner (`u`). */
export function eventsOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('calendar_events as e')
    .innerJoin('applicants as a', (join) =>
      join.onRef('a.id', '=', 'e.applicant_id').onRef('a.agency_id', '=', 'e.agency_id'),
    )
    .leftJoin('job_orders as j', (join) =>
      join.onRef('j.id', '=', 'e.job_order_id').onRef('j.agency_id', '=', 'e.agency_id'),
    )
    .innerJoin('recruiters as r', (join) =>
      join.onRef('r.id', '=', 'e.owner_id').onRef('r.agency_id', '=', 'e.agency_id'),
    )
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .where('e.agency_id', '=', agencyId)
    .selectAll('e')
    .select([
      'a.number as applicant_number',
      'a.first_name as applicant_first_name',
      'a.last_name as applicant_last_name',
      'a.email as applicant_email',
      'a.state as applicant_state',
      'j.title as job_order_title',
      'u.first_name as owner_first_name',
      'u.last_name as owner_last_name',
      'u.email as owner_email',
      'u.is_active as owner_active',
    ]);
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsOf>['execute']>>[number];

/** An interviewer, with the e-mail invitations and reminders go to. */
export interface Interviewer extends CalendarPerson {
  email: string;
  active: boolean;
}

/** The interviewers of these events (one query), by event id, in name order. */
export async function interviewersOf(
  db: Kysely<Database>,
  agencyId: number,
  eventIds: readonly number[],
): Promise<Map<number, Interviewer[]>> {
  const byEvent = new Map<number, Interviewer[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('calendar_event_interviewers as i')
    .innerJoin('recruiters as r', (join) =>
      join.onRef('r.id', '=', 'i.recruiter_id').onRef('r.agency_id', '=', 'i.agency_id'),
    )
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['i.event_id', 'i.recruiter_id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_active'])
    .where('i.agency_id', '=', agencyId)
    .where('i.event_id', 'in', [...eventIds])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  for (const row of rows) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({
      RecruiterId: row.recruiter_id,
      Name: personName(row.first_name, row.last_name),
      email: row.email,
      active: row.is_active,
    });
    byEvent.set(row.event_id, list);
  }
  return byEvent;
}

/**
 * The agency's name and time zone (Management → Agencies): the calendar's times are the agency's, typed, shown
 * and e-mailed in its zone, named. A zone this runtime does not know reads as the default one.
 */
export async function agencyOf(db: Kysely<Database>, agencyId: number): Promise<{ name: string; zone: string }> {
  const row = await db
    .selectFrom('agencies')
    .select(['name', 'time_zone'])
    .where('id', '=', agencyId)
    .executeTakeFirst();
  return {
    name: row?.name ?? '',
    zone: row && isTimeZone(row.time_zone) ? row.time_zone : AGENCY_DEFAULT_TIME_ZONE,
  };
}

/** The agency's time zone (`agencyOf`). */
export const agencyZoneOf = async (db: Kysely<Database>, agencyId: number) => (await agencyOf(db, agencyId)).zone;

/** The applicant's name. */
export const applicantNameOf = (row: EventRow) => personName(row.applicant_first_name, row.applicant_last_name);

/** The applicant's time zone (their state's; the default zone without one). */
export const applicantZoneOf = (row: EventRow) => stateTimeZone(row.applicant_state);

/** The end of an event: start + duration (a follow-up's is its due time). */
export const endOf = (row: Pick<EventRow, 'starts_at' | 'duration_minutes'>) =>
  new Date(new Date(row.starts_at).getTime() + (row.duration_minutes ?? 0) * 60_000);

export function toCalendarEvent(row: EventRow, interviewers: readonly Interviewer[]): CalendarEvent {
  return {
    Id: row.id,
    Uid: row.uid,
    Kind: row.kind,
    Title: row.title,
    ApplicantId: row.applicant_id,
    ApplicantName: applicantNameOf(row),
    ApplicantNumber: row.applicant_number,
    ApplicantEmail: row.applicant_email,
    ApplicantState: isUsStateCode(row.applicant_state) ? row.applicant_state : null,
    ApplicantTimeZone: applicantZoneOf(row),
    JobOrderId: row.job_order_id,
    JobOrderTitle: row.job_order_title ?? null,
    SubmissionId: row.submission_id,
    StartsAt: iso(row.starts_at),
    EndsAt: endOf(row).toISOString(),
    DurationMinutes: row.duration_minutes,
    LocationKind: row.location_kind,
    Location: row.location,
    Interviewers: interviewers.map((person) => ({ RecruiterId: person.RecruiterId, Name: person.Name })),
    Notes: row.notes,
    Owner: { RecruiterId: row.owner_id, Name: personName(row.owner_first_name, row.owner_last_name) },
    DoneAt: row.done_at ? iso(row.done_at) : null,
    ReminderOffsets: [...row.reminder_offsets].map(Number).sort((a, b) => b - a),
    RemindApplicant: row.remind_applicant,
    Sequence: row.sequence,
    CancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    CreatedAt: iso(row.created_at),
    UpdatedAt: iso(row.updated_at),
    UpdatedBy: row.updated_by_name,
  };
}

/** The rows as the contract's events (their interviewers in one query). */
export async function toCalendarEvents(
  db: Kysely<Database>,
  agencyId: number,
  rows: readonly EventRow[],
): Promise<CalendarEvent[]> {
  const interviewers = await interviewersOf(
    db,
    agencyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCalendarEvent(row, interviewers.get(row.id) ?? []));
}
