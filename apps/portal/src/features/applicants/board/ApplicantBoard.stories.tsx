import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { notifications, portalOf, portalStory } from '../../../testing/portalStory';
import { sampleApplicants, storyServer } from '../search/storyServer';
// The board is a view of the search screen (view=board in the address): the stories open that screen.
import { ApplicantSearchPage } from '../search/ApplicantListPage';

const meta = {
  title: 'Screens/Applicants/Board',
  component: ApplicantSearchPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const BOARD = '/view-by-applicant?view=board';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A column of the board, by its heading ("New Lead (2)"). */
const column = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, SLOW));
/** The board has loaded: Maria Rivera's card is in New Lead. */
const loaded = async (canvasElement: HTMLElement) => {
  const card = await within(canvasElement).findByRole('article', { name: 'Maria Rivera' }, SLOW);
  // Every column has its own request: wait for the last one, so no column re-renders under a later step.
  await waitFor(() => expect(within(canvasElement).queryAllByText(/^Loading /)).toEqual([]), SLOW);
  return card;
};
/** What dnd-kit's live region last told screen readers. */
const announced = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: BOARD, session: 'staff', handlers: [handlers.listApplicants.loading] }),
  play: async ({ canvasElement }) => {
    const leads = await column(canvasElement, 'New Lead');
    await expect(leads.getByRole('status')).toHaveTextContent('Loading New Lead');
  },
};

// The twelve fixtures: New Lead 2, Pre-screened 2, Phone Screened 2, Final Interview 2, then 1 each.
const columns = storyServer();
export const Columns: Story = {
  ...portalStory({ path: BOARD, session: 'staff', handlers: columns.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('the view switch shows Board pressed, and the address keeps it', async () => {
      await expect(canvas.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
    });
    await step('one column per status, in pipeline order, with its count', async () => {
      const names = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      await expect(names).toEqual([
        'New Lead (2)',
        'Pre-screened (2)',
        'Phone Screened (2)',
        'Final Interview (2)',
        'Offered (1)',
        'Accepted (1)',
        'Refused (1)',
        'Rejected (1)',
      ]);
      const asked = columns.listQueries.map((query) => query.status).sort();
      await expect(asked).toEqual([...fixtures.applicantStatusCounts.map((count) => count.Status)].sort());
      await expect(columns.listQueries[0]).toMatchObject({ page: '1', pageSize: '50' });
    });
    await step('a card shows name, discipline, time in stage and owner, and links to the record', async () => {
      const card = within(canvas.getByRole('article', { name: 'Maria Rivera' }));
      await expect(card.getByText(/^RN · \d+ (days|months) in stage$/)).toBeVisible();
      await expect(card.getByText('Owner: Jane Doe')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1234?status=lead',
      );
    });
    await step('List goes back to the table', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'List' }));
      await waitFor(() => expect(portalOf(context).location.search).toBe(''), SLOW);
      await expect(await canvas.findByRole('grid', { name: 'Applicants' }, SLOW)).toBeVisible();
    });
  },
};

const mine = storyServer();
export const FiltersApply: Story = {
  name: 'The filters apply to every column',
  ...portalStory({ path: `${BOARD}&owner=mine&status=lead,refused`, session: 'staff', handlers: mine.handlers }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // The status filter chooses the columns; the owner filter narrows each one (each column's count comes
    // with its own answer).
    const names = () =>
      within(canvasElement)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    await waitFor(() => expect(names()).toEqual(['New Lead (1)', 'Refused (1)']), SLOW);
    await expect(mine.listQueries.map((query) => query.status).sort()).toEqual(['lead', 'refused']);
    await expect(mine.listQueries.every((query) => query.owner === 'mine')).toBe(true);
  },
};

const dragging = storyServer();
export const KeyboardDrag: Story = {
  name: 'Drag by keyboard',
  ...portalStory({ path: BOARD, session: 'staff', handlers: dragging.handlers }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('space on the handle picks the card up and says where it can go', async () => {
      canvas.getByRole('button', { name: 'Drag Maria Rivera' }).focus();
      await userEvent.keyboard('[Space]');
      await waitFor(
        () =>
          expect(announced(canvasElement)).toContain(
            'Picked up Maria Rivera, in New Lead. It can move to Pre-screened, Rejected.',
          ),
        SLOW,
      );
    });
    await step('the arrow key goes to the next column that accepts it', async () => {
      await userEvent.keyboard('[ArrowRight]');
      await waitFor(() => expect(announced(canvasElement)).toContain('Maria Rivera is over Pre-screened.'), SLOW);
    });
    await step('space drops it there: the move is sent and the card is in its new column', async () => {
      await userEvent.keyboard('[Space]');
      await waitFor(
        () => expect(dragging.statusBodies).toEqual([{ id: '1001', body: { To: 'paper-screened' } }]),
        SLOW,
      );
      const screened = await column(canvasElement, 'Pre-screened (3)');
      await expect(screened.getByRole('article', { name: 'Maria Rivera' })).toBeVisible();
      await expect(await column(canvasElement, 'New Lead (1)')).toBeTruthy();
      await expect(
        await within(notifications(canvasElement)).findByText('Maria Rivera moved to Pre-screened.', {}, SLOW),
      ).toBeVisible();
    });
  },
};

const menu = storyServer();
export const MoveToMenuWithReason: Story = {
  name: 'Move to menu and the reason dialog',
  ...portalStory({ path: BOARD, session: 'staff', handlers: menu.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step('the menu offers the allowed moves only', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move to: Maria Rivera' }));
      const items = within(await canvas.findByRole('menu', { name: 'Move to: Maria Rivera' }, SLOW)).getAllByRole(
        'menuitem',
      );
      await expect(items.map((item) => item.textContent)).toEqual(['Pre-screened', 'Rejected']);
      await userEvent.keyboard('[ArrowDown]');
      await userEvent.keyboard('[Enter]');
    });
    await step('Rejected asks for a reason first', async () => {
      const dialog = within(
        await page(canvasElement).findByRole('dialog', { name: 'Move Maria Rivera to Rejected' }, SLOW),
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
      await expect(await dialog.findByText('Reason is required')).toBeVisible();
      await expect(menu.statusBodies).toEqual([]);
      await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'No response');
      await userEvent.type(dialog.getByLabelText('Note (optional)'), 'No answer after three calls');
      await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    });
    await step('the move is sent with the reason and the card lands in Rejected', async () => {
      await waitFor(
        () =>
          expect(menu.statusBodies).toEqual([
            { id: '1001', body: { To: 'rejected', Reason: 'no-response', Note: 'No answer after three calls' } },
          ]),
        SLOW,
      );
      const rejected = await column(canvasElement, 'Rejected (2)');
      await expect(rejected.getByRole('article', { name: 'Maria Rivera' })).toBeVisible();
    });
  },
};

export const ReasonCancelled: Story = {
  name: 'Reason dialog cancelled',
  ...portalStory({ path: BOARD, session: 'staff', handlers: storyServer().handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to: Sofia Rossi' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Refused' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Move Sofia Rossi to Refused' }, SLOW),
    );
    const reasons = Array.from((dialog.getByLabelText('Reason') as HTMLSelectElement).options, (option) => option.text);
    await expect(reasons).toEqual([
      'Choose a reason',
      'Pay',
      'Location',
      'Start date',
      'Accepted other offer',
      'Other',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(
      (await column(canvasElement, 'Offered (1)')).getByRole('article', { name: 'Sofia Rossi' }),
    ).toBeVisible();
  },
};

const refusing = storyServer({
  refuseMove: {
    status: 409,
    code: 'transition_not_allowed',
    message: 'Moves from Pre-screened: Phone Screened, Rejected.',
  },
});
export const RefusedByTheServer: Story = {
  name: 'Refused by the server',
  ...portalStory({ path: BOARD, session: 'staff', handlers: refusing.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to: Maria Rivera' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Pre-screened' }));
    await step("the server's message shows and the card goes back", async () => {
      await expect(
        await within(notifications(canvasElement)).findByText(
          'Moves from Pre-screened: Phone Screened, Rejected.',
          {},
          SLOW,
        ),
      ).toBeVisible();
      await expect(refusing.statusBodies).toEqual([{ id: '1001', body: { To: 'paper-screened' } }]);
      const leads = await column(canvasElement, 'New Lead (2)');
      await expect(leads.getByRole('article', { name: 'Maria Rivera' })).toBeVisible();
      await expect(await column(canvasElement, 'Pre-screened (2)')).toBeTruthy();
    });
  },
};

const many = storyServer({
  applicants: sampleApplicants(55).map((applicant) => ({ ...applicant, Status: 'lead' as const })),
  rowsPerAnswer: 2,
});
export const LoadMore: Story = {
  name: 'Load more',
  ...portalStory({ path: BOARD, session: 'staff', handlers: many.handlers }),
  play: async ({ canvasElement, step }) => {
    const leads = await column(canvasElement, 'New Lead (55)');
    await step('the first 50 of a column, then the next page on "Load more"', async () => {
      await leads.findByRole('article', { name: 'Maria Rivera' }, SLOW);
      await userEvent.click(leads.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(many.listQueries.at(-1)).toEqual({ status: 'lead', page: '2', pageSize: '50' }), SLOW);
      // The second page's cards join the first page's: wait for all of them (findAll answers at the first).
      await waitFor(() => expect(leads.getAllByRole('article')).toHaveLength(4), SLOW);
      await expect(leads.queryByRole('button', { name: 'Load more' })).toBeNull();
    });
  },
};

export const ColumnCouldNotLoad: Story = {
  name: 'Could not load',
  ...portalStory({ path: BOARD, session: 'staff', handlers: [handlers.listApplicants.serverError] }),
  play: async ({ canvasElement }) => {
    const leads = await column(canvasElement, 'New Lead');
    await expect(await leads.findByText('The New Lead applicants could not be loaded.', {}, SLOW)).toBeVisible();
    await expect(leads.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A recruiter (not a supervisor): moves only their own or unassigned applicants, forward. */
export const Recruiter: Story = {
  name: 'Recruiter: only their own and unassigned cards move',
  ...portalStory({
    path: BOARD,
    session: 'staff',
    handlers: [
      handlers.login.with(createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['recruiter'] } })),
      ...storyServer().handlers,
    ],
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await step("another recruiter's applicant cannot be moved", async () => {
      await expect(canvas.getByRole('button', { name: 'Drag James Okafor' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Move to: James Okafor' }));
      await expect(canvas.getByRole('menuitem', { name: 'You may not move this applicant' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.keyboard('{Escape}');
    });
    await step('an unassigned one moves forward (no step back for a recruiter)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move to: Chen Wang' }));
      const items = within(await canvas.findByRole('menu', { name: 'Move to: Chen Wang' }, SLOW)).getAllByRole(
        'menuitem',
      );
      await expect(items.map((item) => item.textContent)).toEqual(['Offered', 'Rejected']);
    });
  },
};

export const Phone: Story = {
  ...portalStory({ path: BOARD, session: 'staff', handlers: storyServer().handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(await column(canvasElement, 'Rejected (1)')).toBeTruthy();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Tablet: Story = {
  ...portalStory({ path: BOARD, session: 'staff', handlers: storyServer().handlers }),
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      (await column(canvasElement, 'Offered (1)')).getByRole('article', { name: 'Sofia Rossi' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
