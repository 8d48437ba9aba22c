/**
 * The calendar (issue 14, "Calendar"): interviews (an applicant, optionally a job order and its submission,
 * interviewers, a place, phone number or video link, a duration) and follow-ups (a task about an applicant,
 * due at a time, done or not). Times are UTC instants on the wire (ISO 8601); screens, the times staff type and
 * the e-mails (invitations, reminders, the ICS's description) are in the agency's time zone, named
 * (`formatInZone`, the one formatter). Reminders are e-mailed at chosen
 * offsets before the start; interview invitations carry an ICS file, and a reschedule or a cancellation sends
 * its update. docs/calendar.md describes the behaviour.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';
import type { UsStateCode } from './vocabulary';

export const CALENDAR_EVENT_KINDS = [
  { key: 'interview', label: 'Interview' },
  { key: 'follow-up', label: 'Follow-up' },
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number]['key'];
export const CALENDAR_EVENT_KIND_KEYS: readonly CalendarEventKind[] = CALENDAR_EVENT_KINDS.map((kind) => kind.key);

export const calendarEventKindLabel = (kind: CalendarEventKind): string =>
  CALENDAR_EVENT_KINDS.find((entry) => entry.key === kind)?.label ?? kind;

/** Where an interview takes place; `Location` holds the address, the phone number or the video link. */
export const INTERVIEW_LOCATION_KINDS = [
  { key: 'in-person', label: 'In person', field: 'Address' },
  { key: 'phone', label: 'Phone', field: 'Phone number' },
  { key: 'video', label: 'Video', field: 'Video link' },
] as const;
export type InterviewLocationKind = (typeof INTERVIEW_LOCATION_KINDS)[number]['key'];
export const INTERVIEW_LOCATION_KIND_KEYS: readonly InterviewLocationKind[] = INTERVIEW_LOCATION_KINDS.map(
  (kind) => kind.key,
);

export const interviewLocationLabel = (kind: InterviewLocationKind): string =>
  INTERVIEW_LOCATION_KINDS.find((entry) => entry.key === kind)?.label ?? kind;

/** The reminder offsets a screen offers (minutes before the start or the due time). */
export const REMINDER_OFFSET_CHOICES = [
  { minutes: 15, label: '15 minutes before' },
  { minutes: 60, label: '1 hour before' },
  { minutes: 1440, label: '1 day before' },
  { minutes: 2880, label: '2 days before' },
  { minutes: 10080, label: '1 week before' },
] as const;

/** "1 day before", "90 minutes before". */
export function reminderOffsetLabel(minutes: number): string {
  const known = REMINDER_OFFSET_CHOICES.find((choice) => choice.minutes === minutes);
  if (known) return known.label;
  if (minutes % 1440 === 0) return `${minutes / 1440} days before`;
  if (minutes % 60 === 0) return `${minutes / 60} hours before`;
  return `${minutes} minutes before`;
}

/** Bounds the server enforces (400 beyond them). */
export const CALENDAR_LIMITS = Object.freeze({
  titleMaxLength: 200,
  locationMaxLength: 500,
  notesMaxLength: 2000,
  durationMinMinutes: 5,
  durationMaxMinutes: 480,
  defaultDurationMinutes: 30,
  maxInterviewers: 10,
  maxReminders: 5,
  /** Largest reminder offset: 4 weeks. */
  reminderMaxMinutes: 40320,
  /** Widest range one list call reads (a month view with its spill-over weeks fits). */
  rangeMaxDays: 100,
});

/** A staff member on an event. */
export interface CalendarPerson {
  RecruiterId: number;
  Name: string;
}

/** An interview or a follow-up. */
export interface CalendarEvent {
  Id: number;
  /** The ICS UID (stable across reschedules). */
  Uid: string;
  Kind: CalendarEventKind;
  Title: string;
  ApplicantId: number;
  ApplicantName: string;
  /** The applicant's number (the record's address). */
  ApplicantNumber: number;
  ApplicantEmail: string;
  ApplicantState: UsStateCode | null;
  /**
   * The applicant's time zone (from their state): the event dialog shows the applicant's time too when it
   * differs from the agency's (the e-mails are written in the agency's zone, named).
   */
  ApplicantTimeZone: string;
  JobOrderId: number | null;
  JobOrderTitle: string | null;
  SubmissionId: number | null;
  /** The interview's start, or the follow-up's due time (ISO instant, UTC). */
  StartsAt: string;
  /** The interview's end (start + duration); a follow-up's is its due time. */
  EndsAt: string;
  /** Interviews only. */
  DurationMinutes: number | null;
  /** Interviews only. */
  LocationKind: InterviewLocationKind | null;
  Location: string;
  Interviewers: CalendarPerson[];
  Notes: string;
  Owner: CalendarPerson;
  /** Follow-ups: when it was marked done (null: open). */
  DoneAt: string | null;
  /** Minutes before StartsAt each reminder is e-mailed. */
  ReminderOffsets: number[];
  /** Interviews: the applicant gets the reminders too. */
  RemindApplicant: boolean;
  /** The ICS SEQUENCE: 0, then one more at each reschedule or cancellation. */
  Sequence: number;
  CancelledAt: string | null;
  CreatedAt: string;
  UpdatedAt: string;
  UpdatedBy: string;
}

/** The body of a create or an edit (an edit sends the whole event again; its kind cannot change). */
export interface CalendarEventPayload {
  Kind: CalendarEventKind;
  /** Default: the applicant's name (and "for <job order>"); screens show the type beside it. */
  Title?: string;
  ApplicantId: number;
  JobOrderId?: number | null;
  SubmissionId?: number | null;
  /** ISO instant (with its offset or Z). */
  StartsAt: string;
  /** Interviews: the duration, or `EndsAt`. */
  DurationMinutes?: number | null;
  EndsAt?: string | null;
  LocationKind?: InterviewLocationKind | null;
  Location?: string;
  InterviewerIds?: number[];
  Notes?: string;
  /** Default: the caller. */
  OwnerId?: number;
  ReminderOffsets?: number[];
  RemindApplicant?: boolean;
}

/** The list's query: events starting in [From, To), optionally one kind, the caller's own, one applicant's. */
export interface CalendarEventsQuery {
  From: string;
  To: string;
  Kind?: CalendarEventKind;
  /** 'true': the caller's own (owner or interviewer). */
  Mine?: 'true' | 'false' | boolean;
  ApplicantId?: number | string;
  /** 'true': cancelled events too (struck through on the screens). */
  IncludeCancelled?: 'true' | 'false' | boolean;
}

/** The dashboard's agenda query: the user's time zone (default: the agency's) decides where "today" starts and ends. */
export interface CalendarAgendaQuery {
  TimeZone?: string;
}

/**
 * The dashboard's day: the caller's interviews today (as owner or interviewer) and their open follow-ups due
 * by the end of today, overdue first. The same for every role: a dashboard is one's own day (supervisors see
 * everyone's on the calendar with "Mine" off).
 */
export interface CalendarAgenda {
  /** The time zone "today" was read in. */
  TimeZone: string;
  /** Today's start and end (ISO instants). */
  From: string;
  To: string;
  Interviews: CalendarEvent[];
  FollowUpsDue: CalendarEvent[];
}

// ---------------------------------------------------------------------------------------------
// Time zones (Intl only: DST-correct wherever the runtime has the zone data)
// ---------------------------------------------------------------------------------------------

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let supportedZones: ReadonlySet<string> | undefined;

/**
 * The IANA time zones the runtime supports (`Intl.supportedValuesOf('timeZone')`, with UTC), alphabetical: the
 * zones an agency can choose.
 */
export function supportedTimeZones(): readonly string[] {
  supportedZones ??= new Set([
    ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    'UTC',
  ]);
  return [...supportedZones].sort();
}

/**
 * Whether `zone` is one of the runtime's supported IANA zones (`supportedTimeZones`), or another IANA name of
 * one of them ("America/Indiana/Indianapolis", which some runtimes list as "America/Indianapolis"). Names that
 * differ from a supported one only by case ("america/chicago") are refused: the stored name is the one people read.
 */
export function isSupportedTimeZone(zone: unknown): zone is string {
  if (!isTimeZone(zone)) return false;
  supportedTimeZones();
  if (supportedZones!.size <= 1) return true; // a runtime without Intl.supportedValuesOf: what Intl accepts
  if (supportedZones!.has(zone)) return true;
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  return supportedZones!.has(canonical) && canonical.toLowerCase() !== zone.toLowerCase();
}

/** The zone's offset from UTC at `instant`, in minutes (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time (`YYYY-MM-DDTHH:mm`) has in a zone (the later one in a DST gap). */
export function zonedTimeToInstant(local: string, zone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let guess = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** The wall-clock time (`YYYY-MM-DDTHH:mm`) of an instant in a zone (for date-time inputs). */
export function instantToZonedTime(instant: Date | string, zone: string): string {
  const date = new Date(instant);
  const local = new Date(date.getTime() + zoneOffsetMinutes(date, zone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The start and end (exclusive) of the day `instant` falls on in `zone`. */
export function zonedDayBounds(instant: Date, zone: string): { from: Date; to: Date } {
  const day = instantToZonedTime(instant, zone).slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: zonedTimeToInstant(`${day}T00:00`, zone), to: zonedTimeToInstant(`${next}T00:00`, zone) };
}

/** The zone's short name at that instant ("CST", "EDT", or "GMT-5" where the runtime has none). */
export function timeZoneName(instant: Date | string, zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * THE formatter of a moment for people, on every side (the calendar and its dialogs, lists, the dashboard, the
 * e-mails and reminders): the instant as a person in `zone` reads it, the zone named by its short name at that
 * instant (CST in winter, CDT in summer). `'date-time'`: "Tue, Mar 3, 2026, 2:30 PM CST"; `'time'`: "2:30 PM CST".
 * Plain spaces only (recent ICU puts a narrow no-break space before AM/PM).
 */
export function formatInZone(instant: Date | string, zone: string, style: 'date-time' | 'time' = 'date-time'): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    ...(style === 'date-time' ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  } as const)
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, ' ');
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The agency's events starting in a range (at most CALENDAR_LIMITS.rangeMaxDays), earliest first. */
export const listCalendarEvents = defineCall<{ query: CalendarEventsQuery; response: CalendarEvent[] }>()({
  method: 'GET',
  path: '/api/calendar/events',
});

/** The dashboard's day: the caller's interviews today and their follow-ups due by the end of today. */
export const getCalendarAgenda = defineCall<{ query: CalendarAgendaQuery; response: CalendarAgenda }>()({
  method: 'GET',
  path: '/api/calendar/today',
});

/** One event. */
export const getCalendarEvent = defineCall<{ response: CalendarEvent }>()({
  method: 'GET',
  path: '/api/calendar/events/:id',
});

/** Adds an interview (its invitation is e-mailed) or a follow-up (201). */
export const createCalendarEvent = defineCall<{ body: CalendarEventPayload; response: CalendarEvent }>()({
  method: 'POST',
  path: '/api/calendar/events',
});

/** Edits or reschedules an event (a new time sends the interview's update with the next SEQUENCE). */
export const updateCalendarEvent = defineCall<{ body: CalendarEventPayload; response: CalendarEvent }>()({
  method: 'PUT',
  path: '/api/calendar/events/:id',
});

/** Cancels an event (an interview's cancellation is e-mailed with METHOD:CANCEL). */
export const cancelCalendarEvent = defineCall<{ response: CalendarEvent }>()({
  method: 'POST',
  path: '/api/calendar/events/:id/cancel',
});

/** Marks a follow-up done. */
export const completeFollowUp = defineCall<{ response: CalendarEvent }>()({
  method: 'POST',
  path: '/api/calendar/events/:id/complete',
});

/** Marks a done follow-up open again. */
export const reopenFollowUp = defineCall<{ response: CalendarEvent }>()({
  method: 'POST',
  path: '/api/calendar/events/:id/reopen',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const calendarCalls = {
  listCalendarEvents,
  getCalendarAgenda,
  getCalendarEvent,
  createCalendarEvent,
  updateCalendarEvent,
  cancelCalendarEvent,
  completeFollowUp,
  reopenFollowUp,
} as const;
