import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineEvent } from './Timeline';

const events: TimelineEvent[] = [
  {
    id: 'offer',
    dateTime: '2026-11-20T14:05:00Z',
    timeLabel: 'Nov 20, 2026, 2:05 PM',
    title: 'Offer sent',
    body: 'Maria Lopez sent the offer for Warehouse Associate.',
    tone: 'success',
    icon: '✓',
  },
  {
    id: 'interview',
    dateTime: '2026-11-18T09:30:00Z',
    timeLabel: 'Nov 18, 2026, 9:30 AM',
    title: 'Phone screen',
    body: 'Available for the night shift; forklift license to be checked.',
    tone: 'info',
  },
  {
    id: 'documents',
    dateTime: '2026-11-17T16:45:00Z',
    timeLabel: 'Nov 17, 2026, 4:45 PM',
    title: 'ID document expired',
    body: 'Asked the applicant to upload a current one.',
    tone: 'warning',
    icon: '!',
  },
  { id: 'registered', dateTime: '2026-11-16T08:00:00Z', timeLabel: 'Nov 16, 2026, 8:00 AM', title: 'Registered' },
];

const meta = {
  title: 'UI/Data display/Timeline',
  component: Timeline,
  args: { events },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplicantHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
    await expect(within(items[0] as HTMLElement).getByText('Offer sent')).toBeVisible();
    // The time people read, and the exact time machines read.
    const time = within(items[0] as HTMLElement).getByText('Nov 20, 2026, 2:05 PM');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-20T14:05:00Z');
    await expect(within(items[3] as HTMLElement).getByText('Registered')).toBeVisible();
  },
};

export const TimesFormattedForYou: Story = {
  args: {
    events: [
      { id: 'a', dateTime: '2026-03-02T15:00:00', title: 'Timecard approved' },
      { id: 'b', dateTime: '2026-03-01T08:15:00', title: 'Timecard submitted' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without a label the time is written out in the locale (en-US by default).
    await expect(canvas.getByText('Mar 2, 2026, 3:00 PM')).toHaveAttribute('datetime', '2026-03-02T15:00:00');
    await expect(canvas.getByText('Mar 1, 2026, 8:15 AM')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  args: {
    events: [
      ...events,
      {
        id: 'long',
        dateTime: '2026-11-15T08:00:00Z',
        timeLabel: 'Nov 15, 2026, 8:00 AM',
        title: 'Note',
        body: 'https://agency.example.com/applicants/1234567890/documents/identification/passport-front-and-back.pdf',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Long words wrap inside the event instead of widening the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
