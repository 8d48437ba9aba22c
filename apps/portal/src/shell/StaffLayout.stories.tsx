import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow, expectOneLine } from '../testing/layout';
import { notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../testing/portalStory';
import { StaffLayout } from './StaffLayout';

const meta = {
  title: 'Screens/Shell/Staff',
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
    // The label without a count badge (the badge is hidden from the accessible name's text).
    .map((item) => item.firstChild?.textContent);
  await userEvent.keyboard('{Escape}');
  return labels;
};

export const TopNavigation: Story = {
  name: 'Top navigation',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('top navigation', async () => {
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
    });
  },
};

export const UserMenuOfAnOwner: Story = {
  name: 'Signed in as owner',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('user menu of an owner', async () => {
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
    });
  },
};

export const UserMenuOfStaff: Story = {
  name: 'Signed in as staff (not the owner)',
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.isAgencyOwner.notOwner] }),
  play: async (context) => {
    const { canvasElement } = context;
    await context.step('user menu of staff', async () => {
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
      await expect(await menuLabels(canvasElement, 'Jane Doe')).toEqual([
        'Jane Doe',
        'User Profile',
        'Change Password',
        'Logout',
      ]);
    });
  },
};

export const KeyboardThroughTheUserMenu: Story = {
  name: 'User menu by keyboard',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async (context) => {
    await context.step('keyboard through the user menu', async () => {
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
    });
  },
};

export const Logout: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async (context) => {
    await context.step('logout', async () => {
      const canvas = within(context.canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
      await userEvent.click(canvas.getByRole('button', { name: 'Jane Doe' }));
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
      const { location, client } = portalOf(context);
      await waitFor(() => expect(location.pathname).toBe('/login'), PAGE_TIMEOUT);
      await expect(client.auth.isLoggedIn()).toBe(false);
      await expect(client.auth.getCurrentUserInfo()).toBeNull();
    });
  },
};

export const SessionExpired: Story = {
  name: 'Session expired',
  ...portalStory({
    path: '/dashboard',
    session: 'staff',
    handlers: [handlers.getApplicantDashboard.unauthorized, handlers.refreshToken.invalidGrant],
  }),
  play: async (context) => {
    await context.step('session expired', async () => {
      const toasts = within(notifications(context.canvasElement));
      await expect(
        await toasts.findByText('Your session has expired. Please login again', {}, PAGE_TIMEOUT),
      ).toBeVisible();
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/login'));
    });
  },
};

export const StatusCounts: Story = {
  name: 'View By Status counts',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Applicant' }));
    const menu = within(canvas.getByRole('menu', { name: 'Applicant' }));
    await step('each status shows its count, named for screen readers', async () => {
      const lead = await menu.findByRole('menuitem', { name: /^New Lead\s*,\s*5 applicants$/ }, PAGE_TIMEOUT);
      await expect(lead).toHaveAttribute('href', '/lead');
      await expect(lead.firstChild?.textContent).toBe('New Lead');
      await expect(within(lead).getByText('5')).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: /^Rejected\s*,\s*5 applicants$/ })).toHaveAttribute(
        'href',
        '/rejected',
      );
    });
    await step('entries other than the statuses have no count', async () => {
      await expect(menu.getByRole('menuitem', { name: 'Search Applicant' })).toBeVisible();
    });
  },
};

export const StatusCountsUnavailable: Story = {
  name: 'View By Status counts unavailable',
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getApplicantStatusCounts.serverError] }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    // Proof that the failed call was answered before looking for what it must not show.
    await waitFor(() =>
      expect(portalOf(context).requests.some((request) => request.path === '/api/applicants/status-counts')).toBe(true),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Applicant' }));
    await context.step('the statuses show without counts', async () => {
      const lead = within(canvas.getByRole('menu', { name: 'Applicant' })).getByRole('menuitem', { name: 'New Lead' });
      await expect(lead).toHaveTextContent(/^New Lead$/);
    });
  },
};

const headerFits =
  (width: string): Story['play'] =>
  async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);
    await step(`nothing is wider than the window at ${width}`, async () => {
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step("the user's full name is the user menu's name and opens the menu", async () => {
      const user = canvas.getByRole('button', { name: 'Jane Doe' });
      await expect(user).toBeVisible();
      await userEvent.click(user);
      await expect(
        within(canvas.getByRole('menu', { name: 'Jane Doe' })).getByRole('menuitem', { name: 'Jane Doe' }),
      ).toBeVisible();
      await userEvent.keyboard('{Escape}');
    });
  };

const smallWindow =
  (width: string): Story['play'] =>
  async (context) => {
    await headerFits(width)!(context);
    const canvas = within(context.canvasElement);
    await context.step('the navigation is in the menu drawer', async () => {
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      await expect(
        within(canvas.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Job' }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(context.canvasElement);
    });
  };

export const Phone320: Story = {
  name: 'Phone, 320 px',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  globals: atViewport('phoneSmall'),
  play: smallWindow('320 px'),
};

export const Phone390: Story = {
  name: 'Phone, 390 px',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  globals: atViewport('phone'),
  play: smallWindow('390 px'),
};

export const Tablet768: Story = {
  name: 'Tablet, 768 px',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  globals: atViewport('tablet'),
  play: smallWindow('768 px'),
};

export const Desktop1280: Story = {
  name: 'Desktop, 1280 px',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  globals: atViewport('desktop'),
  play: async (context) => {
    await headerFits('1280 px')!(context);
    const canvas = within(context.canvasElement);
    await context.step('the whole top navigation is on one line', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expectOneLine(within(nav).getAllByRole('list')[0]!);
      await expect(within(nav).getByRole('button', { name: 'Management' })).toBeVisible();
      await expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    });
  },
};
