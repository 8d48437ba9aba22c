import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { UserProfilePage } from './UserProfilePage';

const meta = {
  title: 'Screens/Profile/User Profile',
  component: UserProfilePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const UPDATE = '/api/recruiter/update-profile';
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'User Profile' }, PAGE_TIMEOUT);

export const Saved: Story = {
  ...portalStory({ path: '/user-profile', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText('Title');
    await step('shows the current details', async () => {
      await expect(title).toHaveValue('Senior Recruiter');
      await expect(canvas.getByLabelText('Email')).toHaveValue('jane.doe@acme.test');
    });
    await step('saves the changed title', async () => {
      await userEvent.clear(title);
      await userEvent.type(title, 'Lead Recruiter');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await within(notifications(canvasElement)).findByText('Your profile has been saved.')).toBeVisible();
    });
    await step('the server received the new title with the other details', async () => {
      await expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([
        expect.objectContaining({ Title: 'Lead Recruiter', FirstName: 'Jane', LastName: 'Doe' }),
      ]);
    });
  },
};

export const MissingFirstName: Story = {
  name: 'Missing first name',
  ...portalStory({ path: '/user-profile', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const canvas = within(canvasElement);
    const firstName = await canvas.findByLabelText('First Name');
    await step('the form refuses an empty first name in the browser', async () => {
      await userEvent.clear(firstName);
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText('First Name is required')).toBeVisible();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveFocus();
      // Nothing was sent, so no toast.
      await expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([]);
      await expect(within(notifications(canvasElement)).queryByText('Your profile has been saved.')).toBeNull();
    });
    await step('saves once corrected', async () => {
      await userEvent.type(firstName, 'Janet');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await within(notifications(canvasElement)).findByText('Your profile has been saved.')).toBeVisible();
      await waitFor(() =>
        expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([expect.objectContaining({ FirstName: 'Janet' })]),
      );
    });
  },
};

export const RejectedByTheServer: Story = {
  name: 'Rejected by the server',
  ...portalStory({ path: '/user-profile', session: 'staff', handlers: [handlers.updateProfile.invalid] }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Title'), ' II');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await step("the server's message is the toast and its field message lands on its field", async () => {
      await expect(await within(notifications(canvasElement)).findByText('The profile is invalid.')).toBeVisible();
      await expect(await canvas.findByText('First Name is required')).toBeVisible();
      await expect(canvas.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

const PREFERENCES = '/api/user/preferences';

const savesPreferences: Story['play'] = async (context) => {
  const { canvasElement, step } = context;
  await heading(canvasElement);
  const canvas = within(canvasElement);
  const zone = await canvas.findByLabelText('Time zone', {}, PAGE_TIMEOUT);
  await step('shows the saved preferences', async () => {
    await expect(zone).toHaveValue('America/Chicago');
    await expect(
      canvas.getByRole('checkbox', { name: 'E-mail me reminders of my interviews and follow-ups' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'E-mail me when a credential of an applicant I own is about to expire' }),
    ).not.toBeChecked();
    await expectNoHorizontalOverflow(canvasElement);
  });
  await step("the agency's zone is the default choice; saving says so and sends the choices", async () => {
    await userEvent.selectOptions(zone, "The agency's time zone (America/Chicago)");
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'E-mail me when a credential of an applicant I own is about to expire' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(
      await within(notifications(canvasElement)).findByText('Your preferences have been saved.'),
    ).toBeVisible();
    await expect(bodiesSent(context, 'PUT', PREFERENCES)).toEqual([
      { TimeZone: '', EmailReminders: true, EmailCredentialAlerts: true },
    ]);
  });
};

export const PreferencesDesktop: Story = {
  name: 'Preferences (desktop)',
  ...portalStory({ path: '/user-profile', session: 'staff' }),
  globals: atViewport('desktop'),
  play: savesPreferences,
};

export const PreferencesPhone: Story = {
  name: 'Preferences (phone)',
  ...portalStory({ path: '/user-profile', session: 'staff' }),
  globals: atViewport('phone'),
  play: savesPreferences,
};

export const PreferencesRefused: Story = {
  name: 'Preferences the server refuses',
  ...portalStory({ path: '/user-profile', session: 'staff', handlers: [handlers.saveUserPreferences.serverError] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Time zone', {}, PAGE_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(await within(notifications(canvasElement)).findByText('An unexpected error occurred.')).toBeVisible();
  },
};
