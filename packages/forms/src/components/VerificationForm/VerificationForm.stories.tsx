import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validVerification } from '../../schemas/verification/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { clickInPlace } from '../../internal/testing/clickInPlace';
import { VerificationForm } from './VerificationForm';

const meta = {
  title: 'Forms/VerificationForm',
  component: VerificationForm,
  decorators: [atAppWidth('auth')],
  args: { onSubmit: fn(), onResend: fn(), loading: false, resending: false },
} satisfies Meta<typeof VerificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    code: canvas.getByRole('textbox', { name: 'Verification Code' }),
    verify: canvas.getByRole('button', { name: 'Verify' }),
    resend: canvas.getByRole('button', { name: 'Resend Code' }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    await step('shows an empty code field with its hint and both actions enabled', async () => {
      const { code, verify, resend } = fields(canvasElement);
      await expect(code).toHaveValue('');
      await expect(code).toHaveAttribute('maxlength', '10');
      // The Spam-folder hint describes the field.
      await expect(code).toHaveAccessibleDescription('Did not receive the code? Check your Spam folder.');
      await expect(verify).toBeEnabled();
      await expect(resend).toBeEnabled();
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  args: { defaultValues: validVerification },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the code it was given', async () => {
      const { verify } = fields(canvasElement);
      await userEvent.click(verify);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ verificationCode: 'A1B2C3' }));
    });
  },
};

export const CodeWithSpaces: Story = {
  name: 'Code with spaces around it',
  play: async ({ args, canvasElement, step }) => {
    await step('submits the code trimmed, once', async () => {
      const { code } = fields(canvasElement);
      await userEvent.type(code, '  A1B2C3 ');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ verificationCode: 'A1B2C3' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const NoCode: Story = {
  name: 'No code',
  play: async ({ args, canvasElement, step }) => {
    await step('says the code is required and focuses the field', async () => {
      const { canvas, code, verify } = fields(canvasElement);
      await userEvent.click(verify);
      await expect(await canvas.findByText('Verification code is required')).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveAccessibleDescription(
        'Did not receive the code? Check your Spam folder. Verification code is required',
      );
      await expect(code).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const OnlySpaces: Story = {
  name: 'Only spaces',
  play: async ({ args, canvasElement, step }) => {
    await step('treats a blank code as missing', async () => {
      const { canvas, code, verify } = fields(canvasElement);
      await userEvent.type(code, '   ');
      await userEvent.click(verify);
      await expect(await canvas.findByText('Verification code is required')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const LongCodeTyped: Story = {
  name: 'Long code typed',
  play: async ({ args, canvasElement, step }) => {
    await step('stops typing at ten characters', async () => {
      const { code, verify } = fields(canvasElement);
      await userEvent.type(code, '123456789012');
      await expect(code).toHaveValue('1234567890');
      await userEvent.click(verify);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ verificationCode: '1234567890' }));
    });
  },
};

export const CodeTooLong: Story = {
  name: 'Code too long',
  // Only a value that did not come through the keyboard (here: initial values) can be longer.
  args: { defaultValues: { verificationCode: '12345678901' } },
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a code of more than ten characters', async () => {
      const { canvas, verify } = fields(canvasElement);
      await userEvent.click(verify);
      await expect(await canvas.findByText('Verification code must be at most 10 characters')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const ResendCode: Story = {
  name: 'Resend code',
  play: async ({ args, canvasElement, step }) => {
    await step('calls onResend and does not submit', async () => {
      const { resend } = fields(canvasElement);
      await userEvent.click(resend);
      await expect(args.onResend).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/**
 * Regression: leaving the code field must not show a message, or Resend Code (under it) moves down
 * between the press and the release of the mouse button and the click is lost.
 */
export const ResendFromCode: Story = {
  name: 'Resend pressed from the code field',
  play: async ({ args, canvasElement, step }) => {
    await step('loses no click on Resend Code when the field is left (regression)', async () => {
      const { canvas, code, resend } = fields(canvasElement);
      await userEvent.click(code);
      await clickInPlace(resend);
      await expect(code).not.toHaveFocus();
      await expect(args.onResend).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByText(messages.verification.codeRequired)).not.toBeInTheDocument();
      await expect(code).not.toHaveAttribute('aria-invalid');
      // Blank is empty too once trimmed.
      await userEvent.type(code, '   ');
      await clickInPlace(resend);
      await expect(args.onResend).toHaveBeenCalledTimes(2);
      await expect(canvas.queryByText(messages.verification.codeRequired)).not.toBeInTheDocument();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const Resending: Story = {
  args: { resending: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Resend Code busy and does not resend again', async () => {
      const { resend } = fields(canvasElement);
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(resend, { pointerEventsCheck: 0 });
      await expect(args.onResend).not.toHaveBeenCalled();
    });
  },
};

export const Verifying: Story = {
  args: { defaultValues: validVerification, loading: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Verify busy and does not submit', async () => {
      const { verify } = fields(canvasElement);
      await expect(verify).toBeDisabled();
      await expect(verify).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(verify, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const WrongCode: Story = {
  name: 'Wrong code',
  args: { defaultValues: validVerification, serverErrors: { verificationCode: 'Invalid Code' } },
  play: async ({ args, canvasElement, step }) => {
    await step('shows the server message until the code changes', async () => {
      const { canvas, code, verify } = fields(canvasElement);
      await expect(await canvas.findByText('Invalid Code')).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(verify);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(code);
      await userEvent.type(code, 'Z9Y8X7');
      await waitFor(() => expect(canvas.queryByText('Invalid Code')).not.toBeInTheDocument());
      await userEvent.click(verify);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ verificationCode: 'Z9Y8X7' }));
    });
  },
};
