import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, CAREERS_MESSAGES, type ApiErrorBody } from '@agency/api-client/contract';
import { apiErrorBody, handle } from '@agency/api-client/testing';
import { atViewport } from '../../testing/layout';
import { bodiesSent, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';

// The public page of the careers application's confirmation link: one click posts the token; the outcome.
const meta = {
  title: 'Screens/Auth/Confirm careers application',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const TOKEN = 'Qk3v9x_confirm-token';

export const Confirmed: Story = {
  name: 'Confirmed with one click (phone)',
  ...portalStory({ path: `/careers/confirm?token=${TOKEN}` }),
  globals: atViewport('phone'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Confirm your application', level: 1 }, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByText(/nothing of your record changes/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my application' }));
    await expect(await canvas.findByText(CAREERS_MESSAGES.confirmed)).toBeVisible();
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', API_CALLS.confirmCareerApplication.path)).toEqual([{ Token: TOKEN }]),
    );
  },
};

export const Used: Story = {
  name: 'A used or expired link (desktop)',
  ...portalStory({
    path: `/careers/confirm?token=${TOKEN}`,
    handlers: [
      handle(API_CALLS.confirmCareerApplication, () =>
        HttpResponse.json<ApiErrorBody>(apiErrorBody('confirmation_invalid', CAREERS_MESSAGES.confirmationInvalid), {
          status: 400,
        }),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my application' }, PAGE_TIMEOUT));
    await expect(await canvas.findByText('This link no longer works')).toBeVisible();
    await expect(canvas.getByText(CAREERS_MESSAGES.confirmationInvalid)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm my application' })).toBeNull();
  },
};
