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
 * The calendar (FullCalendar: month, week, day and agenda views) in the browser's time zone. Each event
 * carries its type in text ("Interview: …", "Follow-up: …", and Done / Overdue / Cancelled) as well as its
 * colour; events are buttons in the tab order (Enter opens them), and can be dragged to a new time.
 */
export function CalendarView({ events, view, initialDate, onRange, onOpen, onMove, onSelectSlot }: CalendarViewProps) {
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
          start: event.StartsAt,
          ...(event.Kind === 'interview' ? { end: event.EndsAt } : {}),
          allDay: false,
          backgroundColor: colour.bg,
          borderColor: colour.bg,
          textColor: colour.fg,
          editable: !event.CancelledAt && !event.DoneAt,
          durationEditable: false,
        };
      }),
    [events, theme],
  );

  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      initialView={CALENDAR_VIEWS[view]}
      {...(initialDate ? { initialDate } : {})}
      timeZone="local"
      headerToolbar={
        narrow
          ? { left: 'prev,next', center: 'title', right: 'today' }
          : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
      }
      footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : false}
      // Shorter titles on a phone ("Dec 2026", "Nov 29 – Dec 5"), so the toolbar fits the screen.
      views={
        narrow
          ? {
              dayGridMonth: { titleFormat: { year: 'numeric', month: 'short' } },
              timeGridWeek: { titleFormat: { month: 'short', day: 'numeric' } },
              listWeek: { titleFormat: { month: 'short', day: 'numeric' } },
              timeGridDay: { titleFormat: { month: 'short', day: 'numeric', year: 'numeric' } },
            }
          : undefined
      }
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
        onRange({ from: range.start, to: range.end, view: viewNameOf(range.view.type) })
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
        void onMove(event, drop.event.start).then((moved) => {
          if (!moved) drop.revert();
        });
      }}
      select={(selection: DateSelectArg) => {
        selection.view.calendar.unselect();
        onSelectSlot(selection.start);
      }}
    />
  );
}
