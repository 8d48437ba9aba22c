import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ONBOARDING_HEALTH_ACCESS_TEXT, type RoleKey } from '@agency/api-client/contract';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications } from '../../../testing/portalStory';
import { staffElementStory, staffSignedInAs } from '../../../testing/screenStory';
import { fourUploaded, uploadRequirementsServer, type UploadRequirementsServerOptions } from '../../onboarding/testing';
import { UploadReviewTab } from './UploadReviewTab';

// The record's Uploads tab (issue 12): each required document with its files to approve or reject with a
// reason, health documents only for the roles that may read them, and the applicant's expiring credentials.
const meta = {
  title: 'Screens/Applicants/Record/Uploads tab',
  component: UploadReviewTab,
  args: { applicantId: 1001 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UploadReviewTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const tab = (options: UploadRequirementsServerOptions = {}, roles: RoleKey[] = ['recruiter', 'supervisor']) =>
  staffElementStory(<UploadReviewTab applicantId={1001} />, {
    handlers: [staffSignedInAs(roles), ...uploadRequirementsServer(options).handlers],
  });
const section = async (canvasElement: HTMLElement, label: string) =>
  within(await within(canvasElement).findByRole('region', { name: label }, SLOW));

export const Review: Story = {
  name: 'Approve and reject files (desktop)',
  ...tab(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 of 7 submitted · 1 approved · 5 missing', {}, SLOW)).toBeVisible();
    const bls = await section(canvasElement, 'BLS card');
    await userEvent.click(bls.getByRole('button', { name: 'Approve bls-card.pdf' }));
    await expect(await bls.findByText('Approved by Jane Doe', {}, SLOW)).toBeVisible();
    await expect(await canvas.findByText('2 of 7 submitted · 2 approved · 5 missing', {}, SLOW)).toBeVisible();
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/applicants/1001/upload-requirements/files/2/approve')).toHaveLength(1),
    );
    await expect(
      await within(notifications(canvasElement)).findByText(
        '“bls-card.pdf” approved: the applicant is told by e-mail.',
      ),
    ).toBeVisible();

    const license = await section(canvasElement, 'Professional license');
    await userEvent.click(license.getByRole('button', { name: 'Reject licence-front.jpg' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject file' }));
    await expect(dialog.getByText('Say why the file is rejected: the applicant reads it.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The license number is not readable.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject file' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/applicants/1001/upload-requirements/files/1/reject')).toEqual([
        { Reason: 'The license number is not readable.' },
      ]),
    );
    await expect(
      await license.findByText('Rejected: The license number is not readable.', { selector: 'p' }, SLOW),
    ).toBeVisible();

    const credentials = within(await canvas.findByRole('list', { name: 'Expiring credentials' }, SLOW));
    await expect(credentials.getByText(/^Professional license, /)).toBeVisible();
    await expect(credentials.getByText('Expires in 12 days')).toBeVisible();
  },
};

export const RestrictedPhone: Story = {
  name: 'Health documents hidden from a recruiter (phone)',
  ...tab({ restrictHealth: true }, ['recruiter']),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const tb = await section(canvasElement, 'TB test');
    await expect(tb.getByText(ONBOARDING_HEALTH_ACCESS_TEXT)).toBeVisible();
    await expect(tb.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull();
    await expect(tb.getByText('Rejected')).toBeVisible();
    const resume = await section(canvasElement, 'Resume');
    await expect(resume.getByText('No file uploaded yet.')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NoCredentials: Story = {
  name: 'No dated credential yet (phone)',
  ...tab({ credentials: [] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'No dated credential yet: licenses, certifications and documents with an expiry show here.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LoadFailed: Story = {
  name: 'Could not load (desktop)',
  ...tab({ failing: true }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /Try again/ })).toHaveLength(2), SLOW);
  },
};

/**
 * Issue 28, item 9: four documents uploaded, none reviewed yet: "4 submitted", never "0 of 7 approved" alone;
 * the applicant's Upload Requirements and home say the same ("Four uploaded, none approved yet").
 */
export const FourUploaded: Story = {
  name: 'Four uploaded, none approved yet: the counts the applicant sees (phone)',
  ...tab({ requirements: fourUploaded() }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 of 7 submitted · 0 approved · 3 missing', {}, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
