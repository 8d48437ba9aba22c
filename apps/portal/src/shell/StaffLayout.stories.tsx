import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../testing/portalStory';
import { StaffLayout } from './StaffLayout';

const meta = {
  title: 'Portal/Staff shell',
  component: StaffLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuLabels = async (canvasElement: HTMLElement, button: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const labels = within(canvas.getByRole('menu', { name: button }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return labels;
};

export const TopNavigation: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Job' })).toHaveAttribute('href', '/job-orders');
    await expect(await menuLabels(canvasElement, 'Applicant')).toEqual([
      'Search Applicant',
      'Add Applicant',
      'New Lead',
      'Pre-screened',
      'Phone Screened',
      'Final Interview',
      'Offered',
      'Accepted',
      'Refused',
      'Rejected',
    ]);
    await expect(await menuLabels(canvasElement, 'Touches')).toEqual(['Phone', 'Email', 'SMS']);
    await expect(await menuLabels(canvasElement, 'Calendar')).toEqual(['Interviews', 'Follow-ups']);
    await expect(await menuLabels(canvasElement, 'Lists and Reports')).toEqual([
      'Institution List',
      'Position List',
      'Contract List',
      'Forms',
      'Expiry List',
    ]);
    await expect(await menuLabels(canvasElement, 'Timecards')).toEqual([
      'Manage Profile',
      'Recruiter History',
      'User Mail Settings',
      'User Mail Configuration',
    ]);
    await expect(await menuLabels(canvasElement, 'Management')).toEqual(['Agencies', 'Roles', 'Recruiters']);
    // "no link" entries are not links.
    await userEvent.click(canvas.getByRole('button', { name: 'Lists and Reports' }));
    await expect(canvas.getByRole('menuitem', { name: 'Contract List' })).not.toHaveAttribute('href');
    await expect(canvas.getByRole('menuitem', { name: 'Expiry List' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('menuitem', { name: 'Position List' })).toHaveAttribute('href', '/position-list');
  },
};

export const UserMenuOfAnOwner: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    await waitFor(async () =>
      expect(await menuLabels(canvasElement, 'Jane Doe')).toEqual([
        'Jane Doe',
        'Agency Profile',
        'User Profile',
        'Manage Users',
        'Change Password',
        'Logout',
      ]),
    );
  },
};

export const UserMenuOfStaff: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.isAgencyOwner.notOwner] }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    await expect(await menuLabels(canvasElement, 'Jane Doe')).toEqual([
      'Jane Doe',
      'User Profile',
      'Change Password',
      'Logout',
    ]);
  },
};

export const KeyboardThroughTheUserMenu: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    const button = canvas.getByRole('button', { name: 'Jane Doe' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Change Password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/change-password'), PAGE_TIMEOUT);
  },
};

export const Logout: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Doe' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    const { location, client } = portalOf(context);
    await waitFor(() => expect(location.pathname).toBe('/login'), PAGE_TIMEOUT);
    await expect(client.auth.isLoggedIn()).toBe(false);
    await expect(client.auth.getCurrentUserInfo()).toBeNull();
  },
};

export const SessionExpired: Story = {
  ...portalStory({
    path: '/dashboard',
    session: 'staff',
    handlers: [handlers.getCurrentRecruiter.unauthorized, handlers.refreshToken.invalidGrant],
  }),
  play: async (context) => {
    const toasts = within(notifications(context.canvasElement));
    await expect(
      await toasts.findByText('Your session has expired. Please login again', {}, PAGE_TIMEOUT),
    ).toBeVisible();
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'));
  },
};

export const PlaceholderRoute: Story = {
  ...portalStory({ path: '/lead', session: 'staff' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New Lead' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Not available yet' })).toBeVisible();
  },
};
