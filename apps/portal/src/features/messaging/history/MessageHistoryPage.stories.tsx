import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { formatMoment } from '../../../shared/format';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../../testing/portalStory';
import { EmailHistoryPage } from './MessageHistoryPage';
import { messageServer } from './storyServer';

const meta = {
  title: 'Screens/Communication/Email History',
  component: EmailHistoryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

/** The first page of the e-mail history as the screen asks for it at first: newest first, 25 a page. */
const FIRST_EMAIL_PAGE = { Channel: 'email', page: '1', pageSize: '25' };
const SUBJECT = 'Your interview with Bayou City Medical Center';

type Canvas = ReturnType<typeof within>;
/** Dialogs and toasts render in portals on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Email History' }, SLOW);
/** The row of the applicant's link (each e-mail of the fixtures goes to someone else). */
const rowOf = (canvas: Canvas, name: string) => within(canvas.getByRole('link', { name }).closest('tr')!);
const emailsLoaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('link', { name: 'James Okafor' }, SLOW);
const openDialog = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole('dialog', { name }, SLOW));
/** The value next to a term of the dialog's description lists. */
const valueOf = (dialog: Canvas, term: string) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling;

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: '/email-history', session: 'staff', handlers: [handlers.listMessages.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'E-mails' }, SLOW);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

const desktop = messageServer();
export const Desktop: Story = {
  name: 'Desktop: every e-mail with its state, recipient, sender, template and subject; the name opens the record',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: desktop.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await emailsLoaded(canvasElement);
    await step('asks for the first page of the e-mails, newest first', async () => {
      await expect(desktop.listQueries).toEqual([FIRST_EMAIL_PAGE]);
      await expect(canvas.getByText('3 messages found')).toBeVisible();
      await expect(canvas.getByText(/^Time/, { selector: 'thead button' }).closest('th')).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
    await step('a sent e-mail: its state, the applicant and address, sender, template, subject, time', async () => {
      const sent = rowOf(canvas, 'Maria Rivera');
      await expect(sent.getByText('Sent')).toBeVisible();
      await expect(sent.getByText('maria.rivera@mail.test')).toBeVisible();
      await expect(sent.getByText('Jane Doe')).toBeVisible();
      await expect(sent.getByText('Interview invitation')).toBeVisible();
      await expect(sent.getByRole('button', { name: SUBJECT })).toBeVisible();
      await expect(sent.getByText(formatMoment('2026-11-25T10:00:00.000Z'))).toBeVisible();
    });
    await step('a failed one says why; a scheduled one says when it leaves', async () => {
      const failed = rowOf(canvas, 'James Okafor');
      await expect(failed.getByText('Failed')).toBeVisible();
      await expect(failed.getByText('550 5.1.1 Mailbox does not exist')).toBeVisible();
      const scheduled = rowOf(canvas, 'Sofia Rossi');
      await expect(scheduled.getByText('Scheduled')).toBeVisible();
      await expect(scheduled.getByText(`Leaves ${formatMoment('2026-11-30T14:00:00.000Z')}`)).toBeVisible();
    });
    await step('the applicant’s name opens the record at its applicant number', async () => {
      const link = canvas.getByRole('link', { name: 'Maria Rivera' });
      await expect(link).toHaveAttribute('href', '/view-by-applicant/1234');
      await userEvent.click(link);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/view-by-applicant/1234'), SLOW);
      await expect(portalOf(context).location.search).toBe('');
    });
  },
};

const readServer = messageServer({
  details: { [fixtures.message.MessageId]: { Cc: ['team@acme.test'], Bcc: ['crm@acme.test'] } },
});
export const ReadAsSent: Story = {
  name: 'Open an e-mail: the addresses, the text, the HTML as sent in a sandboxed frame, its history',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: readServer.handlers }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await emailsLoaded(canvasElement);
    await userEvent.click(rowOf(canvas, 'Maria Rivera').getByRole('button', { name: SUBJECT }));
    const dialog = await openDialog(canvasElement, 'E-mail to Maria Rivera');
    await step('from, to, copies, reply-to and subject', async () => {
      await dialog.findByText('Jane Doe <no-reply@acme.test>', {}, SLOW);
      await expect(valueOf(dialog, 'From')).toHaveTextContent('Jane Doe <no-reply@acme.test>');
      await expect(valueOf(dialog, 'To')).toHaveTextContent('maria.rivera@mail.test');
      await expect(valueOf(dialog, 'Cc')).toHaveTextContent('team@acme.test');
      await expect(valueOf(dialog, 'Bcc')).toHaveTextContent('crm@acme.test');
      await expect(valueOf(dialog, 'Reply-To')).toHaveTextContent('jane.doe@acme.test');
      await expect(valueOf(dialog, 'Subject')).toHaveTextContent(SUBJECT);
    });
    await step('the text, and the HTML in a frame that runs nothing (never in the page)', async () => {
      await expect(dialog.getByText(/^Hi Maria,\s+Your interview for Cardiac ICU/)).toBeVisible();
      const frame = dialog.getByTitle('Message as sent');
      await expect(frame.tagName).toBe('IFRAME');
      await expect(frame).toHaveAttribute('sandbox', '');
      await expect(frame.getAttribute('srcdoc')).toContain('<p>Hi Maria,</p>');
      // The HTML is nowhere in the page itself.
      await expect(canvasElement.ownerDocument.body.querySelector('[role="dialog"] p br')).toBeNull();
    });
    await step('the state, the attempts and the history of events', async () => {
      await expect(valueOf(dialog, 'State')).toHaveTextContent('Sent');
      await expect(valueOf(dialog, 'Attempts')).toHaveTextContent('1');
      await expect(valueOf(dialog, 'Template')).toHaveTextContent('Interview invitation');
      const events = within(dialog.getByRole('list', { name: 'Message history' }));
      await expect(events.getByText('Queued')).toBeVisible();
      await expect(events.getByText('Sent by Jane Doe')).toBeVisible();
      await expect(events.getByText('250 2.0.0 OK')).toBeVisible();
    });
    await step('a sent message cannot be cancelled; Close closes', async () => {
      await expect(dialog.queryByRole('button', { name: 'Cancel message' })).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), SLOW);
    });
  },
};

export const FailedWithReason: Story = {
  name: 'Open a failed e-mail: the reason, three attempts, the failure in its history',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: messageServer().handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await emailsLoaded(canvasElement);
    // The row opens on a click anywhere in it too.
    await userEvent.click(rowOf(canvas, 'James Okafor').getByText('550 5.1.1 Mailbox does not exist'));
    const dialog = await openDialog(canvasElement, 'E-mail to James Okafor');
    await dialog.findByText('Reason', { selector: 'dt' }, SLOW);
    await expect(valueOf(dialog, 'State')).toHaveTextContent('Failed');
    await expect(valueOf(dialog, 'Reason')).toHaveTextContent('550 5.1.1 Mailbox does not exist');
    await expect(valueOf(dialog, 'Attempts')).toHaveTextContent('3');
    const events = within(dialog.getByRole('list', { name: 'Message history' }));
    await expect(events.getByText('Failed')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Cancel message' })).toBeNull();
  },
};

const cancelling = messageServer();
export const CancelScheduled: Story = {
  name: 'Cancel a scheduled e-mail: said so, and the list shows it cancelled',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: cancelling.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await emailsLoaded(canvasElement);
    await userEvent.click(rowOf(canvas, 'Sofia Rossi').getByRole('button', { name: SUBJECT }));
    const dialog = await openDialog(canvasElement, 'E-mail to Sofia Rossi');
    await step('a scheduled message can still be cancelled', async () => {
      await expect(await dialog.findByRole('button', { name: 'Cancel message' }, SLOW)).toBeVisible();
      await expect(valueOf(dialog, 'State')).toHaveTextContent('Scheduled');
      await expect(valueOf(dialog, 'Due to leave')).toHaveTextContent(formatMoment('2026-11-30T14:00:00.000Z'));
    });
    await step('cancelled: the toast, the state, no more cancelling', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel message' }));
      await expect(
        await within(notifications(canvasElement)).findByText('The message has been cancelled.', {}, SLOW),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/messages/7005/cancel')).toHaveLength(1);
      await waitFor(() => expect(valueOf(dialog, 'State')).toHaveTextContent('Cancelled'), SLOW);
      await expect(dialog.queryByRole('button', { name: 'Cancel message' })).toBeNull();
      const events = within(dialog.getByRole('list', { name: 'Message history' }));
      await expect(events.getByText('Cancelled by Jane Doe')).toBeVisible();
    });
    await step('the list is asked again and shows it cancelled', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(rowOf(canvas, 'Sofia Rossi').getByText('Cancelled')).toBeVisible(), SLOW);
      await expect(cancelling.listQueries.length).toBeGreaterThan(1);
    });
  },
};

export const CancelTooLate: Story = {
  name: 'Cancel a message that has just left: the server’s answer (409), and it shows sent',
  ...portalStory({
    path: '/email-history',
    session: 'staff',
    handlers: messageServer({ leaveBeforeCancel: [7005] }).handlers,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await emailsLoaded(canvasElement);
    await userEvent.click(rowOf(canvas, 'Sofia Rossi').getByRole('button', { name: SUBJECT }));
    const dialog = await openDialog(canvasElement, 'E-mail to Sofia Rossi');
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel message' }, SLOW));
    await expect(
      await dialog.findByText(
        'This message is sent: only a scheduled, queued or held message can be cancelled.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await waitFor(() => expect(valueOf(dialog, 'State')).toHaveTextContent('Sent'), SLOW);
    await expect(dialog.queryByRole('button', { name: 'Cancel message' })).toBeNull();
  },
};

const filtered = messageServer();
export const FilteredAndSorted: Story = {
  name: 'Filtered and sorted: state, search, days and sort in the address and the request; Clear filters',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: filtered.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const location = () => portalOf(context).location;
    await heading(canvasElement);
    await emailsLoaded(canvasElement);
    await step('only e-mail states are offered', async () => {
      const state = canvas.getByRole('combobox', { name: 'State' });
      await expect(within(state).getByRole('option', { name: 'Bounced' })).toBeInTheDocument();
      await expect(within(state).queryByRole('option', { name: 'Opted out' })).toBeNull();
    });
    await step('a state: sent, in the address, and only those rows', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Failed');
      await waitFor(() => expect(location().search).toBe('?state=failed'), SLOW);
      await waitFor(() => expect(filtered.listQueries.at(-1)).toEqual({ ...FIRST_EMAIL_PAGE, State: 'failed' }), SLOW);
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'Sofia Rossi' })).toBeNull(), SLOW);
      await expect(canvas.getByText('1 message found')).toBeVisible();
    });
    await step('a search and the days: sent, in the address', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search messages' }), 'okafor');
      await waitFor(() => expect(location().search).toBe('?state=failed&q=okafor'), SLOW);
      await userEvent.type(canvas.getByLabelText('From'), '11/01/2026');
      await userEvent.type(canvas.getByLabelText('To'), '11/30/2026');
      await waitFor(() => expect(location().search).toBe('?state=failed&q=okafor&from=2026-11-01&to=2026-11-30'), SLOW);
      await waitFor(
        () =>
          expect(filtered.listQueries.at(-1)).toEqual({
            ...FIRST_EMAIL_PAGE,
            State: 'failed',
            q: 'okafor',
            From: '2026-11-01',
            To: '2026-11-30',
          }),
        SLOW,
      );
    });
    await step('sorting by recipient is kept in the address and sent', async () => {
      await userEvent.click(canvas.getByText(/^Recipient/, { selector: 'thead button' }));
      await waitFor(() => expect(location().search).toContain('&sort=recipient&order=asc'), SLOW);
      await waitFor(() => expect(filtered.listQueries.at(-1)).toMatchObject({ sort: 'recipient', order: 'asc' }), SLOW);
    });
    await step('Clear filters: every e-mail again, the sort stays', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(location().search).toBe('?sort=recipient&order=asc'), SLOW);
      await waitFor(
        () => expect(filtered.listQueries.at(-1)).toEqual({ ...FIRST_EMAIL_PAGE, sort: 'recipient', order: 'asc' }),
        SLOW,
      );
      await expect(await canvas.findByRole('link', { name: 'Sofia Rossi' }, SLOW)).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
    });
  },
};

const shared = messageServer();
export const FromTheAddress: Story = {
  name: 'A shared address: its search is shown and asked for',
  ...portalStory({
    path: '/email-history?state=scheduled&q=rossi&from=2026-11-25&sort=state&order=desc&page=1',
    session: 'staff',
    handlers: shared.handlers,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await canvas.findByRole('link', { name: 'Sofia Rossi' }, SLOW);
    await expect(shared.listQueries).toEqual([
      { ...FIRST_EMAIL_PAGE, State: 'scheduled', q: 'rossi', From: '2026-11-25', sort: 'state', order: 'desc' },
    ]);
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Scheduled');
    await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('rossi');
    // The field shows 11/25/2026; its value is the ISO date.
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-25');
  },
};

const paged = messageServer({ total: 60 });
export const Paging: Story = {
  name: 'Paging: 25 a page, the page in the address and the request',
  ...portalStory({ path: '/email-history?state=sent', session: 'staff', handlers: paged.handlers }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await canvas.findByRole('link', { name: 'Maria Rivera' }, SLOW);
    await expect(canvas.getByText('60 messages found')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Page 2'));
    await waitFor(() => expect(portalOf(context).location.search).toBe('?state=sent&page=2'), SLOW);
    await waitFor(
      () => expect(paged.listQueries.at(-1)).toEqual({ ...FIRST_EMAIL_PAGE, State: 'sent', page: '2' }),
      SLOW,
    );
  },
};

const none = messageServer({ messages: [] });
export const Empty: Story = {
  name: 'Nothing matches: clear the filters; no e-mail at all',
  ...portalStory({ path: '/email-history?state=bounced', session: 'staff', handlers: none.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says nothing matches and offers to clear the filters', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No e-mails match' }, SLOW)).toBeVisible();
      await expect(canvas.getByText('0 messages found')).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'E-mail pages' })).toBeNull();
      await userEvent.click(
        within(canvas.getByRole('grid', { name: 'E-mails' })).getByRole('button', { name: 'Clear filters' }),
      );
      await waitFor(() => expect(portalOf(context).location.search).toBe(''), SLOW);
      await waitFor(() => expect(none.listQueries.at(-1)).toEqual(FIRST_EMAIL_PAGE), SLOW);
    });
    await step('with nothing to clear, says no e-mail was sent yet', async () => {
      await expect(await canvas.findByRole('heading', { name: 'No e-mails yet' }, SLOW)).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    });
  },
};

export const EmptyPhone: Story = {
  name: 'Phone (320 px): no e-mail yet',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: messageServer({ messages: [] }).handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'No e-mails yet' }, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const failing = messageServer({ listFailures: 1 });
export const LoadError: Story = {
  name: 'The history cannot be loaded: try again',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: failing.handlers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('says so and offers to try again', async () => {
      await expect(await canvas.findByText('The messages could not be loaded.', {}, SLOW)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    });
    await step('the second attempt shows the history', async () => {
      await emailsLoaded(canvasElement);
      await expect(canvas.queryByText('The messages could not be loaded.')).toBeNull();
    });
  },
};

export const LoadErrorPhone: Story = {
  name: 'Phone (390 px): the history cannot be loaded',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: [handlers.listMessages.serverError] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByText('The messages could not be loaded.', {}, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const phoneCheck = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await emailsLoaded(canvasElement);
  const failed = rowOf(canvas, 'James Okafor');
  await expect(failed.getByText('550 5.1.1 Mailbox does not exist')).toBeVisible();
  await expect(failed.getByText('Template')).toBeVisible();
  await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
  await expect(canvas.getByLabelText('To')).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
  await userEvent.click(rowOf(canvas, 'Maria Rivera').getByRole('button', { name: SUBJECT }));
  const dialog = await openDialog(canvasElement, 'E-mail to Maria Rivera');
  await expect(await dialog.findByTitle('Message as sent', {}, SLOW)).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
};

export const Phone: Story = {
  name: 'Phone (390 px): cards, a message opens; nothing scrolls sideways',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: messageServer().handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};

export const PhoneSmall: Story = {
  name: 'Phone (320 px): cards, a message opens; nothing scrolls sideways',
  ...portalStory({ path: '/email-history', session: 'staff', handlers: messageServer().handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};
