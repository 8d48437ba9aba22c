import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, type ApiErrorBody } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications } from '../../testing/portalStory';
import { Stack } from '@agency/ui';
import { applicantScreenStory } from '../../testing/screenStory';
import { ReferenceRequestButton } from './ReferenceRequestButton';

// The applicant's "Request reference" next to each reference of the Nurse Form (the Nurse Form renders it).
const meta = {
  title: 'Screens/References/Request reference button',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const [answered, waiting] = fixtures.referenceRequests;
const NEW_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

function References() {
  return (
    <Stack gap={4}>
      <div>
        <strong>Dana Whitfield</strong>
        <ReferenceRequestButton referenceId={answered!.ReferenceId} referenceName="Dana Whitfield" />
      </div>
      <div>
        <strong>Luis Ortega</strong>
        <ReferenceRequestButton referenceId={waiting!.ReferenceId} referenceName="Luis Ortega" />
      </div>
      <div>
        <strong>Priya Shah</strong>
        <ReferenceRequestButton referenceId={NEW_ID} referenceName="Priya Shah" />
      </div>
    </Stack>
  );
}

const story = (handlers: ReturnType<typeof handle>[] = []) =>
  applicantScreenStory(
    { path: 'references-demo', title: 'Nurse Form', screen: References },
    {
      path: '/references-demo',
      handlers,
    },
  );

export const States: Story = {
  name: 'Received, requested, not requested; send one (phone)',
  ...story(),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Received', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Requested')).toBeVisible();
    await expect(canvas.getByText(/link valid until/)).toBeVisible();
    await expect(canvas.getByText('Not requested')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request reference from Priya Shah' }));
    await expect(
      await within(notifications(canvasElement)).findByText('Reference request sent to Priya Shah.', {}, SLOW),
    ).toBeVisible();
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', `/api/onboarding/references/${NEW_ID}/request`)).toHaveLength(1),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Refused: Story = {
  name: 'Refused: no e-mail on the Nurse Form (desktop)',
  ...story([
    handle(API_CALLS.requestReference, () =>
      HttpResponse.json<ApiErrorBody>(
        apiErrorBody('validation_failed', "Add the reference's e-mail address on your Nurse Form first.", {
          Email: "Add the reference's e-mail address on your Nurse Form first.",
        }),
        { status: 400 },
      ),
    ),
  ]),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request again from Luis Ortega' }, SLOW));
    await expect(
      await within(notifications(canvasElement)).findByText(
        "Add the reference's e-mail address on your Nurse Form first.",
        {},
        SLOW,
      ),
    ).toBeVisible();
  },
};
