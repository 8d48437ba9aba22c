import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ChangeEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

// The spy returns the value it saw, so results record each value at the moment onChange ran.
const onChange = fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
type ChangeSpy = typeof onChange;
const valuesSeenBy = (spy: unknown) => (spy as ChangeSpy).mock.results.map((result) => result.value);

const meta = {
  title: 'UI/Inputs/PhoneField',
  component: PhoneField,
  args: { label: 'Phone', name: 'phone', onChange },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '+1 555 0100');
    await expect(input).toHaveValue('+1 555 0100');
    await expect(args.onChange).toHaveBeenCalledTimes(11);
  },
};

export const PastingLetters: Story = {
  args: { defaultValue: '+1 555' },
  play: async ({ args, canvasElement, step }) => {
    await step('an invalid paste is reverted, a valid one goes through', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
      await userEvent.click(input);
      await userEvent.paste('abc');
      await expect(input).toHaveValue('+1 555');
      await expect(args.onChange).not.toHaveBeenCalled();
      // A valid paste still goes through.
      await userEvent.paste(' 0100');
      await expect(input).toHaveValue('+1 555 0100');
      await expect(valuesSeenBy(args.onChange)).toEqual(['+1 555 0100']);
    });
  },
};

export const TypingLetters: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('characters a phone number cannot hold are reverted as they are typed', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
      await userEvent.type(input, '+1a2-3+4');
      await expect(input).toHaveValue('+1234');
      await expect(valuesSeenBy(args.onChange)).toEqual(['+', '+1', '+12', '+123', '+1234']);
    });
  },
};

function ControlledPhoneField(props: PhoneFieldProps) {
  const [value, setValue] = useState('+44');
  return (
    <PhoneField
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPhoneField {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('(20)');
    await expect(input).toHaveValue('+44');
    await userEvent.type(input, ' 20');
    await expect(input).toHaveValue('+44 20');
    await expect(valuesSeenBy(args.onChange)).toEqual(['+44 ', '+44 2', '+44 20']);
  },
};

export const WithError: Story = {
  args: { error: 'Phone is required', showError: true, required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Phone is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '+1 555 0100' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  },
};
