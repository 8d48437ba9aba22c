import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Data display/Badge',
  component: Badge,
  args: { children: 'New Lead', tone: 'neutral' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New Lead')).toBeVisible();
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Phone Screened' } };
export const Success: Story = { args: { tone: 'success', children: 'Hired' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Documents missing' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } };

export const WithCount: Story = {
  args: { tone: 'info', children: 'Offered', count: 1204 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Offered').parentElement;
    // The number is read with the status, formatted for people.
    await expect(badge).toHaveTextContent(/^Offered\s*1,204$/);
    await expect(within(canvasElement).getByText('1,204')).toBeVisible();
  },
};

const statuses = [
  { tone: 'neutral', label: 'New Lead' },
  { tone: 'info', label: 'Phone Screened' },
  { tone: 'success', label: 'Hired' },
  { tone: 'warning', label: 'Documents missing' },
  { tone: 'danger', label: 'Rejected' },
] as const;

export const AllTonesSideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {statuses.map((status) => (
        <Badge key={status.tone} tone={status.tone}>
          {status.label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every tone carries its status in words, so it never depends on colour alone.
    for (const status of statuses) await expect(canvas.getByText(status.label)).toBeVisible();
  },
};

export const LongStatusOnASmallPhone: Story = {
  args: { tone: 'warning', children: 'Waiting for the background check and the drug screen results', count: 12 },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The whole status stays readable: it wraps inside the badge instead of being cut off or widening the page.
    const label = within(canvasElement).getByText('Waiting for the background check and the drug screen results');
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
