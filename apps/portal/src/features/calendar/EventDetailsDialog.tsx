import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, DateField, DescriptionList, Dialog, Link, Stack, Text, TextField } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  calendarEventKindLabel,
  cancelCalendarEvent,
  completeFollowUp,
  interviewLocationLabel,
  reminderOffsetLabel,
  reopenFollowUp,
  updateCalendarEvent,
  type CalendarEvent,
} from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { RouterLink } from '../../shared/RouterLink';
import { recordPath } from '../applicants';
import { payloadOf, stateOf } from './payload';
import { fieldsOf, instantOf, useAgencyTimeZone, whenText, zoneLabel } from './time';

export interface EventDetailsDialogProps {
  event: CalendarEvent;
  onClose: () => void;
  /** The event after a change (rescheduled, cancelled, done, reopened). */
  onChanged: (event: CalendarEvent, message: string) => void;
  /** Open the full edit form. */
  onEdit: (event: CalendarEvent) => void;
}

/**
 * One event: what, when (in the agency's time zone, and the applicant's when it differs), where, who; and what
 * can be done to it by keyboard as well as by mouse: reschedule (a new date and time), edit, cancel (confirmed),
 * and for follow-ups mark done or reopen.
 */
export function EventDetailsDialog(props: EventDetailsDialogProps) {
  const zone = useAgencyTimeZone();
  return zone ? <EventDetails {...props} zone={zone} /> : null;
}

function EventDetails({ event, onClose, onChanged, onEdit, zone }: EventDetailsDialogProps & { zone: string }) {
  const client = useApiClient();
  const label = calendarEventKindLabel(event.Kind);
  const lower = label.toLowerCase();
  const state = stateOf(event);
  const live = !event.CancelledAt;
  const [when, setWhen] = useState(() => fieldsOf(event.StartsAt, zone));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const newStart = instantOf(when.date, when.time, zone);

  const run = async (
    what: string,
    action: () => Promise<CalendarEvent>,
    message: (changed: CalendarEvent) => string,
  ) => {
    setBusy(what);
    setFailure(null);
    try {
      const changed = await action();
      onChanged(changed, message(changed));
    } catch (error) {
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : `The ${lower} could not be changed.`,
          MESSAGES.serverError,
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const reschedule = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!newStart) {
      setFailure(`Give the new date and time of the ${lower}.`);
      return;
    }
    void run(
      'reschedule',
      async () =>
        (
          await client.call(updateCalendarEvent, {
            params: { id: event.Id },
            body: payloadOf(event, { StartsAt: newStart }),
          })
        ).data,
      (changed) => `${label} moved to ${whenText(changed.StartsAt, zone)}.`,
    );
  };

  const items = [
    { term: 'Type', description: label },
    { term: event.Kind === 'interview' ? 'When' : 'Due', description: whenText(event.StartsAt, zone) },
    ...(event.ApplicantTimeZone !== zone
      ? [{ term: 'Applicant’s time', description: whenText(event.StartsAt, event.ApplicantTimeZone) }]
      : []),
    ...(event.DurationMinutes ? [{ term: 'Duration', description: `${event.DurationMinutes} minutes` }] : []),
    ...(event.Kind === 'interview'
      ? [
          {
            term: 'Where',
            description: event.LocationKind
              ? [interviewLocationLabel(event.LocationKind), event.Location].filter(Boolean).join(': ')
              : 'To be decided',
          },
          {
            term: 'Interviewers',
            description: event.Interviewers.map((person) => person.Name).join(', ') || 'None',
          },
        ]
      : []),
    {
      term: 'Applicant',
      description: (
        <Link as={RouterLink} href={recordPath(event.ApplicantNumber)}>
          {event.ApplicantName}
        </Link>
      ),
    },
    ...(event.JobOrderTitle ? [{ term: 'Job order', description: event.JobOrderTitle }] : []),
    { term: 'Owner', description: event.Owner.Name },
    {
      term: 'Reminders',
      description:
        event.ReminderOffsets.map(reminderOffsetLabel).join(', ') +
          (event.RemindApplicant ? ' (the applicant too)' : '') || 'None',
    },
    ...(event.Notes ? [{ term: 'Notes', description: event.Notes }] : []),
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={event.Title}
      description={`${label} · ${whenText(event.StartsAt, zone)}`}
      size="md"
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          {live && event.Kind === 'follow-up' ? (
            event.DoneAt ? (
              <Button
                variant="secondary"
                loading={busy === 'reopen'}
                onClick={() =>
                  void run(
                    'reopen',
                    async () => (await client.call(reopenFollowUp, { params: { id: event.Id } })).data,
                    () => 'Follow-up reopened.',
                  )
                }
              >
                Reopen
              </Button>
            ) : (
              <Button
                loading={busy === 'complete'}
                onClick={() =>
                  void run(
                    'complete',
                    async () => (await client.call(completeFollowUp, { params: { id: event.Id } })).data,
                    () => 'Follow-up marked done.',
                  )
                }
              >
                Mark done
              </Button>
            )
          ) : null}
          {live ? (
            <Button variant="secondary" onClick={() => onEdit(event)}>
              Edit
            </Button>
          ) : null}
          {live && !confirming ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Cancel {lower}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Stack>
      }
    >
      <Stack gap={4}>
        {state ? (
          <div>
            <Badge tone={state === 'Done' ? 'success' : state === 'Overdue' ? 'danger' : 'neutral'}>{state}</Badge>
          </div>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {confirming ? (
          <Alert tone="warning" title={`Cancel this ${lower}?`}>
            <Stack gap={2}>
              <Text>
                {event.Kind === 'interview'
                  ? 'The applicant and the interviewers are e-mailed the cancellation; the reminders stop.'
                  : 'Its reminders stop.'}
              </Text>
              <Stack direction="row" gap={2} wrap>
                <Button
                  variant="danger"
                  loading={busy === 'cancel'}
                  onClick={() =>
                    void run(
                      'cancel',
                      async () => (await client.call(cancelCalendarEvent, { params: { id: event.Id } })).data,
                      () => `${label} cancelled.`,
                    )
                  }
                >
                  Yes, cancel it
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </Stack>
            </Stack>
          </Alert>
        ) : null}
        <DescriptionList items={items} />
        {live && !event.DoneAt ? (
          <form aria-label={`Reschedule ${lower}`} noValidate onSubmit={reschedule}>
            <Stack gap={3}>
              <Text weight="semibold">Reschedule</Text>
              <Stack direction="row" gap={3} wrap align="flex-end">
                <DateField
                  label="New date"
                  value={when.date}
                  onChange={(change) => setWhen((current) => ({ ...current, date: change.target.value }))}
                />
                <TextField
                  label="New time"
                  type="time"
                  hint={`The agency's time zone: ${zoneLabel(zone, newStart ?? event.StartsAt)}`}
                  value={when.time}
                  onChange={(change) => setWhen((current) => ({ ...current, time: change.target.value }))}
                />
                <Button type="submit" loading={busy === 'reschedule'} disabled={newStart === event.StartsAt}>
                  Reschedule
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Dialog>
  );
}
