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

/** The list answered by Kind, as the server does. */
const listByKind = handle(API_CALLS.listCalendarEvents, ({ request }) => {
  const kind = new URL(request.url).searchParams.get('Kind');
  return HttpResponse.json(fixtures.calendarEvents.filter((event) => !kind || event.Kind === kind));
});

export const Month: Story = {
  name: 'Desktop, month: interviews and follow-ups, each with its type in words; the time zone named',
  ...portalStory({ path: `/calendar?date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeVisible();
    await expect(canvas.getByText('Interview: James Chen')).toBeVisible();
    await expect(canvas.getByText('Follow-up: Call about the start date: James Chen')).toBeVisible();
    await expect(canvas.getByText('Follow-up (done): Check the references came back: James Chen')).toBeVisible();
    await expect(canvas.getByText(/^Times in your time zone: /)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    for (const view of ['Month', 'Week', 'Day', 'Agenda'])
      await expect(canvas.getByRole('button', { name: new RegExp(`^${view}`) })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Week: Story = {
  name: 'Desktop, week: the events at their times',
  ...portalStory({ path: `/calendar?view=week&date=${DAY}`, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Agenda/ }));
    await expect(await eventNamed(canvasElement, 'Interview: James Chen')).toBeVisible();
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

/** The start of the fixture's interview in the browser's time zone ("HH:mm"). */
const localTime = (iso: string) => {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
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
    const date = dialog.getByRole('textbox', { name: 'New date' });
    await userEvent.clear(date);
    await userEvent.type(date, '12052026{Enter}');
    await within(notifications(canvasElement)).findByText(/^Interview moved to /, {}, SLOW);
    const [body] = bodiesSent(context, 'PUT', '/api/calendar/events/7001') as { StartsAt: string; Kind: string }[];
    await expect(body).toMatchObject({
      Kind: 'interview',
      ApplicantId: 1001,
      DurationMinutes: 45,
      InterviewerIds: [12],
      StartsAt: new Date(`2026-12-05T${localTime(fixtures.calendarEvent.StartsAt)}`).toISOString(),
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
  name: 'New interview: the applicant, date and time in the user’s zone, where, reminders',
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
    await expect(dialog.getByText(/^Your time zone: /)).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Where' }), 'Phone');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '(555) 010-2040');
    await userEvent.click(dialog.getByRole('checkbox', { name: '1 hour before' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await within(notifications(canvasElement)).findByText(
      /^Interview scheduled for .*The invitation is on its way\.$/,
      {},
      SLOW,
    );
    const [body] = bodiesSent(context, 'POST', '/api/calendar/events') as Record<string, unknown>[];
    await expect(body).toEqual({
      Kind: 'interview',
      ApplicantId: fixtures.applicants[0]!.ApplicantId,
      JobOrderId: null,
      SubmissionId: null,
      StartsAt: new Date('2026-12-09T09:30').toISOString(),
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

const many: CalendarEvent[] = fixtures.calendarEvents;
export const Phone: Story = {
  name: 'Phone, agenda: the week as a list, nothing wider than the screen',
  ...portalStory({
    path: `/calendar?view=agenda&date=${DAY}`,
    session: 'staff',
    handlers: [handle(API_CALLS.listCalendarEvents, () => HttpResponse.json(many))],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await eventNamed(canvasElement, 'Interview: Maria Rivera for ICU nights')).toBeVisible();
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
