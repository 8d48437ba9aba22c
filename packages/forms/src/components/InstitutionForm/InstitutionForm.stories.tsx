import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validInstitution } from '../../schemas/institution/fixtures';
import { InstitutionForm } from './InstitutionForm';

const meta = {
  title: 'Forms/InstitutionForm',
  component: InstitutionForm,
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof InstitutionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.institution;

const form = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    text: (name: string) => canvas.getByRole('textbox', { name }),
    save: canvas.getByRole('button', { name: 'Save facility' }),
  };
};

export const Empty: Story = {
  play: async ({ args, canvasElement, step }) => {
    const f = form(canvasElement);
    await step('asks for the name, the type, the city and the state, and focuses the first', async () => {
      await expect(f.text('Facility Name')).toBeRequired();
      await expect(f.canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText(m.nameRequired)).toBeVisible();
      await expect(f.canvas.getByText(m.typeRequired)).toBeVisible();
      await expect(f.canvas.getByText(m.cityRequired)).toBeVisible();
      await expect(f.canvas.getByText(m.stateRequired)).toBeVisible();
      await expect(f.text('Facility Name')).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('submits the four, the rest empty, the units typed as a list', async () => {
      await userEvent.type(f.text('Facility Name'), ' Sunrise Home Health ');
      await userEvent.selectOptions(f.canvas.getByRole('combobox', { name: 'Type' }), 'Home health');
      await userEvent.type(f.text('City'), 'Phoenix');
      await userEvent.selectOptions(f.canvas.getByRole('combobox', { name: 'State' }), 'AZ');
      await userEvent.type(f.text('Units'), 'Pediatrics,  Hospice ,');
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          Name: 'Sunrise Home Health',
          Type: 'home-health',
          Address1: '',
          Address2: '',
          City: 'Phoenix',
          State: 'AZ',
          Zip: '',
          Phone: '',
          Units: ['Pediatrics', 'Hospice'],
          Contacts: [],
          VmsName: '',
          VmsExternalId: '',
          Notes: '',
          Active: true,
        }),
      );
    });
  },
};

export const Filled: Story = {
  name: 'Filled in (an Institution as loaded)',
  args: {
    defaultValues: { ...validInstitution, Id: 31, CreatedAt: '2026-03-02T15:00:00.000Z' } as typeof validInstitution,
  },
  play: async ({ args, canvasElement, step }) => {
    const f = form(canvasElement);
    await step(
      'shows the facility, its units and its contact, and submits them without the record’s other keys',
      async () => {
        await expect(f.text('Facility Name')).toHaveValue('Bayou City Medical Center');
        await expect(f.text('Units')).toHaveValue('ICU, 4 West Med-Surg');
        const contact = within(f.canvas.getByRole('group', { name: 'Contact 1' }));
        await expect(contact.getByRole('textbox', { name: 'Contact Name' })).toHaveValue('Dana Whitfield');
        await userEvent.click(f.save);
        await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validInstitution));
      },
    );
  },
};

export const Contacts: Story = {
  name: 'Adding and removing contacts',
  args: { defaultValues: { ...validInstitution, Contacts: [] } },
  play: async ({ args, canvasElement, step }) => {
    const f = form(canvasElement);
    await step('adds a contact (the focus goes to its name) and checks it', async () => {
      await userEvent.click(f.canvas.getByRole('button', { name: 'Add a contact' }));
      const first = within(f.canvas.getByRole('group', { name: 'Contact 1' }));
      await waitFor(() => expect(first.getByRole('textbox', { name: 'Contact Name' })).toHaveFocus());
      await userEvent.type(first.getByRole('textbox', { name: 'Email' }), 'staffing@');
      await userEvent.click(f.save);
      await expect(await first.findByText(m.contactNameRequired)).toBeVisible();
      await expect(first.getByText(m.contactEmailInvalid)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a second contact, the first removed (the focus back on Add), then saved', async () => {
      await userEvent.click(f.canvas.getByRole('button', { name: 'Add a contact' }));
      const second = within(f.canvas.getByRole('group', { name: 'Contact 2' }));
      await userEvent.type(second.getByRole('textbox', { name: 'Contact Name' }), 'Luis Ortega');
      await userEvent.type(second.getByRole('textbox', { name: 'Title' }), 'Staffing Office');
      await userEvent.click(f.canvas.getByRole('button', { name: 'Remove contact 1' }));
      await waitFor(() => expect(f.canvas.getByRole('button', { name: 'Add a contact' })).toHaveFocus());
      await expect(f.canvas.queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...validInstitution,
          Contacts: [{ Name: 'Luis Ortega', Title: 'Staffing Office', Phone: '', Email: '' }],
        }),
      );
    });
  },
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  args: { defaultValues: { ...validInstitution, Zip: '7703', Phone: 'front desk', Units: ['ICU', 'icu'] } },
  play: async ({ args, canvasElement, step }) => {
    const f = form(canvasElement);
    await step('shows each message, and clears one once fixed', async () => {
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText(m.zipInvalid)).toBeVisible();
      await expect(f.canvas.getByText(m.phoneInvalid)).toBeVisible();
      await expect(f.canvas.getByText(m.unitsDistinct)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(f.text('Units'));
      await userEvent.type(f.text('Units'), 'ICU, PCU');
      await waitFor(() => expect(f.canvas.queryByText(m.unitsDistinct)).not.toBeInTheDocument());
    });
  },
};

export const ServerMessage: Story = {
  name: 'A message from the server',
  args: { defaultValues: validInstitution, serverErrors: { Name: 'Facility Name must be at most 200 characters' } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(await f.canvas.findByText('Facility Name must be at most 200 characters')).toBeVisible();
    await expect(f.text('Facility Name')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = {
  args: { defaultValues: validInstitution },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.text('Facility Name')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
