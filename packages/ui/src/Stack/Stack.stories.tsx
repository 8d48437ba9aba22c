import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: {
    gap: 3,
    children: (
      <>
        <Button>Register</Button>
        <Button variant="secondary">Login</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('button', { name: 'Register' });
    const login = canvas.getByRole('button', { name: 'Login' });
    const stack = register.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // gap 3 is 0.75rem = 12px.
    await expect(login.getBoundingClientRect().top - register.getBoundingClientRect().bottom).toBeCloseTo(12, 0);
  },
};

export const Row: Story = {
  args: { direction: 'row', justify: 'flex-end', align: 'center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('button', { name: 'Register' });
    const login = canvas.getByRole('button', { name: 'Login' });
    await expect(login.getBoundingClientRect().left - register.getBoundingClientRect().right).toBeCloseTo(12, 0);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 1,
    children: (
      <>
        <li>Personal Info</li>
        <li>Identification Info</li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
