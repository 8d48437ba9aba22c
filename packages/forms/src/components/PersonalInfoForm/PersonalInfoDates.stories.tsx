import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validPersonalInfo } from '../../schemas/onboarding/personal-info/fixtures';
import { PersonalInfoForm } from './PersonalInfoForm';

// Dates as people write and read them (MM/DD/YYYY); ISO (YYYY-MM-DD) only in the submitted values.
const meta = {
  title: 'Forms/Onboarding/Personal Info/Dates',
  component: PersonalInfoForm,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.personalInfo;
const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The text a person reads in a date field (its `value` is the ISO date). */
const shownText = (input: HTMLElement) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.get!.call(input) as string;

export const TypedUsDates: Story = {
  name: 'Typed as MM/DD/YYYY, accepted and sent as ISO (phone)',
  args: { defaultValues: { ...validPersonalInfo, DateOfBirth: '', AvailableFrom: '' } },
  globals: phone,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const born = canvas.getByRole('textbox', { name: /Date of Birth/ });
    await expect(born).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await userEvent.type(born, '07/04/1990');
    // A phone's numeric keyboard has no slash: the digits alone give the same date.
    await userEvent.type(canvas.getByRole('textbox', { name: /Available From/ }), '12012026');
    await expect(shownText(canvas.getByRole('textbox', { name: /Available From/ }))).toBe('12/01/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...validPersonalInfo,
        DateOfBirth: '1990-07-04',
        AvailableFrom: '2026-12-01',
      }),
    );
    await expect(canvas.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    await expect(shownText(born)).toBe('07/04/1990');
  },
};

export const RefusedDates: Story = {
  name: 'A day that does not exist or a two-digit year: the message names MM/DD/YYYY (desktop)',
  args: { defaultValues: { ...validPersonalInfo, DateOfBirth: '' } },
  globals: desktop,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const born = canvas.getByRole('textbox', { name: /Date of Birth/ });
    await expect(m.dateInvalid).toBe('Enter a date as MM/DD/YYYY');
    for (const typed of ['02/30/1990', '07/04/90']) {
      await step(`"${typed}" is refused`, async () => {
        await userEvent.clear(born);
        await userEvent.type(born, typed);
        await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
        const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
        await expect(within(summary).getByRole('link', { name: m.dateInvalid })).toBeVisible();
        await waitFor(() => expect(born).toHaveAccessibleDescription(expect.stringContaining(m.dateInvalid)));
        await expect(shownText(born)).toBe(typed);
        await expect(args.onSubmit).not.toHaveBeenCalled();
      });
    }
  },
};

export const ReadOnlyDates: Story = {
  name: 'Read-only (staff): dates as MM/DD/YYYY',
  args: {
    defaultValues: { ...validPersonalInfo, DateOfBirth: '1990-07-04', AvailableFrom: '2026-12-01' },
    readOnly: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('07/04/1990')).toBeVisible();
    await expect(canvas.getByText('12/01/2026')).toBeVisible();
    await expect(canvas.queryByText('1990-07-04')).toBeNull();
    await expect(canvas.queryByText('2026-12-01')).toBeNull();
  },
};
