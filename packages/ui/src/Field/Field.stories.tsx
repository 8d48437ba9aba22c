import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field';

// Field wraps any control: here a plain styled input, as a custom control would be.
const CustomInput = styled.input`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const meta = {
  title: 'UI/Inputs/Field',
  component: Field,
  args: {
    label: 'Last Name',
    children: (control) => <CustomInput {...control} name="lastName" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Last Name' });
    await userEvent.click(canvas.getByText('Last Name'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'As written on your ID.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Last Name' });
    await expect(input).toHaveAccessibleDescription('As written on your ID.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Last Name' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'As written on your ID.', error: 'Last Name is required', showError: true },
  play: async ({ canvasElement, step }) => {
    await step('the error shows after the hint, marks the control invalid and describes it', async () => {
      const canvas = within(canvasElement);
      const input = canvas.getByRole('textbox', { name: 'Last Name' });
      await expect(canvas.getByText('Last Name is required')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('As written on your ID. Last Name is required');
    });
  },
};

export const Untouched: Story = {
  args: { error: 'Last Name is required', showError: false },
  play: async ({ canvasElement, step }) => {
    await step('an error is not shown, announced or marked before the field is touched', async () => {
      const canvas = within(canvasElement);
      const input = canvas.getByRole('textbox', { name: 'Last Name' });
      await expect(canvas.queryByText('Last Name is required')).not.toBeInTheDocument();
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).not.toHaveAccessibleDescription();
    });
  },
};

export const InlineLabel: Story = {
  args: {
    label: 'Remember me',
    inline: true,
    children: (control) => <input {...control} type="checkbox" name="remember" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};
