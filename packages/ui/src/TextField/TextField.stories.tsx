import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ChangeEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

// The spy returns the value it saw, so its results record each value at the moment onChange ran.
const onChange = fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
const lastValueSeenBy = (spy: unknown) => (spy as typeof onChange).mock.results.at(-1)?.value;

const meta = {
  title: 'UI/Inputs/TextField',
  component: TextField,
  args: { label: 'First Name', name: 'firstName', onChange, onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Maria');
    await expect(input).toHaveValue('Maria');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Maria' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
  },
};

export const WithHintAndPlaceholder: Story = {
  args: { hint: 'Use your legal name.', placeholder: 'e.g. Maria' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAccessibleDescription('Use your legal name.');
    await expect(input).toHaveAttribute('placeholder', 'e.g. Maria');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'First Name is required', showError: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('First Name is required');
    // The red border comes from the theme's danger colour.
    await expect(getComputedStyle(input).borderTopColor).toBe('rgb(185, 28, 28)');
  },
};

export const Untouched: Story = {
  args: { error: 'First Name is required', showError: false },
  play: async ({ canvasElement, step }) => {
    await step('the error stays hidden until the field is touched', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByText('First Name is required')).not.toBeInTheDocument();
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Maria' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Maria');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Trimmed: Story = {
  args: { trimmed: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, '  Mary   Ann ');
    // While typing nothing is normalised, so the space between words can be typed.
    await expect(input).toHaveValue('  Mary   Ann ');
    await expect(lastValueSeenBy(args.onChange)).toBe('  Mary   Ann ');
    await userEvent.tab();
    // On commit the DOM value is normalised and onChange hears about it (react-hook-form sees it too).
    await expect(input).toHaveValue('Mary Ann');
    await expect(lastValueSeenBy(args.onChange)).toBe('Mary Ann');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        {...props}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          props.onChange?.(event);
        }}
      />
      <output aria-label="Current value">{value}</output>
    </>
  );
}

export const ControlledTrimmed: Story = {
  args: { trimmed: true },
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    const output = canvas.getByRole('status', { name: 'Current value' });
    await userEvent.type(input, ' Jean  Luc ');
    await expect(output.textContent).toBe(' Jean  Luc ');
    await userEvent.tab();
    await expect(input).toHaveValue('Jean Luc');
    await expect(output.textContent).toBe('Jean Luc');
  },
};
