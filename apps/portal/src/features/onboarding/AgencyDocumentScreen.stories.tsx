import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AGENCY_DOCUMENT_RESIGN_REASON, API_CALLS, type PublishedAgencyDocument } from '@agency/api-client/contract';
import { apiErrorBody, handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications } from '../../testing/portalStory';
import { formScreenStory } from './testing/screenStory';
import { STATES, type OnboardingServerOptions } from './testing/storyServer';

// The Agreement Form and Terms & Conditions screens (`AgencyDocumentScreen`): read the agency's current
// text, accept it, sign it; sign again after the agency publishes a new version.
const meta = {
  title: 'Screens/Onboarding/Agreement and terms',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };

const version = (number: number, body: string): PublishedAgencyDocument => ({
  Kind: 'agreement',
  Version: number,
  Title: 'Agreement',
  Body: body,
  Status: 'published',
  Hash: String(number).repeat(64),
  UpdatedAt: '2026-01-10T09:00:00.000Z',
  UpdatedBy: 'Olivia Owner',
  PublishedAt: `2026-0${number}-10T09:00:00.000Z`,
  PublishedBy: 'Olivia Owner',
});
const V1 = version(1, '## Assignments\n\n- Work the shifts you confirm');
const V2 = version(
  2,
  '## Assignments\n\nYou accept or decline each assignment.\n\n- Work the shifts you confirm\n- Keep your license current\n\n## Time and pay\n\n1. Record your hours\n2. Have the facility sign your time sheet\n\n<script>window.pwned = true</script>',
);

/** The story's server: the onboarding forms, and the agency's published versions of the Agreement. */
function story(options: OnboardingServerOptions = {}, published: PublishedAgencyDocument[] = [V1, V2]) {
  const documents = handle(API_CALLS.getOnboardingAgencyDocument, ({ request }) => {
    const wanted = new URL(request.url).searchParams.get('version');
    const found = wanted ? published.find((entry) => String(entry.Version) === wanted) : published.at(-1);
    return found
      ? HttpResponse.json(found)
      : (HttpResponse.json(apiErrorBody('not_found', 'Not published.'), { status: 404 }) as never);
  });
  return formScreenStory('agreement-form-info', options, [documents]);
}

const formNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }, SLOW));

/** Reads, accepts and signs: the submission names version 2 and its hash. */
async function readAcceptSign(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { canvasElement } = context;
  const canvas = within(canvasElement);
  const agreement = await formNamed(canvasElement, 'Agreement Form');
  // The text, rendered: headings and lists; its raw HTML is text, never run.
  const text = agreement.getByRole('region', { name: 'Agreement: Agreement' });
  await expect(within(text).getByRole('heading', { name: 'Time and pay' })).toBeVisible();
  await expect(
    within(text)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Work the shifts you confirm',
    'Keep your license current',
    'Record your hours',
    'Have the facility sign your time sheet',
  ]);
  await expect(within(text).getByText('<script>window.pwned = true</script>')).toBeVisible();
  await expect(text.querySelector('script')).toBeNull();
  await expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  // The box must be ticked.
  await userEvent.click(agreement.getByRole('button', { name: 'Continue to signing' }));
  await expect(
    (await canvas.findAllByText('Tick the box to confirm that you have read and accept the agreement', {}, SLOW))[0],
  ).toBeVisible();
  await userEvent.click(
    agreement.getByRole('checkbox', { name: /I have read and accept the Agreement \(version 2\)/ }),
  );
  await userEvent.click(agreement.getByRole('button', { name: 'Continue to signing' }));
  const sign = await formNamed(canvasElement, 'Sign the Agreement');
  await expect(sign.getByText(/accept the .* version 2\.$/)).toBeVisible();
  // No hash or engineering word is shown to a nurse (the hash goes with the signed data).
  await expect(sign.queryByText(/SHA-256|hash/i)).toBeNull();
  await userEvent.type(sign.getByRole('textbox', { name: /Type your full legal name/ }), 'Maria L Rivera');
  await userEvent.click(sign.getByRole('button', { name: 'Sign and submit' }));
  await waitFor(() =>
    expect(bodiesSent(context, 'POST', '/api/onboarding/forms/agreement-form-info/submit')).toEqual([
      {
        Data: { DocumentVersion: 2, DocumentHash: V2.Hash, Accepted: true },
        Signature: { TypedName: 'Maria L Rivera', Drawn: null },
      },
    ]),
  );
  await expect(
    await within(notifications(canvasElement)).findByText('Agreement Form submitted.', {}, SLOW),
  ).toBeVisible();
  // The read-only view: what was accepted, and the text.
  const view = await within(canvasElement).findByRole('region', { name: 'Agreement' }, SLOW);
  await expect(within(view).getByText('Agreement (Version 2, published 02/10/2026)')).toBeVisible();
}

export const ReadAcceptSignPhone: Story = {
  name: 'Read, accept and sign (phone)',
  ...story().story,
  globals: atViewport('phone'),
  play: async (context) => {
    await readAcceptSign(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};

export const ReadAcceptSignDesktop: Story = {
  name: 'Read, accept and sign (desktop)',
  ...story().story,
  globals: atViewport('desktop'),
  play: readAcceptSign,
};

const resign = (viewport: 'phone' | 'desktop'): Story => ({
  name: `Sign again after a new version (${viewport})`,
  ...story({
    forms: {
      'agreement-form-info': {
        ...STATES.changes(AGENCY_DOCUMENT_RESIGN_REASON),
        ReviewedBy: 'Olivia Owner',
        Data: { DocumentVersion: 1, DocumentHash: V1.Hash, Accepted: true },
      },
    },
  }).story,
  globals: atViewport(viewport),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // The reason, on the page and in the menu's state.
    await expect(await canvas.findByText(AGENCY_DOCUMENT_RESIGN_REASON, {}, SLOW)).toBeVisible();
    const agreement = await formNamed(canvasElement, 'Agreement Form');
    // The new text, the box unticked: accepting version 1 does not accept version 2.
    const box = agreement.getByRole('checkbox', { name: /\(version 2\)/ });
    await expect(box).not.toBeChecked();
    await expect(agreement.getByText('Agreement: Version 2, published 02/10/2026')).toBeVisible();
    await userEvent.click(box);
    await userEvent.click(agreement.getByRole('button', { name: 'Continue to signing' }));
    const sign = await formNamed(canvasElement, 'Sign the Agreement');
    await userEvent.type(sign.getByRole('textbox', { name: /Type your full legal name/ }), 'Maria L Rivera');
    await userEvent.click(sign.getByRole('button', { name: 'Sign and submit' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/onboarding/forms/agreement-form-info/submit')).toEqual([
        expect.objectContaining({ Data: { DocumentVersion: 2, DocumentHash: V2.Hash, Accepted: true } }),
      ]),
    );
    if (viewport === 'phone') await expectNoHorizontalOverflow(canvasElement);
  },
});
export const ResignPhone = resign('phone');
export const ResignDesktop = resign('desktop');

export const SignedEarlierVersion: Story = {
  name: 'Signed: shows the version signed (desktop)',
  ...story({
    forms: {
      'agreement-form-info': {
        ...STATES.approved,
        Data: { DocumentVersion: 1, DocumentHash: V1.Hash, Accepted: true },
      },
    },
  }).story,
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const view = await within(canvasElement).findByRole('region', { name: 'Agreement' }, SLOW);
    await expect(within(view).getByText('Agreement (Version 1, published 01/10/2026)')).toBeVisible();
    const text = within(canvasElement).getByRole('region', { name: 'Agreement: Agreement' });
    await expect(within(text).queryByText('Time and pay')).toBeNull();
    await expect(within(text).getByText('Work the shifts you confirm')).toBeVisible();
  },
};

export const NotPublished: Story = {
  name: 'Not published yet (phone)',
  ...story({}, []).story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'The agency has not published its Agreement yet. Come back later to read and sign it.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
