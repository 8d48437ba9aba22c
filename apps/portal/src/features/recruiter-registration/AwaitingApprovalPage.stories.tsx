import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { notifications, portalOf, portalStory } from '../../testing/portalStory';
import { AwaitingApprovalPage } from './AwaitingApprovalPage';

const meta = {
  title: 'Screens/Auth/Waiting for approval',
  component: AwaitingApprovalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AwaitingApprovalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
const PATH = '/awaiting-approval';

const waiting = createTestTokenResponse({
  recruiter: { ...fixtures.recruiterClaim, FirstName: 'Riley', LastName: 'Joiner', Roles: [] },
});
const approved = createTestTokenResponse({
  recruiter: { ...fixtures.recruiterClaim, FirstName: 'Riley', LastName: 'Joiner', Roles: ['recruiter'] },
});
/** Signed in as a self-registered recruiter the agency has not approved yet. */
const waitingLogin = handlers.login.with(waiting);

const heading = (canvasElement: HTMLElement, name = 'Waiting for approval') =>
  within(canvasElement).findByRole('heading', { level: 1, name }, SLOW);

const saysItWaits: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await expect(canvas.getByText('Your account is waiting for approval by the agency.')).toBeVisible();
  await expect(canvas.getByText(/Thank you, Riley\./)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
};

export const Phone: Story = {
  name: 'Waiting (phone)',
  ...portalStory({ path: PATH, session: 'staff', handlers: [waitingLogin] }),
  globals: atViewport('phone'),
  play: saysItWaits,
};

export const Desktop: Story = {
  name: 'Waiting (desktop)',
  ...portalStory({ path: PATH, session: 'staff', handlers: [waitingLogin] }),
  globals: atViewport('desktop'),
  play: saysItWaits,
};

export const StillWaiting: Story = {
  name: 'Check again: not approved yet',
  ...portalStory({ path: PATH, session: 'staff', handlers: [waitingLogin, handlers.refreshToken.with(waiting)] }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(
      await within(notifications(context.canvasElement)).findByText(
        'Not yet: your account is still waiting for approval.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe(PATH);
  },
};

export const Approved: Story = {
  name: 'Check again: approved, the dashboard opens',
  ...portalStory({ path: PATH, session: 'staff', handlers: [waitingLogin, handlers.refreshToken.with(approved)] }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/dashboard'), SLOW);
    await expect(portalOf(context).client.auth.getCurrentUserInfo()?.Roles).toEqual(['recruiter']);
  },
};

export const FromTheStaffArea: Story = {
  name: 'A staff address opened while waiting leads here (the staff guard)',
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [waitingLogin] }),
  play: async (context) => {
    await heading(context.canvasElement);
    await expect(portalOf(context).location.pathname).toBe(PATH);
    // Nothing of the staff area was asked for.
    await expect(portalOf(context).requests.filter((request) => request.path.startsWith('/api/applicants'))).toEqual(
      [],
    );
  },
};

export const SignedOut: Story = {
  name: 'Signed out: the login',
  ...portalStory({ path: PATH }),
  play: async (context) => {
    await heading(context.canvasElement, 'Login');
    await expect(portalOf(context).location.pathname).toBe('/login');
  },
};
