import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, type OnboardingFormKey } from '@agency/api-client/contract';
import { apiErrorBody, handle } from '@agency/api-client/testing';
import { atViewport, expectFocusedInView, expectNoHorizontalOverflow, tapLikeAPerson } from '../../testing/layout';
import { bodiesSent, notifications } from '../../testing/portalStory';
import { draftKey } from './draftStore';
import { formScreenStory } from './testing/screenStory';
import { I9_LOCK, STATES, type OnboardingServerOptions } from './testing/storyServer';

// The engine of the five form screens (`OnboardingFormScreen`), shown through the screens of the routes.
const meta = {
  title: 'Screens/Onboarding/Form screen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const EMERGENCY = {
  Primary: {
    Name: 'Jorge Rivera',
    Relationship: 'spouse-partner',
    Phone: '+1 555 010 4000',
    OtherPhone: '',
    Email: 'jorge.rivera@mail.test',
    AddressLine1: '2400 Travis Street',
    AddressLine2: 'Apt 12',
    City: 'Houston',
    State: 'TX',
    Zip: '77006',
  },
  Secondary: null,
};
const W9 = {
  Name: 'Maria L Rivera',
  BusinessName: '',
  TaxClassification: 'individual',
  LlcClassification: null,
  OtherClassification: '',
  ForeignPartners: false,
  ExemptPayeeCode: null,
  FatcaCode: null,
  Address: '2400 Travis Street, Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  RequesterNameAddress: '',
  AccountNumbers: '',
  TinType: 'ssn',
  Tin: '123456789',
  CertificationItem2Crossed: false,
};

const story = (
  form: OnboardingFormKey,
  options: OnboardingServerOptions = {},
  extra: Parameters<typeof handle>[] = [],
) =>
  formScreenStory(
    form,
    options,
    extra.map(([descriptor, resolver]) => handle(descriptor, resolver)),
  );
const form = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }, SLOW));

/**
 * Taps Submit at the bottom of the form `name`, twice: each invalid attempt moves focus to the error summary
 * at the top and brings it into view (a phone shows either, not both).
 */
async function submitEmptyTwice(canvasElement: HTMLElement, name: string) {
  const screen = await form(canvasElement, name);
  const submit = screen.getByRole('button', { name: 'Submit' });
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    submit.scrollIntoView({ block: 'end' });
    await tapLikeAPerson(submit, async () => {
      const summary = await screen.findByRole('alert', { name: 'There is a problem' });
      await waitFor(() => expectFocusedInView(summary));
    });
  }
}

const empty = story('emergency-info');
export const Empty: Story = {
  name: 'Empty (autosaves as you type)',
  ...empty.story,
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const emergency = await form(canvasElement, 'Emergency Info');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Emergency Info' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByText('Not started')).toBeVisible();
    await userEvent.type(emergency.getAllByRole('textbox', { name: /Full Name/ })[0]!, 'Jorge');
    await expect(await canvas.findByText('Saved', {}, SLOW)).toBeVisible();
    const sent = bodiesSent(context, 'PUT', '/api/onboarding/forms/emergency-info/draft') as {
      Data: { Primary: { Name: string } };
    }[];
    await expect(sent.at(-1)?.Data.Primary.Name).toBe('Jorge');
    // Debounced: one save for the whole word.
    await expect(sent.length).toBeLessThanOrEqual(2);
  },
};

const failing = story('emergency-info');
export const NotSaved: Story = {
  name: 'Not saved: retry (a failed save keeps the copy)',
  ...failing.story,
  globals: atViewport('desktop'),
  beforeEach: () => {
    failing.server.failSaves.count = 1;
    localStorage.removeItem(draftKey(1, 'emergency-info'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emergency = await form(canvasElement, 'Emergency Info');
    await userEvent.type(emergency.getAllByRole('textbox', { name: /Full Name/ })[0]!, 'Ana');
    await expect(await canvas.findByText('Not saved:', {}, SLOW)).toBeVisible();
    await expect(localStorage.getItem(draftKey(1, 'emergency-info'))).toContain('Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Saved', {}, SLOW)).toBeVisible();
    await expect(localStorage.getItem(draftKey(1, 'emergency-info'))).toBeNull();
  },
};

export const Restored: Story = {
  name: 'Restored after a refresh or a new sign-in',
  ...story('emergency-info').story,
  beforeEach: () => {
    localStorage.setItem(
      draftKey(1, 'emergency-info'),
      JSON.stringify({ data: { Primary: { ...EMERGENCY.Primary, Name: 'Typed offline' }, Secondary: null }, at: 1 }),
    );
    return () => localStorage.removeItem(draftKey(1, 'emergency-info'));
  },
  play: async (context) => {
    const { canvasElement } = context;
    const emergency = await form(canvasElement, 'Emergency Info');
    await expect(within(canvasElement).getByText(/were not saved yet are back in the form/)).toBeVisible();
    await expect(emergency.getAllByRole('textbox', { name: /Full Name/ })[0]).toHaveValue('Typed offline');
    await waitFor(
      () =>
        expect(
          (
            bodiesSent(context, 'PUT', '/api/onboarding/forms/emergency-info/draft') as {
              Data: { Primary: { Name: string } };
            }[]
          )[0]?.Data.Primary.Name,
        ).toBe('Typed offline'),
      SLOW,
    );
  },
};

export const InvalidSubmit: Story = {
  name: 'Invalid submit (the form’s own messages; nothing sent)',
  ...story('emergency-info').story,
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    await submitEmptyTwice(canvasElement, 'Emergency Info');
    await expect(bodiesSent(context, 'POST', '/api/onboarding/forms/emergency-info/submit')).toEqual([]);
  },
};

export const SubmitFilled: Story = {
  name: 'Filled: submit, then read-only with PDF and Edit',
  ...story('emergency-info', { forms: { 'emergency-info': { ...STATES.inProgress, Data: EMERGENCY } } }).story,
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const emergency = await form(canvasElement, 'Emergency Info');
    await userEvent.click(emergency.getByRole('button', { name: 'Submit' }));
    await expect(
      await within(notifications(canvasElement)).findByText('Emergency Info submitted.', {}, SLOW),
    ).toBeVisible();
    const [body] = bodiesSent(context, 'POST', '/api/onboarding/forms/emergency-info/submit') as {
      Data: typeof EMERGENCY;
      Signature: unknown;
    }[];
    await expect(body?.Signature).toBeNull();
    await expect(body?.Data.Primary.Name).toBe('Jorge Rivera');
    await expect(within(canvas.getByRole('main')).getByText('Submitted')).toBeVisible();
    await expect(canvas.getByText(/^Editing starts version 2, which you submit again\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByRole('link', { name: /^Save Emergency Info v1\.pdf/ }, SLOW)).toBeVisible();
  },
};

const REASON = 'Your contact’s phone number has a digit missing.';
export const ChangesRequested: Story = {
  ...story('emergency-info', { forms: { 'emergency-info': { ...STATES.changes(REASON), Data: EMERGENCY } } }).story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await form(canvasElement, 'Emergency Info');
    await expect(within(canvasElement).getByText(REASON)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LockedI9: Story = {
  name: 'I-9 locked (why, and no form)',
  ...story('uscis-info').story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(I9_LOCK, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const ConsentAndSignature: Story = {
  name: 'W-9: consent dialog, signature, submitted',
  ...story('w9-form-info', { consent: null, forms: { 'w9-form-info': { ...STATES.inProgress, Data: W9 } } }).story,
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const w9 = await form(canvasElement, 'W9 Form Info');
    await userEvent.click(w9.getByRole('button', { name: 'Continue to signing' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await expect(dialog.getByText(/Paper copies\. You may ask for a paper copy/)).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'I agree' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/onboarding/consent')).toEqual([{ Version: '2026-11' }]),
    );
    const sign = await form(canvasElement, 'Sign the W-9');
    await userEvent.type(sign.getByRole('textbox', { name: /Type your full legal name/ }), 'Maria L Rivera');
    await userEvent.click(sign.getByRole('button', { name: 'Sign and submit' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/onboarding/forms/w9-form-info/submit')).toEqual([
        expect.objectContaining({ Signature: { TypedName: 'Maria L Rivera', Drawn: null } }),
      ]),
    );
    await expect(await canvas.findByText(/which you submit again and sign again/, {}, SLOW)).toBeVisible();
  },
};

export const ServerErrors: Story = {
  name: 'W-9: the server’s errors go to the fields',
  ...story('w9-form-info', { forms: { 'w9-form-info': { ...STATES.inProgress, Data: W9 } } }, [
    [
      API_CALLS.submitOnboardingForm,
      () =>
        HttpResponse.json(
          apiErrorBody('validation_failed', 'Check the form.', { Tin: 'This TIN does not match the name.' }),
          {
            status: 400,
          },
        ) as never,
    ],
  ]).story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const w9 = await form(canvasElement, 'W9 Form Info');
    await userEvent.click(w9.getByRole('button', { name: 'Continue to signing' }));
    const sign = await form(canvasElement, 'Sign the W-9');
    await userEvent.type(sign.getByRole('textbox', { name: /Type your full legal name/ }), 'Maria L Rivera');
    await userEvent.click(sign.getByRole('button', { name: 'Sign and submit' }));
    await expect(
      (await within(canvasElement).findAllByText('This TIN does not match the name.', {}, SLOW))[0],
    ).toBeVisible();
  },
};

export const SubmittedReadOnly: Story = {
  name: 'Submitted W-9, read-only',
  ...story('w9-form-info', { forms: { 'w9-form-info': { ...STATES.submitted, Data: { ...W9, Tin: '***-**-6789' } } } })
    .story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('***-**-6789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

export const IdentificationUpload: Story = {
  name: 'Identification Info: an image uploads, the draft keeps its id',
  ...story('identification-info').story,
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const identification = await form(canvasElement, 'Identification Info');
    const front = identification.getByLabelText(/^Front of the document/, { selector: 'input' });
    await userEvent.upload(front, new File(['\xff\xd8\xff'], 'licence-front.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(bodiesSent(context, 'POST', '/api/onboarding/uploads')).toHaveLength(1), SLOW);
    await waitFor(
      () =>
        expect(
          (
            bodiesSent(context, 'PUT', '/api/onboarding/forms/identification-info/draft') as {
              Data: { Documents: { FrontUploadId: string }[] };
            }[]
          ).at(-1)?.Data.Documents[0]?.FrontUploadId,
        ).toBe('u-1'),
      SLOW,
    );
  },
};

export const PersonalInfoEmpty: Story = {
  name: 'Personal Info, empty: an invalid submit shows the summary, focused',
  ...story('personal-info').story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await submitEmptyTwice(canvasElement, 'Personal Info');
  },
};

export const I9Open: Story = {
  name: 'I9 Form Info, open (offer accepted)',
  ...story('uscis-info', { forms: { 'uscis-info': {} } }).story,
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await form(canvasElement, 'I9 Form Info');
  },
};

/**
 * Issue 28, item 9: once the draft is saved, the form's state beside "Saved" (and in the menu) is "Draft
 * saved", never the "Not started" it had before the first save.
 */
const draftSaved = (viewport: 'phone' | 'desktop'): Story => ({
  ...story('emergency-info').story,
  name: `A saved draft says "Draft saved", never "Not started" (${viewport})`,
  globals: atViewport(viewport),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    const emergency = await form(canvasElement, 'Emergency Info');
    await expect(main.getByText('Not started')).toBeVisible();
    await userEvent.type(emergency.getAllByRole('textbox', { name: /Full Name/ })[0]!, 'Jorge');
    await expect(await canvas.findByText('Saved', {}, SLOW)).toBeVisible();
    await expect(await main.findByText('Draft saved', {}, SLOW)).toBeVisible();
    await expect(main.queryByText('Not started')).toBeNull();
    await expect(main.getByText('Version 1')).toBeVisible();
    if (viewport === 'phone') await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = within(await canvas.findByRole('navigation', { name: 'Applicant' }, SLOW));
    await expect(await menu.findByRole('link', { name: /^Emergency Info\s*,\s*Draft saved$/ }, SLOW)).toBeVisible();
  },
});

export const DraftSavedState = draftSaved('phone');
export const DraftSavedStateDesktop = draftSaved('desktop');

/** Editing a form sent back: the staff's reason stays in view once the new draft is saved. */
export const ChangesRequestedDraftSaved: Story = {
  name: 'Changes requested: the reason stays while the new draft is saved',
  ...story('emergency-info', { forms: { 'emergency-info': { ...STATES.changes(REASON), Data: EMERGENCY } } }).story,
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    const emergency = await form(canvasElement, 'Emergency Info');
    await userEvent.type(emergency.getAllByRole('textbox', { name: /Full Name/ })[0]!, ' Jr');
    await expect(await canvas.findByText('Saved', {}, SLOW)).toBeVisible();
    await expect(await main.findByText('Draft saved', {}, SLOW)).toBeVisible();
    await expect(main.getByText(REASON)).toBeVisible();
  },
};
