import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'UI/Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { id: 'summary-first-name', message: 'Enter your first name' },
      { id: 'summary-zip', message: 'Enter a 5-digit ZIP code' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxWidth: '32rem' }}>
      <ErrorSummary {...args} />
      <TextField id="summary-first-name" label="First Name" error="Enter your first name" />
      <TextField id="summary-zip" label="ZIP" inputMode="numeric" error="Enter a 5-digit ZIP code" />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinksToTheFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter a 5-digit ZIP code' }));
    await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveFocus();
  },
};

export const Empty: Story = {
  name: 'No problems: nothing',
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
