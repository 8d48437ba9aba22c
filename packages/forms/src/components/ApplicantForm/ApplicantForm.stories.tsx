import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { ApplicantForm } from './ApplicantForm';

const meta = {
  title: 'Forms/Applicant',
  component: ApplicantForm,
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof ApplicantForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.applicant;

/** A loaded record: more keys than the form edits (they must not reach the payload). */
const record = {
  ApplicantId: 1001,
  Status: 'lead',
  FirstName: 'Maria',
  MiddleName: '',
  LastName: 'Rivera',
  PreferredName: 'Mari',
  Email: 'maria.rivera@mail.test',
  MobilePhone: '+1 555 010 3000',
  OtherPhone: '',
  AddressLine1: '2400 Travis Street',
  AddressLine2: 'Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Discipline: 'RN',
  Specialties: ['ICU', 'Step-Down'],
  YearsOfExperience: 6,
  LicenseStates: ['TX'],
  CompactLicense: true,
  DesiredLocations: ['TX', 'CO'],
  DesiredShift: 'nights',
  EmploymentTypes: ['travel'],
  AvailableFrom: null,
  Source: 'referral',
  Tags: ['Travel ready'],
};

const payloadOf = ({ ApplicantId: _id, Status: _status, ...rest }: typeof record) => rest;

export const Empty: Story = {
  name: 'Empty (Add Applicant)',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('shows the four sections with their fields, names and e-mail required', async () => {
      for (const section of ['Personal', 'Address', 'Professional', 'Tracking'])
        await expect(canvas.getByRole('group', { name: section })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeRequired();
      await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toBeRequired();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
      await expect(canvas.getByRole('textbox', { name: 'Middle Name' })).not.toBeRequired();
      for (const label of ['Specialties', 'License States', 'Desired Locations', 'Employment Types'])
        await expect(canvas.getByRole('combobox', { name: label })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Compact license' })).not.toBeChecked();
      await expect(canvas.getByRole('combobox', { name: 'Source' })).toHaveDisplayValue('Other');
    });
    await step('Save names each missing field and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText(m.firstNameRequired)).toBeVisible();
      await expect(canvas.getByText(m.lastNameRequired)).toBeVisible();
      await expect(canvas.getByText(m.emailRequired)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const FillingIn: Story = {
  name: 'Filling in (multi-selects, compact license, tags)',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'types the names and e-mail, picks specialties, states and types, ticks the compact license',
      async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), '  Ann ');
        await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lee');
        await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann.lee@mail.test');
        await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Phone' }), '+1 555 010 4000');
        await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP' }), '60601');
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'IL');
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Discipline' }), 'RN');
        await userEvent.type(canvas.getByRole('textbox', { name: 'Years of Experience' }), '4');
        await userEvent.type(canvas.getByRole('combobox', { name: 'Specialties' }), 'ICU{Enter}');
        await userEvent.type(canvas.getByRole('combobox', { name: 'Specialties' }), 'Tele{Enter}');
        await userEvent.type(canvas.getByRole('combobox', { name: 'License States' }), 'Illinois{Enter}');
        await userEvent.click(canvas.getByRole('checkbox', { name: 'Compact license' }));
        await userEvent.type(canvas.getByRole('combobox', { name: 'Employment Types' }), 'Per diem{Enter}');
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Desired Shift' }), 'days');
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Source' }), 'career-fair');
        await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'Spanish speaker, ICU float');
        await expect(canvas.getByRole('button', { name: 'Remove ICU' })).toBeVisible();
      },
    );
    await step('Save sends the payload: trimmed, typed, empty choices null', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          FirstName: 'Ann',
          MiddleName: '',
          LastName: 'Lee',
          PreferredName: '',
          Email: 'ann.lee@mail.test',
          MobilePhone: '+1 555 010 4000',
          OtherPhone: '',
          AddressLine1: '',
          AddressLine2: '',
          City: '',
          State: 'IL',
          Zip: '60601',
          DateOfBirth: null,
          Discipline: 'RN',
          Specialties: ['ICU', 'Tele'],
          YearsOfExperience: 4,
          LicenseStates: ['IL'],
          CompactLicense: true,
          DesiredLocations: [],
          DesiredShift: 'days',
          EmploymentTypes: ['per-diem'],
          AvailableFrom: null,
          Source: 'career-fair',
          Tags: ['Spanish speaker', 'ICU float'],
        }),
      );
    });
  },
};

export const Filled: Story = {
  name: 'Filled in (editing a record)',
  args: { defaultValues: record },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('shows the record', async () => {
      await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
      await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
      await expect(canvas.getByRole('textbox', { name: 'Years of Experience' })).toHaveValue('6');
      await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('1990-04-12');
      await expect(canvas.getByRole('button', { name: 'Remove Step-Down' })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Compact license' })).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveValue('Travel ready');
    });
    await step('Save sends the record as it was, without its other keys', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(payloadOf(record)));
    });
  },
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  args: { defaultValues: { ...record, Zip: '7700', Email: 'Maria@Rivera', DateOfBirth: '2999-01-01' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('shows each message at its field and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText(m.emailInvalid)).toBeVisible();
      await expect(canvas.getByText(m.zipInvalid)).toBeVisible();
      await expect(canvas.getByText(m.dateOfBirthPast)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const ServerErrors: Story = {
  name: 'A validation error from the server',
  args: {
    defaultValues: record,
    serverErrors: { Email: 'Another applicant already uses this e-mail.', Specialties: m.specialtyInvalid },
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('lands on its field and holds until the value changes', async () => {
      await expect(await canvas.findByText('Another applicant already uses this e-mail.')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText(m.specialtyInvalid)).toBeVisible();
      // Saving the same values again is blocked; changing a value clears its message.
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Step-Down' }));
      await waitFor(() => expect(canvas.queryByText(m.specialtyInvalid)).not.toBeInTheDocument());
      await expect(canvas.getByText('Another applicant already uses this e-mail.')).toBeVisible();
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maria.r@mail.test');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...payloadOf(record),
          Email: 'maria.r@mail.test',
          Specialties: ['ICU'],
        }),
      );
    });
  },
};

export const Saving: Story = {
  args: { defaultValues: record, loading: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  name: 'Phone width',
  args: { defaultValues: record },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // One column: Middle Name sits under First Name.
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First Name' }).getBoundingClientRect();
    const middle = canvas.getByRole('textbox', { name: 'Middle Name' }).getBoundingClientRect();
    await expect(middle.top).toBeGreaterThan(first.bottom);
  },
};
