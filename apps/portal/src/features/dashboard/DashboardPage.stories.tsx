import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);

export const SignedIn: Story = {
  name: 'Signed in',
  ...portalStory({ path: '/dashboard', session: 'staff' }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await step('welcomes the user by name', async () => {
      await expect(canvas.getByText('Welcome, Jane Doe.')).toBeVisible();
    });
    await step('shows the account title and roles', async () => {
      await expect(await canvas.findByText('Senior Recruiter')).toBeVisible();
      await expect(await canvas.findByText('Recruiter, Supervisor')).toBeVisible();
    });
  },
};

export const Loading: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getCurrentRecruiter.loading] }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    await step('says the account is loading', async () => {
      await expect(within(canvasElement).getByText('Loading your account')).toBeInTheDocument();
    });
  },
};

export const CouldNotLoad: Story = {
  name: 'Could not load',
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getCurrentRecruiter.serverError] }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    await step('explains the error and offers to try again', async () => {
      const alert = await within(canvasElement).findByRole('alert', {}, PAGE_TIMEOUT);
      await expect(alert).toHaveTextContent('The account details could not be loaded.');
      await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  },
};
