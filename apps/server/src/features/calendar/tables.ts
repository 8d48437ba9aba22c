import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CalendarEventKind, InterviewLocationKind } from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp } from '../../platform/db';

/** An interview or a follow-up (migration 0027); times UTC; a follow-up's due time is `starts_at`. */
export interface CalendarEventsTable {
  id: Generated<number>;
  agency_id: number;
  uid: string;
  kind: CalendarEventKind;
  title: string;
  applicant_id: number;
  job_order_id: number | null;
  submission_id: number | null;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  duration_minutes: number | null;
  location_kind: InterviewLocationKind | null;
  location: Generated<string>;
  notes: Generated<string>;
  owner_id: number;
  done_at: NullableTimestamp;
  reminder_offsets: ColumnType<number[], number[] | undefined, number[]>;
  remind_applicant: Generated<boolean>;
  sequence: Generated<number>;
  cancelled_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  updated_by_name: Generated<string>;
}

export type CalendarEventRow = Selectable<CalendarEventsTable>;

/** The interviewers of an interview: staff of the same agency. */
export interface CalendarEventInterviewersTable {
  agency_id: number;
  event_id: number;
  recruiter_id: number;
}

/** One reminder e-mailed: once per (event, SEQUENCE, offset, recipient), whatever runs its job. */
export interface CalendarRemindersSentTable {
  event_id: number;
  sequence: number;
  offset_minutes: number;
  recipient: string;
  sent_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    calendar_events: CalendarEventsTable;
    calendar_event_interviewers: CalendarEventInterviewersTable;
    calendar_reminders_sent: CalendarRemindersSentTable;
  }
}
