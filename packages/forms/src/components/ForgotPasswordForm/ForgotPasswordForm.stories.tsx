import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validForgotPassword } from '../../schemas/forgot-password/fixtures';
import { clickInPlace } from '../../internal/testing/clickInPlace';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), onCancel: fn(), loading: false },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByRole('textbox', { name: 'Email' }),
    submit: canvas.getByRole('button', { name: 'Submit' }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = fields(canvasElement);
    await expect(email).toHaveValue('');
    await expect(submit).toBeEnabled();
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValues: validForgotPassword },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(fields(canvasElement).submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validForgotPassword));
  },
};

export const SubmitsTrimmedEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const { email } = fields(canvasElement);
    await userEvent.type(email, '  nurse@clinic.us  ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nurse@clinic.us' }));
  },
};

export const EmailRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, email, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, email, submit } = fields(canvasElement);
    await userEvent.type(email, 'MARIA@EXAMPLE.COM');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Invalid Email Address.')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Invalid Email Address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidTopLevelDomain: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, email, submit } = fields(canvasElement);
    await userEvent.type(email, 'maria@example.nurse');
    await userEvent.tab();
    // Leaving the field shows nothing (it would move Cancel); a submit attempt does.
    await expect(canvas.queryByText('Invalid Email Address.')).not.toBeInTheDocument();
    await userEvent.click(submit);
    await expect(await canvas.findByText('Invalid Email Address.')).toBeVisible();
    // From then on the message follows every change.
    await userEvent.clear(email);
    await userEvent.type(email, 'maria@example.co');
    await waitFor(() => expect(canvas.queryByText('Invalid Email Address.')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { defaultValues: validForgotPassword, loading: true },
  play: async ({ args, canvasElement }) => {
    const { submit } = fields(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: validForgotPassword,
    serverErrors: { email: 'Too many requests. Try again in a few minutes.' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, email } = fields(canvasElement);
    await expect(await canvas.findByText('Too many requests. Try again in a few minutes.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Regression: leaving the Email field must not show a message, or Cancel (under it) moves down between
 * the press and the release of the mouse button and the click is lost. Empty and half-typed alike.
 */
export const CancelRightAfterEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, email } = fields(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await userEvent.click(email);
    await clickInPlace(cancel);
    await expect(email).not.toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(messages.forgotPassword.emailRequired)).not.toBeInTheDocument();
    await userEvent.type(email, 'maria@');
    await clickInPlace(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByText(messages.forgotPassword.emailInvalid)).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};
