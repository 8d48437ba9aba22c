import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validPersonalInfo } from '../../schemas/onboarding/personal-info/fixtures';
import { expectFocusedInView } from '../../../../../.storybook/viewports';
import { tapLikeAPerson } from '../../../../../.storybook/tap';
import { PersonalInfoForm } from './PersonalInfoForm';

const meta = {
  title: 'Forms/Onboarding/Personal Info',
  component: PersonalInfoForm,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.personalInfo;
const phone = { viewport: { value: 'phone', isRotated: false } };

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: phone,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the right keyboard and autofill per field', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
      await expect(canvas.getByRole('textbox', { name: 'Mobile Phone' })).toHaveAttribute('type', 'tel');
      await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveAttribute('inputmode', 'numeric');
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('autocomplete', 'given-name');
    });
    await step('Continue lists each problem at the top, linked to its field', async () => {
      const submit = canvas.getByRole('button', { name: 'Continue' });
      // Tapped at the bottom of the form, twice: each time the summary above takes focus, in view.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        submit.scrollIntoView({ block: 'end' });
        await tapLikeAPerson(submit, async () => {
          const shown = await canvas.findByRole('alert', { name: 'There is a problem' });
          await waitFor(() => expectFocusedInView(shown));
        });
      }
      const summary = canvas.getByRole('alert', { name: 'There is a problem' });
      for (const message of [
        m.firstNameRequired,
        m.lastNameRequired,
        m.emailRequired,
        m.mobilePhoneRequired,
        m.addressLine1Required,
        m.cityRequired,
        m.stateRequired,
        m.zipRequired,
      ])
        await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.click(within(summary).getByRole('link', { name: m.zipRequired }));
      await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveFocus();
      await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveAccessibleDescription(m.zipRequired);
    });
    await step('no horizontal scroll at 390 px', async () => {
      const root = canvasElement.ownerDocument.documentElement;
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    });
  },
};

export const Filled: Story = {
  name: 'Filled in, submitted',
  args: { defaultValues: validPersonalInfo },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
    await expect(canvas.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validPersonalInfo));
  },
};

export const PhoneNumbers: Story = {
  name: 'Phone numbers pasted and typed as people write them (phone)',
  globals: phone,
  args: { defaultValues: { ...validPersonalInfo, MobilePhone: '', OtherPhone: '' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: 'Mobile Phone' });
    const other = canvas.getByRole('textbox', { name: 'Other Phone' });
    await step('a pasted "(312) 555-0177" is read, not emptied', async () => {
      await userEvent.click(mobile);
      await userEvent.paste('(312) 555-0177');
      await expect(mobile).toHaveValue('312 555 0177');
    });
    await step('a number of 20 digits is refused with the digits a number has', async () => {
      await userEvent.type(other, '31255501771234567890');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
      await expect(within(summary).getByRole('link', { name: m.otherPhoneDigits })).toBeVisible();
      await expect(other).toHaveAccessibleDescription(m.otherPhoneDigits);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('typed with its punctuation, the number groups itself and goes through', async () => {
      await userEvent.clear(other);
      await userEvent.type(other, '+1 (713) 555-0142');
      await expect(other).toHaveValue('+1 713 555 0142');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...validPersonalInfo,
          MobilePhone: '312 555 0177',
          OtherPhone: '+1 713 555 0142',
        }),
      );
    });
  },
};

export const Typing: Story = {
  name: 'Typing reports the draft',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Austin');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ City: 'Austin', FirstName: '' })),
    );
  },
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  args: { defaultValues: { ...validPersonalInfo, Zip: '7700', MobilePhone: 'call me' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.zipInvalid })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: m.mobilePhoneInvalid })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: 'Server errors',
  args: { defaultValues: validPersonalInfo, serverErrors: { Email: 'This e-mail is used by another account' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail is used by another account'));
    await expect(canvas.getByRole('link', { name: 'This e-mail is used by another account' })).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.r@mail.test');
    await expect(canvas.queryByText('This e-mail is used by another account')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...validPersonalInfo, Email: 'maria.r@mail.test' }),
    );
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff)',
  args: { defaultValues: validPersonalInfo, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Texas (TX)')).toBeVisible();
    await expect(canvas.getByText('ICU, Step-Down')).toBeVisible();
    // Saved as "+1 555 010 3000", shown as people read it.
    await expect(canvas.getByText('(555) 010-3000')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { defaultValues: validPersonalInfo, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const Desktop: Story = {
  name: 'Desktop width',
  args: { defaultValues: validPersonalInfo },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First Name' }).getBoundingClientRect();
    const middle = canvas.getByRole('textbox', { name: 'Middle Name' }).getBoundingClientRect();
    // Two or more columns: Middle Name sits beside First Name.
    await expect(middle.top).toBe(first.top);
  },
};
