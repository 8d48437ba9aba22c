import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validEmergencyInfo } from '../../schemas/onboarding/emergency/fixtures';
import { expectFocusedInView } from '../../../../../.storybook/viewports';
import { tapLikeAPerson } from '../../../../../.storybook/tap';
import { EmergencyContactsForm } from './EmergencyContactsForm';

const meta = {
  title: 'Forms/Onboarding/Emergency Contacts',
  component: EmergencyContactsForm,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof EmergencyContactsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.emergency;
const { Primary } = validEmergencyInfo;

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
    for (const message of [m.nameRequired, m.relationshipRequired, m.phoneRequired])
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const PrimaryOnly: Story = {
  name: 'Primary only: the secondary is null',
  args: { defaultValues: { Primary, Secondary: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Secondary contact (optional)' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ Primary, Secondary: null }));
  },
};

export const AddSecondary: Story = {
  name: 'Adding a secondary contact',
  args: { defaultValues: { Primary, Secondary: null } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Add shows its fields, a partial contact needs its name, relationship and phone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a secondary contact' }));
      const group = canvas.getByRole('group', { name: 'Secondary contact (optional)' });
      await expect(within(group).getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
      await userEvent.type(within(group).getByRole('textbox', { name: 'City' }), 'El Paso');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await within(group).findByText(m.nameRequired)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('Remove takes it away again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove the secondary contact' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ Primary, Secondary: null }));
    });
  },
};

export const ServerErrors: Story = {
  name: 'Server errors on a nested field',
  args: { defaultValues: validEmergencyInfo, serverErrors: { 'Secondary.Phone': m.phoneInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Secondary contact (optional)' });
    await waitFor(() =>
      expect(within(group).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(m.phoneInvalid),
    );
    await expect(canvas.getByRole('link', { name: m.phoneInvalid })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff)',
  args: { defaultValues: validEmergencyInfo, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jorge Rivera')).toBeVisible();
    await expect(canvas.getByText('Spouse or partner')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Secondary contact' })).toBeVisible();
    // The phone numbers as people read them: saved as "+1 555 010 4000" and "555 010 4111".
    await expect(canvas.getByText('(555) 010-4000')).toBeVisible();
    await expect(canvas.getByText('(555) 010-4111')).toBeVisible();
  },
};

export const Desktop: Story = {
  name: 'Filled in (desktop)',
  args: { defaultValues: validEmergencyInfo },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validEmergencyInfo));
  },
};
