import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { BRAND_COLORS, validAgencySettings } from '../../schemas/agency-settings/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { AgencySettingsForm } from './AgencySettingsForm';

const meta = {
  title: 'Forms/AgencySettingsForm',
  component: AgencySettingsForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false, defaultValues: validAgencySettings },
} satisfies Meta<typeof AgencySettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.agencySettings;

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each color shows the contrast it reaches', async () => {
      await expect(canvas.getByText('White text on it: 6.7:1 (meets 4.5:1)')).toBeVisible();
      await expect(canvas.getByText('On the page: 5.0:1 (meets 4.5:1)')).toBeVisible();
    });
    await step('saves the values, colors as #rrggbb', async () => {
      await userEvent.selectOptions(canvas.getByLabelText(/^Time Zone/), 'America/Denver');
      await userEvent.clear(canvas.getByLabelText('Accent Color'));
      await userEvent.type(canvas.getByLabelText('Accent Color'), '#7C2D12');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...validAgencySettings,
          TimeZone: 'America/Denver',
          BrandAccent: '#7c2d12',
        }),
      );
    });
  },
};

export const AnyZone: Story = {
  name: 'Time zone: the US zones first, then every IANA zone the browser supports',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByLabelText(/^Time Zone/);
    await expect(within(zone).getByRole('option', { name: 'Central Time (Chicago)' })).toBeInTheDocument();
    await expect(within(zone).getByRole('group', { name: 'Other time zones' })).toBeInTheDocument();
    await userEvent.selectOptions(zone, 'Europe/London');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...validAgencySettings, TimeZone: 'Europe/London' }),
    );
  },
};

export const TooLight: Story = {
  name: 'Colors too light',
  args: {
    defaultValues: { ...validAgencySettings, BrandPrimary: BRAND_COLORS.lightBlue, BrandAccent: BRAND_COLORS.yellow },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('White text on it: 2.5:1 (needs 4.5:1)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(m.primaryContrast)).toBeVisible();
    await expect(canvas.getByText(m.accentContrast)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: "Empty: the default zone and the portal's own colors",
  args: { defaultValues: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Time Zone/)).toHaveValue('America/New_York');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ TimeZone: 'America/New_York', BrandPrimary: '', BrandAccent: '' }),
    );
  },
};

export const LookOnly: Story = {
  name: 'The look only: name, contact details and mailbox are on Agency Profile',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Time Zone/)).toBeVisible();
    await expect(canvas.getByLabelText('Primary Color')).toBeVisible();
    for (const label of ['Agency Name', 'Phone', 'Address Line 1', 'Recruitment Email'])
      await expect(canvas.queryByLabelText(new RegExp(`^${label}`))).toBeNull();
  },
};
