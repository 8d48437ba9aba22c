import type { Feature } from '../../platform/feature';
import { calendarRoutes, type CalendarDeps } from './routes';
import './tables';

/**
 * calendar: interviews and follow-ups of the agency's applicants (the Calendar menu: "Interviews" and
 * "Follow-ups" open it pre-filtered), their reminders on the job runner (`calendar.reminder`, once per event,
 * SEQUENCE, offset and recipient), the interview invitations with an ICS file (updates and cancellations with
 * the same UID), and the dashboard's day. docs/calendar.md.
 */
export const calendarFeature: Feature<CalendarDeps> = { name: 'calendar', register: calendarRoutes };

export type { CalendarDeps } from './routes';
export { interviewIcs, icsAttachment } from './ics';
export {
  CALENDAR_REMINDER_JOB,
  queueReminders,
  registerCalendarReminderJob,
  reminderOnceKey,
  runReminder,
} from './reminders';
export { agencyZoneOf } from './queries';
export { agencyWorkTime, seedCalendar } from './seed';
export { calendarAgenda, scheduleSubmissionInterviews, type CalendarContext } from './service';
export type { CalendarEventsTable, CalendarEventRow } from './tables';
