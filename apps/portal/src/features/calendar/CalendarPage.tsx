import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Checkbox, ErrorState, LoadingState, Select, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  calendarEventKindLabel,
  listCalendarEvents,
  updateCalendarEvent,
  type CalendarEvent,
  type CalendarEventKind,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { CalendarEventDialog } from './CalendarEventDialog';
import { CALENDAR_VIEWS, CalendarView, type CalendarViewName } from './CalendarView';
import { EventDetailsDialog } from './EventDetailsDialog';
import { payloadOf } from './payload';
import { useAgencyTimeZone, whenText, zoneLabel } from './time';

/** `?type=` of the menu entries: Interviews and Follow-ups open the calendar pre-filtered. */
const TYPES: Record<string, CalendarEventKind> = { interviews: 'interview', 'follow-ups': 'follow-up' };
const TYPE_OPTIONS = [
  { value: '', label: 'Interviews and follow-ups' },
  { value: 'interviews', label: 'Interviews' },
  { value: 'follow-ups', label: 'Follow-ups' },
];

type Open =
  | { mode: 'details'; event: CalendarEvent }
  | { mode: 'edit'; event: CalendarEvent }
  | { mode: 'new'; kind: CalendarEventKind; startsAt?: string }
  | null;

/**
 * The calendar (`/calendar`; `?type=interviews` or `?type=follow-ups` pre-filter it, `?date=YYYY-MM-DD` and
 * `?view=month|week|day|agenda` open a day and a view): the agency's interviews and follow-ups in the agency's
 * time zone (whatever the device's), named above the calendar and at every time; "Only mine" keeps those the
 * user owns or interviews at. New ones from the buttons or by selecting a free slot; an event opens (click, or
 * Enter on it) to reschedule by date and time, edit, cancel or complete it; or drag it to a new time. The grid
 * and the dialogs wait for the agency's zone (a time typed means that time there).
 */
export function CalendarPage() {
  const client = useApiClient();
  const toast = useToast();
  const zone = useAgencyTimeZone();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const kind = TYPES[type];
  const viewParam = params.get('view');
  const view: CalendarViewName = viewParam && viewParam in CALENDAR_VIEWS ? (viewParam as CalendarViewName) : 'month';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : undefined;
  const [mine, setMine] = useState(false);
  const [range, setRange] = useState<{ from: Date; to: Date } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [moveFailure, setMoveFailure] = useState<string | null>(null);

  const events = useApiQuery(
    listCalendarEvents,
    range
      ? {
          query: {
            From: range.from.toISOString(),
            To: range.to.toISOString(),
            ...(kind ? { Kind: kind } : {}),
            ...(mine ? { Mine: 'true' as const } : {}),
            IncludeCancelled: 'true' as const,
          },
        }
      : null,
    { keepPreviousData: true },
  );

  const onRange = useCallback(
    ({ from, to }: { from: Date; to: Date }) =>
      setRange((current) =>
        current && current.from.getTime() === from.getTime() && current.to.getTime() === to.getTime()
          ? current
          : { from, to },
      ),
    [],
  );

  const changed = (event: CalendarEvent, message: string) => {
    toast.success(message);
    setOpen(null);
    void events.mutate();
    return event;
  };

  const move = async (event: CalendarEvent, startsAt: Date): Promise<boolean> => {
    setMoveFailure(null);
    try {
      const { data } = await client.call(updateCalendarEvent, {
        params: { id: event.Id },
        body: payloadOf(event, { StartsAt: startsAt.toISOString() }),
      });
      changed(data, `${calendarEventKindLabel(data.Kind)} moved to ${whenText(data.StartsAt, zone ?? 'UTC')}.`);
      return true;
    } catch (error) {
      setMoveFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : 'The event could not be moved.',
          MESSAGES.serverError,
        ),
      );
      return false;
    }
  };

  const setType = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('type', value);
    else next.delete('type');
    setParams(next, { replace: true });
  };

  return (
    <Stack gap={4}>
      <RoutePageHeader description="Interviews and follow-ups of your agency's applicants. Open an event (click it, or Tab to it and press Enter) to reschedule, edit, cancel or complete it; drag it to move it." />
      <Stack direction="row" gap={3} wrap align="flex-end" justify="space-between">
        <Stack direction="row" gap={3} wrap align="flex-end">
          <Select
            label="Show"
            options={TYPE_OPTIONS}
            value={type in TYPES ? type : ''}
            onChange={(change) => setType(change.target.value)}
          />
          <Checkbox label="Only mine" checked={mine} onChange={(change) => setMine(change.target.checked)} />
        </Stack>
        <Stack direction="row" gap={2} wrap>
          <Button onClick={() => setOpen({ mode: 'new', kind: 'interview' })}>New interview</Button>
          <Button variant="secondary" onClick={() => setOpen({ mode: 'new', kind: 'follow-up' })}>
            New follow-up
          </Button>
        </Stack>
      </Stack>
      {zone ? (
        <Text tone="muted">Times in the agency's time zone: {zoneLabel(zone, range?.from ?? new Date())}.</Text>
      ) : null}
      {moveFailure ? (
        <Alert
          tone="error"
          title="Not moved"
          action={
            <Button variant="secondary" size="sm" onClick={() => setMoveFailure(null)}>
              Dismiss
            </Button>
          }
        >
          {moveFailure}
        </Alert>
      ) : null}
      {events.error ? <ErrorState what="calendar" onRetry={() => void events.mutate()} /> : null}
      {zone ? (
        <CalendarView
          events={events.data ?? []}
          timeZone={zone}
          view={view}
          initialDate={date}
          onRange={onRange}
          onOpen={(event) => setOpen({ mode: 'details', event })}
          onMove={move}
          onSelectSlot={(startsAt) =>
            setOpen({ mode: 'new', kind: kind ?? 'interview', startsAt: startsAt.toISOString() })
          }
        />
      ) : (
        <LoadingState label="Loading the calendar" />
      )}
      {open?.mode === 'details' ? (
        <EventDetailsDialog
          event={open.event}
          onClose={() => setOpen(null)}
          onChanged={changed}
          onEdit={(event) => setOpen({ mode: 'edit', event })}
        />
      ) : null}
      {open?.mode === 'edit' ? (
        <CalendarEventDialog
          kind={open.event.Kind}
          event={open.event}
          onClose={() => setOpen(null)}
          onSaved={(event) => changed(event, `${calendarEventKindLabel(event.Kind)} saved.`)}
        />
      ) : null}
      {open?.mode === 'new' ? (
        <CalendarEventDialog
          kind={open.kind}
          startsAt={open.startsAt}
          onClose={() => setOpen(null)}
          onSaved={(event) =>
            changed(
              event,
              event.Kind === 'interview'
                ? `Interview scheduled for ${whenText(event.StartsAt, zone ?? 'UTC')}. The invitation is on its way.`
                : `Follow-up added for ${whenText(event.StartsAt, zone ?? 'UTC')}.`,
            )
          }
        />
      ) : null}
    </Stack>
  );
}
