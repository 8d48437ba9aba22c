import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms and conditions', name: 'isConditionAgree', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(checkbox).not.toBeChecked();
    // The label is clickable.
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const TickedWithKeyboard: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Tab reaches the box and Space ticks it', async () => {
      const checkbox = within(canvasElement).getByRole('checkbox');
      await userEvent.tab();
      await expect(checkbox).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(checkbox).toBeChecked();
    });
  },
};

export const WithError: Story = {
  args: { required: true, error: 'You must agree to the terms and conditions', showError: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('You must agree to the terms and conditions');
    await expect(getComputedStyle(checkbox).borderTopColor).toBe('rgb(185, 28, 28)');
  },
};

export const WithHint: Story = {
  args: { hint: 'You can read them on our website.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'You can read them on our website.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// WCAG 2.2 target size: the 18 px box answers pointers across a 24 px square around its centre.
export const TouchTarget: Story = {
  // Room around the box, so that points beside it are inside the page in every runner.
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement, step }) => {
    await step('the 18 px box answers pointers across a 24 px square around its centre', async () => {
      const checkbox = within(canvasElement).getByRole('checkbox');
      const box = checkbox.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      for (const [dx, dy] of [
        [-11.5, -11.5],
        [11.5, -11.5],
        [-11.5, 11.5],
        [11.5, 11.5],
      ] as const) {
        await expect(canvasElement.ownerDocument.elementFromPoint(x + dx, y + dy)).toBe(checkbox);
      }
      // Outside the square is no longer the checkbox.
      await expect(canvasElement.ownerDocument.elementFromPoint(x - 14, y)).not.toBe(checkbox);
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
