import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ChangeEvent } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { DescriptionList } from '../DescriptionList';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { formatPhone } from './phone';

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

const phoneInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Phone' });

export const Default: Story = {
  name: 'Typed: a US number groups itself 3-3-4',
  globals: atViewport('desktop'),
  play: async ({ args, canvasElement }) => {
    const input = phoneInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '+13125550177');
    await expect(input).toHaveValue('+1 312 555 0177');
    await expect(valuesSeenBy(args.onChange).slice(0, 5)).toEqual(['+', '+1', '+1 3', '+1 31', '+1 312']);
    await expect(args.onChange).toHaveBeenCalledTimes(12);
  },
};

export const TypedWithPunctuation: Story = {
  name: 'Typed as written, "(312) 555-0177" (phone)',
  globals: atViewport('phone'),
  play: async ({ args, canvasElement, step }) => {
    const input = phoneInput(canvasElement);
    await step('brackets and the hyphen separate, they are not kept; the digits group 3-3-4', async () => {
      await userEvent.type(input, '(312) 555-0177');
      await expect(input).toHaveValue('312 555 0177');
      // A bracket, a space or a hyphen that changes nothing is not reported.
      await expect(valuesSeenBy(args.onChange)).toEqual([
        '3',
        '31',
        '312',
        '312 5',
        '312 55',
        '312 555',
        '312 555 0',
        '312 555 01',
        '312 555 017',
        '312 555 0177',
      ]);
    });
  },
};

export const PastedWithPunctuation: Story = {
  name: 'Pasted "(312) 555-0177": read, not emptied (phone)',
  globals: atViewport('phone'),
  play: async ({ args, canvasElement, step }) => {
    const input = phoneInput(canvasElement);
    await step('a US number as people write it', async () => {
      await userEvent.click(input);
      await userEvent.paste('(312) 555-0177');
      await expect(input).toHaveValue('312 555 0177');
      await expect(input).toHaveProperty('selectionStart', 12);
      await expect(valuesSeenBy(args.onChange)).toEqual(['312 555 0177']);
    });
    await step('with its country code, dots for separators', async () => {
      await userEvent.clear(input);
      await userEvent.paste('+1 312.555.0177');
      await expect(input).toHaveValue('+1 312 555 0177');
    });
    await step('another country keeps its own groups', async () => {
      await userEvent.clear(input);
      await userEvent.paste('+44 (20) 7946-0958');
      await expect(input).toHaveValue('+44 20 7946 0958');
    });
  },
};

export const PastedWithPunctuationDesktop: Story = {
  ...PastedWithPunctuation,
  name: 'Pasted "(312) 555-0177": read, not emptied (desktop)',
  globals: atViewport('desktop'),
};

export const Autofilled: Story = {
  name: 'Autofilled "+1 (312) 555-0177"',
  globals: atViewport('phone'),
  play: async ({ args, canvasElement }) => {
    const input = phoneInput(canvasElement);
    // The browser's autofill sets the whole value at once (an input event, no key, no paste).
    fireEvent.input(input, { target: { value: '+1 (312) 555-0177' } });
    await expect(input).toHaveValue('+1 312 555 0177');
    await expect(valuesSeenBy(args.onChange)).toEqual(['+1 312 555 0177']);
  },
};

export const CaretInTheMiddle: Story = {
  name: 'A digit typed in the middle: regrouped, caret after it',
  globals: atViewport('desktop'),
  args: { defaultValue: '312 555 017' },
  play: async ({ canvasElement }) => {
    const input = phoneInput(canvasElement);
    // After "31": the tenth digit regroups the number, the caret stays right after the "9".
    await userEvent.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(input).toHaveValue('319 255 5017');
    await expect(input).toHaveProperty('selectionStart', 3);
    // Backspace: the "9" goes, the number groups back, the caret stays where the "9" was.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('312 555 017');
    await expect(input).toHaveProperty('selectionStart', 2);
  },
};

export const PastingLetters: Story = {
  name: 'Pasted text that is no phone number is reverted',
  args: { defaultValue: '+44 20' },
  play: async ({ args, canvasElement, step }) => {
    await step('an invalid paste is reverted, a valid one goes through', async () => {
      const input = phoneInput(canvasElement);
      await userEvent.click(input);
      await userEvent.paste('abc');
      await expect(input).toHaveValue('+44 20');
      await userEvent.paste(' ext. 12');
      await expect(input).toHaveValue('+44 20');
      await expect(args.onChange).not.toHaveBeenCalled();
      // A valid paste still goes through.
      await userEvent.paste(' 7946 0958');
      await expect(input).toHaveValue('+44 20 7946 0958');
      await expect(valuesSeenBy(args.onChange)).toEqual(['+44 20 7946 0958']);
    });
  },
};

export const TypingLetters: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('characters a phone number cannot hold are reverted as they are typed', async () => {
      const input = phoneInput(canvasElement);
      await userEvent.type(input, '+1a2-3+4');
      await expect(input).toHaveValue('+1 234');
      await expect(valuesSeenBy(args.onChange)).toEqual(['+', '+1', '+1 2', '+1 23', '+1 234']);
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
    const input = phoneInput(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('x20');
    await expect(input).toHaveValue('+44');
    await userEvent.paste('(20)');
    await expect(input).toHaveValue('+44 20');
    await userEvent.type(input, ' 7946');
    await expect(input).toHaveValue('+44 20 7946');
    await expect(valuesSeenBy(args.onChange)).toEqual([
      '+44 20',
      '+44 20 ',
      '+44 20 7',
      '+44 20 79',
      '+44 20 794',
      '+44 20 7946',
    ]);
  },
};

export const WithError: Story = {
  args: { error: 'Phone is required', showError: true, required: true },
  play: async ({ canvasElement }) => {
    const input = phoneInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Phone is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '+1 312 555 0177' },
  play: async ({ canvasElement }) => {
    await expect(phoneInput(canvasElement)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only: formatPhone',
  globals: atViewport('phone'),
  render: () => (
    <DescriptionList
      items={[
        { term: 'Mobile Phone', description: formatPhone('312 555 0177') },
        { term: 'Other Phone', description: formatPhone('+1 312 555 0142') },
        { term: 'Emergency contact', description: formatPhone('+44 20 7946 0958') },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(312) 555-0177')).toBeVisible();
    await expect(canvas.getByText('(312) 555-0142')).toBeVisible();
    await expect(canvas.getByText('+44 20 7946 0958')).toBeVisible();
  },
};
