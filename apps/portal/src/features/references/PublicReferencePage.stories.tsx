import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  API_CALLS,
  REFERENCE_ATTESTATION_TEXT,
  REFERENCE_LINK_MESSAGES,
  type ApiErrorBody,
} from '@agency/api-client/contract';
import { apiErrorBody, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, portalStory } from '../../testing/portalStory';

// The public reference form at /reference/:token: no account, phone first; answered, used, expired, unknown.
const meta = {
  title: 'Screens/References/Public reference form',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const TOKEN = 'tok_3Xz8v2QeYk1mN5pL7rT9wB4cD6fG8hJ0kM2nP4q';
let stories = 0;
/** The page at a token of its own (the client's cache is shared by the stories of one file). */
const page = (handlers = [] as ReturnType<typeof handle>[]) => {
  stories += 1;
  return portalStory({ path: `/reference/${TOKEN}${stories}`, handlers });
};
const gone = (message: string, code: string) =>
  handle(API_CALLS.getPublicReferenceForm, () =>
    HttpResponse.json<ApiErrorBody>(apiErrorBody(code, message), { status: 410 }),
  );

/** Answers every question (the name, the dates come filled in). */
async function fillAnswers(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('radio', { name: 'Charge nurse' }));
  for (const group of [/Clinical skills/, /Professionalism/, /Attendance and reliability/])
    await userEvent.click(
      within(form.getByRole('group', { name: group })).getByRole('radio', { name: '5 – Excellent' }),
    );
  await userEvent.click(within(form.getByRole('group', { name: /rehire/ })).getByRole('radio', { name: 'Yes' }));
  await userEvent.type(form.getByRole('textbox', { name: /Your job title/ }), 'Charge Nurse');
  await userEvent.type(form.getByRole('textbox', { name: /Your phone/ }), '7135550142');
  await userEvent.click(form.getByRole('checkbox', { name: REFERENCE_ATTESTATION_TEXT }));
}

export const Answer: Story = {
  name: 'Answered and sent: thank you (phone)',
  ...page(),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reference', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByText(/Maria R\. named you, Dana Whitfield/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Memorial Hermann')).toBeVisible();
    // Nothing else about the applicant: no full name.
    await expect(canvas.queryByText(/Rivera/)).toBeNull();
    const form = within(canvas.getByRole('form', { name: 'Reference' }));
    await expect(form.getByRole('textbox', { name: /Your name/ })).toHaveValue('Dana Whitfield');
    await fillAnswers(form);
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send reference' }));
    await expect(await canvas.findByText(/Your reference was sent/, {}, SLOW)).toBeVisible();
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', `/api/reference-requests/${TOKEN}1`)).toEqual([
        expect.objectContaining({ Capacity: 'charge-nurse', ClinicalSkills: 5, Rehire: 'yes', Attested: true }),
      ]),
    );
  },
};

export const Desktop: Story = {
  name: 'The form (desktop)',
  ...page(),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Reference' }, SLOW));
    await userEvent.click(form.getByRole('button', { name: 'Send reference' }));
    const summary = await form.findByRole('alert', { name: 'There is a problem' });
    await expect(
      within(summary).getByRole('link', { name: 'Confirm the statement to send your reference' }),
    ).toBeVisible();
    // The dates the applicant gave (2023-01-09, 2025-06-30 on the wire) as people read them.
    await expect(canvas.getByText('01/09/2023 to 06/30/2025')).toBeVisible();
  },
};

export const AlreadyUsed: Story = {
  name: 'Already answered: 410 (phone)',
  ...page([gone(REFERENCE_LINK_MESSAGES.used, 'reference_used')]),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REFERENCE_LINK_MESSAGES.used, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Expired: Story = {
  name: 'Expired: 410 (desktop)',
  ...page([gone(REFERENCE_LINK_MESSAGES.expired, 'reference_expired')]),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REFERENCE_LINK_MESSAGES.expired, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('This link no longer works')).toBeVisible();
  },
};

export const Unknown: Story = {
  name: 'Unknown link: 404 (phone)',
  ...page([
    handle(API_CALLS.getPublicReferenceForm, () =>
      HttpResponse.json<ApiErrorBody>(apiErrorBody('not_found', REFERENCE_LINK_MESSAGES.unknown), { status: 404 }),
    ),
  ]),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REFERENCE_LINK_MESSAGES.unknown, {}, SLOW)).toBeVisible();
  },
};

export const UsedWhileOpen: Story = {
  name: 'Answered elsewhere while open: the send says so (phone)',
  ...page([
    handle(API_CALLS.submitPublicReference, () =>
      HttpResponse.json<ApiErrorBody>(apiErrorBody('reference_used', REFERENCE_LINK_MESSAGES.used), { status: 410 }),
    ),
  ]),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Reference' }, SLOW));
    await fillAnswers(form);
    await userEvent.click(form.getByRole('button', { name: 'Send reference' }));
    await expect(await canvas.findByText(REFERENCE_LINK_MESSAGES.used, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
