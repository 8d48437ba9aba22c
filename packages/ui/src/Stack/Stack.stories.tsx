import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { Button } from '../Button';
import { TextField } from '../TextField';
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

// The width the portal gives its forms: 32rem (512 px) at most, the full width below that.
export const NarrowForForms: Story = {
  args: {
    maxWidth: 'narrow',
    as: 'form',
    'aria-label': 'Profile',
    children: (
      <>
        <TextField label="First Name" name="firstName" />
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement, step }) => {
    const stack = within(canvasElement).getByRole('form', { name: 'Profile' });
    await step('a narrow stack stops at 512 px in a wide window', async () => {
      await expect(window.innerWidth).toBeGreaterThan(600);
      await expect(stack.getBoundingClientRect().width).toBe(512);
    });
  },
};

export const NarrowOnAPhone: Story = {
  ...NarrowForForms,
  globals: atViewport('phone'),
  play: async ({ canvasElement, step }) => {
    const stack = within(canvasElement).getByRole('form', { name: 'Profile' });
    await step('on a 390 px phone the narrow stack takes the width it is given', async () => {
      await expect(window.innerWidth).toBe(390);
      await expect(stack.getBoundingClientRect().width).toBe(canvasElement.getBoundingClientRect().width);
      await expect(stack.getBoundingClientRect().width).toBeLessThanOrEqual(390);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
  },
};
