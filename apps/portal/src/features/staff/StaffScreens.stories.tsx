import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { Component as Dashboard } from './dashboard';

const meta = {
  title: 'Portal/Staff screens',
  component: Dashboard,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, PAGE_TIMEOUT);

export const DashboardLoaded: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Dashboard');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome, Jane Doe.')).toBeVisible();
    await expect(await canvas.findByText('Senior Recruiter')).toBeVisible();
    await expect(await canvas.findByText('Recruiter, Supervisor')).toBeVisible();
  },
};

export const DashboardLoading: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getCurrentRecruiter.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Dashboard');
    await expect(within(canvasElement).getByText('Loading your account')).toBeInTheDocument();
  },
};

export const DashboardError: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getCurrentRecruiter.serverError] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Dashboard');
    const alert = await within(canvasElement).findByRole('alert', {}, PAGE_TIMEOUT);
    await expect(alert).toHaveTextContent('The account details could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const UserProfileSaved: Story = {
  ...portalStory({ path: '/user-profile', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'User Profile');
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText('Title');
    await expect(title).toHaveValue('Senior Recruiter');
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane.doe@acme-staffing.example');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead Recruiter');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(notifications(canvasElement)).findByText('Your profile has been saved.')).toBeVisible();
  },
};

export const UserProfileRejected: Story = {
  ...portalStory({ path: '/user-profile', session: 'staff', handlers: [handlers.updateProfile.invalid] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'User Profile');
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('First Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('First Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(await within(notifications(canvasElement)).findByText('The profile is invalid.')).toBeVisible();
  },
};

export const ChangePasswordDone: Story = {
  ...portalStory({ path: '/change-password', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Change Password');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'Recruit3r!');
    await userEvent.type(canvas.getByLabelText('New Password'), 'N3w-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(
      await within(notifications(canvasElement)).findByText('Your password has been changed.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Current Password')).toHaveValue('');
  },
};

export const ChangePasswordWrongCurrent: Story = {
  ...portalStory({ path: '/change-password', session: 'staff', handlers: [handlers.changePassword.wrongPassword] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Change Password');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'wrong');
    await userEvent.type(canvas.getByLabelText('New Password'), 'N3w-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('The current password is incorrect.', { selector: 'p' })).toBeVisible();
  },
};

export const AgencyProfileOfOwner: Story = {
  ...portalStory({ path: '/agency-profile', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Agency Profile');
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Agency Name', {}, PAGE_TIMEOUT)).toHaveValue('Acme Healthcare Staffing');
    await expect(canvas.getByLabelText('Recruitment Email')).toHaveValue('careers@acme-staffing.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(notifications(canvasElement)).findByText('The agency profile has been saved.'),
    ).toBeVisible();
  },
};

export const AgencyProfileNotOwner: Story = {
  ...portalStory({ path: '/agency-profile', session: 'staff', handlers: [handlers.isAgencyOwner.notOwner] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Agency Profile');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not allowed to open this page' }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Agency Name')).toBeNull();
  },
};
