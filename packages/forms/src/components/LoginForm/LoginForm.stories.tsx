import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validLogin } from '../../schemas/login/fixtures';
import { clickInPlace } from '../../internal/testing/clickInPlace';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
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
  play: async ({ canvasElement }) => {
    const { canvas, loginId, password, login } = fields(canvasElement);
    await waitFor(() => expect(loginId).toHaveFocus());
    await expect(loginId).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(login).toBeDisabled();
    await expect(canvas.queryByText(messages.login.emailRequired)).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValues: validLogin },
  play: async ({ args, canvasElement }) => {
    const { login } = fields(canvasElement);
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validLogin));
  },
};

export const LoginDisabledUntilValid: Story = {
  play: async ({ args, canvasElement }) => {
    const { loginId, password, login } = fields(canvasElement);
    await userEvent.type(loginId, 'recruiter@example.com');
    await expect(login).toBeDisabled();
    await userEvent.type(password, 'Secret#123');
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.clear(loginId);
    await waitFor(() => expect(login).toBeDisabled());
    await userEvent.click(login, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsTrimmedLoginId: Story = {
  play: async ({ args, canvasElement }) => {
    const { loginId, password, login } = fields(canvasElement);
    await userEvent.type(loginId, '  recruiter@example.com  ');
    await userEvent.type(password, 'Secret#123');
    await waitFor(() => expect(login).toBeEnabled());
    await userEvent.click(login);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'recruiter@example.com', password: 'Secret#123' }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const { loginId, password } = fields(canvasElement);
    await userEvent.type(loginId, 'recruiter');
    await userEvent.type(password, 'Secret#123');
    await waitFor(() => expect(fields(canvasElement).login).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'recruiter', password: 'Secret#123' }));
  },
};

export const EmptyFieldsLeftWithoutMessages: Story = {
  play: async ({ canvasElement }) => {
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
  },
};

export const PasswordWithSpaces: Story = {
  play: async ({ canvasElement }) => {
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
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password } = fields(canvasElement);
    await userEvent.type(password, 'Secret#123');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret#123');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Loading: Story = {
  args: { defaultValues: validLogin, loading: true },
  play: async ({ args, canvasElement }) => {
    const { login } = fields(canvasElement);
    await expect(login).toBeDisabled();
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(login, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { defaultValues: validLogin, serverErrors: { password: 'The email or password is incorrect.' } },
  play: async ({ canvasElement }) => {
    const { canvas, password } = fields(canvasElement);
    await expect(await canvas.findByText('The email or password is incorrect.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('The email or password is incorrect.');
  },
};

export const ServerErrorStaysUntilEdited: Story = {
  args: { defaultValues: validLogin, serverErrors: { password: 'The email or password is incorrect.' } },
  play: async ({ args, canvasElement }) => {
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
  },
};

export const ForgotPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Regression: the Login ID is focused on load; pressing the mouse on "Forgot password?" blurs it. If the
 * blur showed a message, the action would move down before the button is released, the release would
 * land elsewhere and the click would be lost.
 */
export const ForgotPasswordRightAfterLoginId: Story = {
  play: async ({ args, canvasElement }) => {
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
  },
};

export const WithoutForgotPassword: Story = {
  args: { onForgotPassword: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  },
};
