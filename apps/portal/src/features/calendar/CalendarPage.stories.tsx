import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, type CalendarEvent } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../testing/portalStory';
import { CalendarPage } from './CalendarPage';

const meta = {
  title: 'Screens/Calendar/Calendar',
  component: CalendarPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
/** The fixtures' week: Maria Rivera's interview is on Wednesday 2 December 2026. */
const DAY = '2026-12-02';

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Calendar' }, SLOW);
/** An event as the calendar shows it: its type in words, then its title. */
const eventNamed = (canvasElement: HTMLElement, text: string) => within(canvasElement).findByText(text, {}, SLOW);
const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, SLOW));
/** The clickable, focusable element of an event (FullCalendar's link). */
const eventLink = (text: HTMLElement) => text.closest<HTMLElement>('.fc-event')!;
/** The time an event shows beside its title (month, week and day views). */
const timeOf = (canvasElement: HTMLElement, title: string) =>
  eventLink(within(canvasElement).getByText(title)).querySelector<HTMLElement>('.fc-event-time')!;

/** The list answered by Kind, as the server does. */
const listByKind = handle(API_CALLS.listCalendarEvents, ({ request }) => {
  const kind = new URL(request.url).searchParams.get('Kind');
  return HttpResponse.json(fixtures.calendarEvents.filter((event) => !kind || event.Kind === kind));
});

export const Month: Story = {
  name: "Desktop, month: interviews and follow-ups, each with its type in words, at the agency's times, the zone named",
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeVisible();
    await expect(canvas.getByText('Interview: James Chen')).toBeVisible();
    await expect(canvas.getByText('Follow-up: Call about the start date: James Chen')).toBeVisible();
    await expect(canvas.getByText('Follow-up (done): Check the references came back: James Chen')).toBeVisible();
    // The agency's zone (America/Chicago in the fixtures), named above the grid, whatever the device's: 16:00 UTC
    // is 10 am there (the month's cells keep the short time; the other views name the zone at each time).
    await expect(canvas.getByText("Times in the agency's time zone: America/Chicago (CST).")).toBeVisible();
    await expect(timeOf(canvasElement, 'Interview: Maria Rivera for ICU nights')).toHaveTextContent(/^10a$/);
    await expect(timeOf(canvasElement, 'Interview: James Chen')).toHaveTextContent(/^12:30p$/);
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    for (const view of ['Month', 'Week', 'Day', 'Agenda'])
      await expect(canvas.getByRole('button', { name: new RegExp(`^${view}`) })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Week: Story = {
  name: "Desktop, week and agenda: the events at the agency's times, each named (10:00 AM CST)",
  ...portalStory({ path: `/calendar?view=week&date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeVisible();
    // In the agency's zone, named: the interview at 10:00 AM CST sits in the 10am row of the grid.
    await expect(timeOf(canvasElement, 'Interview: Maria Rivera for ICU nights')).toHaveTextContent('10:00 AM CST');
    const tenAm = canvasElement.querySelector<HTMLElement>('.fc-timegrid-slot-lane[data-time="10:00:00"]')!;
    const event = eventLink(within(canvasElement).getByText('Interview: Maria Rivera for ICU nights'));
    await expect(Math.abs(event.getBoundingClientRect().top - tenAm.getBoundingClientRect().top)).toBeLessThan(2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Agenda/ }));
    const agenda = (await eventNamed(canvasElement, 'Interview: James Chen')).closest('tr')!;
    await expect(agenda).toHaveTextContent(/^12:30 PM CST/);
  },
};

export const Interviews: Story = {
  name: 'The Interviews menu entry: the calendar pre-filtered to interviews',
  ...portalStory({ path: `/calendar?type=interviews&date=${DAY}`, session: 'staff', handlers: [listByKind] }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeVisible();
    await expect(canvas.queryByText(/^Follow-up( \(done\))?: /)).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Interviews');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Follow-ups');
    await expect(await eventNamed(canvasElement, 'Follow-up: Call about the start date: James Chen')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Interview: Maria Rivera for ICU nights')).toBeNull());
  },
};

export const RescheduleByKeyboard: Story = {
  name: 'Reschedule by keyboard: Tab to the interview, Enter opens it, a new date, Enter moves it',
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    const link = eventLink(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights'));
    await expect(link).toHaveAttribute('tabindex', '0');
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogNamed(canvasElement, 'Maria Rivera for ICU nights');
    await expect(dialog.getByText('Ask about the night rotation')).toBeVisible();
    await expect(dialog.getByText('Video: https://meet.example.com/icu-nights')).toBeVisible();
    await expect(dialog.getByText('Sam Supervisor')).toBeVisible();
    // The applicant opens their record at its number.
    await expect(dialog.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute('href', '/view-by-applicant/1234');
    const date = dialog.getByRole('textbox', { name: 'New date' });
    await userEvent.clear(date);
    await userEvent.type(date, '12052026{Enter}');
    await within(notifications(canvasElement)).findByText(
      'Interview moved to Wed, Dec 2, 2026, 10:00 AM CST.',
      {},
      SLOW,
    );
    const [body] = bodiesSent(context, 'PUT', '/api/calendar/events/7001') as { StartsAt: string; Kind: string }[];
    await expect(body).toMatchObject({
      Kind: 'interview',
      ApplicantId: 1001,
      DurationMinutes: 45,
      InterviewerIds: [12],
      // The same time of day in the agency's zone: 10:00 AM CST.
      StartsAt: '2026-12-05T16:00:00.000Z',
    });
  },
};

export const CancelInterview: Story = {
  name: 'Cancel an interview: confirmed first (the applicant is e-mailed)',
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    await userEvent.click(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights'));
    const dialog = await dialogNamed(canvasElement, 'Maria Rivera for ICU nights');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    await expect(
      dialog.getByText('The applicant and the interviewers are e-mailed the cancellation; the reminders stop.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));
    await within(notifications(canvasElement)).findByText('Interview cancelled.', {}, SLOW);
    await expect(bodiesSent(context, 'POST', '/api/calendar/events/7001/cancel')).toHaveLength(1);
  },
};

export const CompleteFollowUp: Story = {
  name: 'Mark a follow-up done',
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    await userEvent.click(await eventNamed(canvasElement, 'Follow-up: Call about the start date: James Chen'));
    const dialog = await dialogNamed(canvasElement, 'Call about the start date: James Chen');
    await expect(dialog.getByText('He prefers a call after 5 pm his time')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark done' }));
    await within(notifications(canvasElement)).findByText('Follow-up marked done.', {}, SLOW);
    await expect(bodiesSent(context, 'POST', '/api/calendar/events/7002/complete')).toHaveLength(1);
  },
};

export const NewInterview: Story = {
  name: 'New interview: the applicant, date and time in the agency’s zone, where, reminders',
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New interview' }));
    const dialog = await dialogNamed(canvasElement, 'Schedule interview');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Choose the applicant')).toBeVisible();
    await expect(dialog.getByText('Give the interview’s date')).toBeVisible();
    const applicant = dialog.getByRole('combobox', { name: 'Applicant' });
    await waitFor(() => expect(within(applicant).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    await userEvent.selectOptions(applicant, within(applicant).getByRole('option', { name: /^Maria Rivera/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Date' }), '12092026');
    await userEvent.type(dialog.getByLabelText(/^Start time/), '09:30');
    await expect(dialog.getByText("The agency's time zone: America/Chicago (CST)")).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Where' }), 'Phone');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '(555) 010-2040');
    await userEvent.click(dialog.getByRole('checkbox', { name: '1 hour before' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await within(notifications(canvasElement)).findByText(
      // The answer (the fixture's interview), in the agency's zone, named.
      'Interview scheduled for Wed, Dec 2, 2026, 10:00 AM CST. The invitation is on its way.',
      {},
      SLOW,
    );
    const [body] = bodiesSent(context, 'POST', '/api/calendar/events') as Record<string, unknown>[];
    await expect(body).toEqual({
      Kind: 'interview',
      ApplicantId: fixtures.applicants[0]!.ApplicantId,
      JobOrderId: null,
      SubmissionId: null,
      // 9:30 typed means 9:30 in the agency's zone (Chicago), whatever the device's.
      StartsAt: '2026-12-09T15:30:00.000Z',
      DurationMinutes: 30,
      LocationKind: 'phone',
      Location: '(555) 010-2040',
      InterviewerIds: [],
      RemindApplicant: true,
      Notes: '',
      ReminderOffsets: [1440],
    });
  },
};

export const RefusedByTheServer: Story = {
  name: 'A new follow-up the server refuses: its message at the field',
  ...portalStory({
    path: `/calendar?date=${DAY}`,
    session: 'staff',
    handlers: [
      handle(API_CALLS.createCalendarEvent, () =>
        HttpResponse.json(
          {
            ...apiErrorBody('validation_failed', 'This applicant is not in your agency, or is archived.'),
            Errors: { ApplicantId: 'This applicant is not in your agency, or is archived.' },
          },
          { status: 400 },
        ),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New follow-up' }));
    const dialog = await dialogNamed(canvasElement, 'Add follow-up');
    const applicant = dialog.getByRole('combobox', { name: 'Applicant' });
    await waitFor(() => expect(within(applicant).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    await userEvent.selectOptions(applicant, within(applicant).getByRole('option', { name: /^Maria Rivera/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Due date' }), '12092026');
    await userEvent.type(dialog.getByLabelText(/^Due time/), '14:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(
      await dialog.findAllByText('This applicant is not in your agency, or is archived.', {}, SLOW),
    ).not.toHaveLength(0);
  },
};

/** A busy week: seven interviews on Wednesday and six on Thursday, from 9 am (Chicago) on the half hour. */
const busy: CalendarEvent[] = [
  ...fixtures.calendarEvents,
  ...[2, 3].flatMap((day) =>
    Array.from({ length: day === 2 ? 6 : 5 }, (_, i): CalendarEvent => {
      const start = Date.parse(`2026-12-0${day}T15:00:00.000Z`) + i * 30 * 60_000;
      return {
        ...fixtures.calendarEvent,
        Id: 7100 + day * 10 + i,
        Uid: `busy-${day}-${i}@agency-portal`,
        SubmissionId: null,
        Title: `Applicant ${day}${i}`,
        StartsAt: new Date(start).toISOString(),
        EndsAt: new Date(start + 30 * 60_000).toISOString(),
        DurationMinutes: 30,
      };
    }),
  ),
];

const moreLinks = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('button', { name: /^\+\d+ more$/ }, SLOW);

export const MonthMoreLinks: Story = {
  name: 'Desktop, month of a busy week: "+N more" is a button (axe: no aria-allowed-attr), and opens the day',
  ...portalStory({
    path: `/calendar?date=${DAY}`,
    session: 'staff',
    handlers: [handle(API_CALLS.listCalendarEvents, () => HttpResponse.json(busy))],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const links = await moreLinks(canvasElement);
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('role', 'button');
      await expect(link).toHaveAttribute('aria-expanded', 'false');
      await expect(link).toHaveAttribute('tabindex', '0');
    }
    // By keyboard: the day's events open in FullCalendar's popover, each at its time in the agency's zone.
    links[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(links[0]).toHaveAttribute('aria-expanded', 'true'));
    const popover = canvasElement.ownerDocument.querySelector<HTMLElement>('.fc-more-popover')!;
    await expect(within(popover).getByText('Interview: Applicant 25')).toBeVisible();
    await expect(
      eventLink(within(popover).getByText('Interview: Applicant 25')).querySelector('.fc-event-time'),
    ).toHaveTextContent(/^11:30a$/);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PhoneMonthMoreLinks: Story = {
  name: 'Phone, month of a busy week: the "+N more" buttons fit the screen',
  ...portalStory({
    path: `/calendar?date=${DAY}`,
    session: 'staff',
    handlers: [handle(API_CALLS.listCalendarEvents, () => HttpResponse.json(busy))],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    for (const link of await moreLinks(canvasElement)) await expect(link).toHaveAttribute('role', 'button');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const many: CalendarEvent[] = fixtures.calendarEvents;
export const Phone: Story = {
  name: "Phone, agenda: the week as a list at the agency's times, named; nothing wider than the screen",
  ...portalStory({
    path: `/calendar?view=agenda&date=${DAY}`,
    session: 'staff',
    handlers: [handle(API_CALLS.listCalendarEvents, () => HttpResponse.json(many))],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const interview = await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights');
    await expect(interview).toBeVisible();
    await expect(interview.closest('tr')).toHaveTextContent(/^10:00 AM CST/);
    await expect(canvas.getByText('Follow-up: Call about the start date: James Chen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New interview' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PhoneMonth: Story = {
  name: 'Phone, month: the views under the calendar, nothing wider than the screen',
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeInTheDocument();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PhoneEventDialog: Story = {
  name: 'Phone: an event opened, its details and the reschedule fields fit the screen',
  ...portalStory({
    path: `/calendar?view=agenda&date=${DAY}`,
    session: 'staff',
    handlers: [handle(API_CALLS.listCalendarEvents, () => HttpResponse.json(many))],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights'));
    const dialog = await dialogNamed(canvasElement, 'Maria Rivera for ICU nights');
    await expect(dialog.getByRole('textbox', { name: 'New date' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel interview' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
