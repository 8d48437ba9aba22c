import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalStory } from '../../../testing/portalStory';
import { CommunicationCenterPage } from './CommunicationCenterPage';

const meta = {
  title: 'Screens/Touches/Communication Center',
  component: CommunicationCenterPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CommunicationCenterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asManager = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['manager'] } }),
);

const page = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Communication Center' }, PAGE_TIMEOUT);
  return canvas;
};
const dialogNamed = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }, PAGE_TIMEOUT));

const listsTemplates: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = await page(canvasElement);
  await step('lists the templates with their channel and who can use them', async () => {
    await expect(await canvas.findByText('Interview invitation', {}, PAGE_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Call me back')).toBeVisible();
    await expect(canvas.getByText('Personal (Jane Doe)')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  });
};

export const Desktop: Story = {
  ...portalStory({ path: '/communication-center', session: 'staff' }),
  globals: atViewport('desktop'),
  play: listsTemplates,
};

export const Phone: Story = {
  ...portalStory({ path: '/communication-center', session: 'staff' }),
  globals: atViewport('phone'),
  play: listsTemplates,
};

export const NewSmsTemplate: Story = {
  name: 'New SMS template: merge field, live count, preview',
  ...portalStory({
    path: '/communication-center',
    session: 'staff',
    handlers: [
      handlers.previewMessage.with({
        Subject: null,
        Text: 'Hi Maria, your shift at  starts Monday.',
        Html: null,
        MissingFields: ['{{jobOrder.facility}}'],
        Segments: 1,
        Characters: 39,
      }),
    ],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New template' }, PAGE_TIMEOUT));
    const dialog = await dialogNamed('New template');
    await step('an SMS shows its characters and segments as it is typed', async () => {
      await userEvent.selectOptions(dialog.getByLabelText(/^Channel/), 'sms');
      await userEvent.type(dialog.getByLabelText(/^Template Name/), 'Shift reminder');
      const text = dialog.getByLabelText(/^Message/);
      await userEvent.type(text, 'Hi ');
      await expect(dialog.getByText('3 characters · 1 segment (GSM-7)')).toBeVisible();
      await userEvent.paste('x'.repeat(160));
      await expect(dialog.getByText('163 characters · 2 segments (GSM-7)')).toBeVisible();
      await userEvent.clear(text);
      await userEvent.type(text, 'Hi , your shift at  starts Monday.');
    });
    await step('a merge field goes in where the caret is', async () => {
      const text = dialog.getByLabelText<HTMLTextAreaElement>(/^Message/);
      text.setSelectionRange(3, 3);
      await userEvent.selectOptions(dialog.getByLabelText('Merge field'), '{{applicant.firstName}}');
      await userEvent.click(dialog.getByRole('button', { name: 'Insert field' }));
      await waitFor(() => expect(text).toHaveValue('Hi {{applicant.firstName}}, your shift at  starts Monday.'));
    });
    await step('the preview for an applicant warns about empty fields', async () => {
      await userEvent.selectOptions(
        await dialog.findByLabelText('Preview with', {}, PAGE_TIMEOUT),
        String(fixtures.applicants[0]!.ApplicantId),
      );
      await userEvent.click(dialog.getByRole('button', { name: /^Preview for / }));
      await expect(await dialog.findByText(/^No value for /)).toBeVisible();
      await expect(
        dialog.getByText(/^Job order facility\. A message is not sent with blank merge fields/),
      ).toBeVisible();
    });
    await step('a recruiter saves it as a personal template', async () => {
      await expect(dialog.getByText('A personal template: only you can use it.')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Save template' }));
      await expect(await within(notifications(canvasElement)).findByText('The template has been added.')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/message-templates')).toEqual([
        {
          Channel: 'sms',
          Name: 'Shift reminder',
          Subject: null,
          Body: 'Hi {{applicant.firstName}}, your shift at  starts Monday.',
          Scope: 'personal',
          Marketing: false,
        },
      ]);
    });
  },
};

export const InvalidTemplate: Story = {
  name: 'Template with mistakes',
  ...portalStory({ path: '/communication-center', session: 'staff', handlers: [asManager] }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New template' }, PAGE_TIMEOUT));
    const dialog = await dialogNamed('New template');
    await userEvent.click(dialog.getByLabelText(/^Message/));
    await userEvent.paste('Hello {{applicant.nickname}}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save template' }));
    await step('names each mistake and sends nothing', async () => {
      await expect(await dialog.findByText('Name the template.')).toBeVisible();
      await expect(dialog.getByText('Write a subject.')).toBeVisible();
      await expect(
        dialog.getByText('Unknown merge field: {{applicant.nickname}}. Insert fields from the list.'),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/message-templates')).toEqual([]);
    });
    await step('a manager may make it an agency template', async () => {
      await expect(dialog.getByLabelText(/^Who can use it/)).toHaveValue('agency');
    });
  },
};

export const CancelScheduled: Story = {
  name: 'Scheduled messages: cancel one',
  ...portalStory({
    path: '/communication-center',
    session: 'staff',
    handlers: [
      handlers.listMessages.with({
        ...fixtures.messages,
        Items: [fixtures.messages.Items[4]!],
        Total: 1,
      }),
    ],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Scheduled' }));
    await step('shows what waits, when it leaves and who sent it', async () => {
      await expect(await canvas.findByText('Sofia Rossi (sofia.rossi@mail.test)', {}, PAGE_TIMEOUT)).toBeVisible();
    });
    await step('cancels it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel the message to Sofia Rossi' }));
      await expect(
        await within(notifications(canvasElement)).findByText('The message has been cancelled.'),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/messages/7005/cancel')).toHaveLength(1);
    });
  },
};

export const Automations: Story = {
  name: 'Automatic messages (manager)',
  ...portalStory({ path: '/communication-center', session: 'staff', handlers: [asManager] }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Automatic messages' }));
    const rejected = await canvas.findByLabelText('Moved to Rejected', {}, PAGE_TIMEOUT);
    await step('shows the move that sends a template', async () => {
      await expect(rejected).toHaveValue('302');
      await expect(canvas.getByLabelText('Moved to Offered')).toHaveValue('');
    });
    await step('turns one on and saves', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Moved to Offered'), '301');
      await userEvent.click(canvas.getByRole('button', { name: 'Save automatic messages' }));
      await expect(
        await within(notifications(canvasElement)).findByText('The automatic messages have been saved.'),
      ).toBeVisible();
      const [sent] = bodiesSent(context, 'PUT', '/api/message-automations') as {
        Status: string;
        TemplateId: number | null;
      }[][];
      await expect(sent).toEqual(
        expect.arrayContaining([
          { Status: 'offered', TemplateId: 301 },
          { Status: 'rejected', TemplateId: 302 },
          { Status: 'lead', TemplateId: null },
        ]),
      );
    });
  },
};

export const AutomationsReadOnly: Story = {
  name: 'Automatic messages (recruiter: read only)',
  ...portalStory({ path: '/communication-center', session: 'staff' }),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Automatic messages' }));
    await expect(
      await canvas.findByText('Managers and above change the automatic messages.', {}, PAGE_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Moved to Rejected')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save automatic messages' })).toBeNull();
  },
};

export const EmailSavedSearch: Story = {
  name: 'E-mail everyone in a saved search',
  ...portalStory({ path: '/communication-center', session: 'staff' }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail a saved search' }));
    const dialog = await dialogNamed('Send e-mail');
    await step('asks for the saved search first', async () => {
      await userEvent.selectOptions(await dialog.findByLabelText(/^Template/, {}, PAGE_TIMEOUT), '302');
      await expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Your application with {{agency.name}}');
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('Choose a saved search.')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/messages')).toEqual([]);
    });
    await step('sends to it and shows each recipient who was skipped', async () => {
      await userEvent.selectOptions(dialog.getByLabelText(/^Saved search/), '41');
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('1 message queued, 1 skipped')).toBeVisible();
      await expect(dialog.getByText('James Okafor: No mobile number')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/messages')).toEqual([
        expect.objectContaining({ Channel: 'email', TemplateId: 302, SavedSearchId: 41, SendAt: null }),
      ]);
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const SavedSearches: Story = {
  name: 'Saved searches',
  ...portalStory({ path: '/communication-center', session: 'staff' }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Saved searches' }));
    const link = await canvas.findByRole('link', { name: 'Texas ICU leads' }, PAGE_TIMEOUT);
    await expect(link).toHaveAttribute('href', '/view-by-applicant?status=lead&state=TX&specialty=ICU');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Texas ICU leads' }));
    await expect(
      await within(notifications(canvasElement)).findByText('The saved search has been deleted.'),
    ).toBeVisible();
  },
};
