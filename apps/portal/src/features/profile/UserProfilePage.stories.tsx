import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { DashboardPage as Dashboard } from './DashboardPage';

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
    await expect(canvas.getByLabelText('Email')).toHaveValue('jane.doe@acme.test');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead Recruiter');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(notifications(canvasElement)).findByText('Your profile has been saved.')).toBeVisible();
  },
};

export const UserProfileInvalid: Story = {
  ...portalStory({ path: '/user-profile', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'User Profile');
    const canvas = within(canvasElement);
    const firstName = await canvas.findByLabelText('First Name');
    await userEvent.clear(firstName);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Checked in the browser by the form's rules: nothing is sent, no toast.
    await expect(await canvas.findByText('First Name is required')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveFocus();
    await expect(within(notifications(canvasElement)).queryByText('Your profile has been saved.')).toBeNull();
    await userEvent.type(firstName, 'Janet');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(notifications(canvasElement)).findByText('Your profile has been saved.')).toBeVisible();
  },
};

export const UserProfileRejected: Story = {
  ...portalStory({ path: '/user-profile', session: 'staff', handlers: [handlers.updateProfile.invalid] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'User Profile');
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Title'), ' II');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The server's field message lands on its field, and its message is the toast.
    await expect(await within(notifications(canvasElement)).findByText('The profile is invalid.')).toBeVisible();
    await expect(await canvas.findByText('First Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
  },
};

const fillPasswords = async (canvasElement: HTMLElement, current: string, next: string, confirm = next) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current Password'), current);
  await userEvent.type(canvas.getByLabelText('New Password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
};

export const ChangePasswordDone: Story = {
  ...portalStory({ path: '/change-password', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Change Password');
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'Recruit3r!', 'N3w-secret');
    await expect(
      await within(notifications(canvasElement)).findByText('Your password has been changed.'),
    ).toBeVisible();
    // The form starts over, empty.
    await expect(canvas.getByLabelText('Current Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveValue('');
  },
};

export const ChangePasswordMismatch: Story = {
  ...portalStory({ path: '/change-password', session: 'staff' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Change Password');
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'Recruit3r!', 'N3w-secret', 'N3w-secreT');
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(notifications(canvasElement)).queryByText('Your password has been changed.')).toBeNull();
  },
};

export const ChangePasswordWrongCurrent: Story = {
  ...portalStory({ path: '/change-password', session: 'staff', handlers: [handlers.changePassword.wrongPassword] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Change Password');
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'wrong', 'N3w-secret');
    await expect(await canvas.findByText('The current password is incorrect.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AgencyProfileOfOwner: Story = {
  ...portalStory({
    path: '/agency-profile',
    session: 'staff',
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Agency Profile');
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Agency Name', {}, PAGE_TIMEOUT)).toHaveValue('Acme Healthcare Staffing');
    await expect(canvas.getByLabelText('Recruitment Email')).toHaveValue(fixtures.agency.RecruitmentEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(notifications(canvasElement)).findByText('The agency profile has been saved.'),
    ).toBeVisible();
  },
};

export const AgencyProfileInvalid: Story = {
  ...portalStory({
    path: '/agency-profile',
    session: 'staff',
    handlers: [handlers.getAgencyByUserId.with({ ...fixtures.agency, ZipCode: '6270' })],
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Agency Profile');
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Agency Name', {}, PAGE_TIMEOUT);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Agency Name is required')).toBeVisible();
    await expect(canvas.getByText('Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits')).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(within(notifications(canvasElement)).queryByText('The agency profile has been saved.')).toBeNull();
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
