import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  APPLICANT_STATUSES,
  getApplicantDashboard,
  statusLabel,
  type ApplicantDashboard,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle, handlers } from '@agency/api-client/testing';
import { timeInStage } from '../../shared/timeInStage';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { PAGE_TIMEOUT, portalOf, portalStory } from '../../testing/portalStory';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DASHBOARD = '/api/applicants/dashboard';
const data = fixtures.applicantDashboard;

/** A working agency: many leads, fewer at each later stage (the fixture has 5 in every status). */
const COUNTS = [120, 64, 38, 21, 9, 14, 6, 57];
const filled: ApplicantDashboard = {
  ...data,
  Counts: APPLICANT_STATUSES.map(({ key }, index) => ({ Status: key, Count: COUNTS[index]! })),
};

/**
 * A story whose page draws the funnel. The funnel's chunk is recharts, 1.4 MB unminified in the dev server:
 * fetched before the story, so a cold server on a busy machine does not decide the test. The page still
 * loads it lazily (Suspense) and the play functions wait for the chart to appear.
 */
function withFunnel(story: ReturnType<typeof portalStory>) {
  return { ...story, loaders: [async () => ({ funnel: await import('./PipelineFunnel') }), ...story.loaders] };
}

const filledStory = () =>
  withFunnel(
    portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getApplicantDashboard.with(filled)] }),
  );

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_TIMEOUT);

/** A card of the dashboard: a section named by its heading. */
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, PAGE_TIMEOUT));

/** What the filled dashboard shows (the fixture's figures), asserted at any width. */
async function assertFilledDashboard({ canvasElement, step }: Pick<StoryContext, 'canvasElement' | 'step'>) {
  await heading(canvasElement);
  const canvas = within(canvasElement);

  await step('welcomes the user by name', async () => {
    await expect(canvas.getByText('Welcome, Jane Doe.')).toBeVisible();
  });

  await step('counts every status, each count a link to its status list', async () => {
    const pipeline = await card(canvasElement, 'Pipeline');
    await expect(pipeline.getByRole('link', { name: '329 applicants' })).toHaveAttribute('href', '/view-by-applicant');
    const tiles = pipeline.getByRole('list', { name: 'Applicants by status' });
    await expect(within(tiles).getAllByRole('listitem')).toHaveLength(8);
    for (const { Status, Count } of filled.Counts) {
      const link = within(tiles).getByRole('link', { name: `${Count} in ${statusLabel(Status)}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/${Status}`);
    }
  });

  await step('draws the funnel, New Lead to Accepted, once its chunk has loaded', async () => {
    const pipeline = await card(canvasElement, 'Pipeline');
    const chart = await pipeline.findByRole('figure', { name: /^Pipeline funnel, New Lead to Accepted/ }, PAGE_TIMEOUT);
    const stages = filled.Counts.slice(0, 6).map(({ Status, Count }) => `${statusLabel(Status)}: ${Count}`);
    for (const stage of stages) await expect(within(chart).getByText(stage)).toBeVisible();
    await expect(chart.querySelectorAll('.recharts-funnel-trapezoid')).toHaveLength(6);
    await expect(within(chart).queryByText(/^Refused|^Rejected/)).toBeNull();
    await expect(pipeline.queryByText('Loading the chart')).toBeNull();
  });

  await step("links the week's new leads to the applicants updated since Monday, newest first", async () => {
    const newLeads = await card(canvasElement, 'New leads this week');
    const link = newLeads.getByRole('link', { name: '3 new leads this week' });
    const href = new URL(link.getAttribute('href')!, 'https://portal.test');
    await expect(href.pathname).toBe('/view-by-applicant');
    await expect(Object.fromEntries(href.searchParams)).toEqual({
      updatedFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      sort: 'created',
      order: 'desc',
    });
    // The Monday (UTC) of this week, as the server counts: a Monday, at most six days ago.
    const monday = new Date(`${href.searchParams.get('updatedFrom')}T00:00:00Z`);
    await expect(monday.getUTCDay()).toBe(1);
    const days = (Date.now() - monday.getTime()) / 86_400_000;
    await expect(days >= 0 && days < 7).toBe(true);
    await expect(
      newLeads.getByText(
        `Added since ${new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(monday)}`,
      ),
    ).toBeVisible();
  });

  await step("counts the user's own applicants per status, each a link to that search", async () => {
    const mine = await card(canvasElement, 'My applicants');
    await expect(mine.getByRole('link', { name: '7 applicants' })).toHaveAttribute(
      'href',
      '/view-by-applicant?owner=mine',
    );
    for (const { Status, Count } of data.MyCounts) {
      await expect(
        mine.getByRole('link', { name: `${Count} of my applicants in ${statusLabel(Status)}` }),
      ).toHaveAttribute('href', `/view-by-applicant?owner=mine&status=${Status}`);
    }
  });

  await step('lists who waits longest in each open stage, with the time in stage', async () => {
    const waiting = await card(canvasElement, 'Waiting longest');
    const stages = waiting.getAllByRole('heading', { level: 3 }).map((stage) => stage.textContent);
    await expect(stages).toEqual(['New Lead', 'Pre-screened', 'Phone Screened', 'Final Interview', 'Offered']);
    const [maria, grace] = data.WaitingLongest[0]!.Applicants;
    const lead = within(waiting.getByRole('region', { name: 'New Lead' })).getAllByRole('listitem');
    await expect(lead).toHaveLength(2);
    await expect(within(lead[0]!).getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute(
      'href',
      '/view-by-applicant/1234',
    );
    await expect(within(lead[0]!).getByText(`New Lead · ${timeInStage(maria!.StatusChangedAt)}`)).toBeVisible();
    await expect(lead[0]).toHaveTextContent('Owner: Jane Doe');
    await expect(within(lead[1]!).getByRole('link', { name: 'Grace Kim' })).toHaveAttribute(
      'href',
      '/view-by-applicant/1242',
    );
    await expect(within(lead[1]!).getByText(`New Lead · ${timeInStage(grace!.StatusChangedAt)}`)).toBeVisible();
    const offered = within(waiting.getByRole('region', { name: 'Offered' }));
    await expect(offered.getByRole('link', { name: 'Sofia Rossi' })).toBeVisible();
    await expect(offered.getByText('Owner: Marcus Bell')).toBeVisible();
  });

  await step('tells who did what to whom, and when', async () => {
    const activity = await card(canvasElement, 'Recent activity');
    const entries = within(activity.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent('Jane Doe added a note to Maria Rivera');
    await expect(entries[0]).toHaveTextContent('Prefers 12-hour nights; available mid-February.');
    await expect(entries[1]).toHaveTextContent('Jane Doe moved Maria Rivera from New Lead to Pre-screened');
    await expect(entries[1]).toHaveTextContent('Jan 18, 2026');
    await expect(entries[2]).toHaveTextContent('Jane Doe added Maria Rivera');
    await expect(within(entries[1]!).getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute(
      'href',
      '/view-by-applicant/1234',
    );
  });
}

export const Loading: Story = {
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [handlers.getApplicantDashboard.loading] }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await step('welcomes the user and says the dashboard is loading', async () => {
      await expect(canvas.getByText('Welcome, Jane Doe.')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading the dashboard');
      await expect(canvas.queryByRole('region', { name: 'Pipeline' })).toBeNull();
    });
  },
};

export const Filled: Story = {
  ...filledStory(),
  play: async (context) => {
    await assertFilledDashboard(context);
    await context.step('asked the server once for the dashboard', async () => {
      const asked = portalOf(context).requests.filter((request) => request.path === DASHBOARD);
      await expect(asked.map((request) => request.method)).toEqual(['GET']);
    });
  },
};

/** The first request fails, the next ones get the dashboard (reset before each run of the story). */
let dashboardRequests = 0;

export const CouldNotLoad: Story = {
  name: 'Could not load',
  ...withFunnel(
    portalStory({
      path: '/dashboard',
      session: 'staff',
      handlers: [
        handle(getApplicantDashboard, () =>
          dashboardRequests++ === 0
            ? HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), { status: 500 })
            : HttpResponse.json(filled),
        ),
      ],
    }),
  ),
  beforeEach: () => {
    dashboardRequests = 0;
  },
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, PAGE_TIMEOUT);
    await step('explains the error and offers to try again', async () => {
      await expect(alert).toHaveTextContent('The dashboard could not be loaded.');
      await expect(canvas.queryByRole('region', { name: 'Pipeline' })).toBeNull();
    });
    await step('Try again loads the dashboard', async () => {
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      const pipeline = await card(canvasElement, 'Pipeline');
      await expect(pipeline.getByRole('link', { name: '120 in New Lead' })).toHaveAttribute('href', '/lead');
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

const emptyAgency: ApplicantDashboard = {
  Counts: APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: 0 })),
  WaitingLongest: APPLICANT_STATUSES.slice(0, 5).map(({ key }) => ({ Status: key, Applicants: [] })),
  MyCounts: APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: 0 })),
  RecentActivity: [],
  NewLeadsThisWeek: 0,
};

export const EmptyAgency: Story = {
  name: 'Empty agency',
  ...portalStory({
    path: '/dashboard',
    session: 'staff',
    handlers: [handlers.getApplicantDashboard.with(emptyAgency)],
  }),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await step('says the agency has no applicants and offers to add one', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No applicants yet' }, PAGE_TIMEOUT)).toBeVisible();
      await expect(canvas.getByText(/Your agency has no applicants in its pipeline/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Add Applicant' })).toHaveAttribute('href', '/add-applicant');
    });
    await step('shows no zero counts and no chart', async () => {
      await expect(canvas.queryByRole('region', { name: 'Pipeline' })).toBeNull();
      await expect(canvas.queryByRole('figure')).toBeNull();
    });
  },
};

/** Some of everything is missing: nobody waiting, no applicants of mine, no activity, no new lead. */
export const QuietWeek: Story = {
  name: 'Quiet week',
  ...withFunnel(
    portalStory({
      path: '/dashboard',
      session: 'staff',
      handlers: [
        handlers.getApplicantDashboard.with({
          ...emptyAgency,
          Counts: APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: key === 'accepted' ? 2 : 0 })),
        }),
      ],
    }),
  ),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    await step('says what is empty, card by card', async () => {
      const pipeline = await card(canvasElement, 'Pipeline');
      await expect(pipeline.getByRole('link', { name: '2 applicants' })).toBeVisible();
      await expect(pipeline.getByRole('link', { name: '2 in Accepted' })).toHaveAttribute('href', '/accepted');
      await expect(
        (await card(canvasElement, 'Waiting longest')).getByText('No one is waiting in an open stage.'),
      ).toBeVisible();
      const mine = await card(canvasElement, 'My applicants');
      await expect(mine.getByText(/You own no applicants yet/)).toBeVisible();
      await expect(mine.getByRole('link', { name: 'See the unassigned applicants' })).toHaveAttribute(
        'href',
        '/view-by-applicant?owner=unassigned',
      );
      await expect((await card(canvasElement, 'Recent activity')).getByText('No activity yet.')).toBeVisible();
      await expect(
        (await card(canvasElement, 'New leads this week')).getByRole('link', { name: '0 new leads this week' }),
      ).toBeVisible();
    });
  },
};

/** The cards of the dashboard, top to bottom. */
const CARDS = ['Pipeline', 'New leads this week', 'My applicants', 'Waiting longest', 'Recent activity'];

export const Phone: Story = {
  ...filledStory(),
  globals: atViewport('phone'),
  play: async (context) => {
    await assertFilledDashboard(context);
    await context.step('one column: every card under the one before, nothing wider than the phone', async () => {
      const cards = CARDS.map((name) => within(context.canvasElement).getByRole('region', { name }));
      const boxes = cards.map((element) => element.getBoundingClientRect());
      for (const [index, box] of boxes.entries()) {
        await expect(Math.round(box.left)).toBe(Math.round(boxes[0]!.left));
        if (index > 0) await expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
      }
      await expectNoHorizontalOverflow(context.canvasElement);
    });
  },
};

export const Tablet: Story = {
  ...filledStory(),
  globals: atViewport('tablet'),
  play: async (context) => {
    await assertFilledDashboard(context);
    await context.step('nothing wider than the tablet', async () => {
      await expectNoHorizontalOverflow(context.canvasElement);
    });
  },
};

export const Desktop: Story = {
  ...filledStory(),
  globals: atViewport('desktop'),
  play: async (context) => {
    await assertFilledDashboard(context);
    await context.step('new leads and my applicants side by side', async () => {
      const canvas = within(context.canvasElement);
      const newLeads = canvas.getByRole('region', { name: 'New leads this week' }).getBoundingClientRect();
      const mine = canvas.getByRole('region', { name: 'My applicants' }).getBoundingClientRect();
      await expect(Math.round(mine.top)).toBe(Math.round(newLeads.top));
      await expect(mine.left).toBeGreaterThan(newLeads.right);
      await expectNoHorizontalOverflow(context.canvasElement);
    });
  },
};
