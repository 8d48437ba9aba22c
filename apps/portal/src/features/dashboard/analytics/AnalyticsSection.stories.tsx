import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exportAnalytics, getAnalytics, type RoleKey } from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { PAGE_TIMEOUT, portalOf, portalStory } from '../../../testing/portalStory';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Dashboard/Analytics',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in answer of a staff member with `roles` (the story's session). */
const signedInAs = (roles: RoleKey[]) =>
  handlers.login.with(createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: roles } }));

/** The ranges the page asked for and the datasets it exported, in order (reset before each run). */
const asked: Record<string, string>[] = [];
const exported: Record<string, string>[] = [];
const recording = [
  handle(getAnalytics, ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(query);
    return HttpResponse.json({ ...fixtures.analytics, From: query.From!, To: query.To! });
  }),
  handle(exportAnalytics, ({ request }) => {
    exported.push(Object.fromEntries(new URL(request.url).searchParams));
    return new HttpResponse(new Blob(['From stage,To stage\r\n'], { type: 'text/csv' }), {
      headers: { 'Content-Type': 'text/csv' },
    });
  }),
];

const managerStory = (extra = recording) => {
  const story = portalStory({ path: '/dashboard', session: 'staff', handlers: [signedInAs(['manager']), ...extra] });
  const reset = async () => {
    asked.length = 0;
    exported.length = 0;
    return {};
  };
  return { ...story, loaders: [reset, ...story.loaders] };
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const analytics = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Analytics' }, PAGE_TIMEOUT));

const panel = async (canvasElement: HTMLElement, name: string) =>
  within((await analytics(canvasElement)).getByRole('region', { name }));

/** What a manager reads in the four panels (the fixture's figures), at any width. */
async function assertPanels({ canvasElement, step }: Pick<StoryContext, 'canvasElement' | 'step'>) {
  const section = await analytics(canvasElement);
  await section.findByRole('region', { name: 'Stage conversion' }, PAGE_TIMEOUT);

  await step('asks for the last 90 days at first', async () => {
    const from = section.getByRole('textbox', { name: 'From' });
    const to = section.getByRole('textbox', { name: 'To' });
    const today = new Date();
    await expect(asked[0]).toEqual({
      From: isoDay(new Date(today.getTime() - 89 * 86_400_000)),
      To: isoDay(today),
    });
    await expect(from).toBeVisible();
    await expect(to).toBeVisible();
  });

  await step('charts the conversion between stages, each bar with its figure', async () => {
    const conversion = await panel(canvasElement, 'Stage conversion');
    const chart = conversion.getByRole('figure', { name: 'Conversion between pipeline stages' });
    await expect(within(chart).getByRole('meter', { name: 'New Lead to Pre-screened: 65% (78 of 120)' })).toBeVisible();
    await expect(within(chart).getByText('78% (14 of 18)')).toBeVisible();
    await expect(within(chart).getAllByRole('meter')).toHaveLength(5);
  });

  await step('charts the median days in each stage', async () => {
    const time = await panel(canvasElement, 'Time in stage');
    await expect(time.getByRole('meter', { name: 'Final Interview: 6.5 days' })).toBeVisible();
    await expect(time.getByText('2.5 days')).toBeVisible();
  });

  await step('charts submissions and placements by recruiter and by source', async () => {
    const production = await panel(canvasElement, 'Submissions and placements');
    const recruiters = within(production.getByRole('group', { name: 'Submissions and placements by recruiter' }));
    await expect(recruiters.getByRole('meter', { name: 'Jane Doe: 34 submitted, 9 placed' })).toBeVisible();
    await expect(recruiters.getByText('21 submitted, 5 placed')).toBeVisible();
    const sources = within(production.getByRole('group', { name: 'Submissions and placements by source' }));
    await expect(sources.getByRole('meter', { name: 'Referral: 15 submitted, 5 placed' })).toBeVisible();
    await expect(sources.getAllByRole('meter')).toHaveLength(7);
  });

  await step('says how many completed onboarding and how long it took', async () => {
    const onboarding = await panel(canvasElement, 'Onboarding completion time');
    await expect(onboarding.getByText('25 completed, median 9.5 days')).toBeVisible();
    await expect(onboarding.getByRole('meter', { name: '8–14 days: 11' })).toBeVisible();
  });
}

export const Manager: Story = {
  name: 'Manager, desktop: the Analytics with charts, tables, CSV and a new range',
  ...managerStory(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await assertPanels(context);

    await step('"Table" shows the same numbers in a table, and back to the chart', async () => {
      const conversion = await panel(canvasElement, 'Stage conversion');
      const toggle = conversion.getByRole('button', { name: 'Table' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const table = conversion.getByRole('grid', { name: 'Conversion between pipeline stages' });
      const first = within(within(table).getAllByRole('row')[1]!);
      for (const figure of ['New Lead to Pre-screened', '120', '78', '65%'])
        await expect(first.getByText(figure)).toBeVisible();
      await expect(conversion.queryByRole('figure')).toBeNull();
      await userEvent.click(toggle);
      await expect(conversion.getByRole('figure', { name: 'Conversion between pipeline stages' })).toBeVisible();
    });

    await step("exports a dataset as CSV for the range's days", async () => {
      const production = await panel(canvasElement, 'Submissions and placements');
      const sources = within(production.getByRole('group', { name: 'Submissions and placements by source' }));
      await userEvent.click(sources.getByRole('button', { name: 'Export CSV' }));
      await expect(
        await sources.findByRole('link', { name: /^analytics-sources-\d{4}-\d{2}-\d{2}\.csv$/ }),
      ).toBeVisible();
      await expect(exported).toEqual([{ Dataset: 'sources', From: asked[0]!.From, To: asked[0]!.To }]);
    });

    await step('a new From day asks for that range', async () => {
      const section = await analytics(canvasElement);
      const from = section.getByRole('textbox', { name: 'From' });
      await userEvent.clear(from);
      await userEvent.type(from, '01/01/2026');
      await waitFor(() => expect(asked.at(-1)).toEqual({ From: '2026-01-01', To: asked[0]!.To }));
      await expect(await section.findByText('65% (78 of 120)')).toBeVisible();
    });
  },
};

export const ManagerPhone: Story = {
  name: 'Manager, phone (390 px): the Analytics fit, nothing scrolls sideways',
  ...managerStory(),
  globals: atViewport('phone'),
  play: async (context) => {
    await assertPanels(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};

export const RangeRefused: Story = {
  name: 'Manager: a range the server refuses shows its message',
  ...managerStory([
    handle(getAnalytics, () =>
      HttpResponse.json(
        apiErrorBody('validation_failed', 'The range can be at most 366 days.', {
          To: 'The range can be at most 366 days.',
        }),
        { status: 400 },
      ),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const section = await analytics(canvasElement);
    const alert = await section.findByRole('alert', {}, PAGE_TIMEOUT);
    await expect(alert).toHaveTextContent('The analytics could not be loaded.');
    await expect(alert).toHaveTextContent('The range can be at most 366 days.');
  },
};

export const Recruiter: Story = {
  name: 'Recruiter, desktop: the dashboard without the Analytics',
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [signedInAs(['recruiter'])] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('region', { name: 'Pipeline' }, PAGE_TIMEOUT);
    await expect(canvas.queryByRole('region', { name: 'Analytics' })).toBeNull();
    await expect(portalOf(context).requests.filter((request) => request.path === '/api/analytics')).toEqual([]);
  },
};

export const RecruiterPhone: Story = {
  name: 'Recruiter, phone (390 px): the dashboard without the Analytics',
  ...portalStory({ path: '/dashboard', session: 'staff', handlers: [signedInAs(['recruiter'])] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Pipeline' }, PAGE_TIMEOUT);
    await expect(canvas.queryByRole('region', { name: 'Analytics' })).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
