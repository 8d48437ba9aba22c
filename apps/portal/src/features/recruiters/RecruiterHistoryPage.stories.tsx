import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, type RecruiterHistory } from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { portalOf, portalStory } from '../../testing/portalStory';
import { RecruiterHistoryPage } from './RecruiterHistoryPage';

const meta = {
  title: 'Screens/Timecards/Recruiter History',
  component: RecruiterHistoryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecruiterHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
const PATH = '/recruiter-history';

const ANSWER = fixtures.recruiterHistory;
const JANE = ANSWER.Rows.filter((row) => row.RecruiterId === 42);
/** The fixture's week view: the week of Nov 17 (cut to the range) and the week of Nov 23. */
const WEEKS: RecruiterHistory = {
  ...ANSWER,
  View: 'week',
  Rows: [
    { ...ANSWER.Rows[0]!, DateTo: '2026-11-23' },
    { ...ANSWER.Rows[1]!, DateTo: '2026-11-23' },
    { ...ANSWER.Rows[2]!, Date: '2026-11-17', DateTo: '2026-11-22' },
  ],
};
/** What a recruiter (Jane) is answered: her own lines only. */
const OWN: RecruiterHistory = {
  ...ANSWER,
  Rows: JANE,
  Totals: ANSWER.Totals.filter((total) => total.RecruiterId === 42),
  ActiveSeconds: 60_120,
  Recruiters: [{ RecruiterId: 42, Name: 'Jane Doe' }],
};

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The history's calls, recording the queries the screen sends (the week view answered in weeks). */
function historyServer(answer: RecruiterHistory = ANSWER) {
  const queries: Record<string, string>[] = [];
  const exports: Record<string, string>[] = [];
  const list: HttpHandler[] = [
    handle(API_CALLS.getRecruiterHistory, ({ request }) => {
      const query = queryOf(request);
      queries.push(query);
      const chosen = query.RecruiterId
        ? {
            ...answer,
            Rows: answer.Rows.filter((row) => String(row.RecruiterId) === query.RecruiterId),
            Totals: answer.Totals.filter((total) => String(total.RecruiterId) === query.RecruiterId),
          }
        : answer;
      return HttpResponse.json(query.View === 'week' && answer === ANSWER ? WEEKS : chosen);
    }),
    handle(API_CALLS.exportRecruiterHistory, ({ request }) => {
      exports.push(queryOf(request));
      return new HttpResponse(new Blob(['\uFEFFRecruiter,Date\r\n'], { type: 'text/csv; charset=utf-8' }));
    }),
  ];
  return { queries, exports, handlers: list };
}

const asRecruiter = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['recruiter'] } }),
);

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Recruiter History' }, SLOW);
/** The line of a person on a day, as the table shows it. */
const lineOf = async (canvasElement: HTMLElement, name: string, date: string) => {
  await within(canvasElement).findAllByText(date, {}, SLOW);
  const line = within(canvasElement)
    .getAllByText(date)
    .map((cell) => cell.closest('tr')!)
    .find((row) => row.textContent?.includes(name));
  if (!line) throw new Error(`No line of ${name} on ${date}`);
  return within(line);
};
const totalOf = (canvasElement: HTMLElement, name: string) => {
  const line = within(canvasElement)
    .getAllByText('Total', { selector: 'strong' })
    .map((cell) => cell.closest('tr')!)
    .find((row) => row.textContent?.includes(name));
  if (!line) throw new Error(`No total of ${name}`);
  return within(line);
};

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.getRecruiterHistory.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Recruiter History' }, SLOW);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

const supervisor = historyServer();
export const Supervisor: Story = {
  name: "Supervisor (desktop): everyone's days, the totals, one recruiter, the week view, the CSV",
  ...portalStory({ path: PATH, session: 'staff', handlers: supervisor.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step("each person's day: first sign-in, last sign-out and time signed in, in the answer's zone", async () => {
      const jane = await lineOf(canvasElement, 'Jane Doe', 'Mon, Nov 23, 2026');
      await expect(jane.getByText('8:02 AM')).toBeVisible();
      await expect(jane.getByText('5:31 PM')).toBeVisible();
      await expect(jane.getByText('8 h 12 m')).toBeVisible();
      const marcus = await lineOf(canvasElement, 'Marcus Lee', 'Mon, Nov 23, 2026');
      await expect(marcus.getByText('9:00 AM')).toBeVisible();
      await expect(marcus.getByText('Signed in now')).toBeVisible();
      await expect(marcus.getByText('4 h 10 m')).toBeVisible();
      await expect(canvas.getByText(/times in America\/Chicago: 20 h 52 m signed in/)).toBeVisible();
    });
    await step('a total per recruiter and one for everyone close the table', async () => {
      await expect(totalOf(canvasElement, 'Jane Doe').getByText('16 h 42 m')).toBeVisible();
      await expect(totalOf(canvasElement, 'Marcus Lee').getByText('4 h 10 m')).toBeVisible();
      await expect(totalOf(canvasElement, 'All recruiters').getByText('20 h 52 m')).toBeVisible();
      await expect(canvasElement.querySelector('tbody tr:last-child')?.textContent).toContain('All recruiters');
    });
    await step("the person's time zone (Manage Profile's) is sent once, the range left to the server", async () => {
      await expect(supervisor.queries[0]).toEqual({ TimeZone: fixtures.userPreferences.TimeZone, View: 'day' });
      await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-17');
      await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-23');
    });
    await step('one recruiter chosen: only their lines, in the address and the request', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Recruiter' }), 'Marcus Lee');
      await waitFor(() => expect(portalOf(context).location.search).toBe('?recruiter=57'), SLOW);
      await waitFor(() => expect(supervisor.queries.at(-1)).toMatchObject({ RecruiterId: '57' }), SLOW);
      await waitFor(() => expect(canvasElement.querySelector('tbody')?.textContent).not.toContain('Jane Doe'), SLOW);
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Recruiter' }), 'Everyone');
      await waitFor(() => expect(portalOf(context).location.search).toBe(''), SLOW);
    });
    await step('the week view: a line per person per week with the days worked', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
      await waitFor(() => expect(supervisor.queries.at(-1)).toMatchObject({ View: 'week' }), SLOW);
      await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
      const week = await lineOf(canvasElement, 'Jane Doe', 'Tue, Nov 17, 2026 – Sun, Nov 22, 2026');
      await expect(week.getByText('Fri 8:15 AM')).toBeVisible();
      await expect(week.getByText('8 h 30 m')).toBeVisible();
      await expect(canvas.getByRole('columnheader', { name: 'Days' })).toBeVisible();
    });
    await step('Export CSV asks for the same lines and offers the file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(
        await canvas.findByRole('link', { name: /^recruiter-history-\d{4}-\d{2}-\d{2}\.csv$/ }, SLOW),
      ).toBeVisible();
      await expect(supervisor.exports.at(-1)).toMatchObject({ View: 'week' });
    });
  },
};

const recruiter = historyServer(OWN);
export const Recruiter: Story = {
  name: 'Recruiter (desktop): their own days only, no recruiter to choose',
  ...portalStory({ path: PATH, session: 'staff', handlers: [asRecruiter, ...recruiter.handlers] }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('her own days and her total', async () => {
      const friday = await lineOf(canvasElement, 'Jane Doe', 'Fri, Nov 20, 2026');
      await expect(friday.getByText('8:15 AM')).toBeVisible();
      await expect(friday.getByText('4:45 PM')).toBeVisible();
      await expect(totalOf(canvasElement, 'Jane Doe').getByText('16 h 42 m')).toBeVisible();
      await expect(canvas.queryByText('Marcus Lee')).toBeNull();
      await expect(canvas.queryByText('All recruiters')).toBeNull();
    });
    await step('no recruiter filter: the dates and the view only', async () => {
      await expect(canvas.queryByRole('combobox', { name: 'Recruiter' })).toBeNull();
      await expect(canvas.getByLabelText('From')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
      await expect(recruiter.queries[0]).not.toHaveProperty('RecruiterId');
    });
  },
};

const phoneCheck = async (canvasElement: HTMLElement) => {
  await heading(canvasElement);
  const jane = await lineOf(canvasElement, 'Jane Doe', 'Mon, Nov 23, 2026');
  // Cards: each value with its column's name.
  await expect(jane.getByText('First sign-in')).toBeVisible();
  await expect(jane.getByText('8:02 AM')).toBeVisible();
  await expect(jane.getByText('Active time')).toBeVisible();
  await expect(totalOf(canvasElement, 'Jane Doe').getByText('16 h 42 m')).toBeVisible();
  await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
};

export const SupervisorPhone: Story = {
  name: 'Supervisor (phone): cards with the totals, nothing scrolls sideways',
  ...portalStory({ path: PATH, session: 'staff', handlers: historyServer().handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await phoneCheck(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Recruiter' })).toBeVisible();
  },
};

export const RecruiterPhone: Story = {
  name: 'Recruiter (phone): their own cards, nothing scrolls sideways',
  ...portalStory({ path: PATH, session: 'staff', handlers: [asRecruiter, ...historyServer(OWN).handlers] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await phoneCheck(canvasElement);
    await expect(within(canvasElement).queryByText('Marcus Lee')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No sign-ins in the range',
  ...portalStory({
    path: `${PATH}?from=2026-01-05&to=2026-01-11`,
    session: 'staff',
    handlers: historyServer({ ...ANSWER, From: '2026-01-05', To: '2026-01-11', Rows: [], Totals: [], ActiveSeconds: 0 })
      .handlers,
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByText('No sign-ins in this range', {}, SLOW)).toBeVisible();
  },
};

export const RangeTooLong: Story = {
  name: "A range too long: the server's message",
  ...portalStory({
    path: `${PATH}?from=2026-01-01&to=2026-06-01`,
    session: 'staff',
    handlers: [
      handle(API_CALLS.getRecruiterHistory, () =>
        HttpResponse.json(
          {
            ...apiErrorBody('validation_failed', 'A range covers at most 92 days: choose a shorter one.'),
            Errors: { To: 'A range covers at most 92 days: choose a shorter one.' },
          },
          { status: 400 },
        ),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('A range covers at most 92 days: choose a shorter one.');
    await expect(within(canvasElement).getByLabelText('From')).toHaveValue('2026-01-01');
  },
};

let failures = 0;
export const Failed: Story = {
  name: 'The history could not be loaded: Try again loads it',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handle(API_CALLS.getRecruiterHistory, () => {
        failures += 1;
        return failures === 1
          ? HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), { status: 500 })
          : HttpResponse.json(ANSWER);
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText('The recruiter history could not be loaded.', {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((await lineOf(canvasElement, 'Jane Doe', 'Mon, Nov 23, 2026')).getByText('8 h 12 m')).toBeVisible();
  },
};

/**
 * Issue 28, item 13: a session past midnight. Friday's line runs from its first sign-in to the sign-out after
 * midnight (named with its weekday), so its 9 h 47 m lies inside the times it shows; Saturday's half hour
 * starts at Friday's sign-in.
 */
const ACROSS_MIDNIGHT: RecruiterHistory = {
  ...OWN,
  Rows: [
    {
      ...JANE[0]!,
      Date: '2026-11-21',
      DateTo: '2026-11-21',
      FirstSignIn: '2026-11-21T00:53:00.000Z',
      LastSignOut: '2026-11-21T06:30:00.000Z',
      ActiveSeconds: 1_800,
    },
    {
      ...JANE[0]!,
      Date: '2026-11-20',
      DateTo: '2026-11-20',
      FirstSignIn: '2026-11-20T19:40:00.000Z',
      LastSignOut: '2026-11-21T06:30:00.000Z',
      ActiveSeconds: 35_220,
    },
  ],
  Totals: [{ RecruiterId: 42, Name: 'Jane Doe', ActiveSeconds: 37_020, Days: 2 }],
  ActiveSeconds: 37_020,
};

const acrossMidnightCheck = async (canvasElement: HTMLElement) => {
  await heading(canvasElement);
  const friday = await lineOf(canvasElement, 'Jane Doe', 'Fri, Nov 20, 2026');
  await expect(friday.getByText('1:40 PM')).toBeVisible();
  await expect(friday.getByText('Sat 12:30 AM')).toBeVisible();
  await expect(friday.getByText('9 h 47 m')).toBeVisible();
  const saturday = await lineOf(canvasElement, 'Jane Doe', 'Sat, Nov 21, 2026');
  await expect(saturday.getByText('Fri 6:53 PM')).toBeVisible();
  await expect(saturday.getByText('12:30 AM')).toBeVisible();
  await expect(saturday.getByText('0 h 30 m')).toBeVisible();
};

export const AcrossMidnight: Story = {
  name: 'A session past midnight (desktop): each line between its sign-in and its sign-out, the other day named',
  ...portalStory({ path: PATH, session: 'staff', handlers: [asRecruiter, ...historyServer(ACROSS_MIDNIGHT).handlers] }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await acrossMidnightCheck(canvasElement);
  },
};

export const AcrossMidnightPhone: Story = {
  name: 'A session past midnight (phone): the same times on the cards',
  ...portalStory({ path: PATH, session: 'staff', handlers: [asRecruiter, ...historyServer(ACROSS_MIDNIGHT).handlers] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await acrossMidnightCheck(canvasElement);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
