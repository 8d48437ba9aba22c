import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MessageSummary } from '@agency/api-client/contract';
import { fixtures, handlers } from '@agency/api-client/testing';
import { formatMoment } from '../../../shared/format';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../../testing/portalStory';
import { messageServer } from '../../messaging/testing';
import { ApplicantRecordPage } from './ApplicantRecordPage';
import { recordServer } from './storyServer';

const meta = {
  title: 'Screens/Applicants/Record/Messages tab',
  component: ApplicantRecordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
/** Dialogs and toasts render in portals on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const [email, smsOut, smsIn] = fixtures.applicantMessages as [MessageSummary, MessageSummary, MessageSummary];

/** Maria Rivera's thread: the fixtures' e-mail, SMS and reply, an automatic e-mail, and a colleague's SMS to come. */
const automatic: MessageSummary = {
  ...email,
  MessageId: 7020,
  SenderName: '',
  Automatic: true,
  TemplateName: 'Welcome',
  Subject: 'Welcome to Acme Healthcare Staffing',
  Preview: 'Hi Maria, welcome aboard! Your recruiter will call you shortly.',
  At: '2026-11-20T09:00:00.000Z',
  SendAt: '2026-11-20T09:00:00.000Z',
  SentAt: '2026-11-20T09:00:03.000Z',
  State: 'delivered',
};
const scheduled: MessageSummary = {
  ...smsOut,
  MessageId: 7021,
  State: 'scheduled',
  SenderName: 'Sam Lee',
  TemplateName: null,
  Preview: 'Reminder: your interview is tomorrow at 10 am.',
  At: '2026-11-26T09:00:00.000Z',
  SendAt: '2026-12-01T15:00:00.000Z',
  SentAt: null,
};
const THREAD = [smsIn, scheduled, email, automatic, smsOut];

/** Maria Rivera's record (the first of the search), on its Messages tab. */
async function openTab(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Maria Rivera' }, SLOW);
  const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
  await expect(tabs.indexOf('Messages')).toBe(tabs.indexOf('Activity') + 1);
  await userEvent.click(canvas.getByRole('tab', { name: 'Messages' }));
  return within(await canvas.findByRole('tabpanel', {}, SLOW));
}

/** The entries of the thread, in order. */
const entriesOf = async (panel: ReturnType<typeof within>) => {
  const thread = await panel.findByRole('list', { name: 'Messages' }, SLOW);
  return within(thread).getAllByRole('listitem');
};

export const Thread: Story = {
  name: 'Desktop: the thread oldest first, ours and the replies told apart; a message opens',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...messageServer({ messages: THREAD }).handlers],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const panel = await openTab(canvasElement);
    const entries = await entriesOf(panel);
    await step('oldest first, each saying who wrote to whom, the channel, the state and the time', async () => {
      await expect(entries).toHaveLength(5);
      const [first, second, third, fourth, fifth] = entries.map((entry) => within(entry));
      await expect(first!.getByText('Automatic message to Maria Rivera')).toBeVisible();
      await expect(first!.getByText('E-mail')).toBeVisible();
      await expect(first!.getByText('Delivered')).toBeVisible();
      await expect(first!.getByText('Welcome to Acme Healthcare Staffing')).toBeVisible();
      await expect(first!.getByText(formatMoment(automatic.At))).toBeVisible();
      await expect(second!.getByText('You to Maria Rivera')).toBeVisible();
      await expect(second!.getByText('Sent')).toBeVisible();
      await expect(third!.getByText('You to Maria Rivera')).toBeVisible();
      await expect(third!.getByText('SMS')).toBeVisible();
      await expect(third!.getByText('Replied')).toBeVisible();
      await expect(fourth!.getByText('Reply from (555) 010-1001 (Maria Rivera)')).toBeVisible();
      await expect(fourth!.getByText('Received')).toBeVisible();
      await expect(fourth!.getByRole('button', { name: smsIn.Preview })).toBeVisible();
      await expect(fifth!.getByText('Sam Lee to Maria Rivera')).toBeVisible();
      await expect(fifth!.getByText('Scheduled')).toBeVisible();
    });
    await step('ours sit on the right, the applicant’s replies on the left', async () => {
      const ours = entries[2]!.getBoundingClientRect();
      const reply = entries[3]!.getBoundingClientRect();
      await expect(reply.left).toBeLessThan(ours.left);
      await expect(ours.right).toBeGreaterThan(reply.right);
    });
    await step('the reply opens as received', async () => {
      await userEvent.click(panel.getByRole('button', { name: smsIn.Preview }));
      const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'SMS from Maria Rivera' }, SLOW));
      await expect(await dialog.findByText(smsIn.Preview, { selector: 'p' }, SLOW)).toBeVisible();
      await expect(dialog.queryByRole('button', { name: 'Cancel message' })).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), SLOW);
    });
  },
};

export const CancelFromThread: Story = {
  name: 'A scheduled SMS of the thread is cancelled: said so, and the thread shows it',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...messageServer({ messages: THREAD }).handlers],
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const panel = await openTab(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: scheduled.Preview }, SLOW));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'SMS to Maria Rivera' }, SLOW));
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel message' }, SLOW));
    await expect(
      await within(notifications(canvasElement)).findByText('The message has been cancelled.', {}, SLOW),
    ).toBeVisible();
    await expect(bodiesSent(context, 'POST', '/api/messages/7021/cancel')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const last = async () => within((await entriesOf(panel)).at(-1)!);
    await waitFor(async () => expect((await last()).getByText('Cancelled')).toBeVisible(), SLOW);
  },
};

const phoneCheck = async (canvasElement: HTMLElement) => {
  const panel = await openTab(canvasElement);
  const entries = await entriesOf(panel);
  await expect(within(entries[3]!).getByText('Reply from (555) 010-1001 (Maria Rivera)')).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
  await userEvent.click(panel.getByRole('button', { name: email.Preview }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'E-mail to Maria Rivera' }, SLOW));
  await expect(await dialog.findByTitle('Message as sent', {}, SLOW)).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
};

export const Phone: Story = {
  name: 'Phone (390 px): the thread and a message fit',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...messageServer({ messages: THREAD }).handlers],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};

export const PhoneSmall: Story = {
  name: 'Phone (320 px): the thread and a message fit',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...messageServer({ messages: THREAD }).handlers],
  }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => phoneCheck(canvasElement),
};

export const Empty: Story = {
  name: 'No messages yet',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [...recordServer().handlers, ...messageServer({ messages: [] }).handlers],
  }),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement);
    await expect(await panel.findByRole('heading', { name: 'No messages yet.' }, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'The thread cannot be loaded: try again',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [handlers.listApplicantMessages.serverError, ...recordServer().handlers],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement);
    await expect(await panel.findByText('The messages could not be loaded.', {}, SLOW)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
