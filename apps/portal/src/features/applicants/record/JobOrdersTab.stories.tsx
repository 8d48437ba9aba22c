import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, portalStory } from '../../../testing/portalStory';
import { jobOrderServer, stepDownDays } from '../../job-orders/testing';
import { ApplicantRecordPage } from './ApplicantRecordPage';
import { recordServer } from './storyServer';

const meta = {
  title: 'Screens/Applicants/Record/Job orders tab',
  component: ApplicantRecordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
/** Dialogs render in a portal on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const SUBMIT_501 = '/api/job-orders/501/submissions';
const SUBMIT_503 = '/api/job-orders/503/submissions';

/** The tab's "Matching job orders" section. */
const matchSection = async (panel: ReturnType<typeof within>) =>
  within(await panel.findByRole('region', { name: 'Matching job orders' }, SLOW));

/** Maria Rivera's record (the first of the search), on its Job orders tab. */
async function openTab(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Maria Rivera' }, SLOW);
  await userEvent.click(canvas.getByRole('tab', { name: 'Job orders' }));
  return within(await canvas.findByRole('tabpanel', {}, SLOW));
}

const jobs = jobOrderServer({ listed: [fixtures.jobOrders.Items[0]!, stepDownDays] });
export const JobOrders: Story = {
  name: 'Desktop: the applicant’s submissions, then Submit to job order (new, then already submitted)',
  // The record's server first: it answers the search the record is found by.
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...jobs.handlers],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const panel = await openTab(canvasElement);
    await step('each submission: the job order (a link), its status, the facility', async () => {
      const list = within(await panel.findByRole('list', { name: 'Submissions to job orders' }, SLOW));
      await expect(list.getByRole('link', { name: 'ICU RN, nights' })).toHaveAttribute('href', '/job-orders/501');
      await expect(list.getByText('Interview')).toBeVisible();
      await expect(list.getByText(/^Bayou City Medical Center · Submitted by Jane Doe/)).toBeVisible();
    });
    await step('Submit to job order: only open job orders, found by search', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Submit to job order' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit to job order' }, SLOW));
      await expect(dialog.getByText(/^Submit Maria Rivera to an open job order\./)).toBeVisible();
      await dialog.findByRole('radio', { name: /^ICU RN, nights/ }, SLOW);
      await expect(jobs.jobOrderQueries.at(-1)).toEqual({ status: 'open', sort: 'start', pageSize: '10' });
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      await expect(await dialog.findByText('Choose a job order')).toBeVisible();
      await userEvent.type(dialog.getByRole('searchbox', { name: 'Search open job orders' }), 'step');
      await waitFor(() => expect(jobs.jobOrderQueries.at(-1)).toMatchObject({ status: 'open', q: 'step' }), SLOW);
      await waitFor(() => expect(dialog.queryByRole('radio', { name: /^ICU RN, nights/ })).toBeNull(), SLOW);
      await userEvent.click(dialog.getByRole('radio', { name: /^Step-Down RN, days/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    });
    await step('submitted: said so, and listed', async () => {
      const outcome = await panel.findByText('1 submitted to Step-Down RN, days', {}, SLOW);
      await expect(bodiesSent(context, 'POST', SUBMIT_503)).toEqual([{ ApplicantIds: [1001] }]);
      await expect(outcome.closest('[role="status"]')).toHaveTextContent('Maria Rivera: submitted');
      const submissions = within(panel.getByRole('list', { name: 'Submissions to job orders' }));
      await expect(await submissions.findByRole('link', { name: 'Step-Down RN, days' }, SLOW)).toHaveAttribute(
        'href',
        '/job-orders/503',
      );
      // Submitted to, it is no longer a matching job order.
      const matches = await matchSection(panel);
      await expect(
        await matches.findByText('No open job orders of this discipline are available to submit to', {}, SLOW),
      ).toBeVisible();
    });
    await step('a second submission to ICU RN, nights is reported, not added', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Submit to job order' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit to job order' }, SLOW));
      await userEvent.click(await dialog.findByRole('radio', { name: /^ICU RN, nights/ }, SLOW));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Asked again');
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      const outcome = await panel.findByText('1 already submitted', {}, SLOW);
      await expect(bodiesSent(context, 'POST', SUBMIT_501)).toEqual([{ ApplicantIds: [1001], Note: 'Asked again' }]);
      await expect(outcome.closest('[role="status"]')).toHaveTextContent('Maria Rivera: already submitted');
      await expect(panel.getAllByRole('link', { name: 'ICU RN, nights' })).toHaveLength(1);
    });
  },
};

const phone = jobOrderServer();
export const Phone: Story = {
  name: 'Phone (390 px): the tab and the dialog fit',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...phone.handlers],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement);
    await panel.findByRole('link', { name: 'ICU RN, nights' }, SLOW);
    await (await matchSection(panel)).findByRole('meter', { name: 'Fit 80 of 100' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Submit to job order' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit to job order' }, SLOW));
    await dialog.findByRole('radio', { name: /^ICU RN, nights/ }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const small = jobOrderServer();
export const PhoneSmall: Story = {
  name: 'Phone (320 px): the tab fits',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...small.handlers],
  }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement);
    await panel.findByRole('link', { name: 'ICU RN, nights' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const matching = jobOrderServer({ listed: [fixtures.jobOrders.Items[0]!, stepDownDays] });
export const MatchingJobOrders: Story = {
  name: 'Desktop: the matching job orders, Submit to one (POST with this applicant), both lists refreshed',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...matching.handlers],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const panel = await openTab(canvasElement);
    const section = await matchSection(panel);
    await step('the Open job orders not yet submitted to, with facility, shift, start, pay and the fit', async () => {
      const list = within(await section.findByRole('list', { name: 'Matching job orders' }, SLOW));
      // ICU RN, nights (501) has Maria Rivera's submission already: not offered.
      await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['Step-Down RN, days']);
      await expect(matching.jobOrderMatchQueries).toEqual([{ limit: '25' }]);
      const row = within(list.getByRole('link', { name: 'Step-Down RN, days' }).closest('li')!);
      await expect(row.getByRole('link', { name: 'Step-Down RN, days' })).toHaveAttribute('href', '/job-orders/503');
      await expect(row.getByText('Bayou City Medical Center · Houston, TX')).toBeVisible();
      await expect(row.getByText(/^Days · 12 h · Starts/)).toHaveTextContent(
        'Days · 12 h · Starts 02/08/2027 · $2,737.00 a week',
      );
      await expect(row.getByRole('meter', { name: 'Fit 80 of 100' })).toHaveAttribute('aria-valuenow', '80');
      await expect(row.getByText('Fit 80')).toBeVisible();
      const why = within(row.getByRole('list', { name: 'Why' }));
      await expect(why.getByText('Step-Down experience')).toBeVisible();
      await expect(why.getAllByRole('listitem')).toHaveLength(6);
      const missing = within(row.getByRole('list', { name: 'Missing' }));
      await expect(missing.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Onboarding 67% complete',
        'Prefers nights',
      ]);
    });
    await step('Submit: the dialog names the applicant and the job order', async () => {
      await userEvent.click(section.getByRole('button', { name: 'Submit to Step-Down RN, days' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit Maria Rivera' }, SLOW));
      await expect(dialog.getByText(/^To Step-Down RN, days\./)).toBeVisible();
      await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Prefers nights, open to days');
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    });
    await step('sent for this applicant, said so (focused), listed, no longer a match', async () => {
      const title = await section.findByText('1 submitted to Step-Down RN, days', {}, SLOW);
      await expect(bodiesSent(context, 'POST', SUBMIT_503)).toEqual([
        { ApplicantIds: [1001], Note: 'Prefers nights, open to days' },
      ]);
      const outcome = title.closest<HTMLElement>('[role="status"]')!;
      await expect(outcome).toHaveTextContent('Maria Rivera: submitted');
      await waitFor(() => expect(outcome).toHaveFocus());
      const submissions = within(panel.getByRole('list', { name: 'Submissions to job orders' }));
      await expect(await submissions.findByRole('link', { name: 'Step-Down RN, days' }, SLOW)).toBeVisible();
      await expect(
        await section.findByText('No open job orders of this discipline are available to submit to', {}, SLOW),
      ).toBeVisible();
      await expect(section.queryByRole('list', { name: 'Matching job orders' })).toBeNull();
    });
  },
};

const matchingPhone = jobOrderServer({ listed: [fixtures.jobOrders.Items[0]!, stepDownDays] });
export const MatchingPhoneSmall: Story = {
  name: 'Phone (320 px): a matching job order submitted to, the dialog fits',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...matchingPhone.handlers],
  }),
  globals: atViewport('phoneSmall'),
  play: async (context) => {
    const { canvasElement } = context;
    const panel = await openTab(canvasElement);
    const section = await matchSection(panel);
    await expect(await section.findByRole('meter', { name: 'Fit 80 of 100' }, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Submit to Step-Down RN, days' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit Maria Rivera' }, SLOW));
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await section.findByText('1 submitted to Step-Down RN, days', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'POST', SUBMIT_503)).toEqual([{ ApplicantIds: [1001] }]);
  },
};
