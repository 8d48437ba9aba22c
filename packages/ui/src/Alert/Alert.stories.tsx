import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Please check your mail.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Please check your mail.');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Registration failed', children: 'Email already exist' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed');
    await expect(alert).toHaveTextContent('Email already exist');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Your profile was saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your profile was saved.');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Session ending',
    children: 'You will be logged out after 10 minutes without activity.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Session ending');
  },
};

const onRetry = fn();

export const WithAction: Story = {
  args: {
    tone: 'error',
    children: 'Something went wrong on server.',
    action: (
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
