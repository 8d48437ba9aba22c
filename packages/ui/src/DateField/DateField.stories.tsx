import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'UI/Inputs/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'dateOfBirth', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text a person reads in the field (its `value` is the ISO date). */
const shownText = (input: HTMLElement) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.get!.call(input) as string;

/** Typed on a phone's numeric keyboard: digits only, the slashes come by themselves. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await userEvent.type(input, '04121990');
    await expect(shownText(input)).toBe('04/12/1990');
    await expect(input).toHaveValue('1990-04-12');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** An ISO date typed or pasted is kept as typed. */
export const TypedIso: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await userEvent.type(input, '1990-04-12');
    await expect(input).toHaveValue('1990-04-12');
    await userEvent.tab();
    await expect(shownText(input)).toBe('1990-04-12');
  },
};

export const Filled: Story = {
  args: { defaultValue: '1985-11-30' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(shownText(input)).toBe('11/30/1985');
    await expect(input).toHaveValue('1985-11-30');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Date of birth is required', showError: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Date of birth is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1985-11-30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date of birth')).toBeDisabled();
  },
};
