import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Inputs/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret');
    await expect(input).toHaveValue('s3cret');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const RevealsPassword: Story = {
  args: { defaultValue: 's3cret' },
  play: async ({ canvasElement, step }) => {
    await step('the toggle shows the password, then hides it again', async () => {
      const canvas = within(canvasElement);
      const input = canvas.getByLabelText('Password');
      const toggle = canvas.getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret');
      await expect(toggle).toHaveAccessibleName('Hide password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAccessibleName('Show password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const RevealWithKeyboard: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Tab reaches the toggle after the input and Enter reveals the password', async () => {
      const canvas = within(canvasElement);
      await userEvent.tab();
      await expect(canvas.getByLabelText('Password')).toHaveFocus();
      await userEvent.tab();
      const toggle = canvas.getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    });
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Password must be at least 6 characters', showError: true, defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 6 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

// The toggle sits inside the input: its focus ring stays within the input's border instead of
// cutting across it.
export const ToggleFocused: Story = {
  play: async ({ canvasElement, step }) => {
    await step("the toggle's focus ring stays inside the input's border", async () => {
      const canvas = within(canvasElement);
      await userEvent.tab();
      await userEvent.tab();
      const toggle = canvas.getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveFocus();
      const style = getComputedStyle(toggle);
      await expect(style.outlineStyle).toBe('solid');
      await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const ring = toggle.getBoundingClientRect();
      const field = canvas.getByLabelText('Password').getBoundingClientRect();
      await expect(ring.right + reach).toBeLessThanOrEqual(field.right - 1);
      await expect(ring.top - reach).toBeGreaterThanOrEqual(field.top + 1);
      await expect(ring.bottom + reach).toBeLessThanOrEqual(field.bottom - 1);
    });
  },
};
