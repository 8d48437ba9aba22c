import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getUserRoles } from '@agency/api-client/contract';
import { apiErrorBody, handle, handlers } from '@agency/api-client/testing';
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
    await step('the form starts over, empty', async () => {
      await expect(canvas.getByLabelText('Current Password')).toHaveValue('');
      await expect(canvas.getByLabelText('Confirm New Password')).toHaveValue('');
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
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'wrong', 'N3w-secret');
    await step('marks the current password', async () => {
      await expect(await canvas.findByText('The current password is incorrect.', { selector: 'p' })).toBeVisible();
      await expect(canvas.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/**
 * Signed in with a temporary password: the server refuses every call but changing it (403
 * password_change_required), so the dashboard's roles call fails and the portal goes to this screen.
 */
export const RequiredAfterTemporaryPassword: Story = {
  name: 'Required after a temporary password',
  ...portalStory({
    path: '/dashboard',
    session: 'staff',
    handlers: [
      handle(getUserRoles, () =>
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
