import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../testing/portalStory';
import { JobOrderPage } from './JobOrderPage';
import { jobOrderServer, manyApplicantMatches, storyJobOrder } from './storyServer';

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

/** The "Matching applicants" section and its list (once loaded). */
const matchSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Matching applicants' }, SLOW));
const matchList = async (canvasElement: HTMLElement) =>
  within(await (await matchSection(canvasElement)).findByRole('list', { name: 'Matching applicants' }, SLOW));
/** A matching applicant's row (the name is its link). */
const matchRow = async (canvasElement: HTMLElement, name: string) =>
  within((await (await matchList(canvasElement)).findByRole('link', { name }, SLOW)).closest('li')!);

/** A recruiter's answer: the server leaves the bill rate and the markup out. */
const { BillRateCents: _bill, MarkupPercent: _markup, ...withoutBillRate } = fixtures.jobOrder;

const manager = jobOrderServer();
export const ForAManager: Story = {
  name: 'Desktop, a manager: the pay with the bill rate and markup, the submissions',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: manager.handlers }),
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
      await expect(schedule.getByText('04/11/2027 (13 weeks)')).toBeVisible();
      await expect(schedule.getByText('36 (36 guaranteed)')).toBeVisible();
      const requirements = within(canvas.getByRole('region', { name: 'Requirements' }));
      await expect(requirements.getByText('TX; compact license accepted')).toBeVisible();
      const position = within(canvas.getByRole('region', { name: 'Position' }));
      await expect(position.getByText('Careers site')).toBeVisible();
      await expect(position.getByText('Listed')).toBeVisible();
    });
    await step('the applicants submitted: submission status, pipeline, a link to the record', async () => {
      const submissions = within(await canvas.findByRole('list', { name: 'Submissions' }, SLOW));
      const link = await submissions.findByRole('link', { name: 'Maria Rivera' }, SLOW);
      await expect(link).toHaveAttribute('href', '/view-by-applicant/1234');
      const row = within(link.closest('li')!);
      await expect(row.getByText('Interview')).toBeVisible();
      await expect(row.getByText(/Pipeline: Final Interview · Submitted by Jane Doe/)).toBeVisible();
      await expect(row.getByRole('button', { name: 'Move Maria Rivera' })).toBeVisible();
    });
    await step('the history opens: who, when, the note', async () => {
      const submissions = within(canvas.getByRole('list', { name: 'Submissions' }));
      const row = within(submissions.getByRole('link', { name: 'Maria Rivera' }).closest('li')!);
      const toggle = row.getByRole('button', { name: 'History (3)' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const history = within(row.getByRole('list', { name: 'History of Maria Rivera’s submission' }));
      const titles = history.getAllByText(/^(Submitted|Sent to facility → Interview|Submitted → Sent to facility)$/);
      await expect(titles.map((title) => title.textContent)).toEqual([
        'Sent to facility → Interview',
        'Submitted → Sent to facility',
        'Submitted',
      ]);
      await expect(history.getByText('Strong ICU background')).toBeVisible();
      await expect(history.getAllByText('By Jane Doe')).toHaveLength(3);
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

const phone = jobOrderServer();
export const Phone: Story = {
  name: 'Phone (390 px): the submissions and the matching applicants, nothing scrolls sideways',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: phone.handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await within(canvasElement).findByRole('link', { name: 'Maria Rivera' }, SLOW);
    const matches = await matchList(canvasElement);
    await expect(matches.getByRole('meter', { name: 'Fit 55 of 100' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const phoneSmall = jobOrderServer();
export const PhoneSmall: Story = {
  name: 'Phone (320 px): the submissions and the matching applicants, nothing scrolls sideways',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: phoneSmall.handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await within(canvasElement).findByText('Maria Rivera', {}, SLOW);
    const matches = await matchList(canvasElement);
    await expect(matches.getByRole('link', { name: 'Grace Kim' })).toBeVisible();
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

/** Dialogs render in a portal on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole('dialog', { name }, SLOW));
const submissionRow = async (canvasElement: HTMLElement, name: string) =>
  within(
    (
      await within(await within(canvasElement).findByRole('list', { name: 'Submissions' }, SLOW)).findByRole(
        'link',
        { name },
        SLOW,
      )
    ).closest('li')!,
  );

const submitting = jobOrderServer();
export const SubmitApplicants: Story = {
  name: 'Submit applicants: search, pick two, one already submitted',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: submitting.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('the dialog asks for at least one applicant', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Submit applicants' }, SLOW));
      const dialog = await dialogNamed(canvasElement, 'Submit applicants');
      await expect(dialog.getByText(/^To ICU RN, nights\./)).toBeVisible();
      await dialog.findByRole('checkbox', { name: /^Maria Rivera/ }, SLOW);
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      await expect(await dialog.findByText('Choose at least one applicant')).toBeVisible();
    });
    await step('two searches, one applicant ticked in each (both stay chosen)', async () => {
      const dialog = await dialogNamed(canvasElement, 'Submit applicants');
      await userEvent.type(dialog.getByRole('searchbox', { name: 'Search applicants' }), 'Okafor');
      await waitFor(() => expect(submitting.applicantQueries.at(-1)).toEqual({ q: 'Okafor', pageSize: '10' }), SLOW);
      await userEvent.click(await dialog.findByRole('checkbox', { name: /^James Okafor/ }, SLOW));
      const search = dialog.getByRole('searchbox', { name: 'Search applicants' });
      await userEvent.clear(search);
      await userEvent.type(search, 'Rivera');
      await waitFor(() => expect(dialog.queryByRole('checkbox', { name: /^James Okafor/ })).toBeNull(), SLOW);
      await userEvent.click(await dialog.findByRole('checkbox', { name: /^Maria Rivera/ }, SLOW));
      await expect(dialog.getByText('2 applicants chosen: James Okafor, Maria Rivera')).toBeVisible();
      await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Both free from January');
      // At 1280 × 800 the dialog is taller than the window: its Submit stays on screen (the sticky actions).
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      await userEvent.click(submit);
    });
    await step('one submitted, the other reported by name as already submitted; the list is read again', async () => {
      const title = await canvas.findByText('1 submitted, 1 already submitted', {}, SLOW);
      await expect(bodiesSent(context, 'POST', '/api/job-orders/501/submissions')).toEqual([
        { ApplicantIds: [1002, 1001], Note: 'Both free from January' },
      ]);
      const outcome = within(title.closest<HTMLElement>('[role="status"]')!);
      await expect(
        within(outcome.getByRole('list', { name: 'Submitted' })).getByText('James Okafor: submitted'),
      ).toBeVisible();
      await expect(
        within(outcome.getByRole('list', { name: 'Already submitted' })).getByText('Maria Rivera: already submitted'),
      ).toBeVisible();
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      const row = await submissionRow(canvasElement, 'James Okafor');
      await expect(row.getByText('Submitted')).toBeVisible();
    });
    await step('James Okafor leaves the matching applicants', async () => {
      const matches = await matchList(canvasElement);
      await waitFor(() => expect(matches.queryByRole('link', { name: 'James Okafor' })).toBeNull(), SLOW);
      await expect(matches.getByRole('link', { name: 'Sofia Rossi' })).toBeVisible();
    });
  },
};

const offering = jobOrderServer();
export const MoveToOffer: Story = {
  name: 'Move to Offer: also move the applicant to Offered (checked by default)',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: offering.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await step('the dialog offers the pipeline move for Offer', async () => {
      const row = await submissionRow(canvasElement, 'Maria Rivera');
      await userEvent.click(row.getByRole('button', { name: 'Move Maria Rivera' }));
      const dialog = await dialogNamed(canvasElement, 'Move submission');
      await expect(dialog.getByText('Maria Rivera to ICU RN, nights: now Interview.')).toBeVisible();
      await expect(dialog.queryByRole('checkbox')).toBeNull();
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'New status' }), 'Offer');
      const pipeline = dialog.getByRole('checkbox', { name: /^Also move Maria Rivera to Offered/ });
      await expect(pipeline).toBeChecked();
      await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Verbal offer from the unit');
      await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    });
    await step('the move is sent with MoveApplicant, the row shows Offer and Offered', async () => {
      await expect(
        await within(notifications(canvasElement)).findByText('Maria Rivera moved to Offer.', {}, SLOW),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/submissions/9001/status')).toEqual([
        { Status: 'offer', Note: 'Verbal offer from the unit', MoveApplicant: true },
      ]);
      const row = await submissionRow(canvasElement, 'Maria Rivera');
      await expect(row.getByText('Offer')).toBeVisible();
      await expect(row.getByText(/Pipeline: Offered/)).toBeVisible();
      await userEvent.click(row.getByRole('button', { name: 'History (4)' }));
      await expect(row.getByText('Interview → Offer')).toBeVisible();
      await expect(row.getByText('Verbal offer from the unit')).toBeVisible();
    });
  },
};

const placing = jobOrderServer();
export const MoveToPlacedFills: Story = {
  name: 'Move to Placed (pipeline box unticked): the last opening filled, the job order Filled',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: placing.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submit applicants' }, SLOW)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Position' })).getByText('1 of 2 filled')).toBeVisible();
    await step('Placed, without moving the applicant to Accepted', async () => {
      const row = await submissionRow(canvasElement, 'Maria Rivera');
      await userEvent.click(row.getByRole('button', { name: 'Move Maria Rivera' }));
      const dialog = await dialogNamed(canvasElement, 'Move submission');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'New status' }), 'Placed');
      const pipeline = dialog.getByRole('checkbox', { name: /^Also move Maria Rivera to Accepted/ });
      await expect(pipeline).toBeChecked();
      await userEvent.click(pipeline);
      await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    });
    await step('the job order is Filled, 2 of 2, and takes no more submissions', async () => {
      await within(notifications(canvasElement)).findByText('Maria Rivera moved to Placed.', {}, SLOW);
      await expect(bodiesSent(context, 'POST', '/api/submissions/9001/status')).toEqual([
        { Status: 'placed', MoveApplicant: false },
      ]);
      await expect(within(canvas.getByRole('region', { name: 'Position' })).getByText('2 of 2 filled')).toBeVisible();
      await expect(canvas.getByText('Filled', { selector: 'span' })).toBeVisible();
      await expect(canvas.getByText('This job order is filled: it takes no new submissions.')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Submit applicants' })).toBeNull();
      await expect(canvas.queryByRole('region', { name: 'Matching applicants' })).toBeNull();
      const row = await submissionRow(canvasElement, 'Maria Rivera');
      await expect(row.getByText(/Pipeline: Final Interview/)).toBeVisible();
    });
  },
};

const interviewing = jobOrderServer();
export const MoveInterviewTime: Story = {
  name: 'Interview again: a new date and time (the agency’s time zone, named)',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: interviewing.handlers }),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    const row = await submissionRow(canvasElement, 'Maria Rivera');
    await userEvent.click(row.getByRole('button', { name: 'Move Maria Rivera' }));
    const dialog = await dialogNamed(canvasElement, 'Move submission');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'New status' }), 'Interview');
    const date = dialog.getByRole('textbox', { name: 'Interview date' });
    await userEvent.clear(date);
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await dialog.findByText('Give the interview’s date')).toBeVisible();
    await userEvent.type(date, '12032026');
    const time = dialog.getByLabelText(/^Interview time/);
    await userEvent.clear(time);
    await userEvent.type(time, '10:30');
    await expect(dialog.getByText("The agency's time zone: America/Chicago (CST)")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await within(notifications(canvasElement)).findByText('Maria Rivera moved to Interview.', {}, SLOW);
    // 10:30 typed is 10:30 in the agency's zone (Chicago), whatever the device's; the list says so.
    await expect(bodiesSent(context, 'POST', '/api/submissions/9001/status')).toEqual([
      { Status: 'interview', InterviewAt: '2026-12-03T16:30:00.000Z' },
    ]);
    await expect(
      await (await submissionRow(canvasElement, 'Maria Rivera')).findByText('Thu, Dec 3, 2026, 10:30 AM CST', {}, SLOW),
    ).toBeVisible();
  },
};

const onHold = jobOrderServer({ orders: [{ ...storyJobOrder, Status: 'on-hold', StatusReason: 'Budget review' }] });
export const OnHold: Story = {
  name: 'On hold: no Submit applicants, no matching applicants',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: onHold.handlers }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('Budget review')).toBeVisible();
    await expect(
      await canvas.findByText('This job order is on hold: it takes no new submissions.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit applicants' })).toBeNull();
    // Submissions already made still move.
    await expect(await canvas.findByRole('button', { name: 'Move Maria Rivera' }, SLOW)).toBeVisible();
    // Matching is for an Open job order: not shown, not asked for.
    await expect(canvas.queryByRole('region', { name: 'Matching applicants' })).toBeNull();
    await expect(onHold.matchQueries).toEqual([]);
  },
};

const small = jobOrderServer();
export const SubmitDialogPhoneSmall: Story = {
  name: 'Phone (320 px): the submit and move dialogs fit',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: small.handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit applicants' }, SLOW));
    let dialog = await dialogNamed(canvasElement, 'Submit applicants');
    await dialog.findByRole('checkbox', { name: /^Maria Rivera/ }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Maria Rivera' }, SLOW));
    dialog = await dialogNamed(canvasElement, 'Move submission');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'New status' }), 'Interview');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const matching = jobOrderServer();
export const MatchingApplicants: Story = {
  name: 'Matching applicants: ranked with why and what is missing; Submit one (note), it leaves the matches',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: matching.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('best fit first, the one already submitted (Maria Rivera) not offered', async () => {
      const matches = await matchList(canvasElement);
      const names = matches.getAllByRole('link').map((link) => link.textContent);
      await expect(names).toEqual(['James Okafor', 'Sofia Rossi', 'Grace Kim']);
      await expect(matching.matchQueries).toEqual([{ limit: '25' }]);
    });
    await step('a row: the record link, pipeline status, city, the fit, why and what is missing', async () => {
      const row = await matchRow(canvasElement, 'James Okafor');
      await expect(row.getByRole('link', { name: 'James Okafor' })).toHaveAttribute('href', '/view-by-applicant/1235');
      await expect(row.getByText('Pre-screened')).toBeVisible();
      await expect(row.getByText('Chicago, IL')).toBeVisible();
      const meter = row.getByRole('meter', { name: 'Fit 55 of 100' });
      await expect(meter).toHaveAttribute('aria-valuenow', '55');
      await expect(row.getByText('Fit 55')).toBeVisible();
      const why = within(row.getByRole('list', { name: 'Why' }));
      await expect(why.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Compact license',
        'Available from 12/15/2026',
        'Credentials valid through 06/30/2027',
        'Prefers nights',
        '4 years of experience',
      ]);
      const missing = within(row.getByRole('list', { name: 'Missing' }));
      await expect(missing.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'No ICU experience listed',
        'Onboarding 0% complete',
        'TX not among desired locations',
      ]);
    });
    await step('Submit: the dialog names the applicant and the job order; a note goes with it', async () => {
      const row = await matchRow(canvasElement, 'James Okafor');
      await userEvent.click(row.getByRole('button', { name: 'Submit James Okafor' }));
      const dialog = await dialogNamed(canvasElement, 'Submit James Okafor');
      await expect(dialog.getByText(/^To ICU RN, nights\./)).toBeVisible();
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'Note (optional)' }),
        'Compact license, free mid-December',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    });
    await step('sent, said so (focused), listed as a submission, and gone from the matches', async () => {
      const section = await matchSection(canvasElement);
      const title = await section.findByText('1 submitted', {}, SLOW);
      await expect(bodiesSent(context, 'POST', '/api/job-orders/501/submissions')).toEqual([
        { ApplicantIds: [1002], Note: 'Compact license, free mid-December' },
      ]);
      const outcome = title.closest<HTMLElement>('[role="status"]')!;
      await expect(outcome).toHaveTextContent('James Okafor: submitted');
      await waitFor(() => expect(outcome).toHaveFocus());
      const row = await submissionRow(canvasElement, 'James Okafor');
      await expect(row.getByText('Submitted')).toBeVisible();
      const matches = await matchList(canvasElement);
      await waitFor(() => expect(matches.queryByRole('link', { name: 'James Okafor' })).toBeNull(), SLOW);
      await expect(matches.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sofia Rossi', 'Grace Kim']);
      await expect(canvas.getByRole('button', { name: 'Submit applicants' })).toBeVisible();
    });
  },
};

const selecting = jobOrderServer();
export const SubmitSelectedMatches: Story = {
  name: 'Matching applicants: tick two, Submit selected; none left says so',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: selecting.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const section = await matchSection(canvasElement);
    await step('nothing ticked: Submit selected asks for one', async () => {
      await matchList(canvasElement);
      await userEvent.click(section.getByRole('button', { name: 'Submit selected' }));
      await expect(await section.findByText('Choose at least one applicant')).toBeVisible();
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    });
    await step('two ticked: the dialog lists them', async () => {
      await userEvent.click(section.getByRole('checkbox', { name: 'Select Sofia Rossi' }));
      await userEvent.click(section.getByRole('checkbox', { name: 'Select Grace Kim' }));
      await expect(section.getByText('2 selected')).toBeVisible();
      await expect(section.queryByText('Choose at least one applicant')).toBeNull();
      await userEvent.click(section.getByRole('button', { name: 'Submit selected' }));
      const dialog = await dialogNamed(canvasElement, 'Submit 2 applicants');
      await expect(
        within(dialog.getByRole('list', { name: 'Chosen applicants' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Sofia Rossi', 'Grace Kim']);
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    });
    await step('both sent in one call, both leave the matches, the selection is cleared', async () => {
      await expect(await section.findByText('2 submitted', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/job-orders/501/submissions')).toEqual([
        { ApplicantIds: [1005, 1009] },
      ]);
      const matches = await matchList(canvasElement);
      await waitFor(
        () => expect(matches.getAllByRole('link').map((link) => link.textContent)).toEqual(['James Okafor']),
        SLOW,
      );
      await expect(section.getByRole('checkbox', { name: 'Select James Okafor' })).not.toBeChecked();
      await expect(section.queryByText(/^\d+ selected$/)).toBeNull();
    });
    await step('the last one submitted: the empty state', async () => {
      await userEvent.click(section.getByRole('button', { name: 'Submit James Okafor' }));
      const dialog = await dialogNamed(canvasElement, 'Submit James Okafor');
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
      await expect(
        await section.findByText('No applicants of this discipline are available to submit', {}, SLOW),
      ).toBeVisible();
      await expect(section.queryByRole('button', { name: 'Submit selected' })).toBeNull();
    });
  },
};

const many = jobOrderServer({ matches: manyApplicantMatches(30) });
export const MatchesShowMore: Story = {
  name: 'Matching applicants: 25 first, Show more asks for 50 and moves focus to the first new one',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: many.handlers }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const section = await matchSection(canvasElement);
    const matches = await matchList(canvasElement);
    await expect(matches.getAllByRole('link')).toHaveLength(25);
    await userEvent.click(section.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(matches.getAllByRole('link')).toHaveLength(30), SLOW);
    await expect(many.matchQueries).toEqual([{ limit: '25' }, { limit: '50' }]);
    await expect(matches.getByRole('link', { name: 'Candidate 26' })).toHaveFocus();
    await expect(section.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

const none = jobOrderServer({ matches: [] });
export const MatchesEmpty: Story = {
  name: 'Matching applicants: none available',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: none.handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const section = await matchSection(canvasElement);
    await expect(
      await section.findByText('No applicants of this discipline are available to submit', {}, SLOW),
    ).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Submit selected' })).toBeNull();
    await expect(section.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const matchingPhone = jobOrderServer();
export const MatchingSubmitPhoneSmall: Story = {
  name: 'Phone (320 px): a matching applicant submitted from its row',
  ...portalStory({ path: '/job-orders/501', session: 'staff', handlers: matchingPhone.handlers }),
  globals: atViewport('phoneSmall'),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    const row = await matchRow(canvasElement, 'Sofia Rossi');
    await expect(row.getByRole('meter', { name: 'Fit 25 of 100' })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Submit Sofia Rossi' }));
    const dialog = await dialogNamed(canvasElement, 'Submit Sofia Rossi');
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const section = await matchSection(canvasElement);
    await expect(await section.findByText('1 submitted', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'POST', '/api/job-orders/501/submissions')).toEqual([{ ApplicantIds: [1005] }]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const failing = jobOrderServer({ matches: manyApplicantMatches(30) });
export const MatchesShowMoreFails: Story = {
  name: 'Matching applicants: Show more fails, the first 25 stay and it says so',
  ...portalStory({
    path: '/job-orders/501',
    session: 'staff',
    handlers: [
      // The longer list fails; the first one is answered by the story server (the handler after this one).
      handle(API_CALLS.listJobOrderMatches, ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '50'
          ? HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), { status: 500 })
          : undefined,
      ),
      ...failing.handlers,
    ],
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const section = await matchSection(canvasElement);
    const matches = await matchList(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Show more' }));
    await expect(await section.findByText('More could not be loaded. Try again.', {}, SLOW)).toBeVisible();
    await expect(matches.getAllByRole('link')).toHaveLength(25);
    await expect(section.getByRole('button', { name: 'Show more' })).toBeEnabled();
  },
};
