import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  API_CALLS,
  type AgencyDocument,
  type AgencyDocumentDraftPayload,
  type AgencyDocumentKind,
} from '@agency/api-client/contract';
import { fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, PAGE_TIMEOUT, portalStory } from '../../testing/portalStory';
import { AgencyDocumentsPage } from './AgencyDocumentsPage';

const meta = {
  title: 'Screens/Agency/Agreement and terms',
  component: AgencyDocumentsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgencyDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };

/** An in-memory editor server: save, discard and publish change the documents as the server would. */
function documentsServer() {
  let documents: AgencyDocument[] = structuredClone(fixtures.agencyDocuments) as AgencyDocument[];
  const update = (kind: AgencyDocumentKind, change: (document: AgencyDocument) => AgencyDocument) => {
    documents = documents.map((document) => (document.Kind === kind ? change(document) : document));
    return documents.find((document) => document.Kind === kind)!;
  };
  return [
    handle(API_CALLS.listAgencyDocuments, () => HttpResponse.json(documents)),
    handle(API_CALLS.saveAgencyDocumentDraft, async ({ params, request }) => {
      const body = (await request.json()) as AgencyDocumentDraftPayload;
      return HttpResponse.json(
        update(params.kind as AgencyDocumentKind, (document) => ({
          ...document,
          Draft: {
            ...document.Current!,
            ...document.Draft,
            Version: document.Draft?.Version ?? document.Current!.Version + 1,
            Title: body.Title,
            Body: body.Body,
            Status: 'draft',
            Hash: null,
            PublishedAt: null,
            PublishedBy: null,
            UpdatedAt: '2026-02-01T10:00:00.000Z',
          },
        })),
      );
    }),
    handle(API_CALLS.discardAgencyDocumentDraft, ({ params }) =>
      HttpResponse.json(update(params.kind as AgencyDocumentKind, (document) => ({ ...document, Draft: null }))),
    ),
    handle(API_CALLS.publishAgencyDocument, ({ params }) => {
      const published = update(params.kind as AgencyDocumentKind, (document) => {
        const current = {
          ...document.Draft!,
          Status: 'published' as const,
          Hash: 'c'.repeat(64),
          PublishedAt: '2026-02-01T10:05:00.000Z',
          PublishedBy: 'Jane Doe',
        };
        return { ...document, Current: current, Draft: null, History: [current, ...document.History] };
      });
      return HttpResponse.json({ ...published, ResignRequested: 3 });
    }),
  ];
}

const page = (path = '/agency-documents', extra = documentsServer()) =>
  portalStory({ path, session: 'staff', handlers: extra });

const editor = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }, SLOW));

export const EditAndPublish: Story = {
  name: 'Edit with preview, publish (desktop)',
  ...page(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Agreement and terms' }, PAGE_TIMEOUT);
    const agreement = await editor(canvasElement, 'Edit the Agreement');
    const text = agreement.getByRole('textbox', { name: /^Text/ });
    const preview = () => within(agreement.getByRole('region', { name: /^Preview/ }));
    await step('starts from the current text, rendered in the preview', async () => {
      await expect(text).toHaveValue(fixtures.agencyAgreement.Body);
      await expect(preview().getByRole('heading', { name: 'Your assignments' })).toBeVisible();
      await expect(canvas.getAllByText('Version 1, published 01/10/2026 09:00 UTC by Olivia Owner')[0]).toBeVisible();
    });
    await step('the preview follows the text: headings and lists; HTML stays text', async () => {
      await userEvent.clear(text);
      await userEvent.type(text, '## Hours{enter}{enter}- Days{enter}- Nights{enter}{enter}<b onclick="x()">bold</b>');
      await expect(preview().getByRole('heading', { name: 'Hours' })).toBeVisible();
      await expect(
        preview()
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Days', 'Nights']);
      await expect(preview().getByText('<b onclick="x()">bold</b>')).toBeVisible();
    });
    await step('saves the draft', async () => {
      await userEvent.click(agreement.getByRole('button', { name: 'Save draft' }));
      await expect(
        await within(notifications(canvasElement)).findByText('Draft of the Agreement saved (version 2).', {}, SLOW),
      ).toBeVisible();
      await expect(bodiesSent(context, 'PUT', '/api/agency/documents/agreement/draft')).toEqual([
        { Title: 'Agreement', Body: '## Hours\n\n- Days\n- Nights\n\n<b onclick="x()">bold</b>' },
      ]);
    });
    await step('publishes it after a confirmation that says who signs again', async () => {
      await userEvent.click(
        (await editor(canvasElement, 'Edit the Agreement')).getByRole('button', { name: 'Publish version 2' }),
      );
      const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, SLOW));
      await expect(
        dialog.getByText(/Everyone who signed an earlier version is asked to read and sign it again/),
      ).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
      await expect(
        await within(notifications(canvasElement)).findByText(
          'Version 2 of the Agreement published. 3 applicants were asked to sign again.',
          {},
          SLOW,
        ),
      ).toBeVisible();
      await waitFor(() =>
        expect(bodiesSent(context, 'POST', '/api/agency/documents/agreement/publish')).toHaveLength(1),
      );
      await expect(
        await canvas.findByText('Version 2, published 02/01/2026 10:05 UTC by Jane Doe', {}, SLOW),
      ).toBeVisible();
    });
  },
};

export const InvalidDraft: Story = {
  name: 'Blank text: nothing sent (phone)',
  ...page(),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const terms = await editor(canvasElement, 'Edit the Terms & Conditions');
    await userEvent.clear(terms.getByRole('textbox', { name: /^Text/ }));
    await userEvent.click(terms.getByRole('button', { name: 'Save draft' }));
    await expect((await terms.findAllByText('Write the text of the document'))[0]).toBeVisible();
    await expect(bodiesSent(context, 'PUT', '/api/agency/documents/terms/draft')).toEqual([]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NotAllowedForOthers: Story = {
  name: 'Not the owner or an admin: not allowed, nothing asked for (phone)',
  // A recruiter and supervisor (the staff session's roles) who is not the owner.
  ...page('/agency-documents', [handlers.isAgencyOwner.notOwner, ...documentsServer()]),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.queryByRole('form')).toBeNull();
    // The screen never asks for what the role cannot read (the server would answer 403).
    await expect(bodiesSent(context, 'GET', '/api/agency/documents')).toEqual([]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (the roles changed meanwhile)',
  ...page('/agency-documents', [handlers.listAgencyDocuments.forbidden]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const DiscardDraft: Story = {
  name: 'Save a draft, then discard it: back to the current text (phone)',
  ...page(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const terms = await editor(canvasElement, 'Edit the Terms & Conditions');
    const text = terms.getByRole('textbox', { name: /^Text/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Short terms');
    await userEvent.click(terms.getByRole('button', { name: 'Save draft' }));
    await expect(
      await within(notifications(canvasElement)).findByText(
        'Draft of the Terms & Conditions saved (version 2).',
        {},
        SLOW,
      ),
    ).toBeVisible();
    // The editor stays as it is (not mounted again): the same field, with its text.
    await expect(text).toBeInTheDocument();
    await expect(text).toHaveValue('Short terms');
    await userEvent.click(await terms.findByRole('button', { name: 'Discard draft' }, SLOW));
    await expect(
      await within(notifications(canvasElement)).findByText('Draft of the Terms & Conditions discarded.', {}, SLOW),
    ).toBeVisible();
    await expect(text).toHaveValue(fixtures.agencyAgreement.Body);
    await expect(terms.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  },
};
