import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'UI/Feedback/LoadingState',
  component: LoadingState,
  args: { label: 'Loading your profile' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingAProfile: Story = {
  name: 'Loading a profile',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('screen readers hear what is loading, politely', async () => {
      const status = canvas.getByRole('status');
      await expect(status).toHaveTextContent('Loading your profile');
      await expect(status).not.toHaveAttribute('aria-live', 'assertive');
    });
    await step('sighted people see a spinner, not the label', async () => {
      const ring = canvas.getByRole('status').querySelector('[aria-hidden="true"]') as HTMLElement;
      await expect(ring).toBeVisible();
      await expect(getComputedStyle(ring).animationIterationCount).toBe('infinite');
      const label = canvas.getByText('Loading your profile');
      await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
  },
};
