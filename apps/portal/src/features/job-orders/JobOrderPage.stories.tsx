import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { API_CALLS } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { portalStory } from '../../testing/portalStory';
import { JobOrderPage } from './JobOrderPage';

const meta = {
  title: 'Screens/Job Orders/Job order',
  component: JobOrderPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JobOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'ICU RN, nights' }, SLOW);

/** A recruiter's answer: the server leaves the bill rate and the markup out. */
const { BillRateCents: _bill, MarkupPercent: _markup, ...withoutBillRate } = fixtures.jobOrder;

export const ForAManager: Story = {
  name: 'Desktop, a manager: the pay with the bill rate and markup, the submissions',
  ...portalStory({ path: '/job-orders/501', session: 'staff' }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('status, facility, schedule and pay', async () => {
      await expect(canvas.getByText('Open', { selector: 'span' })).toBeVisible();
      const pay = within(canvas.getByRole('region', { name: 'Pay' }));
      for (const text of ['$42.00', '$840.00 a week', '$385.00 a week', '$63.00', '$2,737.00', '$98.00', '133.3 %'])
        await expect(pay.getByText(text)).toBeVisible();
      const schedule = within(canvas.getByRole('region', { name: 'Schedule' }));
      await expect(schedule.getByText('Apr 11, 2027 (13 weeks)')).toBeVisible();
      await expect(schedule.getByText('36 (36 guaranteed)')).toBeVisible();
      const requirements = within(canvas.getByRole('region', { name: 'Requirements' }));
      await expect(requirements.getByText('TX; compact licence accepted')).toBeVisible();
    });
    await step('the applicants submitted, with their submission and pipeline status', async () => {
      const submissions = within(canvas.getByRole('region', { name: 'Submissions' }));
      const tr = (await submissions.findByText('Maria Rivera', {}, SLOW)).closest('tr')!;
      // Each cell carries its column's name (read out, and shown on narrow screens): the applicant's status
      // in the pipeline, then the submission's.
      const cells = [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
      await expect(cells).toEqual(expect.arrayContaining(['PipelineFinal Interview', 'SubmissionInterview']));
      await expect(within(tr).getByText('Jane Doe')).toBeVisible();
    });
  },
};

export const ForARecruiter: Story = {
  name: 'A recruiter: no bill rate or markup (the server does not send them)',
  ...portalStory({
    path: '/job-orders/501',
    session: 'staff',
    handlers: [handle(API_CALLS.getJobOrder, () => HttpResponse.json(withoutBillRate))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const pay = within(canvas.getByRole('region', { name: 'Pay' }));
    await expect(pay.getByText('$2,737.00')).toBeVisible();
    await expect(pay.queryByText('Bill rate')).toBeNull();
    await expect(pay.queryByText('Markup')).toBeNull();
  },
};

export const Phone: Story = {
  name: 'Phone (390 px): nothing scrolls sideways',
  ...portalStory({ path: '/job-orders/501', session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NotFound: Story = {
  name: 'Not found',
  ...portalStory({
    path: '/job-orders/999',
    session: 'staff',
    handlers: [
      handle(API_CALLS.getJobOrder, () =>
        HttpResponse.json(apiErrorBody('not_found', 'Job order not found.'), { status: 404 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Job order not found' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the job orders' })).toHaveAttribute('href', '/job-orders');
  },
};
