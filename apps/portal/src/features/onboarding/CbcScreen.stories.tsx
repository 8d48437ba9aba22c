import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  API_CALLS,
  CBC_AUTHORIZATION_TEXT,
  CBC_DISCLOSURE_TEXT,
  NY_CHRC_TITLE,
  type OnboardingFormDocument,
} from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications } from '../../testing/portalStory';
import { OnboardingTab } from '../applicants/testing';
import { draftKey } from './draftStore';
import { staffElementStory } from '../../testing/screenStory';
import { formScreenMeta, formScreenStory, signAndSubmit } from './testing/screenStory';
import { onboardingServer, STATES, type OnboardingServerOptions } from './testing/storyServer';

// CHRC Form Info in its screens and states: the disclosure alone; the authorization (the W-9's SSN, gaps
// flagged, the error summary, the server's messages); the state notices for California and New York; the
// NY CHRC consent for aides only; signed and read-only.
const meta = { title: 'Screens/Onboarding/CHRC Form Info', ...formScreenMeta('cbc-form-info') } satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const FORM = 'cbc-form-info';

/** YYYY-MM-DD, `years` years before today. */
const yearsAgo = (years: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
};

const address = (changes: Record<string, unknown>) => ({
  Id: 'address-1',
  AddressLine1: '2400 Travis Street',
  AddressLine2: '',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  FromDate: yearsAgo(3),
  ToDate: null,
  Current: true,
  ...changes,
});
const PAST = address({
  Id: 'address-2',
  AddressLine1: '88 Bayou Road',
  FromDate: yearsAgo(9),
  ToDate: yearsAgo(3),
  Current: false,
});

/** A draft past the disclosure: everything given, Texas addresses, the SSN typed. */
const DRAFT = {
  DisclosureAcknowledged: true,
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Rivera',
  OtherNames: [],
  DateOfBirth: '1990-04-12',
  SsnSource: 'entered',
  Ssn: '739104852',
  NoDriversLicense: false,
  DriversLicenseNumber: 'DL8842XQ7',
  DriversLicenseState: 'TX',
  Addresses: [address({}), PAST],
  GapExplanation: '',
  CopyOfReport: false,
  StateNoticesAcknowledged: false,
  NyChrcConsent: false,
};

/** The W-9, submitted with an SSN (the browser sees its mask only). */
const W9_SUBMITTED = { ...STATES.submitted, Data: { TinType: 'ssn', Tin: '***-**-4852' } };
const personal = (Discipline: string) => ({ ...STATES.approved, Data: { Discipline } });

const story = (
  options: {
    draft?: Record<string, unknown> | null;
    discipline?: string;
    w9?: boolean;
    doc?: Partial<OnboardingFormDocument>;
  },
  extra: Parameters<typeof handle>[] = [],
) => {
  const forms: OnboardingServerOptions['forms'] = {
    'personal-info': personal(options.discipline ?? 'RN'),
    ...(options.w9 ? { 'w9-form-info': W9_SUBMITTED } : {}),
    [FORM]: options.doc ?? (options.draft ? { ...STATES.inProgress, Data: options.draft } : {}),
  };
  return formScreenStory(
    FORM,
    { forms },
    extra.map(([descriptor, resolver]) => handle(descriptor, resolver)),
  ).story;
};

const screen = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'CHRC Form Info' }, SLOW));
const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  expect(await within(canvasElement).findByRole('heading', { name, level: 2 }, SLOW)).toBeVisible();
/** Waits until what was typed is saved (the device's copy cleared), so that no draft outlives the story. */
const saved = () => waitFor(() => expect(localStorage.getItem(draftKey(1, FORM))).toBeNull(), SLOW);
const submitted = (context: Parameters<NonNullable<Story['play']>>[0]) =>
  bodiesSent(context, 'POST', `/api/onboarding/forms/${FORM}/submit`) as { Data: Record<string, unknown> }[];

export const DisclosureAlone: Story = {
  name: 'Disclosure: alone on its screen, read before continuing (phone)',
  ...story({}),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const form = await screen(canvasElement);
    await heading(canvasElement, 'Disclosure regarding background investigation');
    await expect(form.getByText('A consumer report may be obtained for employment purposes.')).toBeVisible();
    await expect(form.getByText(CBC_DISCLOSURE_TEXT.split('\n\n')[1]!)).toBeVisible();
    // Nothing else on it: no fields, no state notice, no waiver, no authorization.
    await expect(form.queryAllByRole('textbox')).toEqual([]);
    await expect(form.getAllByRole('checkbox')).toHaveLength(1);
    await expect(form.queryByText(/California|New York|waive|release|Summary of Your Rights/)).toBeNull();
    await expect(form.queryByText(CBC_AUTHORIZATION_TEXT)).toBeNull();
    await expect(form.getByText('Step 1 of 2')).toBeVisible();
    // Continue without the acknowledgement: the error summary says why.
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    const summary = await form.findByRole('link', { name: 'Confirm that you have read the disclosure to continue' });
    await expect(summary).toBeVisible();
    await userEvent.click(form.getByRole('checkbox', { name: 'I have read the disclosure' }));
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    await heading(canvasElement, 'Authorization');
    await expect(within(canvasElement).getByRole('heading', { name: 'Authorization' })).toHaveFocus();
    await expectNoHorizontalOverflow(canvasElement);
    await saved();
  },
};

export const ErrorSummary: Story = {
  name: 'Authorization: the error summary lists what is missing (phone)',
  ...story({ draft: { DisclosureAcknowledged: true } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const form = await screen(canvasElement);
    await heading(canvasElement, 'Authorization');
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    for (const message of [
      'Enter your legal first name',
      'Enter your legal last name',
      'Enter your date of birth',
      'Enter your Social Security number',
      "Enter your driver's license number, or tick “I do not have a driver's license”",
      'Add your current address',
    ])
      await expect(await form.findByRole('link', { name: message })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const W9SsnAndSign: Story = {
  name: 'Authorization: the SSN from the W-9, no license, signed (phone)',
  ...story({ w9: true, draft: { ...DRAFT, SsnSource: '', Ssn: '' } }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const form = await screen(canvasElement);
    const fromW9 = form.getByRole('radio', { name: 'Use the SSN from my W-9 (***-**-4852)' });
    await expect(fromW9).toBeChecked();
    await expect(form.queryByRole('textbox', { name: /Social Security number/ })).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: "I do not have a driver's license" }));
    await expect(form.queryByRole('textbox', { name: /Driver's license number/ })).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: 'Send me a free copy of any report obtained about me' }));
    // Texas addresses and a nurse: no state notice, no NY CHRC; the signature is next.
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the authorization', 'Maria L Rivera', async (sign) => {
      await expect(sign.getByText(CBC_AUTHORIZATION_TEXT)).toBeVisible();
      await expect(sign.queryByText(NY_CHRC_TITLE)).toBeNull();
    });
    await waitFor(() =>
      expect(submitted(context)).toEqual([
        expect.objectContaining({
          Data: expect.objectContaining({
            SsnSource: 'w9',
            Ssn: '',
            NoDriversLicense: true,
            DriversLicenseNumber: '',
            DriversLicenseState: null,
            CopyOfReport: true,
            NyChrcConsent: false,
          }),
        }),
      ]),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const GapFlagged: Story = {
  name: 'Authorization: a gap of more than 30 days flagged and explained (desktop)',
  ...story({ draft: { ...DRAFT, Addresses: [address({}), { ...PAST, ToDate: yearsAgo(4) }] } }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const form = await screen(canvasElement);
    await expect(await form.findByText('Gaps of more than 30 days')).toBeVisible();
    await expect(form.getByText(/\(36[56] days\)/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    const message =
      'Your addresses leave a gap of more than 30 days: add the missing address or explain the gap (for example travel or living abroad)';
    await expect(await form.findByRole('link', { name: message })).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Explain the gaps/ }), 'Volunteering abroad');
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the authorization', 'Maria L Rivera');
    await waitFor(() =>
      expect(submitted(context)).toEqual([
        expect.objectContaining({ Data: expect.objectContaining({ GapExplanation: 'Volunteering abroad' }) }),
      ]),
    );
  },
};

export const GapClosedByAnAddress: Story = {
  name: 'Authorization: adding the missing address clears the gap (phone)',
  ...story({ draft: { ...DRAFT, Addresses: [address({})] } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const form = await screen(canvasElement);
    await expect(await form.findByText('Gaps of more than 30 days')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Add an address' }));
    const second = within(form.getByRole('group', { name: 'Address 2' }));
    await userEvent.type(second.getByRole('textbox', { name: /Street address/ }), '88 Bayou Road');
    await userEvent.type(second.getByRole('textbox', { name: /City or town/ }), 'Galveston');
    await userEvent.selectOptions(second.getByRole('combobox', { name: /State/ }), 'TX');
    await userEvent.type(second.getByRole('textbox', { name: /ZIP code/ }), '77550');
    await userEvent.type(second.getByRole('textbox', { name: /Moved in/ }), yearsAgo(8));
    await userEvent.type(second.getByRole('textbox', { name: /Moved out/ }), yearsAgo(3));
    await waitFor(() => expect(form.queryByText('Gaps of more than 30 days')).toBeNull());
    await expectNoHorizontalOverflow(canvasElement);
    await saved();
  },
};

export const StateNoticesCaliforniaNewYork: Story = {
  name: 'State notices: California and New York addresses, a nurse (no CHRC) (phone)',
  ...story({
    draft: {
      ...DRAFT,
      Addresses: [
        address({ City: 'Albany', State: 'NY', Zip: '12207' }),
        { ...PAST, City: 'Oakland', State: 'CA', Zip: '94612' },
      ],
    },
  }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const form = await screen(canvasElement);
    await expect(form.getByText('Step 2 of 3')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    await heading(canvasElement, 'State notices');
    const notices = await screen(canvasElement);
    await expect(notices.getByRole('group', { name: 'California applicants' })).toBeVisible();
    await expect(notices.getByRole('group', { name: 'New York applicants' })).toBeVisible();
    await expect(notices.getByText(/Correction Law Article 23-A protects/)).toBeVisible();
    await userEvent.click(notices.getByRole('button', { name: 'Continue to signing' }));
    await expect(
      await notices.findByRole('link', { name: 'Confirm that you have read the state notices to continue' }),
    ).toBeVisible();
    await userEvent.click(notices.getByRole('checkbox', { name: 'I have read the state notices' }));
    await userEvent.click(notices.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the authorization', 'Maria L Rivera', async (sign) => {
      await expect(sign.queryByText(NY_CHRC_TITLE)).toBeNull();
    });
    await waitFor(() =>
      expect(submitted(context)).toEqual([
        expect.objectContaining({
          Data: expect.objectContaining({ StateNoticesAcknowledged: true, NyChrcConsent: false }),
        }),
      ]),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const NyChrcForAnAide: Story = {
  name: 'NY CHRC consent: an aide (CNA) with a New York address (desktop)',
  ...story({
    discipline: 'CNA',
    draft: { ...DRAFT, Addresses: [address({ City: 'Albany', State: 'NY', Zip: '12207' }), PAST] },
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const form = await screen(canvasElement);
    await expect(form.getByText('Step 2 of 4')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    const notices = await screen(canvasElement);
    await heading(canvasElement, 'State notices');
    await expect(notices.queryByRole('group', { name: 'California applicants' })).toBeNull();
    await userEvent.click(notices.getByRole('checkbox', { name: 'I have read the state notices' }));
    await userEvent.click(notices.getByRole('button', { name: 'Continue' }));
    await heading(canvasElement, 'New York criminal history record check');
    const chrc = await screen(canvasElement);
    await expect(chrc.getByRole('group', { name: NY_CHRC_TITLE })).toBeVisible();
    await userEvent.click(chrc.getByRole('button', { name: 'Continue to signing' }));
    await expect(
      await chrc.findByRole('link', { name: 'Give the New York criminal history record check consent to continue' }),
    ).toBeVisible();
    await userEvent.click(
      chrc.getByRole('checkbox', {
        name: 'I consent to the New York criminal history record check and acknowledge this notice',
      }),
    );
    await userEvent.click(chrc.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the authorization', 'Maria L Rivera', async (sign) => {
      await expect(sign.getByText(NY_CHRC_TITLE)).toBeVisible();
    });
    await waitFor(() =>
      expect(submitted(context)).toEqual([
        expect.objectContaining({ Data: expect.objectContaining({ NyChrcConsent: true }) }),
      ]),
    );
  },
};

export const NoChrcForANurseInNewYork: Story = {
  name: 'NY CHRC consent: not for a nurse (RN) with a New York address (phone)',
  ...story({
    discipline: 'RN',
    draft: { ...DRAFT, Addresses: [address({ City: 'Albany', State: 'NY', Zip: '12207' }), PAST] },
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const form = await screen(canvasElement);
    await expect(form.getByText('Step 2 of 3')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    const notices = await screen(canvasElement);
    await userEvent.click(notices.getByRole('checkbox', { name: 'I have read the state notices' }));
    await userEvent.click(notices.getByRole('button', { name: 'Continue to signing' }));
    const sign = within(await within(canvasElement).findByRole('form', { name: 'Sign the authorization' }, SLOW));
    await expect(sign.queryByText(NY_CHRC_TITLE)).toBeNull();
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'New York criminal history record check' }),
    ).toBeNull();
    await saved();
  },
};

export const ServerMessage: Story = {
  name: 'The server’s message goes back to its field (no SSN on the W-9) (phone)',
  ...story({ w9: true, draft: { ...DRAFT, SsnSource: 'w9', Ssn: '' } }, [
    [
      API_CALLS.submitOnboardingForm,
      () =>
        HttpResponse.json(
          apiErrorBody('validation_failed', 'Check the form.', {
            SsnSource:
              'Your W-9 holds no Social Security number yet: submit your W-9 with your SSN, or type your SSN here',
          }),
          { status: 400 },
        ) as never,
    ],
  ]),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const form = await screen(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the authorization', 'Maria L Rivera');
    await heading(canvasElement, 'Authorization');
    await expect(
      (await within(canvasElement).findAllByText(/Your W-9 holds no Social Security number yet/, {}, SLOW))[0],
    ).toBeVisible();
  },
};

export const ChangesRequested: Story = {
  name: 'Changes requested: the reason, the form opens at the authorization (phone)',
  ...story({ doc: { ...STATES.changes('Add your address in Dallas from 2019.'), Data: DRAFT } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Add your address in Dallas from 2019.', {}, SLOW)).toBeVisible();
    await heading(canvasElement, 'Authorization');
    const form = await screen(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await heading(canvasElement, 'Disclosure regarding background investigation');
    await expect(
      (await screen(canvasElement)).getByRole('checkbox', { name: 'I have read the disclosure' }),
    ).toBeChecked();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SignedReadOnly: Story = {
  name: 'Signed: read-only, masked, with its PDF (desktop)',
  ...story({
    doc: {
      ...STATES.submitted,
      Data: { ...DRAFT, Ssn: '***-**-4852', DriversLicenseNumber: '****2XQ7' },
      Signatures: [
        {
          Signer: 'applicant',
          TypedName: 'Maria L Rivera',
          Drawn: false,
          SignedAt: '2026-01-20T09:30:00.000Z',
          Ip: '203.0.113.7',
          UserAgent: 'Story browser',
          DocumentHash: 'a'.repeat(64),
          Edition: null,
        },
      ],
    },
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, SLOW)).toBeVisible();
    const answers = within(canvas.getByRole('region', { name: 'CHRC Form Info' }));
    await expect(answers.getByText('***-**-4852')).toBeVisible();
    await expect(answers.getByText('****2XQ7 (Texas (TX))')).toBeVisible();
    await expect(answers.getByText('Maria Luisa Rivera')).toBeVisible();
    await expect(canvas.queryByText('739104852')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

export const SignedReadOnlyPhone: Story = {
  ...SignedReadOnly,
  name: 'Signed: read-only (phone)',
  globals: atViewport('phone'),
  play: async (context) => {
    await SignedReadOnly.play!(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};

// The staff's side: the applicant record's Onboarding tab shows the form read-only, identifiers masked.
const SIGNED = {
  ...STATES.submitted,
  Data: {
    ...DRAFT,
    Ssn: '***-**-4852',
    DriversLicenseNumber: '****2XQ7',
    Addresses: [address({ City: 'Albany', State: 'NY', Zip: '12207' }), PAST],
    StateNoticesAcknowledged: true,
    NyChrcConsent: true,
  },
};
const staffTab = () =>
  staffElementStory(<OnboardingTab applicantId={1} />, {
    handlers: [
      handlers.login.with(
        createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['administrator'] } }),
      ),
      ...onboardingServer({ forms: { [FORM]: SIGNED } }).handlers,
    ],
  });

export const StaffReview: Story = {
  name: 'Staff: read-only and masked, an identifier revealed, approved (desktop)',
  ...staffTab(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const forms = within(await canvas.findByRole('list', { name: 'Onboarding forms' }, SLOW));
    await userEvent.click(forms.getByRole('button', { name: 'Open CHRC Form Info' }));
    const answers = within(await canvas.findByRole('region', { name: 'CHRC Form Info' }, SLOW));
    await expect(answers.getByText('***-**-4852')).toBeVisible();
    await expect(answers.getByText('New York applicants')).toBeVisible();
    await expect(answers.getByText(/I consent to the New York criminal history record check/)).toBeVisible();
    await expect(canvas.queryByText('739104852')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal Drivers License Number' }));
    await expect(await canvas.findByText('D1234567', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'POST', `/api/applicants/1/onboarding/forms/${FORM}/reveal`)).toEqual([
      { Field: 'DriversLicenseNumber' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(
      await within(notifications(canvasElement)).findByText('CHRC Form Info approved.', {}, SLOW),
    ).toBeVisible();
  },
};

export const StaffReviewPhone: Story = {
  name: 'Staff: read-only and masked (phone)',
  ...staffTab(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forms = within(await canvas.findByRole('list', { name: 'Onboarding forms' }, SLOW));
    await userEvent.click(forms.getByRole('button', { name: 'Open CHRC Form Info' }));
    const answers = within(await canvas.findByRole('region', { name: 'CHRC Form Info' }, SLOW));
    await expect(answers.getByText('***-**-4852')).toBeVisible();
    await expect(answers.getByText('****2XQ7 (Texas (TX))')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** What the agency holds (the server's prefill): the record's name, birth date and address, Identification's license. */
const KNOWN_CBC = {
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Rivera',
  DateOfBirth: '1990-04-12',
  NoDriversLicense: false,
  DriversLicenseNumber: '****2XQ7',
  DriversLicenseState: 'TX',
  Addresses: [address({ Id: 'current-address', AddressLine2: 'Apt 12', FromDate: null })],
};
/** A date field's value, as typed (ISO) or as shown to people (MM/DD/YYYY). */
const DATE_OF_BIRTH = /^(1990-04-12|04\/12\/1990)$/;

const prefilled = (viewport: 'phone' | 'desktop'): Story => ({
  ...formScreenStory(FORM, { forms: { 'personal-info': personal('RN') }, known: { [FORM]: KNOWN_CBC } }).story,
  name: `Prefilled from what the agency holds; no "I live here now" tick (${viewport})`,
  globals: atViewport(viewport),
  play: async (context) => {
    const { canvasElement } = context;
    let form = await screen(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'I have read the disclosure' }));
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    await heading(canvasElement, 'Authorization');
    form = await screen(canvasElement);
    await expect(form.getByRole('textbox', { name: /Legal first name/ })).toHaveValue('Maria');
    await expect(form.getByRole('textbox', { name: /Middle name/ })).toHaveValue('Luisa');
    await expect(form.getByRole('textbox', { name: /Legal last name/ })).toHaveValue('Rivera');
    await expect((form.getByRole('textbox', { name: /Date of birth/ }) as HTMLInputElement).value).toMatch(
      DATE_OF_BIRTH,
    );
    await expect(form.getByRole('textbox', { name: /Driver's license number/ })).toHaveValue('****2XQ7');
    await expect(form.getByRole('combobox', { name: /Issuing state/ })).toHaveValue('TX');
    const current = within(form.getByRole('group', { name: 'Address 1' }));
    await expect(current.getByRole('textbox', { name: /Street address/ })).toHaveValue('2400 Travis Street');
    await expect(current.getByRole('textbox', { name: /Apartment, suite/ })).toHaveValue('Apt 12');
    await expect(current.getByRole('textbox', { name: /City or town/ })).toHaveValue('Houston');
    await expect(current.getByRole('combobox', { name: /State/ })).toHaveValue('TX');
    await expect(current.getByRole('textbox', { name: /ZIP code/ })).toHaveValue('77006');
    // Where the applicant lives now is the address without a move-out date: no tick asks it again.
    await expect(current.getByRole('textbox', { name: /Moved out/ })).toHaveValue('');
    await expect(form.queryByRole('checkbox', { name: 'I live here now' })).toBeNull();
    await expect(current.getByText('Leave empty for where you live now.')).toBeVisible();
    // The applicant may change what was filled in: the draft keeps it (the license's mask goes back as it came).
    const first = form.getByRole('textbox', { name: /Legal first name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Mary');
    await saved();
    const drafts = bodiesSent(context, 'PUT', `/api/onboarding/forms/${FORM}/draft`) as {
      Data: Record<string, unknown>;
    }[];
    await expect(drafts.at(-1)?.Data).toMatchObject({
      FirstName: 'Mary',
      LastName: 'Rivera',
      DriversLicenseNumber: '****2XQ7',
      DriversLicenseState: 'TX',
    });
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const Prefilled = prefilled('phone');
export const PrefilledDesktop = prefilled('desktop');
