import type { CalendarEvent, CalendarEventPayload } from '@agency/api-client/contract';

/** An event as the body of its edit (the whole event again), with changes. */
export function payloadOf(event: CalendarEvent, change: Partial<CalendarEventPayload> = {}): CalendarEventPayload {
  return {
    Kind: event.Kind,
    Title: event.Title,
    ApplicantId: event.ApplicantId,
    JobOrderId: event.JobOrderId,
    SubmissionId: event.SubmissionId,
    StartsAt: event.StartsAt,
    ...(event.Kind === 'interview'
      ? {
          DurationMinutes: event.DurationMinutes,
          LocationKind: event.LocationKind,
          Location: event.Location,
          InterviewerIds: event.Interviewers.map((person) => person.RecruiterId),
          RemindApplicant: event.RemindApplicant,
        }
      : {}),
    Notes: event.Notes,
    OwnerId: event.Owner.RecruiterId,
    ReminderOffsets: event.ReminderOffsets,
    ...change,
  };
}

/** Whether a follow-up is overdue at `now`: open, not cancelled, due before now. */
export const isOverdue = (event: CalendarEvent, now: Date = new Date()) =>
  event.Kind === 'follow-up' && !event.DoneAt && !event.CancelledAt && Date.parse(event.StartsAt) < now.getTime();

/** The state a person reads beside an event: Cancelled, Done, Overdue (none otherwise). */
export function stateOf(event: CalendarEvent, now: Date = new Date()): 'Cancelled' | 'Done' | 'Overdue' | null {
  if (event.CancelledAt) return 'Cancelled';
  if (event.DoneAt) return 'Done';
  return isOverdue(event, now) ? 'Overdue' : null;
}
