import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/Feedback/ErrorState',
  component: ErrorState,
  args: { what: 'agency profile', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CouldNotLoad: Story = {
  name: 'Could not load',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await step('says what failed and what to do, as an alert', async () => {
      await expect(alert).toHaveTextContent('The agency profile could not be loaded.');
      await expect(alert).toHaveTextContent('Check your connection and try again.');
    });
    await step('"Try again" asks for the data once more', async () => {
      await expect(args.onRetry).not.toHaveBeenCalled();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
  },
};

export const RetryWithKeyboard: Story = {
  name: 'Try again with the keyboard',
  args: { what: 'profile' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
