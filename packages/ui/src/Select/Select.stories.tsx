import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const statuses = [
  { value: 'lead', label: 'New Lead' },
  { value: 'paper-screened', label: 'Pre-screened' },
  { value: 'phone-screened', label: 'Phone Screened' },
  { value: 'rejected', label: 'Rejected', disabled: true },
];

const meta = {
  title: 'UI/Inputs/Select',
  component: Select,
  args: { label: 'Status', name: 'status', options: statuses, placeholder: 'Choose a status', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Choose a status' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Phone Screened');
    await expect(select).toHaveValue('phone-screened');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(within(select).getByRole('option', { name: 'Rejected' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'paper-screened' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveValue('paper-screened');
  },
};

export const WithOptionElements: Story = {
  args: {
    options: undefined,
    placeholder: undefined,
    children: (
      <>
        <option value="ca">California</option>
        <option value="tx">Texas</option>
      </>
    ),
    label: 'State',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(within(select).getAllByRole('option')).toHaveLength(2);
    await expect(select).toHaveValue('ca');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Status is required', showError: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Status is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};
