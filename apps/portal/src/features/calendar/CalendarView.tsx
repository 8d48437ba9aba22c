import { useEffect, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import { MOBILE_BREAKPOINT_PX } from '@agency/ui';
import { calendarEventKindLabel, type CalendarEvent } from '@agency/api-client/contract';
import { stateOf } from './payload';
import { gridTimeOf, instantOfGrid, timeText } from './time';

/** The views, by the names the toolbar shows. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
} as const;
export type CalendarViewName = keyof typeof CALENDAR_VIEWS;

export interface CalendarViewProps {
  events: readonly CalendarEvent[];
  /** The agency's time zone (IANA): the grid's days and hours are its, and every time is shown with its name. */
  timeZone: string;
  view: CalendarViewName;
  /** The day the view opens on (YYYY-MM-DD). */
  initialDate?: string;
  /** The range shown changed (view or dates): the screen loads its events. */
  onRange: (range: { from: Date; to: Date; view: CalendarViewName }) => void;
  /** An event was chosen (click, or Enter / Space on it). */
  onOpen: (event: CalendarEvent) => void;
  /** An event was dragged to a new start. Answer false to put it back. */
  onMove: (event: CalendarEvent, startsAt: Date) => Promise<boolean>;
  /** A free slot was selected: a new event starting there. */
  onSelectSlot: (startsAt: Date) => void;
}

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether the window is phone-wide (the toolbar then splits over two rows). */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

const viewNameOf = (type: string): CalendarViewName =>
  (Object.entries(CALENDAR_VIEWS).find(([, value]) => value === type)?.[0] as CalendarViewName | undefined) ?? 'month';

/**
 * The calendar (FullCalendar: month, week, day and agenda views) in the agency's time zone, whatever the
 * device's: the grid runs in UTC on each moment's wall-clock time in that zone (time.ts: `gridTimeOf`, and
 * `instantOfGrid` for what the grid answers), and event times are written by the one formatter, the zone named
 * ("10:00 AM CST"). Each event carries its type in text ("Interview: …", "Follow-up: …", and Done / Overdue /
 * Cancelled) as well as its colour; events and "+N more" are buttons in the tab order (Enter opens them), and
 * events can be dragged to a new time.
 */
export function CalendarView({
  events,
  timeZone,
  view,
  initialDate,
  onRange,
  onOpen,
  onMove,
  onSelectSlot,
}: CalendarViewProps) {
  const theme = useTheme();
  const narrow = useNarrow();
  const byId = useMemo(() => new Map(events.map((event) => [String(event.Id), event])), [events]);
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const state = stateOf(event);
        const colour =
          state === 'Cancelled' || state === 'Done'
            ? { bg: theme.colors.secondary, fg: theme.colors.onSecondary }
            : state === 'Overdue'
              ? { bg: theme.colors.danger, fg: theme.colors.onDanger }
              : event.Kind === 'interview'
                ? { bg: theme.colors.primary, fg: theme.colors.onPrimary }
                : { bg: theme.colors.success, fg: theme.colors.onSuccess };
        return {
          id: String(event.Id),
          title: `${calendarEventKindLabel(event.Kind)}${state ? ` (${state.toLowerCase()})` : ''}: ${event.Title}`,
          start: gridTimeOf(event.StartsAt, timeZone),
          ...(event.Kind === 'interview' ? { end: gridTimeOf(event.EndsAt, timeZone) } : {}),
          allDay: false,
          backgroundColor: colour.bg,
          borderColor: colour.bg,
          textColor: colour.fg,
          editable: !event.CancelledAt && !event.DoneAt,
          durationEditable: false,
        };
      }),
    [events, theme, timeZone],
  );

  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      initialView={CALENDAR_VIEWS[view]}
      {...(initialDate ? { initialDate } : {})}
      timeZone="UTC"
      now={() => gridTimeOf(new Date(), timeZone)}
      // "10:00 AM CST": the start, in the agency's zone, named (a block's height shows its duration).
      eventTimeFormat={({ date }: { date: { marker: Date } }) =>
        timeText(instantOfGrid(date.marker, timeZone).toISOString(), timeZone)
      }
      displayEventEnd={false}
      headerToolbar={
        narrow
          ? { left: 'prev,next', center: 'title', right: 'today' }
          : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
      }
      footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : false}
      // Shorter titles on a phone ("Dec 2026", "Nov 29 – Dec 5"), so the toolbar fits the screen.
      views={{
        // The month's narrow cells keep the short time ("10a", the agency's, named above the grid), so the
        // title has room; the other views write "10:00 AM CST".
        dayGridMonth: {
          eventTimeFormat: { hour: 'numeric', minute: '2-digit', omitZeroMinute: true, meridiem: 'narrow' },
          ...(narrow ? { titleFormat: { year: 'numeric', month: 'short' } } : {}),
        },
        ...(narrow
          ? {
              timeGridWeek: { titleFormat: { month: 'short', day: 'numeric' } },
              listWeek: { titleFormat: { month: 'short', day: 'numeric' } },
              timeGridDay: { titleFormat: { month: 'short', day: 'numeric', year: 'numeric' } },
            }
          : {}),
      }}
      // Words, not icon fonts (whose glyphs have no text alternative).
      buttonIcons={false}
      buttonText={{
        prev: 'Previous',
        next: 'Next',
        today: 'Today',
        month: 'Month',
        week: 'Week',
        day: 'Day',
        list: 'Agenda',
      }}
      buttonHints={{
        prev: 'Previous $0',
        next: 'Next $0',
        today: 'This $0',
      }}
      viewHint="$0 view"
      moreLinkHint="Show $0 more events"
      // FullCalendar's "+N more" is an <a> without an address (no role) carrying aria-expanded, which only a role
      // such as button allows (axe: aria-allowed-attr). It acts as a button: Enter or a click opens the day's list.
      moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
      noEventsText="Nothing scheduled in these dates"
      height="auto"
      nowIndicator
      // The days of the next and previous months stay empty (their faded numbers would not be legible).
      showNonCurrentDates={false}
      fixedWeekCount={false}
      // A month cell is named by its day number only, though it also holds the day's events (WCAG 2.5.3,
      // label in name): without the name, a screen reader reads the cell's whole content.
      dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
      eventInteractive
      // FullCalendar's focusable event is an <a> without an address (no role): it acts as a button (Enter opens it).
      eventDidMount={({ el }) => el.setAttribute('role', 'button')}
      editable
      selectable
      selectMirror
      eventDisplay="block"
      dayMaxEvents={4}
      // The whole day (night-shift interviews and late follow-ups too), opened at 8 am.
      scrollTime="08:00:00"
      events={inputs}
      datesSet={(range: DatesSetArg) =>
        onRange({
          from: instantOfGrid(range.start, timeZone),
          to: instantOfGrid(range.end, timeZone),
          view: viewNameOf(range.view.type),
        })
      }
      eventClick={(click: EventClickArg) => {
        click.jsEvent.preventDefault();
        const event = byId.get(click.event.id);
        if (event) onOpen(event);
      }}
      eventDrop={(drop: EventDropArg) => {
        const event = byId.get(drop.event.id);
        if (!event || !drop.event.start) {
          drop.revert();
          return;
        }
        void onMove(event, instantOfGrid(drop.event.start, timeZone)).then((moved) => {
          if (!moved) drop.revert();
        });
      }}
      select={(selection: DateSelectArg) => {
        selection.view.calendar.unselect();
        onSelectSlot(instantOfGrid(selection.start, timeZone));
      }}
    />
  );
}
