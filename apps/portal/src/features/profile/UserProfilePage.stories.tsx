import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
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
