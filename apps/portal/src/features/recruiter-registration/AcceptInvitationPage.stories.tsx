import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { INVITATION_GONE_MESSAGE, acceptStaffInvitation, getStaffInvitation } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, portalOf, portalStory } from '../../testing/portalStory';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const meta = {
  title: 'Screens/Auth/Accept your invitation',
  component: AcceptInvitationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AcceptInvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
/** A link of its own per story: what one story's page read and kept is never another's. */
const tokenOf = (story: string) => `k3Jd9-aQx0pL_7vN2mR4sT6uW8yZ1bC3-${story}`;
const pathOf = (story: string) => `/accept-invitation/${tokenOf(story)}`;

const heading = (canvasElement: HTMLElement, name = 'Accept your invitation') =>
  within(canvasElement).findByRole('heading', { level: 1, name }, SLOW);
const gone = (status: 404 | 410) =>
  apiErrorBody(status === 410 ? 'invitation_gone' : 'not_found', INVITATION_GONE_MESSAGE);

const choosesAPassword =
  (story: string): Story['play'] =>
  async (context) => {
    const { canvasElement, step } = context;
    const TOKEN = tokenOf(story);
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says who is invited to which agency', async () => {
      await expect(
        await canvas.findByText(/Welcome, Nina! You are invited to join Acme Healthcare Staffing\./, {}, SLOW),
      ).toBeVisible();
      await expect(canvas.getByText(fixtures.staffInvitation.Email)).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step("checks the password with registration's rules", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
      await expect(await canvas.findByText('Password is required')).toBeVisible();
      await expect(canvas.getByText('Confirm Password is required')).toBeVisible();
      await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
      await expect(await canvas.findByText('Password must be at least 6 characters')).toBeVisible();
      await userEvent.clear(canvas.getByLabelText(/^Password/));
      await userEvent.type(canvas.getByLabelText(/^Password/), 'Welcome12');
      await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Welcome21');
      await expect(await canvas.findByText('Passwords must match')).toBeVisible();
      await expect(bodiesSent(context, 'POST', `/api/staff/invitations/${TOKEN}/accept`)).toEqual([]);
    });
    await step('sets the password, signs in and opens the dashboard', async () => {
      await userEvent.clear(canvas.getByLabelText(/^Confirm Password/));
      await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Welcome12');
      await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/dashboard'), SLOW);
      await expect(bodiesSent(context, 'POST', `/api/staff/invitations/${TOKEN}/accept`)).toEqual([
        { Password: 'Welcome12', ConfirmPassword: 'Welcome12' },
      ]);
      // Signed in with the invitation's e-mail and the new password.
      await expect(bodiesSent(context, 'POST', '/connect/token')).toEqual([
        expect.objectContaining({
          grant_type: 'password',
          username: fixtures.staffInvitation.Email,
          password: 'Welcome12',
        }),
      ]);
    });
  };

export const Phone: Story = {
  name: 'Chooses a password and signs in (phone)',
  ...portalStory({ path: pathOf('phone') }),
  globals: atViewport('phone'),
  play: choosesAPassword('phone'),
};

export const Desktop: Story = {
  name: 'Chooses a password and signs in (desktop)',
  ...portalStory({ path: pathOf('desktop') }),
  globals: atViewport('desktop'),
  play: choosesAPassword('desktop'),
};

export const Loading: Story = {
  ...portalStory({ path: pathOf('loading'), handlers: [handlers.getStaffInvitation.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByText('Loading the invitation', {}, SLOW)).toBeVisible();
  },
};

export const Expired: Story = {
  name: 'An expired or used link (phone)',
  ...portalStory({
    path: pathOf('expired'),
    handlers: [handle(getStaffInvitation, () => HttpResponse.json(gone(410), { status: 410 }))],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('This link no longer works', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(new RegExp(INVITATION_GONE_MESSAGE.replace('.', '\\.')))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const UsedMeanwhile: Story = {
  name: 'The link was used in another tab meanwhile (desktop)',
  ...portalStory({
    path: pathOf('used'),
    handlers: [handle(acceptStaffInvitation, () => HttpResponse.json(gone(410), { status: 410 }))],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/, {}, SLOW), 'Welcome12');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Welcome12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
    await expect(await canvas.findByText('This link no longer works', {}, SLOW)).toBeVisible();
    await expect(portalOf(context).client.auth.isLoggedIn()).toBe(false);
  },
};
