import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validAgencyProfile } from '../../schemas/agency-profile/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { AgencyProfileForm } from './AgencyProfileForm';

const meta = {
  title: 'Forms/AgencyProfileForm',
  component: AgencyProfileForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof AgencyProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.agency;

const LABELS = {
  Name: 'Agency Name',
  Email: 'Email',
  Phone: 'Phone',
  Website: 'Website',
  Address1: 'Address Line 1',
  Address2: 'Address Line 2',
  City: 'City',
  State: 'State',
  ZipCode: 'Zip Code',
  RecruitmentEmail: 'Recruitment Email',
} as const;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const input = (name: keyof typeof LABELS) => canvas.getByRole('textbox', { name: LABELS[name] });
  return { canvas, input, save: canvas.getByRole('button', { name: 'Save' }) };
};

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    await step('shows empty fields', async () => {
      const f = fields(canvasElement);
      for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) await expect(f.input(name)).toHaveValue('');
      await expect(f.input('Name')).toBeRequired();
      await expect(f.input('Email')).not.toBeRequired();
      await expect(f.save).toBeEnabled();
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  // An `Agency` as loaded carries AgencyId and Slug too: they are not part of the form or its values.
  args: { defaultValues: { ...validAgencyProfile, AgencyId: 1, Slug: 'acme' } as typeof validAgencyProfile },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the values it was given, without other keys of the record', async () => {
      const f = fields(canvasElement);
      await expect(f.input('Name')).toHaveValue('Acme Healthcare Staffing');
      await expect(f.input('RecruitmentEmail')).toHaveAccessibleDescription(
        'Applicants who have difficulty signing up send their resume here.',
      );
      await userEvent.click(f.save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validAgencyProfile));
    });
  },
};

export const OnlyTheName: Story = {
  name: 'Only the name',
  play: async ({ args, canvasElement, step }) => {
    await step('requires the name only, and submits the rest empty', async () => {
      const f = fields(canvasElement);
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText('Agency Name is required')).toBeVisible();
      await expect(f.input('Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(f.input('Name')).toHaveFocus();
      await expect(f.input('Email')).not.toHaveAttribute('aria-invalid');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(f.input('Name'), '  Acme   Nursing ');
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          Name: 'Acme Nursing',
          Email: '',
          Phone: '',
          Website: '',
          Address1: '',
          Address2: '',
          City: '',
          State: '',
          ZipCode: '',
          RecruitmentEmail: '',
        }),
      );
    });
  },
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  args: {
    defaultValues: {
      ...validAgencyProfile,
      Email: 'Office@Acme.com',
      Website: 'acme-staffing.com',
      ZipCode: '6270',
      RecruitmentEmail: 'careers@acme-staffing.example',
    },
  },
  play: async ({ args, canvasElement, step }) => {
    await step('shows each invalid value and clears it once fixed', async () => {
      const f = fields(canvasElement);
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText('Email must be a valid email address')).toBeVisible();
      await expect(f.canvas.getByText('Website must be a web address starting with http:// or https://')).toBeVisible();
      await expect(f.canvas.getByText('Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits')).toBeVisible();
      await expect(f.canvas.getByText('Recruitment Email must be a valid email address')).toBeVisible();
      await expect(f.input('Email')).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // Fixing them one by one clears each message as the value becomes valid.
      await userEvent.clear(f.input('ZipCode'));
      await userEvent.type(f.input('ZipCode'), '62701-1234');
      await waitFor(() => expect(f.canvas.queryByText(m.zipCodeInvalid)).not.toBeInTheDocument());
      await expect(f.canvas.getByText(m.websiteInvalid)).toBeVisible();
    });
  },
};

export const Saving: Story = {
  args: { defaultValues: validAgencyProfile, loading: true },
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

export const NameInUse: Story = {
  name: 'Name already in use',
  args: {
    defaultValues: validAgencyProfile,
    serverErrors: { Name: 'Another agency already uses this name.', Unknown: 'Ignored' } as Record<string, string>,
  },
  play: async ({ args, canvasElement, step }) => {
    await step('shows the server message until the name changes, ignoring unknown fields', async () => {
      const f = fields(canvasElement);
      await expect(await f.canvas.findByText('Another agency already uses this name.')).toBeVisible();
      await expect(f.input('Name')).toHaveAttribute('aria-invalid', 'true');
      // A message for a field the form does not have is not shown and does not block saving.
      await expect(f.canvas.queryByText('Ignored')).not.toBeInTheDocument();
      await userEvent.click(f.save);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(f.input('Name'), ' Inc');
      await waitFor(() =>
        expect(f.canvas.queryByText('Another agency already uses this name.')).not.toBeInTheDocument(),
      );
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ ...validAgencyProfile, Name: 'Acme Healthcare Staffing Inc' }),
      );
    });
  },
};
