import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { notifications, portalOf, portalStory } from '../../testing/portalStory';
import { PositionListPage } from './PositionListPage';
import { positionServer } from './PositionListStoryServer';

const meta = {
  title: 'Screens/Lists/Position List',
  component: PositionListPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PositionListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

/** The first page of the report as the screen asks for it at first: Open and On hold, 50 a page. */
const FIRST_PAGE = { status: 'open,on-hold', page: '1', pageSize: '50' };
const ICU = 'Bayou City Medical Center: ICU RN, nights';
const MED_SURG = 'Bayou City Medical Center: Med-Surg RN, days';

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Position List' }, SLOW);
const rowsLoaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: ICU }, SLOW);
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('link', { name }).closest('tr')!);
const totalsRow = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByText('Totals', { selector: 'tbody strong' }).closest('tr')!);
/** The figures of a line, by column, as the table shows them (header: value). */
const figuresOf = (row: ReturnType<typeof within>) =>
  Object.fromEntries(
    Array.from(row.getAllByRole('gridcell') as HTMLTableCellElement[], (cell) => {
      const headers = cell.closest('table')!.querySelectorAll('thead th');
      const header = headers[cell.cellIndex]!.textContent!.replace(/[▲▼↕]/g, '').trim();
      return [header, cell.lastElementChild?.textContent ?? ''];
    }),
  );

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: '/position-list', session: 'staff', handlers: [handlers.listPositions.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Positions' }, SLOW);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

const desktop = positionServer();
export const Desktop: Story = {
  name: 'Desktop: the open positions, their figures and the totals; a row opens its job order',
  ...portalStory({ path: '/position-list', session: 'staff', handlers: desktop.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('asks for the first page of the job orders open or on hold', async () => {
      await expect(desktop.listQueries).toEqual([FIRST_PAGE]);
      await expect(canvas.getByText('2 job orders found')).toBeVisible();
      const status = within(canvas.getByRole('search', { name: 'Positions' }));
      await expect(status.getByRole('button', { name: 'Remove Open' })).toBeVisible();
      await expect(status.getByRole('button', { name: 'Remove On hold' })).toBeVisible();
    });
    await step('each row shows the facility, the position and where its submissions stand', async () => {
      const icu = rowOf(canvasElement, ICU);
      await expect(icu.getByText('Houston, TX')).toBeVisible();
      await expect(figuresOf(icu)).toMatchObject({
        Unit: 'ICU',
        'Discipline / Specialty': 'RN / ICU',
        Shift: 'Nights · 12 h',
        Start: '01/11/2027',
        Openings: '2',
        Submitted: '4',
        Interviewing: '1',
        Offered: '1',
        Filled: '1',
        'Days open': '12',
      });
      await expect(rowOf(canvasElement, MED_SURG).getByText('4 West Med-Surg')).toBeVisible();
      await expect(rowOf(canvasElement, MED_SURG).getByText('RN / Med-Surg')).toBeVisible();
      await expect(rowOf(canvasElement, MED_SURG).getByText('Days · 12 h')).toBeVisible();
    });
    await step('the last line totals every matching job order, not only this page', async () => {
      const totals = totalsRow(canvasElement);
      await expect(totals.getByText('2 job orders, all pages')).toBeVisible();
      await expect(figuresOf(totals)).toMatchObject({
        Openings: '5',
        Submitted: '6',
        Interviewing: '1',
        Offered: '1',
        Filled: '1',
        'Days open': '',
      });
      // The rows and the totals line: three lines, the totals last.
      await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(3);
      await expect(canvasElement.querySelector('tbody tr:last-child')?.textContent).toContain('Totals');
    });
    await step('sorted by start date, soonest first, as the server sorts by default', async () => {
      await expect(canvas.getByText(/^Start/, { selector: 'thead button' }).closest('th')).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    });
    await step('a row opens its job order', async () => {
      const link = canvas.getByRole('link', { name: MED_SURG });
      await expect(link).toHaveAttribute('href', '/job-orders/502');
      await userEvent.click(link);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/job-orders/502'), SLOW);
    });
  },
};

const phoneCheck = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await rowsLoaded(canvasElement);
  const card = rowOf(canvasElement, ICU);
  await expect(card.getByText('Interviewing')).toBeVisible();
  await expect(card.getByText('Nights · 12 h')).toBeVisible();
  const totals = totalsRow(canvasElement);
  await expect(totals.getByText('2 job orders, all pages')).toBeVisible();
  await expect(totals.getByText('Submitted')).toBeVisible();
  await expect(totals.getByText('6')).toBeVisible();
  // The totals card has no empty lines (unit, shift, start…).
  await expect(totals.queryByText('Unit')).not.toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(canvas.getByRole('searchbox', { name: 'Search positions' })).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
};

export const Phone: Story = {
  name: 'Phone (390 px): cards with the totals, nothing scrolls sideways',
  ...portalStory({ path: '/position-list', session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};

export const PhoneSmall: Story = {
  name: 'Phone (320 px): cards with the totals, nothing scrolls sideways',
  ...portalStory({ path: '/position-list', session: 'staff' }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await phoneCheck(canvasElement);
    await step('the filters open and still fit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await expect(canvas.getByRole('combobox', { name: 'Facility' })).toBeVisible();
      await expect(canvas.getByLabelText('Starting by')).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

const filtered = positionServer();
export const FilteredAndSorted: Story = {
  name: 'Filtered and sorted: the address and the request say so',
  ...portalStory({ path: '/position-list', session: 'staff', handlers: filtered.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const location = () => portalOf(context).location;
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the filters open from their button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await expect(canvas.getByRole('combobox', { name: 'Shift' })).toBeVisible();
    });
    await step('a shift and a facility: sent, in the address', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Shift' }), 'Nights');
      await waitFor(() => expect(location().search).toBe('?shift=nights'), SLOW);
      await waitFor(() => expect(filtered.listQueries.at(-1)).toEqual({ ...FIRST_PAGE, shift: 'nights' }), SLOW);
      const facility = canvas.getByRole('combobox', { name: 'Facility' });
      await waitFor(
        () => expect(within(facility).getByRole('option', { name: 'Bayou City Medical Center (Houston, TX)' })),
        SLOW,
      );
      await userEvent.selectOptions(facility, 'Bayou City Medical Center (Houston, TX)');
      await waitFor(() => expect(location().search).toBe('?shift=nights&institution=31'), SLOW);
      await waitFor(
        () => expect(filtered.listQueries.at(-1)).toEqual({ ...FIRST_PAGE, shift: 'nights', institution: '31' }),
        SLOW,
      );
      await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    });
    await step('On hold taken out of the statuses: only the open job orders are asked for', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove On hold' }));
      await waitFor(() => expect(location().search).toBe('?shift=nights&institution=31&status=open'), SLOW);
      await waitFor(
        () =>
          expect(filtered.listQueries.at(-1)).toEqual({
            status: 'open',
            institution: '31',
            shift: 'nights',
            page: '1',
            pageSize: '50',
          }),
        SLOW,
      );
    });
    await step('sorting by days open is kept in the address and sent', async () => {
      const sortByDays = () => canvas.getByText(/^Days open/, { selector: 'thead button' });
      await userEvent.click(sortByDays());
      await waitFor(
        () => expect(location().search).toBe('?shift=nights&institution=31&status=open&sort=days-open&order=asc'),
        SLOW,
      );
      await waitFor(
        () =>
          expect(filtered.listQueries.at(-1)).toEqual({
            status: 'open',
            institution: '31',
            shift: 'nights',
            sort: 'days-open',
            order: 'asc',
            page: '1',
            pageSize: '50',
          }),
        SLOW,
      );
      await expect(sortByDays().closest('th')).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(sortByDays());
      await waitFor(
        () => expect(filtered.listQueries.at(-1)).toMatchObject({ sort: 'days-open', order: 'desc' }),
        SLOW,
      );
    });
    await step('Clear filters goes back to the open and on-hold job orders, the sort stays', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(location().search).toBe('?sort=days-open&order=desc'), SLOW);
      await waitFor(
        () => expect(filtered.listQueries.at(-1)).toEqual({ ...FIRST_PAGE, sort: 'days-open', order: 'desc' }),
        SLOW,
      );
    });
  },
};

const everyStatus = positionServer();
export const EveryStatus: Story = {
  name: 'No status chosen: every status is asked for',
  ...portalStory({ path: '/position-list?status=open', session: 'staff', handlers: everyStatus.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the address chose Open only', async () => {
      await expect(everyStatus.listQueries).toEqual([{ ...FIRST_PAGE, status: 'open' }]);
      await expect(canvas.queryByRole('button', { name: 'Remove On hold' })).toBeNull();
    });
    await step('with Open removed too, the report asks for every status', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Open' }));
      await waitFor(() => expect(portalOf(context).location.search).toBe('?status=all'), SLOW);
      await waitFor(
        () =>
          expect(everyStatus.listQueries.at(-1)).toEqual({
            ...FIRST_PAGE,
            status: 'open,on-hold,filled,closed,cancelled',
          }),
        SLOW,
      );
    });
  },
};

const paged = positionServer({ total: 120 });
export const Paging: Story = {
  name: 'Paging: 50 a page, the page in the address and the request; the totals cover every page',
  ...portalStory({ path: '/position-list?state=TX', session: 'staff', handlers: paged.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('says how many there are and pages through them', async () => {
      await expect(canvas.getByText('120 job orders found')).toBeVisible();
      await expect(totalsRow(canvasElement).getByText('120 job orders, all pages')).toBeVisible();
      await userEvent.click(canvas.getByLabelText('Page 2'));
      await waitFor(() => expect(portalOf(context).location.search).toBe('?state=TX&page=2'), SLOW);
      await waitFor(() => expect(paged.listQueries.at(-1)).toEqual({ ...FIRST_PAGE, state: 'TX', page: '2' }), SLOW);
    });
  },
};

const exporting = positionServer();
export const ExportCsv: Story = {
  name: 'Export CSV: every matching row, the same filters and sort',
  ...portalStory({
    path: '/position-list?status=open&discipline=RN&shift=nights&owner=mine&startFrom=2027-01-01&sort=submitted&order=desc&page=2',
    session: 'staff',
    handlers: exporting.handlers,
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the report shows the search of the address', async () => {
      await expect(exporting.listQueries).toEqual([
        {
          status: 'open',
          discipline: 'RN',
          shift: 'nights',
          owner: 'mine',
          startFrom: '2027-01-01',
          sort: 'submitted',
          order: 'desc',
          page: '2',
          pageSize: '50',
        },
      ]);
      await expect(canvas.getByRole('button', { name: 'Filters (4)' })).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('combobox', { name: 'Discipline' })).toHaveDisplayValue('RN');
    });
    await step('exports every row of that search (no paging) and offers the file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      const link = await canvas.findByText(/^positions-\d{4}-\d{2}-\d{2}\.csv$/, { selector: 'a' }, SLOW);
      await expect(link.getAttribute('download')).toBe(link.textContent);
      await expect(link.getAttribute('href')).toMatch(/^blob:/);
      await expect(exporting.exportQueries).toEqual([
        {
          status: 'open',
          discipline: 'RN',
          shift: 'nights',
          owner: 'mine',
          startFrom: '2027-01-01',
          sort: 'submitted',
          order: 'desc',
        },
      ]);
    });
  },
};

export const ExportFails: Story = {
  name: 'Export fails: says so',
  ...portalStory({ path: '/position-list', session: 'staff', handlers: [handlers.exportPositions.serverError] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(
      await within(notifications(canvasElement)).findByText('An unexpected error occurred.', {}, SLOW),
    ).toBeVisible();
  },
};

const none = positionServer({ rows: [] });
export const Empty: Story = {
  name: 'Nothing matches: clear the filters; nothing open at all',
  ...portalStory({ path: '/position-list?specialty=NICU&state=AK', session: 'staff', handlers: none.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says nothing matches, without a totals line, and offers to clear the filters', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No positions match' }, SLOW)).toBeVisible();
      await expect(canvas.getByText('0 job orders found')).toBeVisible();
      await expect(canvas.queryByText('Totals')).toBeNull();
      await expect(canvas.queryByRole('navigation', { name: 'Position pages' })).toBeNull();
      await userEvent.click(
        within(canvas.getByRole('grid', { name: 'Positions' })).getByRole('button', { name: 'Clear filters' }),
      );
      await waitFor(() => expect(portalOf(context).location.search).toBe(''), SLOW);
      await waitFor(() => expect(none.listQueries.at(-1)).toEqual(FIRST_PAGE), SLOW);
    });
    await step('with nothing to clear, the report says no position is open', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No open positions' }, SLOW)).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    });
  },
};

export const EmptyPhone: Story = {
  name: 'Phone (320 px): nothing open',
  ...portalStory({ path: '/position-list', session: 'staff', handlers: positionServer({ rows: [] }).handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'No open positions' }, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const failing = positionServer({ listFailures: 1 });
export const LoadError: Story = {
  name: 'The report cannot be loaded: try again',
  ...portalStory({ path: '/position-list', session: 'staff', handlers: failing.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says so and offers to try again', async () => {
      await expect(await canvas.findByText('The positions could not be loaded.', {}, SLOW)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    });
    await step('the second attempt shows the report', async () => {
      await rowsLoaded(canvasElement);
      await expect(canvas.queryByText('The positions could not be loaded.')).toBeNull();
    });
  },
};

export const LoadErrorPhone: Story = {
  name: 'Phone (390 px): the report cannot be loaded',
  ...portalStory({ path: '/position-list', session: 'staff', handlers: [handlers.listPositions.serverError] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByText('The positions could not be loaded.', {}, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
