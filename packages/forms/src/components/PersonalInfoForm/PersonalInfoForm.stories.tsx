import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validPersonalInfo } from '../../schemas/onboarding/personal-info/fixtures';
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
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
      await expect(summary).toHaveFocus();
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
