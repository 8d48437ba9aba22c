import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onAdd = fn();

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No applicants yet',
    description: 'Applicants you add or who register appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No applicants yet' })).toBeInTheDocument();
    await expect(canvas.getByText('Applicants you add or who register appear here.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: { headingLevel: 3, action: <Button onClick={onAdd}>Add Applicant</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No applicants yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Applicant' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};
