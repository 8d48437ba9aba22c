import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { API_CALLS } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { staffElementStory } from '../../testing/screenStory';
import { TodayCards } from './TodayCards';

// The dashboard's "Today's interviews" and "Follow-ups due" (issue 14): the user's day in their time zone,
// each applicant linking to their record, each panel to the calendar; nothing today; a failed load.
const meta = {
  title: 'Screens/Dashboard/Today',
  component: TodayCards,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TodayCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, SLOW));

export const Today: Story = {
  name: 'An interview today and two follow-ups due (phone)',
  ...staffElementStory(<TodayCards />),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const interviews = await region(canvasElement, "Today's interviews");
    const list = within(await interviews.findByRole('list', { name: "Today's interviews" }, SLOW));
    await expect(list.getByText('Maria Rivera for ICU nights')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute('href', '/view-by-applicant/1234');
    await expect(interviews.getByRole('link', { name: 'Open the interviews in the calendar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/calendar\?type=interviews&view=day&date=2026-12-0[123]$/),
    );
    const followUps = await region(canvasElement, 'Follow-ups due');
    const due = within(followUps.getByRole('list', { name: 'Follow-ups due' }));
    await expect(due.getByText('Ask for the updated BLS card: Maria Rivera')).toBeVisible();
    await expect(due.getByText('Call about the start date: James Chen')).toBeVisible();
    await expect(followUps.getByRole('link', { name: 'Open the follow-ups in the calendar' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NothingToday: Story = {
  name: 'Nothing today (desktop)',
  ...staffElementStory(<TodayCards />, {
    handlers: [
      handle(API_CALLS.getCalendarAgenda, () =>
        HttpResponse.json({ ...fixtures.calendarAgenda, Interviews: [], FollowUpsDue: [] }),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No interviews today.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('No follow-ups due.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Could not load (desktop)',
  ...staffElementStory(<TodayCards />, {
    handlers: [
      handle(API_CALLS.getCalendarAgenda, () =>
        HttpResponse.json(apiErrorBody('server_error', 'Something went wrong.'), { status: 500 }),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: /Try again/ }, SLOW)).toHaveLength(2);
  },
};
