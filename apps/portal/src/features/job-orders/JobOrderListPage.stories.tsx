import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { portalOf, portalStory } from '../../testing/portalStory';
import { JobOrderListPage } from './JobOrderListPage';
import { signedInAs } from './storyServer';

const meta = {
  title: 'Screens/Job Orders/Job order list',
  component: JobOrderListPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JobOrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

/** The list answered from the fixtures (or `items`), each request's query kept for the play function. */
function listServer(items = fixtures.jobOrders.Items, failures = 0) {
  const queries: Record<string, string>[] = [];
  let failing = failures;
  return {
    queries,
    handler: handle(API_CALLS.listJobOrders, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), { status: 500 });
      }
      return HttpResponse.json({ Items: items, Page: 1, PageSize: 25, Total: items.length });
    }),
  };
}

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Job Orders' }, SLOW);
const rowsLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText('ICU RN, nights', { selector: 'tbody a' }, SLOW);

const desktop = listServer();
export const Desktop: Story = {
  name: 'Desktop: counts per status, the rows, a row opens the job order',
  ...portalStory({ path: '/job-orders', session: 'staff', handlers: [desktop.handler] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the status switch counts every status (60 in all)', async () => {
      const statuses = within(canvas.getByRole('group', { name: 'Status' }));
      await expect(statuses.getByRole('button', { name: 'All (60)' })).toHaveAttribute('aria-pressed', 'true');
      for (const name of ['Open (24)', 'On hold (6)', 'Filled (14)', 'Closed (11)', 'Cancelled (5)'])
        await expect(statuses.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
      await expect(desktop.queries).toEqual([{ page: '1', pageSize: '25' }]);
      // A recruiter and supervisor does not add job orders: managers and above do.
      await expect(canvas.queryByRole('link', { name: 'New job order' })).toBeNull();
    });
    await step('each row: facility and unit, shift, start, openings filled, weekly gross, status, owner', async () => {
      const row = within(canvas.getByText('ICU RN, nights', { selector: 'tbody a' }).closest('tr')!);
      for (const text of [
        'Bayou City Medical Center',
        'RN, ICU',
        'Nights · 12 h',
        '01/11/2027',
        '1 of 2 filled',
        '$2,737.00',
        'Open',
        'Jane Doe',
      ])
        await expect(row.getByText(text)).toBeVisible();
      await expect(canvas.getByText('2 job orders found')).toBeVisible();
    });
    await step('a title opens the job order', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'ICU RN, nights' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/job-orders/501'), SLOW);
    });
  },
};

const filtered = listServer();
export const Filtered: Story = {
  name: 'A status, a search and filters: the address and the request say so',
  ...portalStory({ path: '/job-orders', session: 'staff', handlers: [filtered.handler] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const location = () => portalOf(context).location;
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('Open only', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open (24)' }));
      await waitFor(() => expect(location().search).toBe('?status=open'), SLOW);
      await waitFor(() => expect(filtered.queries.at(-1)).toEqual({ status: 'open', page: '1', pageSize: '25' }), SLOW);
      await expect(canvas.getByRole('button', { name: 'Open (24)' })).toHaveAttribute('aria-pressed', 'true');
    });
    await step('search, discipline, state, mine, and a start date typed on the keypad', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search job orders' }), 'icu');
      await waitFor(() => expect(location().search).toBe('?status=open&q=icu'), SLOW);
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Discipline' }), 'RN');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Texas (TX)');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Owner' }), 'Mine');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Starting from' }), '01012027');
      await waitFor(
        () =>
          expect(location().search).toBe('?status=open&q=icu&discipline=RN&state=TX&owner=mine&startFrom=2027-01-01'),
        SLOW,
      );
      await waitFor(
        () =>
          expect(filtered.queries.at(-1)).toEqual({
            status: 'open',
            q: 'icu',
            discipline: 'RN',
            state: 'TX',
            owner: 'mine',
            startFrom: '2027-01-01',
            page: '1',
            pageSize: '25',
          }),
        SLOW,
      );
    });
  },
};

const managed = listServer();
export const Manager: Story = {
  name: 'Manager: New job order',
  ...portalStory({ path: '/job-orders', session: 'staff', handlers: [signedInAs(['manager']), managed.handler] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'New job order' }, SLOW));
    await waitFor(() => expect(portalOf(context).location.pathname).toBe('/job-orders/new'), SLOW);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New job order' }, SLOW)).toBeVisible();
  },
};

export const PhoneSmall: Story = {
  name: 'Manager, phone (320 px): nothing scrolls sideways',
  ...portalStory({ path: '/job-orders', session: 'staff', handlers: [signedInAs(['manager'])] }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'New job order' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Phone: Story = {
  name: 'Phone (390 px): nothing scrolls sideways',
  ...portalStory({ path: '/job-orders', session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search job orders' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const none = listServer([]);
export const NothingMatches: Story = {
  name: 'Nothing matches: Clear filters',
  ...portalStory({ path: '/job-orders?q=dialysis&state=AK', session: 'staff', handlers: [none.handler] }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No job orders match' }, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(portalOf(context).location.search).toBe(''), SLOW);
  },
};

const failing = listServer(fixtures.jobOrders.Items, 1);
export const LoadError: Story = {
  name: 'The list could not be loaded: Try again',
  ...portalStory({ path: '/job-orders', session: 'staff', handlers: [failing.handler] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, SLOW));
    await rowsLoaded(canvasElement);
  },
};
