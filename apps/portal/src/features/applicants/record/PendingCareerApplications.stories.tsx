import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  API_CALLS,
  CAREERS_MESSAGES,
  pathOf,
  type CareerConfirmationResult,
  type PendingCareerApplication,
} from '@agency/api-client/contract';
import { fixtures, handle } from '@agency/api-client/testing';
import { atViewport } from '../../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../../testing/portalStory';
import { ApplicantRecordPage } from './ApplicantRecordPage';
import { recordServer } from './storyServer';

// The record of an applicant with an application from the careers site kept apart (issue 27): the answers,
// the resume and "Merge into the record" for staff who may edit the applicant.
const meta = {
  title: 'Screens/Applicants/Record/Careers application',
  component: ApplicantRecordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const server = recordServer();
let merged = false;
const pending = handle(API_CALLS.listCareerApplications, () =>
  HttpResponse.json<PendingCareerApplication[]>(
    merged ? [] : [{ ...fixtures.pendingCareerApplication, ApplicantId: fixtures.applicants[0]!.ApplicantId }],
  ),
);
const merge = handle(API_CALLS.mergeCareerApplication, () => {
  merged = true;
  return HttpResponse.json<CareerConfirmationResult>({ Message: CAREERS_MESSAGES.merged });
});

export const PendingAndMerged: Story = {
  name: 'Applied on the careers site, not confirmed yet: merged by staff (tablet)',
  ...portalStory({
    path: '/view-by-applicant/1234?status=lead&sort=name',
    session: 'staff',
    handlers: [pending, merge, ...server.handlers],
  }),
  globals: atViewport('tablet'),
  play: async (context) => {
    merged = false;
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Maria Rivera' }, SLOW);
    const title = `Applied on the careers site, not confirmed yet: ${fixtures.pendingCareerApplication.JobTitle}`;
    await expect(await canvas.findByText(title, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/Nothing of the record changes until they confirm/)).toBeVisible();
    await expect(canvas.getByText('(713) 555-0199')).toBeVisible();
    await expect(canvas.getByText('TX, AZ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download Maria Garcia CV.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Merge into the record' }));
    await expect(
      await within(notifications(context.canvasElement)).findByText(CAREERS_MESSAGES.merged, {}, SLOW),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        bodiesSent(
          context,
          'POST',
          pathOf(API_CALLS.mergeCareerApplication, { id: fixtures.pendingCareerApplication.Id }),
        ),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(canvas.queryByText(title)).toBeNull());
  },
};
