import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validChangePassword } from '../../schemas/change-password/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.changePassword;
const payload = { CurrentPassword: validChangePassword.CurrentPassword, NewPassword: validChangePassword.NewPassword };

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    current: canvas.getByLabelText('Current Password', { selector: 'input' }),
    next: canvas.getByLabelText('New Password', { selector: 'input' }),
    confirm: canvas.getByLabelText('Confirm New Password', { selector: 'input' }),
    submit: canvas.getByRole('button', { name: 'Change Password' }),
  };
};

type Fields = ReturnType<typeof fields>;

async function fill(f: Fields, values: { current: string; next: string; confirm: string }) {
  if (values.current) await userEvent.type(f.current, values.current);
  if (values.next) await userEvent.type(f.next, values.next);
  if (values.confirm) await userEvent.type(f.confirm, values.confirm);
}

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    await step('shows three empty password fields', async () => {
      const f = fields(canvasElement);
      for (const input of [f.current, f.next, f.confirm]) {
        await expect(input).toHaveValue('');
        await expect(input).toHaveAttribute('type', 'password');
        await expect(input).toBeRequired();
      }
      await expect(f.submit).toBeEnabled();
      await expect(f.canvas.queryByText(m.currentPasswordRequired)).not.toBeInTheDocument();
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  args: { defaultValues: validChangePassword },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the values it was given', async () => {
      await userEvent.click(fields(canvasElement).submit);
      // The confirmation is checked here and not sent.
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(payload));
    });
  },
};

export const TypedIn: Story = {
  name: 'Typed in',
  play: async ({ args, canvasElement, step }) => {
    await step('submits what was typed', async () => {
      const f = fields(canvasElement);
      await fill(f, { current: ' Recruit3r! ', next: 'N3w-secret', confirm: 'N3w-secret' });
      await userEvent.keyboard('{Enter}');
      // Passwords are sent as typed: the current one keeps its spaces.
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ CurrentPassword: ' Recruit3r! ', NewPassword: 'N3w-secret' }),
      );
    });
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty',
  play: async ({ args, canvasElement, step }) => {
    await step('says every field is required', async () => {
      const f = fields(canvasElement);
      await userEvent.click(f.submit);
      for (const text of [
        'Current Password is required',
        'New Password is required',
        'Confirm New Password is required',
      ])
        await expect(await f.canvas.findByText(text)).toBeVisible();
      for (const input of [f.current, f.next, f.confirm]) await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(f.current).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const NewPasswordTooShort: Story = {
  name: 'New password too short',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a new password under six characters', async () => {
      const f = fields(canvasElement);
      await fill(f, { current: 'Recruit3r!', next: 'abc12', confirm: 'abc12' });
      await userEvent.click(f.submit);
      await expect(await f.canvas.findByText('New Password must be at least 6 characters')).toBeVisible();
      await expect(f.next).toHaveAccessibleDescription('New Password must be at least 6 characters');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** A new password with whitespace could never be used to sign in (the login refuses it): refused here. */
export const NewPasswordWithASpace: Story = {
  name: 'New password with a space',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a new password with whitespace', async () => {
      const f = fields(canvasElement);
      await fill(f, { current: 'Recruit3r!', next: 'N3w secret', confirm: 'N3w secret' });
      await userEvent.click(f.submit);
      await expect(await f.canvas.findByText(m.newPasswordNoWhitespace)).toBeVisible();
      await expect(f.next).toHaveAttribute('aria-invalid', 'true');
      await expect(f.next).toHaveAccessibleDescription('Password must not contain spaces');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // Removing the space (in both fields) lets it through.
      await userEvent.clear(f.next);
      await userEvent.type(f.next, 'N3w-secret');
      await userEvent.clear(f.confirm);
      await userEvent.type(f.confirm, 'N3w-secret');
      await waitFor(() => expect(f.canvas.queryByText(m.newPasswordNoWhitespace)).not.toBeInTheDocument());
      await userEvent.click(f.submit);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(payload));
    });
  },
};

export const PasswordsDiffer: Story = {
  name: 'Passwords differ',
  play: async ({ args, canvasElement, step }) => {
    await step('says the passwords must match', async () => {
      const f = fields(canvasElement);
      await fill(f, { current: 'Recruit3r!', next: 'N3w-secret', confirm: 'N3w-secreT' });
      await userEvent.click(f.submit);
      await expect(await f.canvas.findByText('Passwords must match')).toBeVisible();
      await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // Changing the new password to the confirmation's value clears the message too.
      await userEvent.clear(f.next);
      await userEvent.type(f.next, 'N3w-secreT');
      await waitFor(() => expect(f.canvas.queryByText('Passwords must match')).not.toBeInTheDocument());
      await userEvent.click(f.submit);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ CurrentPassword: 'Recruit3r!', NewPassword: 'N3w-secreT' }),
      );
    });
  },
};

export const Saving: Story = {
  args: { defaultValues: validChangePassword, loading: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Save busy and does not submit', async () => {
      const { submit } = fields(canvasElement);
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(submit, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const WrongCurrentPassword: Story = {
  name: 'Wrong current password',
  args: { defaultValues: validChangePassword, serverErrors: { CurrentPassword: m.currentPasswordIncorrect } },
  play: async ({ args, canvasElement, step }) => {
    await step('shows the server message on Current Password until it changes', async () => {
      const f = fields(canvasElement);
      await expect(await f.canvas.findByText('The current password is incorrect.')).toBeVisible();
      await expect(f.current).toHaveAttribute('aria-invalid', 'true');
      await expect(f.current).toHaveFocus();
      await userEvent.click(f.submit);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(f.current, '1');
      await waitFor(() => expect(f.canvas.queryByText('The current password is incorrect.')).not.toBeInTheDocument());
      await userEvent.click(f.submit);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ ...payload, CurrentPassword: `${payload.CurrentPassword}1` }),
      );
    });
  },
};
