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

/** The date typed with its slashes, as people write it, is accepted as that day. */
export const TypedUsDate: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await userEvent.type(input, '07/04/1990');
    await expect(shownText(input)).toBe('07/04/1990');
    await expect(input).toHaveValue('1990-07-04');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: '1990-07-04' }) }),
    );
  },
};

/** An ISO date (as tools fill it) is read too and shown as MM/DD/YYYY: pasted at once, typed once the field is left. */
export const IsoDateShownAsUs: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await userEvent.click(input);
    await userEvent.paste('1990-07-04');
    await expect(shownText(input)).toBe('07/04/1990');
    await expect(input).toHaveValue('1990-07-04');

    await userEvent.clear(input);
    await userEvent.type(input, '1990-04-12');
    await expect(input).toHaveValue('1990-04-12');
    await userEvent.tab();
    await expect(shownText(input)).toBe('04/12/1990');
    await expect(input).toHaveValue('1990-04-12');
  },
};

/** A day that does not exist, or a two-digit year, is no date: the text stays as typed for the form to refuse. */
export const NotADate: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await userEvent.type(input, '02302024');
    await expect(shownText(input)).toBe('02/30/2024');
    await expect(input).toHaveValue('02/30/2024');
    await userEvent.clear(input);
    await userEvent.type(input, '07/04/90');
    await userEvent.tab();
    await expect(input).toHaveValue('07/04/90');
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
