import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat } from './Stat';

const meta = {
  title: 'UI/Data display/Stat',
  component: Stat,
  args: { label: 'New applicants', value: '1,204' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FigureOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Label and value are a term and its definition.
    await expect(canvas.getByRole('term')).toHaveTextContent('New applicants');
    await expect(canvas.getByRole('definition')).toHaveTextContent('1,204');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const GoingUp: Story = {
  args: { delta: '+12% since last week', trend: 'up' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The direction is said in words, not only shown by the colour or the arrow.
    await expect(canvas.getByText('+12% since last week')).toHaveTextContent('Up: +12% since last week');
  },
};

export const GoingDownIsBad: Story = {
  args: { label: 'Placements', value: '38', delta: '−4 since last month', trend: 'down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('−4 since last month')).toHaveTextContent('Down: −4 since last month');
  },
};

export const GoingDownIsGood: Story = {
  args: { label: 'Open I-9 issues', value: '3', delta: '−5 since Monday', trend: 'down', goodTrend: 'down' },
};

export const Unchanged: Story = {
  args: { label: 'Recruiters', value: '12', delta: 'Same as last week', trend: 'flat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Same as last week')).toHaveTextContent(
      'No change: Same as last week',
    );
  },
};

export const WithLink: Story = {
  args: { delta: '+12% since last week', trend: 'up', href: '#applicants', linkLabel: 'See all applicants' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See all applicants' })).toHaveAttribute(
      'href',
      '#applicants',
    );
  },
};

export const OnAPhone: Story = {
  args: { value: '1,204,331,870', delta: '+12% since last week', trend: 'up', href: '#applicants' },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A long figure wraps instead of pushing the page sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
