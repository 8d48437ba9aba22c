import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const onEdit = fn();

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  args: { title: 'Personal Info', children: <p>Maria Lopez, RN. Available for night shifts.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Personal Info' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Personal Info' })).toBeInTheDocument();
    await expect(region).toHaveTextContent('Available for night shifts.');
  },
};

export const WithActions: Story = {
  args: {
    headingLevel: 3,
    actions: (
      <Button variant="secondary" size="sm" onClick={onEdit}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Personal Info' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('Maria Lopez, RN. Available for night shifts.')).toBeVisible();
  },
};
