import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UPLOAD_REQUIREMENT_MESSAGES } from '@agency/api-client/contract';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications } from '../../testing/portalStory';
import { onboardingRoutes } from './route';
import { applicantScreenStory } from '../../testing/screenStory';
import {
  daysFromToday,
  defaultRequirements,
  fourUploaded,
  uploadRequirementsServer,
  type UploadRequirementsServerOptions,
} from './testing/uploadRequirementsServer';

// The applicant's Upload Requirements (issue 12): one card per required document with its state, the files
// uploaded, a FileDrop and the expiry date; uploads, removals, errors, phone and desktop.
const meta = {
  title: 'Screens/Onboarding/Upload Requirements',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const record = onboardingRoutes.find((entry) => entry.path === 'upload-requirements')!;
const story = (options: UploadRequirementsServerOptions = {}) =>
  applicantScreenStory(record, { path: '/upload-requirements', handlers: uploadRequirementsServer(options).handlers });
const card = async (canvasElement: HTMLElement, label: string) =>
  within(await within(canvasElement).findByRole('region', { name: label }, SLOW));
const fileOf = (name: string, type: string) => new File([new Uint8Array(2048)], name, { type });

export const States: Story = {
  name: 'Every state (phone)',
  ...story(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 of 7 submitted · 1 approved · 5 missing', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upload Requirements' })).toBeVisible();
    const license = await card(canvasElement, 'Professional license');
    await expect(license.getByText('Expiring')).toBeVisible();
    await expect(license.getByText(/^Valid until /)).toBeVisible();
    await expect(license.getByText('Approved by Jane Doe')).toBeVisible();
    // An approved file cannot be removed.
    await expect(license.queryByRole('button', { name: /^Remove / })).toBeNull();
    const bls = await card(canvasElement, 'BLS card');
    await expect(bls.getByText('Uploaded')).toBeVisible();
    await expect(bls.getByText('Awaiting review')).toBeVisible();
    const tb = await card(canvasElement, 'TB test');
    await expect(tb.getByText('Rejected')).toBeVisible();
    await expect(
      tb.getByText('Rejected: The result page is cut off: upload the whole page.', { selector: 'p' }),
    ).toBeVisible();
    const resume = await card(canvasElement, 'Resume');
    await expect(resume.getByText('Missing')).toBeVisible();
    // A document without an expiry has no date field.
    await expect(resume.queryByLabelText(/Expiry date/)).toBeNull();
    const dates = within(await canvas.findByRole('list', { name: 'Your expiry dates' }, SLOW));
    await expect(dates.getByText('Expires in 12 days')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const UploadWithExpiry: Story = {
  name: 'Upload two files with the expiry date (phone)',
  ...story(),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const physical = await card(canvasElement, 'Physical');
    await userEvent.click(physical.getByRole('button', { name: 'Upload Physical' }));
    await expect(physical.getByText(UPLOAD_REQUIREMENT_MESSAGES.uploadRequired)).toBeVisible();
    await expect(physical.getByText(UPLOAD_REQUIREMENT_MESSAGES.expiryRequired)).toBeVisible();

    await userEvent.upload(physical.getByLabelText(/^Files/), [
      fileOf('physical-p1.jpg', 'image/jpeg'),
      fileOf('physical-p2.pdf', 'application/pdf'),
    ]);
    const expires = daysFromToday(300);
    await userEvent.type(physical.getByLabelText(/Expiry date/), expires);
    await userEvent.click(physical.getByRole('button', { name: 'Upload Physical' }));
    await waitFor(
      () =>
        expect(bodiesSent(context, 'POST', '/api/onboarding/upload-requirements/physical/files')).toEqual([
          { UploadId: '00000000-0000-4000-8000-000000000001', ExpiresOn: expires },
          { UploadId: '00000000-0000-4000-8000-000000000002', ExpiresOn: expires },
        ]),
      SLOW,
    );
    const files = within(await physical.findByRole('list', { name: 'Files for Physical' }, SLOW));
    await expect(files.getAllByText('Awaiting review')).toHaveLength(2);
    await expect(physical.getByText('Uploaded')).toBeVisible();
    await expect(
      await within(notifications(canvasElement)).findByText(
        'Files uploaded for Physical: your recruiter reviews them.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PastDate: Story = {
  name: 'An expired document is refused before sending (desktop)',
  ...story(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const license = await card(canvasElement, 'Professional license');
    await userEvent.upload(license.getByLabelText(/^Add more files/), fileOf('licence-2.pdf', 'application/pdf'));
    await userEvent.type(license.getByLabelText(/Expiry date/), daysFromToday(-2));
    await userEvent.click(license.getByRole('button', { name: 'Upload Professional license' }));
    await expect(license.getByText(UPLOAD_REQUIREMENT_MESSAGES.expiryPast)).toBeVisible();
    await expect(bodiesSent(context, 'POST', '/api/onboarding/upload-requirements/licence/files')).toEqual([]);
  },
};

export const RemoveFile: Story = {
  name: 'Remove a file awaiting review (desktop)',
  ...story(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const bls = await card(canvasElement, 'BLS card');
    await userEvent.click(bls.getByRole('button', { name: 'Remove bls-card.pdf' }));
    await expect(await bls.findByText('Missing', {}, SLOW)).toBeVisible();
    await expect(bls.queryByRole('list', { name: 'Files for BLS card' })).toBeNull();
    await waitFor(() =>
      expect(bodiesSent(context, 'DELETE', '/api/onboarding/upload-requirements/files/2')).toHaveLength(1),
    );
  },
};

export const AllApproved: Story = {
  name: 'Every document approved (desktop)',
  ...story({
    requirements: defaultRequirements().map((item) => ({
      ...item,
      Files: [
        {
          FileId: item.Key.length,
          UploadId: `u-${item.Key}`,
          FileName: `${item.Key}.pdf`,
          ContentType: 'application/pdf',
          Size: 1000,
          UploadedAt: '2026-01-20T09:20:00.000Z',
          Status: 'approved' as const,
          Reason: null,
          ExpiresOn: item.HasExpiry ? daysFromToday(365) : null,
          ReviewedAt: '2026-01-21T10:00:00.000Z',
          ReviewedBy: 'Jane Doe',
        },
      ],
    })),
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 of 7 submitted · 7 approved · 0 missing', {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByText('Every document is approved. You are told by e-mail before one expires.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Could not load (phone)',
  ...story({ failing: true }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Retry|Try again/ }, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * Issue 28, item 9: after four uploads the applicant reads "4 of 7 submitted", not "0 of 7 approved"; staff
 * read the same counts (the record's Uploads tab, "Four uploaded, none approved yet").
 */
export const FourUploaded: Story = {
  name: 'Four uploaded, none approved yet: 4 submitted, 0 approved, 3 missing (desktop)',
  ...story({ requirements: fourUploaded() }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 of 7 submitted · 0 approved · 3 missing', {}, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
