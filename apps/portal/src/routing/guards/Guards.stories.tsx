import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { StaffGuard } from './StaffGuard';

const meta = {
  title: 'Screens/Routing/Guards',
  component: StaffGuard,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof StaffGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestOnStaffRouteGoesToLogin: Story = {
  name: 'Guest opens a staff screen',
  ...portalStory({ path: '/dashboard' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await context.step(
      'nothing protected is on the page when the play starts (the first render itself: guards.test.tsx)',
      async () => {
        await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
        await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
        await expect(canvas.queryByRole('button', { name: 'Jane Doe' })).toBeNull();
      },
    );
    await context.step('then goes to the login screen', async () => {
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'), PAGE_TIMEOUT);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' }, PAGE_TIMEOUT)).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    });
    await context.step('a normal logout: no message', async () => {
      await expect(notifications(context.canvasElement)).toHaveTextContent(/^$/);
    });
  },
};

export const GuestOnApplicantAreaGoesToLogin: Story = {
  name: 'Guest opens the applicant area',
  ...portalStory({ path: '/personal-info' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await context.step(
      'nothing protected is on the page when the play starts (the first render itself: guards.test.tsx)',
      async () => {
        await expect(canvas.queryByRole('navigation', { name: 'Applicant' })).toBeNull();
        await expect(canvas.queryByRole('heading', { name: 'Personal Info' })).toBeNull();
      },
    );
    await context.step('then goes to the login screen', async () => {
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'), PAGE_TIMEOUT);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' }, PAGE_TIMEOUT)).toBeVisible();
    });
  },
};

export const StaffAtRootGoesToDashboard: Story = {
  name: 'Staff at the root',
  ...portalStory({ path: '/', session: 'staff' }),
  play: async (context) => {
    await context.step('staff at root goes to dashboard', async () => {
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/dashboard'), PAGE_TIMEOUT);
    });
  },
};

export const ApplicantOnStaffRouteIsNotAllowed: Story = {
  name: 'Applicant opens a staff screen',
  ...portalStory({ path: '/dashboard', session: 'applicant' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('applicant on staff route is not allowed', async () => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'Go to my applicant area' })).toHaveAttribute('href', '/');
    });
  },
};

export const UnknownPathGoesToNotFound: Story = {
  name: 'Unknown address',
  ...portalStory({ path: '/no-such-screen' }),
  play: async (context) => {
    await context.step('unknown path goes to not found', async () => {
      const canvas = within(context.canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/page-not-found');
    });
  },
};
