import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CAREERS_MESSAGES } from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';
import { App } from '../App';
import { money } from '../format';
import { jobPostingJsonLd } from '../jsonLd';
import { atViewport, expectNoHorizontalOverflow, jobState, PORTAL_URL } from '../stories';

const meta = {
  title: 'Careers/Job',
  component: App,
  parameters: { layout: 'fullscreen' },
  args: { state: jobState('job'), send: fn() },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

const job = fixtures.publicJob;

export const Details: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('says what, where, when and the pay, and leads to the application', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: job.Title })).toBeVisible();
      await expect(canvas.getByText(`${job.City}, ${job.State}`)).toBeVisible();
      await expect(canvas.getByText(`${money(job.WeeklyPayCents)} a week`)).toBeVisible();
      for (const term of ['Discipline', 'Employment type', 'Shift', 'Start', 'Duration', 'License', 'Certifications'])
        await expect(canvas.getByText(term, { selector: 'dt' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', `/jobs/${job.Id}/apply`);
    });
    await step('its structured data is a JobPosting with the city, the state and the weekly pay', async () => {
      const data = jobPostingJsonLd(job, fixtures.agencyBranding, `${PORTAL_URL}/jobs/${job.Id}`);
      await expect(data).toMatchObject({
        '@type': 'JobPosting',
        title: job.Title,
        jobLocation: { address: { addressLocality: job.City, addressRegion: job.State } },
        baseSalary: { value: { value: job.WeeklyPayCents / 100, unitText: 'WEEK' } },
      });
    });
  },
};

export const Phone: Story = {
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Apply now' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NoLongerOpen: Story = {
  name: 'No longer open',
  args: { state: { ...jobState('job'), job: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: CAREERS_MESSAGES.jobNotOpen })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the open jobs' })).toHaveAttribute('href', '/');
  },
};
