import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { portalOf, portalStory } from '../../testing/portalStory';
import { InstitutionListPage } from './InstitutionListPage';
import { institutionServer, signedInAs } from './storyServer';

const meta = {
  title: 'Screens/Lists/Institution List',
  component: InstitutionListPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InstitutionListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Institution List' }, SLOW);
const rowsLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText('Bayou City Medical Center', { selector: 'tbody a' }, SLOW);
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name, { selector: 'tbody a' }).closest('tr')!);

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: '/institution-list', session: 'staff', handlers: [handlers.listInstitutions.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Facilities' }, SLOW);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

const desktop = institutionServer();
export const Desktop: Story = {
  name: 'Desktop, signed in as a manager',
  ...portalStory({
    path: '/institution-list',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...desktop.handlers],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('asks for the first page of the active facilities, sorted by the server (name)', async () => {
      await expect(desktop.listQueries).toEqual([{ page: '1', pageSize: '25' }]);
      await expect(canvas.getByText('3 facilities found')).toBeVisible();
    });
    await step('each row shows the columns and the status in words', async () => {
      const row = rowOf(canvasElement, 'Bayou City Medical Center');
      for (const text of ['Hospital', 'Houston', 'TX', '(713) 555-0100', 'ICU, 4 West Med-Surg, Emergency', 'Active'])
        await expect(row.getByText(text)).toBeVisible();
      await expect(rowOf(canvasElement, 'Sunrise Home Health').getByText('Home health')).toBeVisible();
      await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(3);
    });
    await step('a manager may add a facility', async () => {
      await expect(canvas.getByRole('link', { name: 'Add facility' })).toHaveAttribute('href', '/institution-list/new');
    });
    await step('a name opens the facility', async () => {
      const link = canvas.getByRole('link', { name: 'Magnolia Gardens Skilled Nursing' });
      await expect(link).toHaveAttribute('href', '/institution-list/32');
      await userEvent.click(link);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/institution-list/32'), SLOW);
    });
  },
};

const phoneCheck = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await rowsLoaded(canvasElement);
  // A recruiter (and supervisor) reads the list but adds nothing.
  await expect(canvas.queryByRole('link', { name: 'Add facility' })).toBeNull();
  const card = rowOf(canvasElement, 'Bayou City Medical Center');
  await expect(card.getByText('Main phone')).toBeVisible();
  await expect(card.getByText('(713) 555-0100')).toBeVisible();
  await expect(canvas.getByRole('searchbox', { name: 'Search facilities' })).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
};

export const Phone: Story = {
  name: 'Phone (390 px): cards, nothing scrolls sideways',
  ...portalStory({ path: '/institution-list', session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};

export const PhoneSmall: Story = {
  name: 'Phone (320 px): cards, nothing scrolls sideways',
  ...portalStory({ path: '/institution-list', session: 'staff' }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};

const filtered = institutionServer();
export const Filtered: Story = {
  name: 'Searched, filtered and sorted: the address and the request say so',
  ...portalStory({ path: '/institution-list', session: 'staff', handlers: filtered.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const location = () => portalOf(context).location;
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the search is sent a moment after the last key', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search facilities' }), 'icu');
      await waitFor(() => expect(location().search).toBe('?q=icu'), SLOW);
      await waitFor(() => expect(filtered.listQueries.at(-1)).toEqual({ q: 'icu', page: '1', pageSize: '25' }), SLOW);
      // One request for the whole word, not one per key.
      await expect(filtered.listQueries.filter((query) => query.q !== undefined)).toHaveLength(1);
    });
    await step('type, state and active filters', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Hospital');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Texas (TX)');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Active' }), 'All');
      await waitFor(() => expect(location().search).toBe('?q=icu&type=hospital&state=TX&active=all'), SLOW);
      await waitFor(
        () =>
          expect(filtered.listQueries.at(-1)).toEqual({
            q: 'icu',
            type: 'hospital',
            state: 'TX',
            active: 'all',
            page: '1',
            pageSize: '25',
          }),
        SLOW,
      );
    });
    await step('sorting by city is kept in the address and sent', async () => {
      const sortByCity = () => canvas.getByText(/^City/, { selector: 'thead button' });
      await userEvent.click(sortByCity());
      await waitFor(
        () => expect(location().search).toBe('?q=icu&type=hospital&state=TX&active=all&sort=city&order=asc'),
        SLOW,
      );
      await waitFor(() => expect(filtered.listQueries.at(-1)).toMatchObject({ sort: 'city', order: 'asc' }), SLOW);
      await expect(sortByCity().closest('th')).toHaveAttribute('aria-sort', 'ascending');
    });
  },
};

const paged = institutionServer({ total: 60 });
export const Paging: Story = {
  name: 'Paging: the page is in the address and the request',
  ...portalStory({ path: '/institution-list?state=TX', session: 'staff', handlers: paged.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('says how many there are and pages through them 25 at a time', async () => {
      await expect(canvas.getByText('60 facilities found')).toBeVisible();
      await userEvent.click(canvas.getByLabelText('Page 2'));
      await waitFor(() => expect(portalOf(context).location.search).toBe('?state=TX&page=2'), SLOW);
      await waitFor(() => expect(paged.listQueries.at(-1)).toEqual({ state: 'TX', page: '2', pageSize: '25' }), SLOW);
    });
    await step('a new filter starts again at page 1', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Clinic');
      await waitFor(() => expect(portalOf(context).location.search).toBe('?state=TX&type=clinic'), SLOW);
    });
  },
};

const shared = institutionServer();
export const FromAnAddress: Story = {
  name: 'Opened from a shared address (or Back): the search is restored',
  ...portalStory({
    path: '/institution-list?q=rehab&type=skilled-nursing&state=TX&active=false&sort=state&order=desc',
    session: 'staff',
    handlers: shared.handlers,
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await rowsLoaded(canvasElement);
    await step('the fields show the search, and it is what was asked for', async () => {
      await expect(canvas.getByRole('searchbox', { name: 'Search facilities' })).toHaveValue('rehab');
      await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Skilled nursing');
      await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Texas (TX)');
      await expect(canvas.getByRole('combobox', { name: 'Active' })).toHaveDisplayValue('Inactive');
      await expect(shared.listQueries).toEqual([
        {
          q: 'rehab',
          type: 'skilled-nursing',
          state: 'TX',
          active: 'false',
          sort: 'state',
          order: 'desc',
          page: '1',
          pageSize: '25',
        },
      ]);
      await expect(canvas.getByText(/^State/, { selector: 'thead button' }).closest('th')).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
  },
};

const none = institutionServer({ rows: [] });
export const Empty: Story = {
  name: 'No facility matches: clear the filters',
  ...portalStory({ path: '/institution-list?q=nowhere&type=school', session: 'staff', handlers: none.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says nothing matches and offers to clear the filters', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No facilities match' }, SLOW)).toBeVisible();
      await expect(canvas.getByText('0 facilities found')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(portalOf(context).location.search).toBe(''), SLOW);
      await expect(canvas.getByRole('searchbox', { name: 'Search facilities' })).toHaveValue('');
      await waitFor(() => expect(none.listQueries.at(-1)).toEqual({ page: '1', pageSize: '25' }), SLOW);
    });
    await step('with nothing to clear, the list says there are no facilities yet', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No facilities yet' }, SLOW)).toBeVisible();
    });
  },
};

const failing = institutionServer({ listFailures: 1 });
export const LoadError: Story = {
  name: 'The list cannot be loaded: try again',
  ...portalStory({ path: '/institution-list', session: 'staff', handlers: failing.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says so and offers to try again', async () => {
      await expect(await canvas.findByText('The facilities could not be loaded.', {}, SLOW)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    });
    await step('the second attempt shows the list', async () => {
      await rowsLoaded(canvasElement);
      await expect(canvas.queryByText('The facilities could not be loaded.')).toBeNull();
    });
  },
};
