import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  API_CALLS,
  NURSE_FORM_ATTESTATION_TEXT,
  onboardingProgress,
  type OnboardingOverview,
} from '@agency/api-client/contract';
import { handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, portalOf } from '../../testing/portalStory';
import { onboardingHomeRoute } from './route';
import { applicantScreenStory } from '../../testing/screenStory';
import { formScreenMeta, formScreenStory, signAndSubmit } from './testing/screenStory';
import { onboardingServer, STATES, type OnboardingServerOptions } from './testing/storyServer';

// The Nurse Form's screen (nursing disciplines; reached from the checklist): the overview and one entry's
// sub-screen, the draft saved with each entry, the signature, the submitted view; the home's row.
const meta = {
  title: 'Screens/Onboarding/Nurse Form',
  ...formScreenMeta('nurse-form'),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const FORM = 'nurse-form';
const DRAFT_PATH = `/api/onboarding/forms/${FORM}/draft`;

const LICENSE = {
  Id: 'license-1',
  Type: 'RN',
  OtherType: '',
  State: 'TX',
  Number: '123456',
  Compact: true,
  IssueDate: '2018-06-01',
  ExpiryDate: '2027-05-31',
  CardUploadId: null,
};
const DATA = {
  Licenses: [LICENSE],
  Certifications: [
    {
      Id: 'cert-1',
      Name: 'BLS',
      OtherName: '',
      IssuedBy: 'American Heart Association',
      ExpiryDate: '2027-03-31',
      CardUploadId: null,
    },
  ],
  Education: [
    {
      Id: 'school-1',
      School: 'University of Texas at Austin',
      City: 'Austin',
      State: 'TX',
      Degree: 'BSN',
      Field: 'Nursing',
      From: '2014-08-25',
      To: '2018-05-15',
      Graduated: true,
    },
  ],
  Employment: [
    {
      Id: 'job-1',
      Facility: 'Dell Seton Medical Center',
      City: 'Austin',
      State: 'TX',
      Unit: 'ICU',
      BedCount: 211,
      Position: 'ICU RN',
      Charge: true,
      Current: true,
      From: '2018-07-02',
      To: null,
      ReasonForLeaving: '',
      GapExplanation: '',
    },
  ],
  References: [
    {
      Id: 'reference-1',
      Name: 'Maria Lopez',
      Title: 'ICU Nurse Manager',
      Facility: 'Dell Seton Medical Center',
      Phone: '512 555 0101',
      Email: 'maria.lopez@example.com',
      Relationship: 'manager',
      Supervisory: true,
      WorkedTogetherFrom: '2018-07-02',
      WorkedTogetherTo: null,
    },
    {
      Id: 'reference-2',
      Name: 'James Carter',
      Title: 'Charge Nurse',
      Facility: 'Dell Seton Medical Center',
      Phone: '512 555 0102',
      Email: 'james.carter@example.com',
      Relationship: 'charge-nurse',
      Supervisory: true,
      WorkedTogetherFrom: '2018-07-02',
      WorkedTogetherTo: null,
    },
  ],
  HasMilitaryService: false,
  Military: null,
};

const story = (options: OnboardingServerOptions) => formScreenStory(FORM, options).story;

export const AddLicensePhone: Story = {
  name: 'Add a license on its sub-screen: the draft is saved (phone)',
  ...story({}),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const overview = within(await canvas.findByRole('form', { name: 'Nurse Form' }, SLOW));
    await expect(overview.getByText('No license added yet.')).toBeVisible();
    await userEvent.click(overview.getByRole('button', { name: 'Add a license' }));
    const sub = within(await canvas.findByRole('form', { name: 'Add a license' }, SLOW));
    await expect(canvas.getByRole('heading', { name: 'Add a license' })).toHaveFocus();
    await userEvent.selectOptions(sub.getByRole('combobox', { name: /License type/ }), 'RN');
    await userEvent.selectOptions(sub.getByRole('combobox', { name: /Issuing state/ }), 'TX');
    await userEvent.type(sub.getByRole('textbox', { name: /License number/ }), '123456');
    await userEvent.type(sub.getByLabelText(/Expiry date/), '2027-05-31');
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(sub.getByRole('button', { name: 'Save license' }));
    await expect(await canvas.findByText('RN license (TX)', {}, SLOW)).toBeVisible();
    await waitFor(
      () =>
        expect(bodiesSent(context, 'PUT', DRAFT_PATH).at(-1)).toMatchObject({
          Data: { Licenses: [{ Type: 'RN', State: 'TX', Number: '123456', ExpiryDate: '2027-05-31' }] },
        }),
      SLOW,
    );
    await expect(await canvas.findByText('Saved', {}, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const RequestRightAfterAnEditDesktop: Story = {
  name: 'Request reference right after an edit: the draft is saved first (desktop)',
  ...story({ forms: { [FORM]: { ...STATES.inProgress, Data: { ...DATA, Licenses: [] } } } }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const overview = within(await canvas.findByRole('form', { name: 'Nurse Form' }, SLOW));
    await userEvent.click(overview.getByRole('button', { name: 'Add a license' }));
    const sub = within(await canvas.findByRole('form', { name: 'Add a license' }, SLOW));
    await userEvent.selectOptions(sub.getByRole('combobox', { name: /License type/ }), 'RN');
    await userEvent.selectOptions(sub.getByRole('combobox', { name: /Issuing state/ }), 'TX');
    await userEvent.type(sub.getByRole('textbox', { name: /License number/ }), '123456');
    await userEvent.type(sub.getByLabelText(/Expiry date/), '2027-05-31');
    await userEvent.click(sub.getByRole('button', { name: 'Save license' }));
    // At once, before the autosave's pause is over: the server reads the reference from the saved draft.
    const form = within(await canvas.findByRole('form', { name: 'Nurse Form' }, SLOW));
    await userEvent.click(form.getByRole('button', { name: /^Request (reference|again) from Maria Lopez$/ }));
    const REQUEST_PATH = '/api/onboarding/references/reference-1/request';
    await waitFor(() => expect(bodiesSent(context, 'POST', REQUEST_PATH)).toHaveLength(1), SLOW);
    const order = portalOf(context)
      .requests.filter((request) => request.path === DRAFT_PATH || request.path === REQUEST_PATH)
      .map((request) => request.method);
    await expect(order.slice(0, 2)).toEqual(['PUT', 'POST']);
    await expect(bodiesSent(context, 'PUT', DRAFT_PATH)[0]).toMatchObject({
      Data: { Licenses: [{ Type: 'RN', Number: '123456' }] },
    });
  },
};

export const CompleteAndSignDesktop: Story = {
  name: 'Complete: continue to signing, sign the attestation (desktop)',
  ...story({ forms: { [FORM]: { ...STATES.inProgress, Data: DATA } } }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Nurse Form' }, SLOW));
    await expect(form.getByText('Maria Lopez · ICU Nurse Manager')).toBeVisible();
    // Each saved reference can be asked for its reference (the e-mail with the one-time link).
    await expect(
      await form.findByRole('button', { name: /^Request (reference|again) from Maria Lopez$/ }, SLOW),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the Nurse Form', 'Maria L Rivera', async (sign) => {
      await expect(sign.getByText(NURSE_FORM_ATTESTATION_TEXT)).toBeVisible();
    });
    await waitFor(
      () =>
        expect(bodiesSent(context, 'POST', `/api/onboarding/forms/${FORM}/submit`)).toEqual([
          { Data: DATA, Signature: { TypedName: 'Maria L Rivera', Drawn: null } },
        ]),
      SLOW,
    );
    await expect(await canvas.findByRole('button', { name: 'Download PDF' }, SLOW)).toBeVisible();
  },
};

export const NotEnoughReferencesPhone: Story = {
  name: 'One reference: the summary says two supervisory references are needed (phone)',
  ...story({ forms: { [FORM]: { ...STATES.inProgress, Data: { ...DATA, References: [DATA.References[0]] } } } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Nurse Form' }, SLOW));
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    const summary = within(await form.findByRole('alert', { name: 'There is a problem' }));
    await userEvent.click(summary.getByRole('link', { name: /at least two supervisory references/ }));
    await expect(form.getByRole('button', { name: 'Add a reference' })).toHaveFocus();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SubmittedDesktop: Story = {
  name: 'Submitted: read-only, PDF, Edit (desktop)',
  ...story({ forms: { [FORM]: { ...STATES.submitted, Data: DATA } } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Licenses: RN license (TX)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

export const NotForThisDiscipline: Story = {
  name: 'Another discipline: the form says who it is for (phone)',
  ...story({ forms: { [FORM]: { Locked: 'This form is for RN, LPN/LVN and CNA applicants only.' } } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This form is for RN, LPN/LVN and CNA applicants only.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The home on the story server, its overview without the forms `without` (another discipline's checklist). */
function homeStory(without: readonly string[] = []) {
  const server = onboardingServer({});
  const trimmed = handle(API_CALLS.getOnboardingOverview, () => {
    const all = [...server.forms.values()].filter((doc) => !without.includes(doc.Form));
    return HttpResponse.json<OnboardingOverview>({
      ApplicantId: 1,
      Forms: all.map((doc) => ({
        Form: doc.Form,
        Status: doc.Status,
        Version: doc.Version,
        Edition: doc.Edition,
        UpdatedAt: doc.UpdatedAt,
        SubmittedAt: doc.SubmittedAt,
        ReviewedAt: doc.ReviewedAt,
        ChangesReason: doc.ChangesReason,
        Locked: doc.Locked,
      })),
      Uploads: null,
      Progress: onboardingProgress(all, null),
      Consent: null,
    });
  });
  return applicantScreenStory(onboardingHomeRoute, { path: '/', handlers: [trimmed, ...server.handlers] });
}

export const HomeNurse: Story = {
  name: 'Home of a nurse: the Nurse Form on the checklist (phone)',
  ...homeStory(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Your forms' }, SLOW));
    await expect(list.getByRole('link', { name: 'Nurse Form' })).toHaveAttribute('href', '/nurse-form');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const HomeOtherDiscipline: Story = {
  name: 'Home of another discipline: no Nurse Form (desktop)',
  ...homeStory(['nurse-form', 'nurse-physical-info']),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Your forms' }, SLOW));
    await expect(list.getByRole('link', { name: 'Personal Info' })).toBeVisible();
    await expect(list.queryByText('Nurse Form')).toBeNull();
  },
};

export const SmallPhone: Story = {
  name: 'Filled overview and a job’s sub-screen at 320 px: no sideways scroll',
  ...story({ forms: { [FORM]: { ...STATES.inProgress, Data: DATA } } }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Nurse Form' }, SLOW));
    await expect(form.getByText('Dell Seton Medical Center · ICU')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit Dell Seton Medical Center · ICU' }));
    const sub = within(await canvas.findByRole('form', { name: 'Edit the job' }, SLOW));
    await expect(sub.getByRole('checkbox', { name: 'I work here now' })).toBeChecked();
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(sub.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit Dell Seton Medical Center · ICU' })).toHaveFocus(),
    );
  },
};
