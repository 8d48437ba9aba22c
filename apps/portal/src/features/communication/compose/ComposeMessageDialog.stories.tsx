import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../../testing/portalStory';

// The compose dialog where people open it: the applicant record (Send e-mail / Send SMS) and the search's
// bulk actions; also the search's "Save search" that a send to a saved search starts from.
const meta = {
  title: 'Screens/Touches/Send a message',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const first = fixtures.applicants[0]!;
const firstName = `${first.FirstName} ${first.LastName}`;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await body(canvasElement).findByRole('dialog', { name }, SLOW));

export const SmsFromTheRecord: Story = {
  name: 'SMS from the applicant record (phone)',
  ...portalStory({
    path: '/view-by-applicant/1',
    session: 'staff',
    handlers: [
      handlers.previewMessage.with({
        Subject: null,
        Text: `Hi ${first.FirstName}, this is Jane Doe from Acme Healthcare Staffing. Do you have a minute to talk today?`,
        Html: null,
        EmptyFields: [],
        Segments: 1,
        Characters: 96,
      }),
      handlers.sendMessages.with({
        Results: [
          {
            ApplicantId: first.ApplicantId,
            Name: firstName,
            MessageId: 7010,
            State: 'held',
            Reason: 'Quiet hours: leaves at 8:00 AM CST',
          },
        ],
        Queued: 1,
        Skipped: 0,
      }),
    ],
  }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: firstName }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Send SMS' }));
    const dialog = await dialogNamed(canvasElement, 'Send SMS');
    await step('starts from a template, with the live count', async () => {
      await userEvent.selectOptions(await dialog.findByLabelText(/^Template/, {}, SLOW), '303');
      await expect(dialog.getByLabelText(/^Message/)).toHaveValue(fixtures.messageTemplates[2]!.Body);
      await expect(dialog.getByText(/characters · 1 segment \(GSM-7\)/)).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step('previews it for the applicant', async () => {
      await userEvent.click(dialog.getByRole('button', { name: `Preview for ${firstName}` }));
      await expect(await dialog.findByText(/Do you have a minute to talk today\?$/)).toBeVisible();
      await expect(dialog.queryByText(/have no value/)).toBeNull();
    });
    await step('sends it; a message in their night waits for the morning', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('1 message queued')).toBeVisible();
      await expect(dialog.getByText(`${firstName}: Quiet hours: leaves at 8:00 AM CST`)).toBeVisible();
      await expect(await within(notifications(canvasElement)).findByText('SMS queued.')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/messages')).toEqual([
        {
          Channel: 'sms',
          TemplateId: 303,
          Body: fixtures.messageTemplates[2]!.Body,
          ApplicantIds: [first.ApplicantId],
          JobOrderId: null,
          SendAt: null,
        },
      ]);
      await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Send SMS' })).toBeNull());
    });
  },
};

export const ScheduleAnEmail: Story = {
  name: 'Schedule an e-mail (desktop)',
  ...portalStory({
    path: '/view-by-applicant/1',
    session: 'staff',
    handlers: [
      handlers.sendMessages.with({
        Results: [
          { ApplicantId: first.ApplicantId, Name: firstName, MessageId: 7011, State: 'scheduled', Reason: null },
        ],
        Queued: 1,
        Skipped: 0,
      }),
    ],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: firstName }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Send e-mail' }));
    const dialog = await dialogNamed(canvasElement, 'Send e-mail');
    const subject = await dialog.findByLabelText(/^Subject/, {}, SLOW);
    await step('asks for a subject and a text', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('Write a subject.')).toBeVisible();
      await expect(dialog.getByText('Write the message.')).toBeVisible();
    });
    await step('a field can go into the subject', async () => {
      await userEvent.type(subject, 'Welcome, ');
      await userEvent.selectOptions(dialog.getByLabelText('Merge field'), '{{applicant.firstName}}');
      await userEvent.click(dialog.getByRole('button', { name: 'Insert field' }));
      await waitFor(() => expect(subject).toHaveValue('Welcome, {{applicant.firstName}}'));
      await userEvent.type(dialog.getByLabelText(/^Message/), 'Your onboarding is ready.');
    });
    await step('schedules it for a time in the browser’s zone', async () => {
      await userEvent.selectOptions(dialog.getByLabelText('When'), 'later');
      const at = dialog.getByLabelText(/^Send at/);
      const later = new Date(Date.now() + 2 * 86_400_000);
      const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T09:30`;
      await userEvent.type(at, local);
      await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
      await expect(await dialog.findByText('1 message scheduled')).toBeVisible();
      const [sent] = bodiesSent(context, 'POST', '/api/messages') as { SendAt: string; Subject: string }[];
      await expect(sent!.Subject).toBe('Welcome, {{applicant.firstName}}');
      await expect(new Date(sent!.SendAt).getTime()).toBe(new Date(local).getTime());
    });
  },
};

export const PastTime: Story = {
  name: 'A time in the past is refused',
  ...portalStory({ path: '/view-by-applicant/1', session: 'staff' }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: firstName }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Send SMS' }));
    const dialog = await dialogNamed(canvasElement, 'Send SMS');
    await userEvent.type(await dialog.findByLabelText(/^Message/, {}, SLOW), 'Call me');
    await userEvent.selectOptions(dialog.getByLabelText('When'), 'later');
    await userEvent.type(dialog.getByLabelText(/^Send at/), '2020-01-01T09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Choose a time in the future.')).toBeVisible();
    await expect(bodiesSent(context, 'POST', '/api/messages')).toEqual([]);
  },
};

export const BulkFromSearch: Story = {
  name: 'E-mail three applicants chosen in search',
  ...portalStory({ path: '/view-by-applicant', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Search Applicant' }, SLOW);
    await canvas.findByRole('link', { name: firstName }, SLOW);
    const boxes = canvasElement.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    for (const box of Array.from(boxes).slice(0, 3)) await userEvent.click(box);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Send e-mail' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Send e-mail');
    await step('writes to the three, from a template', async () => {
      await expect(body(canvasElement).getByText('To 3 applicants')).toBeVisible();
      await userEvent.selectOptions(await dialog.findByLabelText(/^Template/, {}, SLOW), '301');
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('James Okafor: No mobile number')).toBeVisible();
      const [sent] = bodiesSent(context, 'POST', '/api/messages') as { ApplicantIds: number[] }[];
      await expect(sent!.ApplicantIds).toEqual(fixtures.applicants.slice(0, 3).map((row) => row.ApplicantId));
    });
  },
};

export const SaveTheSearch: Story = {
  name: 'Save the search (to message it later)',
  ...portalStory({ path: '/view-by-applicant?status=lead&licenseState=TX&page=2', session: 'staff' }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Search Applicant' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    const dialog = await dialogNamed(canvasElement, 'Save search');
    await step('asks for a name', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(await dialog.findByText('Name the search.')).toBeVisible();
    });
    await step('saves the filters without the page', async () => {
      await userEvent.type(dialog.getByLabelText(/^Name/), 'Texas leads');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(
        await within(notifications(canvasElement)).findByText('The search "Texas leads" has been saved.'),
      ).toBeVisible();
      const [sent] = bodiesSent(context, 'POST', '/api/saved-searches') as { Name: string; Query: string }[];
      await expect(sent!.Name).toBe('Texas leads');
      const saved = new URLSearchParams(sent!.Query);
      await expect(saved.get('status')).toBe('lead');
      await expect(saved.get('licenseState')).toBe('TX');
      await expect(saved.has('page')).toBe(false);
    });
  },
};
