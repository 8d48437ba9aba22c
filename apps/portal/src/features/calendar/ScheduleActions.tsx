import { useState } from 'react';
import { Button, Stack, useToast } from '@agency/ui';
import type { CalendarEvent, CalendarEventKind } from '@agency/api-client/contract';
import { CalendarEventDialog, type EventSubject } from './CalendarEventDialog';
import { useAgencyTimeZone, whenText } from './time';

export interface ScheduleActionsProps {
  /** The applicant (the record); absent on a job order page: chosen in the dialog. */
  applicant?: EventSubject;
  /** The job order (its page). */
  jobOrder?: EventSubject;
  /** After an event was added (e.g. to refresh a list). */
  onAdded?: (event: CalendarEvent) => void;
}

/**
 * "Schedule interview" and "Add follow-up" for the applicant record and the job order page: each opens the
 * calendar's dialog with the applicant (or the job order) already chosen.
 */
export function ScheduleActions({ applicant, jobOrder, onAdded }: ScheduleActionsProps) {
  const toast = useToast();
  // Read now, so the dialog opens at once in the agency's zone.
  const zone = useAgencyTimeZone() ?? 'UTC';
  const [kind, setKind] = useState<CalendarEventKind | null>(null);
  return (
    <>
      <Stack direction="row" gap={2} wrap>
        <Button variant="secondary" onClick={() => setKind('interview')}>
          Schedule interview
        </Button>
        <Button variant="secondary" onClick={() => setKind('follow-up')}>
          Add follow-up
        </Button>
      </Stack>
      {kind ? (
        <CalendarEventDialog
          kind={kind}
          applicant={applicant}
          jobOrder={jobOrder}
          onClose={() => setKind(null)}
          onSaved={(event) => {
            setKind(null);
            toast.success(
              event.Kind === 'interview'
                ? `Interview scheduled for ${whenText(event.StartsAt, zone)}. The invitation is on its way.`
                : `Follow-up added for ${whenText(event.StartsAt, zone)}.`,
            );
            onAdded?.(event);
          }}
        />
      ) : null}
    </>
  );
}
