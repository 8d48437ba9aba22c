import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validPreferences } from '../../schemas/preferences/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { PreferencesForm } from './PreferencesForm';

const meta = {
  title: 'Forms/PreferencesForm',
  component: PreferencesForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false, agencyTimeZone: 'America/Denver' },
} satisfies Meta<typeof PreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const REMINDERS = 'E-mail me reminders of my interviews and follow-ups';
const ALERTS = 'E-mail me when a credential of an applicant I own is about to expire';

export const Saved: Story = {
  name: 'Saved preferences',
  args: { defaultValues: validPreferences },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByLabelText('Time zone');
    await step('shows the choices', async () => {
      await expect(zone).toHaveValue('America/Chicago');
      await expect(canvas.getByRole('option', { name: "The agency's time zone (America/Denver)" })).toBeInTheDocument();
      await expect(canvas.getByRole('checkbox', { name: REMINDERS })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: ALERTS })).not.toBeChecked();
    });
    await step('submits the changed choices', async () => {
      await userEvent.selectOptions(zone, 'Pacific/Honolulu');
      await userEvent.click(canvas.getByRole('checkbox', { name: REMINDERS }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        TimeZone: 'Pacific/Honolulu',
        EmailReminders: false,
        EmailCredentialAlerts: false,
      });
    });
  },
};

export const Defaults: Story = {
  name: "Never saved: the agency's zone, every e-mail",
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('');
    await expect(canvas.getByLabelText('Time zone')).toHaveDisplayValue("The agency's time zone (America/Denver)");
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      TimeZone: '',
      EmailReminders: true,
      EmailCredentialAlerts: true,
    });
  },
};

export const ServerMessage: Story = {
  name: "The server's message on the zone",
  args: { defaultValues: validPreferences, serverErrors: { TimeZone: 'Choose a time zone from the list' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a time zone from the list')).toBeVisible();
  },
};
