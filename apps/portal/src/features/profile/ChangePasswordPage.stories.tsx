import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getApplicantDashboard } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { ChangePasswordPage } from './ChangePasswordPage';

const meta = {
  title: 'Screens/Profile/Change Password',
  component: ChangePasswordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHANGE = '/api/password/change-password';

const fillPasswords = async (canvasElement: HTMLElement, current: string, next: string, confirm = next) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, PAGE_TIMEOUT);
  await userEvent.type(canvas.getByLabelText('Current Password'), current);
  await userEvent.type(canvas.getByLabelText('New Password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
};

export const Changed: Story = {
  ...portalStory({ path: '/change-password', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('in the staff shell', async () => {
      await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, PAGE_TIMEOUT);
      await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      await expect(canvas.queryByRole('navigation', { name: 'Applicant' })).toBeNull();
    });
    await fillPasswords(canvasElement, 'Recruit3r!', 'N3w-secret');
    await step('confirms the change', async () => {
      await expect(
        await within(notifications(canvasElement)).findByText('Your password has been changed.'),
      ).toBeVisible();
    });
    await step('the server received the current and the new password', async () => {
      await expect(bodiesSent(context, 'PUT', CHANGE)).toEqual([
        { CurrentPassword: 'Recruit3r!', NewPassword: 'N3w-secret' },
      ]);
    });
    await step('goes on to the dashboard', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT)).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/dashboard');
    });
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  ...portalStory({ path: '/change-password', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'Recruit3r!', 'N3w-secret', 'N3w-secreT');
    await step('says so on the confirmation and sends nothing', async () => {
      await expect(await canvas.findByText('Passwords must match')).toBeVisible();
      await expect(canvas.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
      await expect(bodiesSent(context, 'PUT', CHANGE)).toEqual([]);
      await expect(within(notifications(canvasElement)).queryByText('Your password has been changed.')).toBeNull();
    });
  },
};

export const WrongCurrentPassword: Story = {
  name: 'Wrong current password',
  ...portalStory({ path: '/change-password', session: 'staff', handlers: [handlers.changePassword.wrongPassword] }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'wrong', 'N3w-secret');
    await step('marks the current password and stays', async () => {
      await expect(await canvas.findByText('The current password is incorrect.', { selector: 'p' })).toBeVisible();
      await expect(canvas.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
      await expect(portalOf(context).location.pathname).toBe('/change-password');
    });
  },
};

/**
 * Signed in with a temporary password: the server refuses every call but changing it (403
 * password_change_required), so the dashboard's call fails and the portal goes to this screen.
 */
export const RequiredAfterTemporaryPassword: Story = {
  name: 'Required after a temporary password',
  ...portalStory({
    path: '/dashboard',
    session: 'staff',
    handlers: [
      handle(getApplicantDashboard, () =>
        HttpResponse.json(apiErrorBody('password_change_required', 'Choose a new password before you continue.'), {
          status: 403,
        }),
      ),
    ],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('goes from the dashboard straight to Change Password', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/change-password'));
      await expect(canvas.getByLabelText('Current Password')).toBeVisible();
    });
  },
};

/** An applicant signed in with a temporary password: the account says so (the one call it may still make). */
const temporaryPasswordApplicant = handlers.getUserByUserId.with({
  ...fixtures.applicantUser,
  MustChangePassword: true,
});

/**
 * The applicant variant, at one viewport: from the root straight to Change Password in the applicant shell,
 * nothing else reachable, nothing wider than the window; after the change, the applicant area.
 */
const applicantMustChange =
  (width: string, drawer: boolean): Story['play'] =>
  async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('goes from the applicant area straight to Change Password, in the applicant shell', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/change-password'));
      await expect(
        canvas.getByText('You signed in with a temporary password. Choose your own password to continue.'),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    });
    await step(`nothing is wider than the window at ${width}`, async () => {
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step('the other screens are out of reach until the password is changed', async () => {
      if (drawer) await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      const menu = within(canvas.getByRole('navigation', { name: 'Applicant' }));
      const before = canvas.getByRole('heading', { level: 1, name: 'Change Password' });
      await userEvent.click(menu.getByRole('link', { name: /^I9 Form Info\b/ }));
      // The I9 route mounts its own shell: the page was left, whatever comes next.
      await waitFor(() => expect(before).not.toBeInTheDocument(), PAGE_TIMEOUT);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/change-password'));
      await expect(canvas.queryByRole('heading', { level: 1, name: 'I9 Form Info' })).toBeNull();
    });
    await fillPasswords(canvasElement, 'Tmp-4k9X2q', 'Nurse-2027');
    await step('confirms the change; the server received the temporary and the new password', async () => {
      await expect(
        await within(notifications(canvasElement)).findByText('Your password has been changed.'),
      ).toBeVisible();
      await expect(bodiesSent(context, 'PUT', CHANGE)).toEqual([
        { CurrentPassword: 'Tmp-4k9X2q', NewPassword: 'Nurse-2027' },
      ]);
    });
    await step('goes on to the applicant area home', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your onboarding' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/');
      await expectNoHorizontalOverflow(canvasElement);
    });
  };

export const ApplicantRequiredPhone320: Story = {
  name: 'Applicant, temporary password, phone 320 px',
  ...portalStory({ path: '/', session: 'applicant', handlers: [temporaryPasswordApplicant] }),
  globals: atViewport('phoneSmall'),
  play: applicantMustChange('320 px', true),
};

export const ApplicantRequiredPhone390: Story = {
  name: 'Applicant, temporary password, phone 390 px',
  ...portalStory({ path: '/', session: 'applicant', handlers: [temporaryPasswordApplicant] }),
  globals: atViewport('phone'),
  play: applicantMustChange('390 px', true),
};

export const ApplicantRequiredTablet: Story = {
  name: 'Applicant, temporary password, tablet 768 px',
  ...portalStory({ path: '/', session: 'applicant', handlers: [temporaryPasswordApplicant] }),
  globals: atViewport('tablet'),
  play: applicantMustChange('768 px', true),
};

export const ApplicantRequiredDesktop: Story = {
  name: 'Applicant, temporary password, desktop 1280 px',
  ...portalStory({ path: '/', session: 'applicant', handlers: [temporaryPasswordApplicant] }),
  globals: atViewport('desktop'),
  play: applicantMustChange('1280 px', false),
};

export const ApplicantFromTheMenu: Story = {
  name: 'Applicant changes it from the menu (phone 390 px)',
  ...portalStory({ path: '/uscis-info', session: 'applicant' }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('"My account" in the side menu leads to Change Password', async () => {
      await canvas.findByRole('heading', { level: 1, name: 'I9 Form Info' }, PAGE_TIMEOUT);
      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
      const account = within(canvas.getByRole('navigation', { name: 'Account' }));
      await expect(account.getByRole('list', { name: 'My account' })).toBeVisible();
      await userEvent.click(account.getByRole('link', { name: 'Change Password' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Change Password' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/change-password');
      await expect(canvas.queryByText(/temporary password/)).toBeNull();
      await expectNoHorizontalOverflow(canvasElement);
    });
    await fillPasswords(canvasElement, 'Nurse-2026', 'Nurse-2027');
    await step('changed, and back in the applicant area', async () => {
      await expect(
        await within(notifications(canvasElement)).findByText('Your password has been changed.'),
      ).toBeVisible();
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your onboarding' }, PAGE_TIMEOUT),
      ).toBeVisible();
      await expect(portalOf(context).location.pathname).toBe('/');
    });
  },
};
