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

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '1990-04-12');
    await expect(input).toHaveValue('1990-04-12');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '1985-11-30', min: '1900-01-01', max: '2010-12-31' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveValue('1985-11-30');
    await expect(input).toHaveAttribute('max', '2010-12-31');
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
