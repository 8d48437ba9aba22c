import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../../testing/portalStory';
import { SmsHistoryPage } from './MessageHistoryPage';
import { failedSms, heldSms, messageServer, optedOutSms } from './storyServer';

const meta = {
  title: 'Screens/Communication/SMS History',
  component: SmsHistoryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SmsHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

/** The first page of the SMS history as the screen asks for it at first: newest first, 25 a page. */
const FIRST_SMS_PAGE = { Channel: 'sms', page: '1', pageSize: '25' };
const SMS_REPLY = 'Yes, call me after 3 pm please.';
const SMS_OUT = 'Hi Maria, this is Jane Doe from Acme Healthcare Staffing. Do you have a minute to talk today?';

type Canvas = ReturnType<typeof within>;
/** Dialogs and toasts render in portals on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'SMS History' }, SLOW);
/** The row of the message whose open button reads `text`. */
const rowOpening = (canvas: Canvas, text: string) => within(canvas.getByRole('button', { name: text }).closest('tr')!);
const smsLoaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: SMS_REPLY }, SLOW);
const openDialog = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole('dialog', { name }, SLOW));
/** The value next to a term of the dialog's description lists. */
const valueOf = (dialog: Canvas, term: string) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling;

const sms = messageServer();
export const SmsHistory: Story = {
  name: 'SMS History (desktop): a reply, an opted-out message, a failed one with its reason, one held',
  ...portalStory({ path: '/sms-history', session: 'staff', handlers: sms.handlers }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await smsLoaded(canvasElement);
    await step('asks for the SMS only', async () => {
      await expect(sms.listQueries).toEqual([FIRST_SMS_PAGE]);
      await expect(canvas.getByText('5 messages found')).toBeVisible();
    });
    await step('the reply received, and the message it answered', async () => {
      const reply = rowOpening(canvas, SMS_REPLY);
      await expect(reply.getByText('Received')).toBeVisible();
      await expect(reply.getByText('Reply from (555) 010-1001')).toBeVisible();
      await expect(reply.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1234',
      );
      const answered = rowOpening(canvas, SMS_OUT);
      await expect(answered.getByText('Replied')).toBeVisible();
      await expect(answered.getByText('Call me back')).toBeVisible();
    });
    await step('opted out, failed with the reason, held for quiet hours', async () => {
      const optedOut = rowOpening(canvas, optedOutSms.Preview);
      await expect(optedOut.getByText('Opted out')).toBeVisible();
      await expect(optedOut.getByText('Replied STOP')).toBeVisible();
      const failed = rowOpening(canvas, failedSms.Preview);
      await expect(failed.getByText('Failed')).toBeVisible();
      await expect(failed.getByText('30006 Landline or unreachable carrier')).toBeVisible();
      const held = rowOpening(canvas, heldSms.Preview);
      await expect(held.getByText('Held (quiet hours)')).toBeVisible();
      await expect(held.getByText('Quiet hours: leaves at 8:00 AM CST')).toBeVisible();
    });
    await step('the SMS states are offered', async () => {
      const state = canvas.getByRole('combobox', { name: 'State' });
      await expect(within(state).getByRole('option', { name: 'Opted out' })).toBeInTheDocument();
      await expect(within(state).getByRole('option', { name: 'Received' })).toBeInTheDocument();
    });
    await step('the reply opens as received: from the applicant’s number, no HTML', async () => {
      await userEvent.click(canvas.getByRole('button', { name: SMS_REPLY }));
      const dialog = await openDialog(canvasElement, 'SMS from Maria Rivera');
      await dialog.findByText('From', { selector: 'dt' }, SLOW);
      await expect(valueOf(dialog, 'From')).toHaveTextContent('(555) 010-1001');
      await expect(valueOf(dialog, 'To')).toHaveTextContent('(555) 019-9000');
      await expect(valueOf(dialog, 'State')).toHaveTextContent('Received');
      await expect(dialog.queryByTitle('Message as sent')).toBeNull();
      await expect(dialog.queryByText('Subject', { selector: 'dt' })).toBeNull();
      await expect(dialog.getByText(SMS_REPLY, { selector: 'p' })).toBeVisible();
    });
  },
};

const holding = messageServer();
export const SmsCancelHeld: Story = {
  name: 'SMS History: a held SMS is cancelled',
  ...portalStory({ path: '/sms-history', session: 'staff', handlers: holding.handlers }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await smsLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: heldSms.Preview }));
    const dialog = await openDialog(canvasElement, 'SMS to Daniel Kim');
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel message' }, SLOW));
    await expect(
      await within(notifications(canvasElement)).findByText('The message has been cancelled.', {}, SLOW),
    ).toBeVisible();
    await expect(bodiesSent(context, 'POST', '/api/messages/7012/cancel')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(rowOpening(canvas, heldSms.Preview).getByText('Cancelled')).toBeVisible(), SLOW);
  },
};

const smsPhoneCheck = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await smsLoaded(canvasElement);
  await expect(rowOpening(canvas, optedOutSms.Preview).getByText('Opted out')).toBeVisible();
  await expect(rowOpening(canvas, SMS_REPLY).getByText('Reply from (555) 010-1001')).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: failedSms.Preview }));
  const dialog = await openDialog(canvasElement, 'SMS to James Okafor');
  await dialog.findByText('30006 Landline or unreachable carrier', { selector: 'dd' }, SLOW);
  await expectNoHorizontalOverflow(canvasElement);
};

export const SmsPhone: Story = {
  name: 'SMS History, phone (390 px): nothing scrolls sideways',
  ...portalStory({ path: '/sms-history', session: 'staff', handlers: messageServer().handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => smsPhoneCheck(canvasElement),
};

export const SmsPhoneSmall: Story = {
  name: 'SMS History, phone (320 px): nothing scrolls sideways',
  ...portalStory({ path: '/sms-history', session: 'staff', handlers: messageServer().handlers }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => smsPhoneCheck(canvasElement),
};

export const SmsEmpty: Story = {
  name: 'SMS History: no SMS yet',
  ...portalStory({ path: '/sms-history', session: 'staff', handlers: messageServer({ messages: [] }).handlers }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'No SMS yet' }, SLOW)).toBeVisible();
  },
};
