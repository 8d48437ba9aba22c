import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validProfile } from '../../schemas/profile/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Forms/ProfileForm',
  component: ProfileForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.profile;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    firstName: canvas.getByRole('textbox', { name: 'First Name' }),
    middleName: canvas.getByRole('textbox', { name: 'Middle Name' }),
    lastName: canvas.getByRole('textbox', { name: 'Last Name' }),
    phone: canvas.getByRole('textbox', { name: 'Phone' }),
    title: canvas.getByRole('textbox', { name: 'Title' }),
    save: canvas.getByRole('button', { name: 'Save' }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    await step('shows empty fields', async () => {
      const f = fields(canvasElement);
      for (const input of [f.firstName, f.middleName, f.lastName, f.phone, f.title])
        await expect(input).toHaveValue('');
      await expect(f.firstName).toBeRequired();
      await expect(f.middleName).not.toBeRequired();
      await expect(f.save).toBeEnabled();
      await expect(f.canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
      await expect(f.canvas.queryByText(m.firstNameRequired)).not.toBeInTheDocument();
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  // A `Recruiter` as loaded carries more than the profile: only the profile's fields are submitted.
  args: {
    defaultValues: { ...validProfile, RecruiterId: 42, Roles: ['recruiter'] } as typeof validProfile,
    email: 'jane.doe@acme-staffing.com',
  },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the values it was given, without other keys of the record', async () => {
      const f = fields(canvasElement);
      await expect(f.title).toHaveValue('Senior Recruiter');
      const email = f.canvas.getByRole('textbox', { name: 'Email' });
      await expect(email).toHaveValue('jane.doe@acme-staffing.com');
      await expect(email).toHaveAttribute('readonly');
      await userEvent.click(f.save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validProfile));
    });
  },
};

export const ValuesWithSpaces: Story = {
  name: 'Values with spaces around them',
  play: async ({ args, canvasElement, step }) => {
    await step('submits the text trimmed', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.firstName, '  Jane ');
      await userEvent.type(f.lastName, ' Doe');
      await userEvent.type(f.phone, '+1 312 555 0100');
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          FirstName: 'Jane',
          MiddleName: '',
          LastName: 'Doe',
          Phone: '+1 312 555 0100',
          Title: '',
        }),
      );
    });
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty',
  play: async ({ args, canvasElement, step }) => {
    await step('says both names are required', async () => {
      const f = fields(canvasElement);
      // Leaving a field shows nothing yet.
      await userEvent.click(f.firstName);
      await userEvent.tab();
      await expect(f.canvas.queryByText('First Name is required')).not.toBeInTheDocument();
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText('First Name is required')).toBeVisible();
      await expect(f.canvas.getByText('Last Name is required')).toBeVisible();
      await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(f.lastName).toHaveAccessibleDescription('Last Name is required');
      await expect(f.firstName).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // From now on messages follow every change.
      await userEvent.type(f.firstName, 'Jane');
      await waitFor(() => expect(f.canvas.queryByText('First Name is required')).not.toBeInTheDocument());
    });
  },
};

export const InvalidPhone: Story = {
  name: 'Invalid phone',
  args: { defaultValues: { ...validProfile, Phone: '+' } },
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a phone number that is only a plus', async () => {
      const f = fields(canvasElement);
      // The phone input itself refuses letters (SPEC §5).
      await userEvent.type(f.phone, 'abc');
      await expect(f.phone).toHaveValue('+');
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText(m.phoneInvalid)).toBeVisible();
      await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(f.phone, '1 312 555 0100');
      await waitFor(() => expect(f.canvas.queryByText(m.phoneInvalid)).not.toBeInTheDocument());
      await userEvent.click(f.save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, Phone: '+1 312 555 0100' }));
    });
  },
};

export const PhoneOfNoLength: Story = {
  name: 'A phone number no number is as long as',
  args: { defaultValues: { ...validProfile, Phone: '' } },
  play: async ({ args, canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('20 digits are refused with the digits a number has', async () => {
      await userEvent.type(f.phone, '31255501771234567890');
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText(m.phoneDigits)).toBeVisible();
      await expect(f.phone).toHaveAccessibleDescription(m.phoneDigits);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('so is +1 with 7 digits; 10 digits after it go through', async () => {
      await userEvent.clear(f.phone);
      await userEvent.type(f.phone, '+1 555 0100');
      await expect(f.phone).toHaveValue('+1 555 010 0');
      await expect(await f.canvas.findByText(m.phoneDigits)).toBeVisible();
      await userEvent.clear(f.phone);
      await userEvent.paste('+1 (312) 555-0100');
      await waitFor(() => expect(f.canvas.queryByText(m.phoneDigits)).not.toBeInTheDocument());
      await userEvent.click(f.save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, Phone: '+1 312 555 0100' }));
    });
  },
};

export const TitleTooLong: Story = {
  name: 'Title too long',
  args: { defaultValues: { ...validProfile, Title: 'T'.repeat(101) } },
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a title over 100 characters', async () => {
      const f = fields(canvasElement);
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText('Title must be at most 100 characters')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const Saving: Story = {
  args: { defaultValues: validProfile, loading: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Save busy and does not submit', async () => {
      const { save } = fields(canvasElement);
      await expect(save).toBeDisabled();
      await expect(save).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(save, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const PhoneInUse: Story = {
  name: 'Phone already in use',
  args: { defaultValues: validProfile, serverErrors: { Phone: 'This phone number is already in use.' } },
  play: async ({ args, canvasElement, step }) => {
    await step('shows the server message until the phone changes', async () => {
      const f = fields(canvasElement);
      await expect(await f.canvas.findByText('This phone number is already in use.')).toBeVisible();
      await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
      await expect(f.phone).toHaveFocus();
      // The same value cannot be sent again; another one can.
      await userEvent.click(f.save);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(f.phone);
      await userEvent.type(f.phone, '+1 312 555 0199');
      await waitFor(() => expect(f.canvas.queryByText('This phone number is already in use.')).not.toBeInTheDocument());
      await userEvent.click(f.save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...validProfile, Phone: '+1 312 555 0199' }));
    });
  },
};
