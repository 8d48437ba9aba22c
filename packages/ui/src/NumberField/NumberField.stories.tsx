import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChangeEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

// The spy returns the value it saw, so results record each value at the moment onChange ran.
const onChange = fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
type ChangeSpy = typeof onChange;
const valuesSeenBy = (spy: unknown) => (spy as ChangeSpy).mock.results.map((result) => result.value);

const meta = {
  title: 'UI/Inputs/NumberField',
  component: NumberField,
  args: { label: 'ZIP code', name: 'zip', onChange },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP code' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '02134');
    await expect(input).toHaveValue('02134');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const DigitsOnly: Story = {
  args: { defaultValue: '90' },
  play: async ({ args, canvasElement, step }) => {
    await step('non-digits typed or pasted are reverted and never reach onChange', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'ZIP code' });
      await userEvent.type(input, '2 1.0-e');
      await expect(input).toHaveValue('90210');
      await userEvent.paste('12a');
      await expect(input).toHaveValue('90210');
      await expect(valuesSeenBy(args.onChange)).toEqual(['902', '9021', '90210']);
    });
  },
};

export const WithError: Story = {
  args: { error: 'ZIP code must have 5 digits', showError: true, defaultValue: '123', maxLength: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('ZIP code must have 5 digits');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'ZIP code' })).toBeDisabled();
  },
};
