import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../../testing/portalStory';
import { jobOrderServer } from '../../job-orders/testing';
import { timeInStage } from '../../../shared/timeInStage';
import { ApplicantSearchPage } from './ApplicantListPage';
import { sampleApplicants, storyServer } from './storyServer';

const meta = {
  title: 'Screens/Applicants/Search',
  component: ApplicantSearchPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Search Applicant' }, SLOW);
/** The rows have loaded (the first fixture's name is a link). Text queries: cheap on a table of 50 rows. */
const rowsLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText('Maria Rivera', { selector: 'tbody a' }, SLOW);
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name, { selector: 'tbody a' }).closest('tr')!);
/** Dialogs render in a portal on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A staff user who is a recruiter only (no bulk actions). */
const recruiterOnly = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['recruiter'] } }),
);

/** A manager: exports the lists (`applicants.export`, managers and above). */
const managerLogin = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['manager'] } }),
);

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: [handlers.listApplicants.loading] }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    await step('the table is busy with placeholder rows', async () => {
      const grid = await within(canvasElement).findByRole('grid', { name: 'Applicants' }, SLOW);
      await expect(grid).toHaveAttribute('aria-busy', 'true');
      await expect(within(grid).getByText('Loading…')).toBeInTheDocument();
    });
  },
};

const filled = storyServer();
export const Filled: Story = {
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: filled.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('asks for the first page of 50 (the server sorts newest first)', async () => {
      await expect(filled.listQueries[0]).toEqual({ page: '1', pageSize: '50' });
    });
    await step('each row shows the columns, the status with its time in stage', async () => {
      const maria = fixtures.applicants[0]!;
      const row = rowOf(canvasElement, 'Maria Rivera');
      await expect(row.getByText(`New Lead · ${timeInStage(maria.StatusChangedAt)}`)).toBeVisible();
      // The mobile phone saved as +1 555 010 3000, shown the way people read it.
      for (const text of ['ICU, Step-Down', '(555) 010-3000', maria.Email, 'Jane Doe', 'TX', 'Jan 20, 2026'])
        await expect(row.getByText(text)).toBeVisible();
      // Chen Wang is unassigned.
      await expect(rowOf(canvasElement, 'Chen Wang').getByText('Unassigned')).toBeVisible();
      await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(12);
    });
    await step('each row links to its record by its applicant number', async () => {
      const james = within(canvasElement).getByText('James Okafor', { selector: 'a' });
      await expect(james).toHaveAttribute('href', '/view-by-applicant/1235');
      await userEvent.click(within(canvasElement).getByText('Aisha Khan', { selector: 'a' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/view-by-applicant/1236'), SLOW);
    });
  },
};

const paged = storyServer({ applicants: sampleApplicants(120), rowsPerAnswer: 5 });
export const PagingAndSorting: Story = {
  name: 'Paging and sorting',
  ...portalStory({ path: '/view-by-applicant?q=a', session: 'staff', handlers: paged.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    const found = paged.applicants.filter((row) =>
      `${row.FirstName} ${row.LastName} ${row.Email}`.toLowerCase().includes('a'),
    );
    const total = found.length;
    const fiftyFirst = found[50]!;
    await step('the search in the address is sent and shown in the box', async () => {
      await expect(canvas.getByLabelText('Search applicants')).toHaveValue('a');
      await expect(paged.listQueries.at(-1)).toEqual({ q: 'a', page: '1', pageSize: '50' });
      await expect(canvas.getByText(`Showing 1–50 of ${total}`)).toBeVisible();
    });
    await step('goes to page 2: the address and the request say so, links carry the search', async () => {
      await userEvent.click(canvas.getByLabelText('Page 2'));
      await expect(await canvas.findByText(`Showing 51–${Math.min(100, total)} of ${total}`, {}, SLOW)).toBeVisible();
      await expect(portalOf(context).location.search).toBe('?q=a&page=2');
      await waitFor(() => expect(paged.listQueries.at(-1)).toEqual({ q: 'a', page: '2', pageSize: '50' }), SLOW);
      await waitFor(
        () =>
          expect(canvasElement.querySelector('tbody a')).toHaveAttribute(
            'href',
            `/view-by-applicant/${fiftyFirst.Number}?q=a`,
          ),
        SLOW,
      );
    });
    await step('sorting by name goes back to page 1 and is kept in the address', async () => {
      const sortByName = () => canvas.getByText(/^Name/, { selector: 'thead button' });
      await userEvent.click(sortByName());
      await waitFor(() => expect(portalOf(context).location.search).toBe('?q=a&sort=name&order=asc'), SLOW);
      await waitFor(
        () =>
          expect(paged.listQueries.at(-1)).toEqual({ q: 'a', sort: 'name', order: 'asc', page: '1', pageSize: '50' }),
        SLOW,
      );
      await expect(sortByName().closest('th')).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(sortByName());
      await waitFor(() => expect(portalOf(context).location.search).toBe('?q=a&sort=name&order=desc'), SLOW);
    });
  },
};

const large = storyServer({ applicants: sampleApplicants(120), rowsPerAnswer: 5, totalCap: 60 });
export const LargeSearch: Story = {
  name: 'A large search: the total is a lower bound',
  ...portalStory({ path: '/view-by-applicant?q=a', session: 'staff', handlers: large.handlers }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await expect(canvas.getByText('Showing 1–50 of 60+')).toBeVisible();
    await expect(canvas.getByText('60+ applicants found')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

const typing = storyServer();
export const SearchAsYouType: Story = {
  name: 'Search as you type',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: typing.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('typing searches a moment after the last key, once', async () => {
      await userEvent.type(canvas.getByLabelText('Search applicants'), 'riv');
      await waitFor(() => expect(portalOf(context).location.search).toBe('?q=riv'), SLOW);
      await waitFor(() => expect(canvas.queryByText('James Okafor', { selector: 'a' })).toBeNull(), SLOW);
      await expect(canvas.getByText('Maria Rivera', { selector: 'a' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1234?q=riv',
      );
      await expect(typing.listQueries.filter((query) => query.q !== undefined).map((query) => query.q)).toEqual([
        'riv',
      ]);
      // Screen readers hear how many were found.
      await expect(canvas.getByText('1 applicant found')).toHaveAttribute('role', 'status');
    });
  },
};

const filtering = storyServer();
export const Filters: Story = {
  ...portalStory({ path: '/view-by-applicant?page=2', session: 'staff', handlers: filtering.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('the filters open from their button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await expect(canvas.getByLabelText('Owner')).toBeVisible();
    });
    await step('owner "Mine": sent, in the address, back to page 1', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Owner'), 'Mine');
      await waitFor(() => expect(portalOf(context).location.search).toBe('?owner=mine'), SLOW);
      await waitFor(
        () => expect(filtering.listQueries.at(-1)).toEqual({ owner: 'mine', page: '1', pageSize: '50' }),
        SLOW,
      );
      await expect(await canvas.findByRole('button', { name: 'Filters (1)' })).toBeVisible();
    });
    await step('a status and a source join it', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
      await userEvent.click(await canvas.findByRole('option', { name: 'New Lead' }));
      await userEvent.click(canvas.getByRole('combobox', { name: 'Source' }));
      await userEvent.click(await canvas.findByRole('option', { name: 'Referral' }));
      await waitFor(
        () =>
          expect(filtering.listQueries.at(-1)).toEqual({
            owner: 'mine',
            status: 'lead',
            source: 'referral',
            page: '1',
            pageSize: '50',
          }),
        SLOW,
      );
      await expect(portalOf(context).location.search).toBe('?owner=mine&status=lead&source=referral');
    });
    await step('updated from goes in the address as a date', async () => {
      await userEvent.type(canvas.getByLabelText('Updated from'), '01012026');
      await waitFor(() => expect(filtering.listQueries.at(-1)).toMatchObject({ updatedFrom: '2026-01-01' }), SLOW);
    });
  },
};

const onboarding = storyServer();
export const OnboardingFilter: Story = {
  name: 'Onboarding filter',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: onboarding.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    /** The names of the listed applicants, once the list shows exactly these. */
    const listed = (names: string[]) =>
      waitFor(
        () => expect(Array.from(canvasElement.querySelectorAll('tbody a'), (link) => link.textContent)).toEqual(names),
        SLOW,
      );
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('each row says its onboarding progress in words', async () => {
      await expect(
        rowOf(canvasElement, 'Maria Rivera').getByText('3 of 5 forms approved · 1 waiting for review'),
      ).toBeVisible();
      await expect(rowOf(canvasElement, 'Aisha Khan').getByText('5 of 5 forms approved')).toBeVisible();
      await expect(
        rowOf(canvasElement, 'Chen Wang').getByText('1 of 5 forms approved · 1 changes requested'),
      ).toBeVisible();
      await expect(rowOf(canvasElement, 'James Okafor').getByText('0 of 5 forms approved')).toBeVisible();
    });
    await step('"Waiting for review": sent, kept in the address, only those applicants listed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await userEvent.selectOptions(canvas.getByLabelText('Onboarding'), 'Waiting for review');
      await waitFor(() => expect(portalOf(context).location.search).toBe('?onboarding=waiting-review'), SLOW);
      await waitFor(
        () =>
          expect(onboarding.listQueries.at(-1)).toEqual({ onboarding: 'waiting-review', page: '1', pageSize: '50' }),
        SLOW,
      );
      await listed(['Maria Rivera', 'Sofia Rossi', 'Grace Kim']);
      await expect(canvas.getByText('3 applicants found')).toHaveAttribute('role', 'status');
    });
    await step('a minimum complete share joins it; "Complete" lists the finished ones', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Onboarding complete'), 'At least 75%');
      await waitFor(
        () => expect(portalOf(context).location.search).toBe('?onboarding=waiting-review&onboardingMin=75'),
        SLOW,
      );
      await expect(await canvas.findByRole('heading', { name: 'No applicants match' }, SLOW)).toBeVisible();
      await userEvent.selectOptions(canvas.getByLabelText('Onboarding'), 'Complete');
      await waitFor(
        () =>
          expect(onboarding.listQueries.at(-1)).toEqual({
            onboarding: 'complete',
            onboardingMin: '75',
            page: '1',
            pageSize: '50',
          }),
        SLOW,
      );
      await listed(['Aisha Khan', 'Priya Patel', 'Elena Novak']);
      await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    });
  },
};

export const OnboardingFilterFromAddress: Story = {
  name: 'Onboarding filter from a shared address',
  ...portalStory({
    path: '/view-by-applicant?onboarding=changes-requested&onboardingMin=20',
    session: 'staff',
    handlers: storyServer().handlers,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('Chen Wang', { selector: 'tbody a' }, SLOW)).toBeVisible();
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(3);
    await expect(canvas.getByLabelText('Onboarding')).toHaveValue('changes-requested');
    await expect(canvas.getByLabelText('Onboarding complete')).toHaveValue('20');
    await expect(within(canvas.getByLabelText('Onboarding complete')).getByText('At least 20%')).toBeInTheDocument();
  },
};

const noMatch = storyServer();
export const NoMatch: Story = {
  name: 'No match',
  ...portalStory({ path: '/view-by-applicant?q=zzz&discipline=RN', session: 'staff', handlers: noMatch.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says nothing matches and offers to clear the filters', async () => {
      const title = await canvas.findByRole('heading', { name: 'No applicants match' }, SLOW);
      await userEvent.click(within(title.parentElement!).getByRole('button', { name: 'Clear filters' }));
    });
    await step('clearing shows everyone again', async () => {
      await rowsLoaded(canvasElement);
      await expect(portalOf(context).location.search).toBe('');
      await expect(canvas.getByLabelText('Search applicants')).toHaveValue('');
      await expect(noMatch.listQueries.at(-1)).toEqual({ page: '1', pageSize: '50' });
    });
  },
};

export const Empty: Story = {
  ...portalStory({
    path: '/view-by-applicant',
    session: 'staff',
    handlers: [handlers.listApplicants.with({ Items: [], Page: 1, PageSize: 50, Total: 0 })],
  }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await step('says there are no applicants yet and links to Add Applicant', async () => {
      const title = await canvas.findByRole('heading', { name: 'No applicants yet' }, SLOW);
      await expect(within(title.parentElement!).getByRole('link', { name: 'Add Applicant' })).toHaveAttribute(
        'href',
        '/add-applicant',
      );
      await expect(canvas.queryByRole('navigation', { name: 'Applicant pages' })).toBeNull();
    });
  },
};

export const CouldNotLoad: Story = {
  name: 'Could not load',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: [handlers.listApplicants.serverError] }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await step('says so and offers to try again, which asks again', async () => {
      const alert = await within(canvasElement).findByRole('alert', {}, SLOW);
      await expect(alert).toHaveTextContent('The applicants could not be loaded.');
      const asked = () => portalOf(context).requests.filter((request) => request.path === '/api/applicants').length;
      const before = asked();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(asked()).toBeGreaterThan(before), SLOW);
    });
  },
};

const bulk = storyServer({
  bulkAnswer: (id) =>
    id === 1003
      ? { ApplicantId: id, Ok: false, Message: 'No moves from Rejected.' }
      : { ApplicantId: id, Ok: true, Message: '' },
});
export const BulkStatusChange: Story = {
  name: 'Bulk status change',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: bulk.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('select two rows and reject them with a reason and a note', async () => {
      await userEvent.click(canvas.getByLabelText('Select Maria Rivera'));
      await userEvent.click(canvas.getByLabelText('Select Aisha Khan'));
      await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change status' }, SLOW));
      await userEvent.selectOptions(dialog.getByLabelText('New status'), 'Rejected');
      await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'No response');
      await userEvent.type(dialog.getByLabelText('Note (optional)'), 'No answer');
      await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
    });
    await step('one bulk request; the answer per row is shown', async () => {
      const result = await canvas.findByText('1 moved, 1 not moved', {}, SLOW);
      await expect(bulk.bulkBodies).toEqual([
        {
          ApplicantIds: [1001, 1003],
          Action: { Kind: 'status', To: 'rejected', Reason: 'no-response', Note: 'No answer' },
        },
      ]);
      await expect(result.closest('[role="status"]')).toHaveTextContent('Aisha Khan: No moves from Rejected.');
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(canvas.queryByText('Change status')).toBeNull();
    });
    await step('the menu counts are asked again', async () => {
      await waitFor(() => expect(bulk.countRequests()).toBeGreaterThanOrEqual(2), SLOW);
    });
  },
};

const choices = storyServer();
export const BulkStatusChoices: Story = {
  name: 'Bulk status change: the choices',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: choices.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the bulk actions show once rows are selected', async () => {
      await expect(canvas.queryByText('Change status')).toBeNull();
      await userEvent.click(canvas.getByLabelText('Select Maria Rivera'));
      await userEvent.click(canvas.getByLabelText('Select Aisha Khan'));
      await expect(within(canvas.getByRole('group', { name: 'Bulk actions' })).getByText('2 selected')).toBeVisible();
    });
    await step('Change status offers the moves of the selected rows; Rejected needs a reason', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change status' }, SLOW));
      const select = dialog.getByLabelText('New status') as HTMLSelectElement;
      // New Lead: Pre-screened, Rejected. Phone Screened: Final Interview, Rejected, back to Pre-screened.
      await expect(Array.from(select.options, (option) => option.text)).toEqual([
        'Choose a status',
        'Pre-screened',
        'Final Interview (1 of 2)',
        'Rejected',
      ]);
      await userEvent.selectOptions(select, 'Rejected');
      await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
      await expect(await dialog.findByText('Reason is required')).toBeVisible();
      await expect(choices.bulkBodies).toEqual([]);
    });
  },
};

const assign = storyServer();
export const BulkAssign: Story = {
  name: 'Bulk assign owner',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: assign.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('assign the whole page to Marcus Bell', async () => {
      await userEvent.click(canvas.getByLabelText('Select all rows'));
      await expect(canvas.getByText('12 selected')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Assign owner' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Assign owner' }, SLOW));
      const owner = dialog.getByLabelText('Owner');
      await waitFor(() => expect(within(owner).getByText('Marcus Bell')).toBeInTheDocument(), SLOW);
      await userEvent.selectOptions(owner, 'Marcus Bell');
      await userEvent.click(dialog.getByRole('button', { name: 'Assign owner' }));
      await expect(await canvas.findByText('12 assigned', {}, SLOW)).toBeVisible();
      await expect(assign.bulkBodies).toEqual([
        { ApplicantIds: fixtures.applicants.map((row) => row.ApplicantId), Action: { Kind: 'assign', OwnerId: 43 } },
      ]);
    });
  },
};

const tagging = storyServer();
export const BulkTag: Story = {
  name: 'Bulk add tag',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: tagging.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('tag two applicants (the tag is required, and trimmed)', async () => {
      await userEvent.click(canvas.getByLabelText('Select Maria Rivera'));
      await userEvent.click(canvas.getByLabelText('Select James Okafor'));
      await userEvent.click(canvas.getByRole('button', { name: 'Add tag' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add tag' }, SLOW));
      await userEvent.click(dialog.getByRole('button', { name: 'Add tag' }));
      await expect(await dialog.findByText('Tag is required')).toBeVisible();
      await userEvent.type(dialog.getByLabelText('Tag'), ' ICU ');
      await userEvent.click(dialog.getByRole('button', { name: 'Add tag' }));
      await expect(await canvas.findByText('2 tagged', {}, SLOW)).toBeVisible();
      await expect(tagging.bulkBodies).toEqual([{ ApplicantIds: [1001, 1002], Action: { Kind: 'tag', Tag: 'ICU' } }]);
    });
  },
};

const submitSearch = storyServer();
const submitJobs = jobOrderServer();
export const BulkSubmitToJobOrder: Story = {
  name: 'Bulk submit to job order: one submitted, one already submitted',
  // The search's server first: it answers the list of applicants.
  ...portalStory({
    path: '/view-by-applicant',
    session: 'staff',
    handlers: [...submitSearch.handlers, ...submitJobs.handlers],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('select two applicants, pick an open job order by search', async () => {
      await userEvent.click(canvas.getByLabelText('Select Maria Rivera'));
      await userEvent.click(canvas.getByLabelText('Select James Okafor'));
      await userEvent.click(canvas.getByRole('button', { name: 'Submit to job order' }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit to job order' }, SLOW));
      await expect(dialog.getByText(/^Submit 2 applicants to an open job order\./)).toBeVisible();
      await userEvent.type(dialog.getByRole('searchbox', { name: 'Search open job orders' }), 'Bayou');
      await waitFor(
        () =>
          expect(submitJobs.jobOrderQueries.at(-1)).toEqual({
            status: 'open',
            q: 'Bayou',
            sort: 'start',
            pageSize: '10',
          }),
        SLOW,
      );
      // Only the open one: Med-Surg RN, days is on hold.
      const radio = await dialog.findByRole('radio', { name: /^ICU RN, nights/ }, SLOW);
      await expect(dialog.queryByRole('radio', { name: /^Med-Surg RN, days/ })).toBeNull();
      await userEvent.click(radio);
      await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    });
    await step('one request for both; the outcome names the one already submitted', async () => {
      const result = await canvas.findByText('1 submitted, 1 already submitted', {}, SLOW);
      await expect(bodiesSent(context, 'POST', '/api/job-orders/501/submissions')).toEqual([
        { ApplicantIds: [1001, 1002] },
      ]);
      await expect(result.closest('[role="status"]')).toHaveTextContent(
        'Maria Rivera: already submitted to ICU RN, nights',
      );
      await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    });
  },
};

export const BulkSubmitPhoneSmall: Story = {
  name: 'Bulk submit to job order, phone (320 px): the dialog fits',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: [...storyServer().handlers] }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await userEvent.click(canvas.getByLabelText('Select Maria Rivera'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit to job order' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Submit to job order' }, SLOW));
    await dialog.findByRole('radio', { name: /^ICU RN, nights/ }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const RecruiterHasNoBulkActions: Story = {
  name: 'Recruiter: messages only, no bulk updates',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: [recruiterOnly] }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('rows can be selected to write to them; no Export CSV (personal data in bulk: managers)', async () => {
      await expect(canvas.getByRole('button', { name: 'Save search' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
      const boxes = canvasElement.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
      await userEvent.click(boxes[0]!);
    });
    await step('the bar offers e-mail and SMS, not the updates of supervisors', async () => {
      const bar = within(canvas.getByRole('group', { name: 'Bulk actions' }));
      await expect(bar.getByRole('button', { name: 'Send e-mail' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Send SMS' })).toBeVisible();
      await expect(bar.queryByRole('button', { name: 'Change status' })).toBeNull();
      await expect(bar.queryByRole('button', { name: 'Submit to job order' })).toBeNull();
    });
  },
};

export const RecruiterNoExportPhone: Story = {
  name: 'Recruiter (phone): no Export CSV, the rest of the header fits',
  ...portalStory({ path: '/view-by-applicant', session: 'staff', handlers: [recruiterOnly] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save search' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const exporting = storyServer();
export const ExportCsv: Story = {
  name: 'Export CSV (a manager)',
  ...portalStory({
    path: '/view-by-applicant?status=lead,offered&owner=mine&sort=name&order=asc&page=3',
    session: 'staff',
    handlers: [managerLogin, ...exporting.handlers],
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('exports every row of the current search (no paging) and offers the file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      const link = await canvas.findByText(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/, { selector: 'a' }, SLOW);
      await expect(link.getAttribute('download')).toBe(link.textContent);
      await expect(link.getAttribute('href')).toMatch(/^blob:/);
      await expect(exporting.exportQueries).toEqual([
        { status: 'lead,offered', owner: 'mine', sort: 'name', order: 'asc' },
      ]);
    });
  },
};

export const ExportFails: Story = {
  name: 'Export fails',
  ...portalStory({
    path: '/view-by-applicant',
    session: 'staff',
    handlers: [managerLogin, handlers.exportApplicants.serverError],
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(
      await within(notifications(canvasElement)).findByText('An unexpected error occurred.', {}, SLOW),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Phone: cards',
  ...portalStory({ path: '/view-by-applicant', session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('each applicant is a card of labelled values, nothing scrolls sideways', async () => {
      const card = rowOf(canvasElement, 'Maria Rivera');
      await expect(card.getByText('E-mail')).toBeVisible();
      await expect(card.getByText('maria.rivera@mail.test')).toBeVisible();
      await expect(canvas.getByLabelText('Search applicants')).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const Tablet: Story = {
  ...portalStory({ path: '/view-by-applicant', session: 'staff' }),
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await expect(within(canvasElement).getByText(/^Owner/, { selector: 'thead button' })).toBeVisible();
  },
};
