import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { API_CALLS } from '@agency/api-client/contract';
import { fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications } from '../../testing/portalStory';
import { staffElementStory } from '../../testing/screenStory';
import { ScheduleActions } from './ScheduleActions';

// "Schedule interview" and "Add follow-up" (the applicant record, the job order page): the calendar's dialog
// with the applicant or the job order already chosen.
const meta = {
  title: 'Screens/Calendar/Schedule actions',
  component: ScheduleActions,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScheduleActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, SLOW));

export const FromTheRecord: Story = {
  name: 'From the applicant record, phone: schedule an interview by video with an interviewer',
  ...staffElementStory(<ScheduleActions applicant={{ Id: 1001, Name: 'Maria Rivera' }} />),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Schedule interview' }, SLOW));
    const dialog = await dialogNamed(canvasElement, 'Schedule interview');
    await expect(dialog.getByText('Maria Rivera')).toBeVisible();
    await expect(dialog.queryByRole('combobox', { name: 'Applicant' })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Date' }), '12102026');
    await userEvent.type(dialog.getByLabelText(/^Start time/), '14:00');
    await expect(dialog.getByText("The agency's time zone: America/Chicago (CST)")).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Duration' }), '45 minutes');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Where' }), 'Video');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Video link' }), 'https://meet.example.com/maria');
    await userEvent.click(dialog.getByRole('combobox', { name: /^Interviewers/ }));
    await userEvent.click(await dialog.findByRole('option', { name: 'Marcus Bell' }, SLOW));
    // The list closes when focus moves on.
    await userEvent.click(dialog.getByRole('textbox', { name: /^Notes/ }));
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await within(notifications(canvasElement)).findByText(
      'Interview scheduled for Wed, Dec 2, 2026, 10:00 AM CST. The invitation is on its way.',
      {},
      SLOW,
    );
    await expect(bodiesSent(context, 'POST', '/api/calendar/events')).toEqual([
      {
        Kind: 'interview',
        ApplicantId: 1001,
        JobOrderId: null,
        SubmissionId: null,
        // 14:00 typed is 2 pm in the agency's zone (Chicago), whatever the device's.
        StartsAt: '2026-12-10T20:00:00.000Z',
        DurationMinutes: 45,
        LocationKind: 'video',
        Location: 'https://meet.example.com/maria',
        InterviewerIds: [43],
        RemindApplicant: true,
        Notes: '',
        ReminderOffsets: [1440, 60],
      },
    ]);
  },
};

export const FollowUpFromAJobOrder: Story = {
  name: 'From a job order, desktop: a follow-up for an applicant chosen in the dialog',
  ...staffElementStory(<ScheduleActions jobOrder={{ Id: 501, Name: 'ICU RN, nights' }} />, {
    handlers: [
      handle(API_CALLS.createCalendarEvent, () => HttpResponse.json(fixtures.calendarFollowUp, { status: 201 })),
    ],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add follow-up' }, SLOW));
    const dialog = await dialogNamed(canvasElement, 'Add follow-up');
    await expect(dialog.getByText('ICU RN, nights')).toBeVisible();
    await expect(dialog.queryByRole('combobox', { name: 'Where' })).toBeNull();
    const applicant = dialog.getByRole('combobox', { name: 'Applicant' });
    await userEvent.selectOptions(
      applicant,
      await within(applicant).findByRole('option', { name: /^James Okafor/ }, SLOW),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Due date' }), '12042026');
    await userEvent.type(dialog.getByLabelText(/^Due time/), '16:30');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Notes/ }), 'Ask about the start date');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await within(notifications(canvasElement)).findByText(
      'Follow-up added for Wed, Dec 2, 2026, 2:00 PM CST.',
      {},
      SLOW,
    );
    const [body] = bodiesSent(context, 'POST', '/api/calendar/events') as Record<string, unknown>[];
    await expect(body).toMatchObject({
      Kind: 'follow-up',
      JobOrderId: 501,
      StartsAt: '2026-12-04T22:30:00.000Z',
      Notes: 'Ask about the start date',
      ReminderOffsets: [60],
    });
  },
};
