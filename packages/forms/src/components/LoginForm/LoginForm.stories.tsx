import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validLogin } from '../../schemas/login/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { clickInPlace } from '../../internal/testing/clickInPlace';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  decorators: [atAppWidth('auth')],
  args: { onSubmit: fn(), onForgotPassword: fn(), loading: false },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    loginId: canvas.getByRole('textbox', { name: 'Login ID' }),
    password: canvas.getByLabelText('Password', { selector: 'input' }),
    login: canvas.getByRole('button', { name: 'Login' }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    await step('starts with the Login ID focused, Login disabled and no message', async () => {
      const { canvas, loginId, password, login } = fields(canvasElement);
      await waitFor(() => expect(loginId).toHaveFocus());
      await expect(loginId).toHaveValue('');
      await expect(password).toHaveValue('');
      await expect(login).toBeDisabled();
      await expect(canvas.queryByText(messages.login.emailRequired)).not.toBeInTheDocument();
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  args: { defaultValues: validLogin },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the values it was given', async () => {
      const { login } = fields(canvasElement);
      await waitFor(() => expect(login).toBeEnabled());
      await userEvent.click(login);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validLogin));
    });
  },
};

export const PartlyFilled: Story = {
  name: 'Partly filled in',
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Login disabled until both fields are valid', async () => {
      const { loginId, password, login } = fields(canvasElement);
      await userEvent.type(loginId, 'recruiter@example.com');
      await expect(login).toBeDisabled();
      await userEvent.type(password, 'Secret#123');
      await waitFor(() => expect(login).toBeEnabled());
      await userEvent.clear(loginId);
      await waitFor(() => expect(login).toBeDisabled());
      await userEvent.click(login, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const LoginIdWithSpaces: Story = {
  name: 'Login ID with spaces around it',
  play: async ({ args, canvasElement, step }) => {
    await step('submits the Login ID trimmed, once', async () => {
      const { loginId, password, login } = fields(canvasElement);
      await userEvent.type(loginId, '  recruiter@example.com  ');
      await userEvent.type(password, 'Secret#123');
      await waitFor(() => expect(login).toBeEnabled());
      await userEvent.click(login);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ email: 'recruiter@example.com', password: 'Secret#123' }),
      );
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const SubmittedWithEnter: Story = {
  name: 'Submitted with Enter',
  play: async ({ args, canvasElement, step }) => {
    await step('submits when Enter is pressed', async () => {
      const { loginId, password } = fields(canvasElement);
      await userEvent.type(loginId, 'recruiter');
      await userEvent.type(password, 'Secret#123');
      await waitFor(() => expect(fields(canvasElement).login).toBeEnabled());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'recruiter', password: 'Secret#123' }));
    });
  },
};

export const FieldsLeftEmpty: Story = {
  name: 'Fields left empty',
  play: async ({ canvasElement, step }) => {
    await step('flags no empty field that is only tabbed through', async () => {
      const { canvas, loginId, password, login } = fields(canvasElement);
      await waitFor(() => expect(loginId).toHaveFocus());
      // Tabbing through the empty fields flags nothing: the disabled Login button says the form is incomplete.
      await userEvent.tab();
      await expect(password).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.queryByText(messages.login.emailRequired)).not.toBeInTheDocument();
      await expect(canvas.queryByText(messages.login.passwordRequired)).not.toBeInTheDocument();
      await expect(loginId).not.toHaveAttribute('aria-invalid');
      await expect(password).not.toHaveAttribute('aria-invalid');
      await expect(login).toBeDisabled();
      // Typing then deleting a Login ID (or typing only spaces) does not flag it either.
      await userEvent.type(loginId, 'abc');
      await userEvent.clear(loginId);
      await userEvent.type(loginId, '   ');
      await userEvent.tab();
      await expect(loginId).toHaveValue('');
      await expect(canvas.queryByText(messages.login.emailRequired)).not.toBeInTheDocument();
      await expect(login).toBeDisabled();
    });
  },
};

export const PasswordWithASpace: Story = {
  name: 'Password with a space',
  play: async ({ canvasElement, step }) => {
    await step('reports the space while typing and clears it once removed', async () => {
      const { canvas, loginId, password, login } = fields(canvasElement);
      await userEvent.type(loginId, 'recruiter');
      await userEvent.type(password, 'Secret 123');
      // Reported while typing, so leaving the field moves nothing.
      await expect(await canvas.findByText('Password must not contain spaces')).toBeVisible();
      await expect(password).toHaveFocus();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription('Password must not contain spaces');
      await expect(login).toBeDisabled();
      await userEvent.tab();
      await expect(canvas.getByText('Password must not contain spaces')).toBeVisible();
      // Removing the space clears it.
      await userEvent.clear(password);
      await userEvent.type(password, 'Secret123');
      await waitFor(() => expect(canvas.queryByText('Password must not contain spaces')).not.toBeInTheDocument());
      await waitFor(() => expect(login).toBeEnabled());
    });
  },
};

export const PasswordShown: Story = {
  name: 'Password shown',
  play: async ({ canvasElement, step }) => {
    await step('shows and hides the password', async () => {
      const { canvas, password } = fields(canvasElement);
      await userEvent.type(password, 'Secret#123');
      await expect(password).toHaveAttribute('type', 'password');
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue('Secret#123');
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(password).toHaveAttribute('type', 'password');
    });
  },
};

export const SigningIn: Story = {
  name: 'Signing in',
  args: { defaultValues: validLogin, loading: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Login busy and does not submit', async () => {
      const { login } = fields(canvasElement);
      await expect(login).toBeDisabled();
      await expect(login).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(login, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  args: { defaultValues: validLogin, serverErrors: { password: 'The email or password is incorrect.' } },
  play: async ({ canvasElement, step }) => {
    await step('shows the server message on the password field', async () => {
      const { canvas, password } = fields(canvasElement);
      await expect(await canvas.findByText('The email or password is incorrect.')).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription('The email or password is incorrect.');
    });
  },
};

export const WrongPasswordEdited: Story = {
  name: 'Wrong password, then corrected',
  args: { defaultValues: validLogin, serverErrors: { password: 'The email or password is incorrect.' } },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps the server message until the password changes', async () => {
      const { canvas, password, login } = fields(canvasElement);
      const message = await canvas.findByText('The email or password is incorrect.');
      // Leaving the field keeps the message, and the same credentials cannot be sent again.
      await userEvent.click(password);
      await userEvent.tab();
      await expect(message).toBeVisible();
      await expect(login).toBeDisabled();
      // Editing the password removes it.
      await userEvent.click(password);
      await userEvent.type(password, '4');
      await waitFor(() => expect(canvas.queryByText('The email or password is incorrect.')).not.toBeInTheDocument());
      await waitFor(() => expect(login).toBeEnabled());
      await userEvent.click(login);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ ...validLogin, password: `${validLogin.password}4` }),
      );
    });
  },
};

export const ForgotPassword: Story = {
  name: 'Forgot password',
  play: async ({ args, canvasElement, step }) => {
    await step('calls onForgotPassword and does not submit', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
      await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/**
 * Regression: the Login ID is focused on load; pressing the mouse on "Forgot password?" blurs it. If the
 * blur showed a message, the action would move down before the button is released, the release would
 * land elsewhere and the click would be lost.
 */
export const ForgotPasswordFromLoginId: Story = {
  name: 'Forgot password pressed from the Login ID',
  play: async ({ args, canvasElement, step }) => {
    await step('loses no click on Forgot password? when the Login ID is left (regression)', async () => {
      const { canvas, loginId, login } = fields(canvasElement);
      await waitFor(() => expect(loginId).toHaveFocus());
      const forgot = canvas.getByRole('button', { name: 'Forgot password?' });
      await clickInPlace(forgot);
      await expect(loginId).not.toHaveFocus();
      await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByText(messages.login.emailRequired)).not.toBeInTheDocument();
      await expect(login).toBeDisabled();
      // The plain click of the test library (no hit testing) works too.
      loginId.focus();
      await userEvent.click(forgot);
      await expect(args.onForgotPassword).toHaveBeenCalledTimes(2);
    });
  },
};

export const WithoutForgotPassword: Story = {
  name: 'Without forgot password',
  args: { onForgotPassword: undefined },
  play: async ({ canvasElement, step }) => {
    await step('shows no Forgot password? action', async () => {
      await expect(within(canvasElement).queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    });
  },
};
