import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { API_CALLS } from '@agency/api-client/contract';
import { apiErrorBody, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { staffElementStory } from '../../testing/screenStory';
import { ApplicantReferences } from './ApplicantReferences';

// The record's "References" (Onboarding tab): each reference's request state and the answers received.
const meta = {
  title: 'Screens/Applicants/Record/Onboarding tab/References',
  component: ApplicantReferences,
  args: { applicantId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApplicantReferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };

export const Answers: Story = {
  name: 'Received, requested, not requested (phone)',
  ...staffElementStory(<ApplicantReferences applicantId={1} />),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'References' }, SLOW));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const dana = within(items[0]!);
    await expect(dana.getByText('Received')).toBeVisible();
    await expect(dana.getByRole('region', { name: 'Reference from Dana Whitfield' })).toBeVisible();
    await expect(dana.getByText('Calm under pressure; precepted new graduates.')).toBeVisible();
    await expect(within(items[1]!).getByText('Requested')).toBeVisible();
    await expect(within(items[1]!).getByText(/link valid until/)).toBeVisible();
    await expect(within(items[2]!).getByText('Not requested')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Desktop: Story = {
  name: 'The answers (desktop)',
  ...staffElementStory(<ApplicantReferences applicantId={1} />),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answers = within(await canvas.findByRole('region', { name: 'Reference from Dana Whitfield' }, SLOW));
    await expect(answers.getByText('Eligible for rehire')).toBeVisible();
    await expect(answers.getByText('Charge nurse')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No references yet',
  ...staffElementStory(<ApplicantReferences applicantId={1} />, {
    handlers: [handle(API_CALLS.getApplicantReferences, () => HttpResponse.json([]))],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No references on the Nurse Form yet.', {}, SLOW),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Could not load',
  ...staffElementStory(<ApplicantReferences applicantId={1} />, {
    handlers: [
      handle(API_CALLS.getApplicantReferences, () =>
        HttpResponse.json(apiErrorBody('internal_error', 'Something went wrong on server.'), { status: 500 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Try again|Retry/ }, SLOW)).toBeVisible();
  },
};
