import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Navigation/Link',
  component: Link,
  args: { href: '#registration', children: 'Create an account' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create an account' });
    await expect(link).toHaveAttribute('href', '#registration');
    // Underlined: a link is not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Create an account' })).toHaveFocus();
  },
};

// Stands in for react-router's Link: a component that takes `to` and renders an anchor.
const RouterLikeLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLikeLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={`/app${to}`} data-router-link="" {...rest}>
        {children}
      </a>
    );
  },
);

export const AsRouterLink: Story = {
  render: () => (
    <Link as={RouterLikeLink} to="/login">
      Login
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Login' });
    await expect(link).toHaveAttribute('href', '/app/login');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

const onResend = fn();

export const AsButton: Story = {
  render: () => (
    <Link as="button" type="button" onClick={onResend}>
      Resend Code
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resend Code' });
    await userEvent.click(button);
    await expect(onResend).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(onResend).toHaveBeenCalledTimes(2);
  },
};
