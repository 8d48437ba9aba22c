import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { StaffGuard } from './StaffGuard';

const meta = {
  title: 'Portal/Guards',
  component: StaffGuard,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof StaffGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestOnStaffRouteGoesToLogin: Story = {
  ...portalStory({ path: '/dashboard' }),
  play: async (context) => {
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'), PAGE_TIMEOUT);
    // A normal logout: no message.
    await expect(within(context.canvasElement).queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  },
};

export const GuestOnApplicantAreaGoesToLogin: Story = {
  ...portalStory({ path: '/personal-info' }),
  play: async (context) => {
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'), PAGE_TIMEOUT);
  },
};

export const StaffAtRootGoesToDashboard: Story = {
  ...portalStory({ path: '/', session: 'staff' }),
  play: async (context) => {
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/dashboard'), PAGE_TIMEOUT);
  },
};

export const ApplicantOnStaffRouteIsNotAllowed: Story = {
  ...portalStory({ path: '/dashboard', session: 'applicant' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to my applicant area' })).toHaveAttribute('href', '/');
  },
};

export const UnknownPathGoesToNotFound: Story = {
  ...portalStory({ path: '/no-such-screen' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/page-not-found');
  },
};
