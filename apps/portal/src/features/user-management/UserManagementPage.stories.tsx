import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ACCOUNT_LOCKED_MESSAGE,
  API_CALLS,
  AUTH_PATHS,
  type AuditEntry,
  type ManagedAccount,
  type ManagedAccountActionResult,
  type Page,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle, handlers, TEST_URLS } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { UserManagementPage } from './UserManagementPage';

const meta = {
  title: 'Screens/Agency/Manage Users',
  component: UserManagementPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
const PATH = '/user-management';
const ACCOUNTS = fixtures.managedAccounts.Items;
const JANE = ACCOUNTS.find((account) => account.Email === 'jane.doe@acme.test')!;
const MARCUS = ACCOUNTS.find((account) => account.FirstName === 'Marcus')!;

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/**
 * The screen's calls as a small server: the list follows the Type filter, lock / unlock change the account
 * and answer the server's message, and every query sent is recorded.
 */
function userServer() {
  const accounts: ManagedAccount[] = ACCOUNTS.map((account) => ({ ...account }));
  const accountQueries: Record<string, string>[] = [];
  const auditQueries: Record<string, string>[] = [];
  const exports: Record<string, string>[] = [];
  const page = <T,>(items: T[]): Page<T> => ({ Items: items, Page: 1, PageSize: 25, Total: items.length });
  const act =
    (change: (account: ManagedAccount) => string) =>
    ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
      const account = accounts.find((candidate) => candidate.UserId === params.id)!;
      const Message = change(account);
      return HttpResponse.json<ManagedAccountActionResult>({ Account: account, Message });
    };
  const list: HttpHandler[] = [
    handle(API_CALLS.listManagedAccounts, ({ request }) => {
      const query = queryOf(request);
      accountQueries.push(query);
      return HttpResponse.json(page(accounts.filter((account) => !query.type || account.Type === query.type)));
    }),
    handle(
      API_CALLS.lockManagedAccount,
      act((account) => {
        account.LockedAt = '2026-11-23T18:00:00.000Z';
        account.LockedBy = 'Olivia Owner';
        return `${account.FirstName} ${account.LastName}'s account is locked and signed out everywhere.`;
      }),
    ),
    handle(
      API_CALLS.unlockManagedAccount,
      act((account) => {
        account.LockedAt = null;
        account.LockedBy = '';
        return `${account.FirstName} ${account.LastName}'s account is unlocked: they can sign in again.`;
      }),
    ),
    handle(
      API_CALLS.signOutManagedAccount,
      act((account) => `${account.FirstName} ${account.LastName} is signed out everywhere (2 sessions ended).`),
    ),
    handle(
      API_CALLS.resetManagedAccountPassword,
      act((account) => `A temporary password has been sent to ${account.Email}.`),
    ),
    handle(API_CALLS.listAuditLog, ({ request }) => {
      const query = queryOf(request);
      auditQueries.push(query);
      const items: AuditEntry[] = fixtures.auditLog.Items.filter(
        (entry) => !query.action || entry.Action === query.action,
      );
      return HttpResponse.json(page(items));
    }),
    handle(API_CALLS.exportAuditLog, ({ request }) => {
      exports.push(queryOf(request));
      return new HttpResponse(new Blob(['\uFEFFTime,Action\r\n'], { type: 'text/csv; charset=utf-8' }));
    }),
  ];
  return { accountQueries, auditQueries, exports, handlers: list };
}

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Manage Users' }, SLOW);
/** The whole document: dialogs and menus render outside the story's root. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The table row (or phone card) of a person in the accounts table (the shell names the signed-in user too). */
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const grid = within(await within(canvasElement).findByRole('grid', { name: 'Accounts' }, SLOW));
  const cell = await grid.findByText(name, { selector: 'span' }, SLOW);
  return within(cell.closest('tr')!);
};

/** Opens a row's actions, picks one, and answers its dialog with its confirm button. */
async function confirmAction(canvasElement: HTMLElement, name: string, action: string, title: string, confirm: string) {
  await userEvent.click((await rowOf(canvasElement, name)).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen(canvasElement).findByRole('menuitem', { name: action }, SLOW));
  const dialog = within(await screen(canvasElement).findByRole('dialog', { name: title }, SLOW));
  await userEvent.click(dialog.getByRole('button', { name: confirm }));
}

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.listManagedAccounts.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Accounts' }, SLOW);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

const desktop = userServer();
export const Desktop: Story = {
  name: 'Owner (desktop): the accounts, a lock and an unlock confirmed, the filters, the audit log and its CSV',
  ...portalStory({ path: PATH, session: 'staff', handlers: desktop.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('every account with its type, roles, state and last sign-in', async () => {
      const jane = await rowOf(canvasElement, 'Jane Doe');
      await expect(jane.getByText('jane.doe@acme.test')).toBeVisible();
      await expect(jane.getByText('(Recruiter, Supervisor)')).toBeVisible();
      await expect(jane.getByText('Active')).toBeVisible();
      await expect((await rowOf(canvasElement, 'Olivia Owner')).getByText('Owner')).toBeVisible();
      await expect((await rowOf(canvasElement, 'Marcus Lee')).getByText('Locked')).toBeVisible();
      const sam = await rowOf(canvasElement, 'Sam Tran');
      await expect(sam.getByText('Inactive')).toBeVisible();
      await expect(sam.getByText('Unverified')).toBeVisible();
      await expect(sam.getByText('Never')).toBeVisible();
      await expect(canvas.getByText('5 accounts found')).toBeVisible();
      await expect(desktop.accountQueries[0]).toEqual({ page: '1', pageSize: '25', sort: 'name', order: 'asc' });
    });
    await step("the owner's own account cannot be locked", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for Olivia Owner' }));
      await expect(
        await screen(canvasElement).findByRole('menuitem', { name: 'Sign out everywhere' }, SLOW),
      ).toBeVisible();
      await expect(screen(canvasElement).queryByRole('menuitem', { name: 'Lock' })).toBeNull();
      await userEvent.keyboard('{Escape}');
    });
    await step('Lock, confirmed in a dialog, reported in a notification; the row shows it', async () => {
      await confirmAction(canvasElement, 'Jane Doe', 'Lock', "Lock Jane Doe's account?", 'Lock account');
      await expect(
        await within(notifications(canvasElement)).findByText(
          "Jane Doe's account is locked and signed out everywhere.",
          {},
          SLOW,
        ),
      ).toBeVisible();
      await waitFor(
        async () => expect((await rowOf(canvasElement, 'Jane Doe')).getByText('Locked')).toBeVisible(),
        SLOW,
      );
      await expect(bodiesSent(context, 'POST', `/api/user-management/accounts/${JANE.UserId}/lock`)).toHaveLength(1);
    });
    await step('a locked account offers Unlock instead', async () => {
      await confirmAction(canvasElement, 'Marcus Lee', 'Unlock', "Unlock Marcus Lee's account?", 'Unlock account');
      await expect(
        await within(notifications(canvasElement)).findByText(
          "Marcus Lee's account is unlocked: they can sign in again.",
          {},
          SLOW,
        ),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', `/api/user-management/accounts/${MARCUS.UserId}/unlock`)).toHaveLength(
        1,
      );
    });
    await step('Cancel leaves the account alone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for Sam Tran' }));
      await expect(screen(canvasElement).queryByRole('menuitem', { name: 'Send password reset' })).toBeNull();
      await userEvent.click(await screen(canvasElement).findByRole('menuitem', { name: 'Sign out everywhere' }, SLOW));
      const dialog = within(
        await screen(canvasElement).findByRole('dialog', { name: 'Sign Sam Tran out everywhere?' }, SLOW),
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(
        bodiesSent(context, 'POST', `/api/user-management/accounts/${ACCOUNTS[4]!.UserId}/sign-out`),
      ).toEqual([]);
    });
    await step('the Type filter asks the server for applicants only', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Applicant');
      await waitFor(() => expect(desktop.accountQueries.at(-1)).toMatchObject({ type: 'applicant' }), SLOW);
      await waitFor(() => expect(canvas.getByText('1 account found')).toBeVisible(), SLOW);
    });
    await step('the audit log: who did what to whom, in words', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Audit log' }));
      const grid = within(await canvas.findByRole('grid', { name: 'Audit log' }, SLOW));
      await expect(await grid.findByText('Account locked', {}, SLOW)).toBeVisible();
      await expect(grid.getByText('Sensitive value revealed')).toBeVisible();
      await expect(grid.getByText('Reason: Wrong password')).toBeVisible();
      await expect(grid.getByText('Applicant id: 1001; Form: w4; Field: Ssn')).toBeVisible();
      await expect(desktop.auditQueries[0]).toMatchObject({ page: '1', pageSize: '25' });
      await expect(desktop.auditQueries[0]).toHaveProperty('timeZone');
    });
    await step('the Action filter and Export CSV send the same filters', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'Signed in');
      await waitFor(() => expect(desktop.auditQueries.at(-1)).toMatchObject({ action: 'sign-in' }), SLOW);
      await waitFor(() => expect(canvas.getByText('1 entry found')).toBeVisible(), SLOW);
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(await canvas.findByRole('link', { name: /^audit-log-\d{4}-\d{2}-\d{2}\.csv$/ }, SLOW)).toBeVisible();
      await expect(desktop.exports.at(-1)).toMatchObject({ action: 'sign-in' });
      await expect(desktop.exports.at(-1)).not.toHaveProperty('page');
    });
  },
};

const phone = userServer();
export const Phone: Story = {
  name: 'Owner (phone): cards, a password reset, the audit log',
  ...portalStory({ path: PATH, session: 'staff', handlers: phone.handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('each account is a card of labelled values, nothing overflows', async () => {
      const jane = await rowOf(canvasElement, 'Jane Doe');
      await expect(jane.getByText('Last sign-in')).toBeVisible();
      await expect(jane.getByRole('button', { name: 'Actions for Jane Doe' })).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step('Send password reset, confirmed and reported', async () => {
      await confirmAction(
        canvasElement,
        'Jane Doe',
        'Send password reset',
        'Send Jane Doe a password reset?',
        'Send password reset',
      );
      await expect(
        await within(notifications(canvasElement)).findByText(
          'A temporary password has been sent to jane.doe@acme.test.',
          {},
          SLOW,
        ),
      ).toBeVisible();
    });
    await step('the audit log fits the phone too', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Audit log' }));
      const grid = within(await canvas.findByRole('grid', { name: 'Audit log' }, SLOW));
      await expect(await grid.findByText('Account locked', {}, SLOW)).toBeVisible();
      await expect(grid.getAllByText('Action').length).toBeGreaterThan(0);
      await expect(canvas.getByLabelText('From')).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const ActionRefused: Story = {
  name: 'An action the server refuses: its message in a notification',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handle(API_CALLS.lockManagedAccount, () =>
        HttpResponse.json(apiErrorBody('not_found', 'No such account in this agency.'), { status: 404 }),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await rowOf(canvasElement, 'Jane Doe');
    await confirmAction(canvasElement, 'Jane Doe', 'Lock', "Lock Jane Doe's account?", 'Lock account');
    await expect(
      await within(notifications(canvasElement)).findByText('No such account in this agency.', {}, SLOW),
    ).toBeVisible();
    // The dialog stays open: the owner may try again or cancel.
    await expect(screen(canvasElement).getByRole('dialog', { name: "Lock Jane Doe's account?" })).toBeVisible();
  },
};

export const NotOwner: Story = {
  name: 'Not the owner: not allowed, no accounts asked for',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [handle(API_CALLS.isAgencyOwner, () => HttpResponse.json(false))],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Only the agency owner can manage users.', {}, SLOW)).toBeVisible();
    // The not-allowed state is the page's one heading.
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'You are not allowed to open this page',
    ]);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(bodiesSent(context, 'GET', '/api/user-management/accounts')).toEqual([]);
  },
};

/** The identity server's answer for a locked account: invalid_grant with the lock's message. */
const lockedGrant = http.post(`${TEST_URLS.identityUrl}${AUTH_PATHS.token}`, () =>
  HttpResponse.json(
    { error: 'invalid_grant', error_description: ACCOUNT_LOCKED_MESSAGE },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  ),
);

export const LockedAccountSignIn: Story = {
  name: 'A locked account signing in: told to contact the agency',
  ...portalStory({ path: '/login', handlers: [lockedGrant] }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText('Login ID', {}, SLOW), 'marcus.lee@acme.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Recruit3r!');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(
      await within(notifications(context.canvasElement)).findByText(
        'This account is locked. Contact your agency.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(
      within(notifications(context.canvasElement)).queryByText('The email or password is incorrect.'),
    ).toBeNull();
    await expect(portalOf(context).location.pathname).toBe('/login');
  },
};
