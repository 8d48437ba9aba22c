import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from './Meter';

const meta = {
  title: 'UI/Data display/Meter',
  component: Meter,
  args: { value: 75, label: 'Fit 75 of 100', low: 50, high: 75 },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const High: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Fit 75 of 100' });
    await expect(meter).toHaveAttribute('aria-valuenow', '75');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '100');
    await expect(meter).toHaveAttribute('data-band', 'high');
    // The bar fills three quarters of the track.
    const bar = meter.firstElementChild as HTMLElement;
    await expect(bar.style.width).toBe('75%');
  },
};

export const Middle: Story = {
  args: { value: 60, label: 'Fit 60 of 100' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('data-band', 'middle');
  },
};

export const Low: Story = {
  args: { value: 20, label: 'Fit 20 of 100' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('data-band', 'low');
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 140, label: 'Onboarding 140 of 100' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect((meter.firstElementChild as HTMLElement).style.width).toBe('100%');
  },
};
