import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validForgotPassword } from '../../schemas/forgot-password/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { clickInPlace } from '../../internal/testing/clickInPlace';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [atAppWidth('dialog')],
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
  play: async ({ canvasElement, step }) => {
    await step('shows an empty field, Submit enabled and no message', async () => {
      const { canvas, email, submit } = fields(canvasElement);
      await expect(email).toHaveValue('');
      await expect(submit).toBeEnabled();
      await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  args: { defaultValues: validForgotPassword },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the address it was given', async () => {
      await userEvent.click(fields(canvasElement).submit);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validForgotPassword));
    });
  },
};

export const EmailWithSpaces: Story = {
  name: 'Email with spaces around it',
  play: async ({ args, canvasElement, step }) => {
    await step('submits the address trimmed', async () => {
      const { email } = fields(canvasElement);
      await userEvent.type(email, '  nurse@clinic.us  ');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nurse@clinic.us' }));
    });
  },
};

export const NoEmail: Story = {
  name: 'No email',
  play: async ({ args, canvasElement, step }) => {
    await step('says the address is required', async () => {
      const { canvas, email, submit } = fields(canvasElement);
      await userEvent.click(submit);
      await expect(await canvas.findByText('Email is required')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const UpperCaseEmail: Story = {
  name: 'Email in capitals',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses an address in capitals with the SPEC message', async () => {
      const { canvas, email, submit } = fields(canvasElement);
      await userEvent.type(email, 'MARIA@EXAMPLE.COM');
      await userEvent.click(submit);
      await expect(await canvas.findByText('Invalid Email Address.')).toBeVisible();
      await expect(email).toHaveAccessibleDescription('Invalid Email Address.');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const LongTopLevelDomain: Story = {
  name: 'Email with a long ending',
  play: async ({ args, canvasElement, step }) => {
    await step('flags the address on submit, not on leaving the field, then follows every change', async () => {
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
    });
  },
};

export const Sending: Story = {
  args: { defaultValues: validForgotPassword, loading: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Submit busy and does not submit', async () => {
      const { submit } = fields(canvasElement);
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(submit, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const TooManyRequests: Story = {
  name: 'Too many requests',
  args: {
    defaultValues: validForgotPassword,
    // Keyed by the payload's field, as the API answers: the form puts it on its e-mail field.
    serverErrors: { Email: 'Too many requests. Try again in a few minutes.' },
  },
  play: async ({ args, canvasElement, step }) => {
    const { canvas, email, submit } = fields(canvasElement);
    await step('shows the server message (keyed Email, as the API sends it) on the e-mail field', async () => {
      await expect(await canvas.findByText('Too many requests. Try again in a few minutes.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveFocus();
    });
    await step('shows it in red, as the field describes itself', async () => {
      const message = canvas.getByText('Too many requests. Try again in a few minutes.');
      await expect(getComputedStyle(message).color).toBe('rgb(185, 28, 28)');
      await expect(email).toHaveAccessibleDescription('Too many requests. Try again in a few minutes.');
    });
    await step('clears it once the address changes, then submits', async () => {
      await userEvent.click(submit);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(email);
      await userEvent.type(email, 'maria@example.com');
      await waitFor(() =>
        expect(canvas.queryByText('Too many requests. Try again in a few minutes.')).not.toBeInTheDocument(),
      );
      await userEvent.click(submit);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'maria@example.com' }));
    });
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('calls onCancel and does not submit', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/**
 * Regression: leaving the Email field must not show a message, or Cancel (under it) moves down between
 * the press and the release of the mouse button and the click is lost. Empty and half-typed alike.
 */
export const CancelFromEmail: Story = {
  name: 'Cancel pressed from the email field',
  play: async ({ args, canvasElement, step }) => {
    await step('loses no click on Cancel when the field is left (regression)', async () => {
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
    });
  },
};

export const WithoutCancel: Story = {
  name: 'Without cancel',
  args: { onCancel: undefined },
  play: async ({ canvasElement, step }) => {
    await step('shows no Cancel action', async () => {
      await expect(within(canvasElement).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    });
  },
};
