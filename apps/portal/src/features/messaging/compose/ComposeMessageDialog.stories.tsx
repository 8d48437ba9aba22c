import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  checkMessages,
  previewMessage,
  type MergeFieldKey,
  type MessagePreviewPayload,
  type SendMessagesPayload,
} from '@agency/api-client/contract';
import { fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectFocusedInView, expectNoHorizontalOverflow } from '../../../testing/layout';
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
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [
      handlers.previewMessage.with({
        Subject: null,
        Text: `Hi ${first.FirstName}, this is Jane Doe from Acme Healthcare Staffing. Do you have a minute to talk today?`,
        Html: null,
        MissingFields: [],
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
    path: '/view-by-applicant/1234',
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
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff' }),
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

// Blank merge fields (issue 28): the server's check and preview, as the server answers them. The interview
// invitation (template 301) uses the job order's facility and unit and the interview time; the job order
// fills the first two, a typed value the interview time of a recipient who has none on the calendar.
const JOB_ORDER_FIELDS: MergeFieldKey[] = ['{{jobOrder.facility}}', '{{jobOrder.unit}}'];
const order = fixtures.jobOrders.Items[0]!;
const nameOf = (id: number) => {
  const row = fixtures.applicants.find((entry) => entry.ApplicantId === id)!;
  return `${row.FirstName} ${row.LastName}`;
};
/** The server of these stories: `withInterview` are the recipients with an interview on the calendar. */
const blankServer = (withInterview: readonly number[]) => {
  const missingFor = (id: number, body: { JobOrderId?: number | null; Fields?: SendMessagesPayload['Fields'] }) => [
    ...(body.JobOrderId ? [] : JOB_ORDER_FIELDS),
    ...(withInterview.includes(id) || body.Fields?.['{{interview.time}}']
      ? []
      : (['{{interview.time}}'] as MergeFieldKey[])),
  ];
  return [
    handle(checkMessages, async ({ request }) => {
      const body = (await request.json()) as SendMessagesPayload;
      const ids = (body.ApplicantIds ?? []).filter((id) => !body.ExcludeApplicantIds?.includes(id));
      const blanks = ids
        .map((id) => ({ ApplicantId: id, Name: nameOf(id), MissingFields: missingFor(id, body) }))
        .filter((entry) => entry.MissingFields.length > 0);
      const fields = [...JOB_ORDER_FIELDS, '{{interview.time}}' as const].filter((key) =>
        blanks.some((entry) => entry.MissingFields.includes(key)),
      );
      return HttpResponse.json({ Recipients: ids.length, Blanks: blanks, MissingFields: fields });
    }),
    handle(previewMessage, async ({ request }) => {
      const body = (await request.json()) as MessagePreviewPayload;
      const facility = body.JobOrderId ? order.Institution.Name : '';
      const time = withInterview.includes(body.ApplicantId)
        ? 'Wednesday, December 2, 2026 at 10:30 AM CST'
        : (body.Fields?.['{{interview.time}}'] ?? '');
      const text = `Hi ${nameOf(body.ApplicantId).split(' ')[0]}, your interview for ${body.JobOrderId ? order.Unit : ''} is on ${time}.`;
      return HttpResponse.json({
        Subject: `Your interview with ${facility}`,
        Text: text,
        Html: `<p>${text}</p>`,
        MissingFields: missingFor(body.ApplicantId, body),
        Segments: 0,
        Characters: 0,
      });
    }),
    handlers.sendMessages.with({
      Results: [{ ApplicantId: first.ApplicantId, Name: firstName, MessageId: 7020, State: 'queued', Reason: null }],
      Queued: 1,
      Skipped: 0,
    }),
  ];
};

export const BlankFieldsStopTheSend: Story = {
  name: 'Blank merge fields stop the e-mail until filled (phone)',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: blankServer([]) }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: firstName }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Send e-mail' }));
    const dialog = await dialogNamed(canvasElement, 'Send e-mail');
    await userEvent.selectOptions(await dialog.findByLabelText(/^Template/, {}, SLOW), '301');
    await step('the preview shows the blanks it would have', async () => {
      await userEvent.click(dialog.getByRole('button', { name: `Preview for ${firstName}` }));
      await expect(await dialog.findByText(`No value for ${firstName}`)).toBeVisible();
      await expect(
        dialog.getByText(/^Job order facility, Job order unit, Interview time \(applicant's time zone\)\. A message/),
      ).toBeVisible();
      await expect(dialog.getByText('Your interview with')).toBeVisible();
    });
    await step('Send is stopped with the list of missing fields; nothing is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      const panel = await dialog.findByRole('region', { name: 'Not sent: merge fields without a value' });
      await expect(
        within(panel).getByText(
          `These merge fields have no value for ${firstName}: Job order facility, Job order unit, Interview time (applicant's time zone). Choose the job order or fill in the values, then send again.`,
        ),
      ).toBeVisible();
      await waitFor(() => expect(panel).toHaveFocus());
      await expectFocusedInView(panel);
      await expect(bodiesSent(context, 'POST', '/api/messages')).toEqual([]);
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step('the job order and a typed interview time fill them; the preview follows', async () => {
      const panel = dialog.getByRole('region', { name: 'Not sent: merge fields without a value' });
      await userEvent.click(await within(panel).findByRole('radio', { name: new RegExp(`^${order.Title}`) }, SLOW));
      await userEvent.type(
        within(panel).getByLabelText(/^Interview time \(applicant's time zone\)/),
        'Thursday at 10:00 AM CST',
      );
      await waitFor(
        () =>
          expect(dialog.getByTitle('Message preview').getAttribute('srcdoc')).toBe(
            `<p>Hi ${first.FirstName}, your interview for ${order.Unit} is on Thursday at 10:00 AM CST.</p>`,
          ),
        SLOW,
      );
      await expect(dialog.getByText(`Your interview with ${order.Institution.Name}`)).toBeVisible();
      await expect(dialog.queryByText(`No value for ${firstName}`)).toBeNull();
    });
    await step('then it goes, with what the preview showed', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('1 message queued')).toBeVisible();
      const [sent] = bodiesSent(context, 'POST', '/api/messages') as SendMessagesPayload[];
      await expect(sent).toMatchObject({
        TemplateId: 301,
        ApplicantIds: [first.ApplicantId],
        JobOrderId: order.Id,
        Fields: { '{{interview.time}}': 'Thursday at 10:00 AM CST' },
      });
      const previews = bodiesSent(context, 'POST', '/api/messages/preview') as MessagePreviewPayload[];
      await expect(previews.at(-1)).toMatchObject({ JobOrderId: sent!.JobOrderId, Fields: sent!.Fields });
    });
  },
};

export const BulkCheckListsBlanks: Story = {
  name: 'A bulk e-mail lists who would get blanks before it sends (desktop)',
  ...portalStory({
    path: '/view-by-applicant',
    session: 'staff',
    handlers: blankServer([fixtures.applicants[0]!.ApplicantId]),
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const chosen = fixtures.applicants.slice(0, 3);
    await canvas.findByRole('heading', { level: 1, name: 'Search Applicant' }, SLOW);
    await canvas.findByRole('link', { name: firstName }, SLOW);
    const boxes = canvasElement.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    for (const box of Array.from(boxes).slice(0, 3)) await userEvent.click(box);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Send e-mail' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Send e-mail');
    await userEvent.selectOptions(await dialog.findByLabelText(/^Template/, {}, SLOW), '301');
    await step('the check lists each recipient with the fields they would get blank', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      const panel = await dialog.findByRole('region', { name: 'Not sent: merge fields without a value' });
      await expect(within(panel).getByText(/^3 of 3 recipients would get blanks/)).toBeVisible();
      const list = within(within(panel).getByRole('list', { name: 'Recipients with blank fields' }));
      await expect(
        list.getByText(`${nameOf(chosen[0]!.ApplicantId)}: Job order facility, Job order unit`),
      ).toBeVisible();
      await expect(
        list.getByText(
          `${nameOf(chosen[1]!.ApplicantId)}: Job order facility, Job order unit, Interview time (applicant's time zone)`,
        ),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/messages')).toEqual([]);
    });
    await step('with the job order chosen, two still lack an interview: they are left out', async () => {
      let panel = dialog.getByRole('region', { name: 'Not sent: merge fields without a value' });
      await userEvent.click(await within(panel).findByRole('radio', { name: new RegExp(`^${order.Title}`) }, SLOW));
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(within(panel).getByText(/^2 of 3 recipients would get blanks/)).toBeVisible());
      panel = dialog.getByRole('region', { name: 'Not sent: merge fields without a value' });
      await expect(within(panel).queryByRole('radio')).toBeNull();
      await expect(within(panel).getByLabelText(/^Interview time \(applicant's time zone\)/)).toBeVisible();
      await userEvent.click(within(panel).getByRole('button', { name: 'Leave out 2 recipients' }));
      await expect(
        dialog.getByText(`Left out: ${nameOf(chosen[1]!.ApplicantId)}, ${nameOf(chosen[2]!.ApplicantId)}.`),
      ).toBeVisible();
      await expect(dialog.queryByRole('region', { name: 'Not sent: merge fields without a value' })).toBeNull();
      await expectNoHorizontalOverflow(canvasElement);
    });
    await step('then the others get it', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expect(await dialog.findByText('1 message queued')).toBeVisible();
      const [sent] = bodiesSent(context, 'POST', '/api/messages') as SendMessagesPayload[];
      await expect(sent).toMatchObject({
        ApplicantIds: chosen.map((row) => row.ApplicantId),
        ExcludeApplicantIds: [chosen[1]!.ApplicantId, chosen[2]!.ApplicantId],
        JobOrderId: order.Id,
      });
    });
  },
};

export const BlankFieldsStopTheSendDesktop: Story = {
  ...BlankFieldsStopTheSend,
  name: 'Blank merge fields stop the e-mail until filled (desktop)',
  globals: atViewport('desktop'),
};

export const BulkCheckListsBlanksPhone: Story = {
  ...BulkCheckListsBlanks,
  name: 'A bulk e-mail lists who would get blanks before it sends (phone)',
  globals: atViewport('phone'),
};
