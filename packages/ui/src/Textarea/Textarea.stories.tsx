import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChangeEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

// The spy returns the value it saw, so its results record each value at the moment onChange ran.
const onChange = fn((event: ChangeEvent<HTMLTextAreaElement>) => event.target.value);
const lastValueSeenBy = (spy: unknown) => (spy as typeof onChange).mock.results.at(-1)?.value;

const meta = {
  title: 'UI/Inputs/Textarea',
  component: Textarea,
  args: { label: 'Notes', name: 'notes', onChange, onBlur: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Prefers night shifts.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Notes' })).toHaveValue('Prefers night shifts.');
  },
};

export const Trimmed: Story = {
  args: { trimmed: true },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(textarea, '  Night   shifts ');
    await expect(textarea).toHaveValue('  Night   shifts ');
    await expect(lastValueSeenBy(args.onChange)).toBe('  Night   shifts ');
    await userEvent.tab();
    await expect(textarea).toHaveValue('Night shifts');
    await expect(lastValueSeenBy(args.onChange)).toBe('Night shifts');
  },
};

export const WithError: Story = {
  args: { hint: 'At most 500 characters.', error: 'Notes are too long', showError: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('At most 500 characters. Notes are too long');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};
