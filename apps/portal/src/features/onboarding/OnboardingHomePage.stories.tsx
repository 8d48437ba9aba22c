import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent } from '../../testing/portalStory';
import { OnboardingHomePage } from './OnboardingHomePage';
import { onboardingHomeRoute } from './route';
import { applicantScreenStory } from '../../testing/screenStory';
import {
  API_CALLS,
  EMAIL_NOT_VERIFIED_MESSAGE,
  ONBOARDING_FORMS,
  onboardingProgress,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { HttpResponse, type HttpHandler } from 'msw';
import { I9_LOCK, STATES, TWELVE_OF_THIRTEEN, onboardingServer } from './testing/storyServer';

const meta = {
  title: 'Screens/Onboarding/Home',
  component: OnboardingHomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnboardingHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const home = (options: Parameters<typeof onboardingServer>[0] = {}, extra: HttpHandler[] = []) =>
  applicantScreenStory(onboardingHomeRoute, { path: '/', handlers: [...extra, ...onboardingServer(options).handlers] });
/** Every form of the applicant area counts, and Upload Requirements as one more step. */
const TOTAL = ONBOARDING_FORMS.length + 1;
/** Every required document approved (the fixture has 2 of 7 submitted, 1 approved). */
const UPLOADS_DONE = { Total: 7, Submitted: 7, Approved: 7, Missing: 0 };
/** The progress line: "2 of 13 submitted · 1 approved · 11 missing". */
const progress = (submitted: number, approved: number) =>
  `${submitted} of ${TOTAL} submitted · ${approved} approved · ${TOTAL - submitted} missing`;
/** The forms that open at once (neither the I-9 nor a health form waits for an offer), all submitted. */
const OPEN_FORMS_SUBMITTED = Object.fromEntries(
  ONBOARDING_FORMS.filter((form) => form.opensAt === 'start').map((form) => [form.key, STATES.submitted]),
);
/** The progress line of the checklist's steps (the Upload Requirements row has its own counts). */
const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText(/ submitted · .* missing$/, { selector: 'p' }, SLOW);
const row = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('list', { name: 'Your forms' }))
    .getByText(label)
    .closest('li') as HTMLElement;

export const Fresh: Story = {
  name: 'Fresh (nothing done, the I-9 locked)',
  ...home(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement)).toHaveTextContent(progress(0, 0));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your onboarding' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Personal Info' })).toHaveAttribute('href', '/personal-info');
    await expect(row(canvasElement, 'Personal Info')).toHaveTextContent('Not started');
    await expect(row(canvasElement, 'I9 Form Info')).toHaveTextContent(`Locked: ${I9_LOCK}`);
    await expect(within(row(canvasElement, 'I9 Form Info')).queryByRole('link')).toBeNull();
    await expect(row(canvasElement, 'CHRC Form Info')).toHaveTextContent('Not started');
    await expect(row(canvasElement, 'Upload Requirements')).toHaveTextContent(
      '2 of 7 submitted · 1 approved · 5 missing',
    );
    await expect(within(row(canvasElement, 'Upload Requirements')).getByRole('link')).toHaveAttribute(
      'href',
      '/upload-requirements',
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PartlyDone: Story = {
  name: 'Partly done (the menu shows each state)',
  ...home({
    forms: {
      'personal-info': STATES.approved,
      'identification-info': STATES.submitted,
      'emergency-info': STATES.inProgress,
    },
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement)).toHaveTextContent(progress(2, 1));
    await expect(canvas.getByRole('link', { name: 'Continue Emergency Info' })).toHaveAttribute(
      'href',
      '/emergency-info',
    );
    await expect(row(canvasElement, 'Personal Info')).toHaveTextContent('Approved');
    await expect(row(canvasElement, 'Identification Info')).toHaveTextContent('Submitted');
    // A draft is "Draft saved", never "Not started".
    await expect(row(canvasElement, 'Emergency Info')).toHaveTextContent('Draft saved');
    const menu = within(canvas.getByRole('navigation', { name: 'Applicant' }));
    await expect(await menu.findByRole('link', { name: /^Personal Info\s*,\s*Approved$/ }, SLOW)).toBeVisible();
    await expect(menu.getByRole('link', { name: /^I9 Form Info\s*,\s*Locked$/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^CHRC Form Info\s*,\s*Not started$/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Emergency Info\s*,\s*Draft saved$/ })).toBeVisible();
  },
};

const REASON = 'The license photo is blurred: please upload it again.';
export const ChangesRequested: Story = {
  ...home({ forms: { 'personal-info': STATES.approved, 'identification-info': STATES.changes(REASON) } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement)).toHaveTextContent(progress(1, 1));
    await expect(row(canvasElement, 'Identification Info')).toHaveTextContent(`Changes requested: ${REASON}`);
    await expect(canvas.getByRole('link', { name: 'Make the requested changes to Identification Info' })).toBeVisible();
  },
};

export const I9Unlocked: Story = {
  name: 'I-9 open (offer accepted)',
  ...home({ forms: { ...OPEN_FORMS_SUBMITTED, 'personal-info': STATES.approved, 'uscis-info': {} } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(await ready(canvasElement)).toHaveTextContent(progress(Object.keys(OPEN_FORMS_SUBMITTED).length, 1));
    await expect(within(canvasElement).getByRole('link', { name: 'Start I9 Form Info' })).toHaveAttribute(
      'href',
      '/uscis-info',
    );
  },
};

export const OnlyLockedLeft: Story = {
  name: 'I-9 locked, everything else done',
  ...home({ forms: { ...OPEN_FORMS_SUBMITTED, 'uscis-info': STATES.locked }, uploadCounts: UPLOADS_DONE }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await expect(await ready(canvasElement)).toHaveTextContent(
      progress(Object.keys(OPEN_FORMS_SUBMITTED).length + 1, 1),
    );
    await expect(within(canvasElement).getByText(/^There is nothing you can do now/)).toBeVisible();
  },
};

export const AllComplete: Story = {
  name: 'All complete (withdraw the consent)',
  ...home({
    forms: {
      ...Object.fromEntries(ONBOARDING_FORMS.map((form) => [form.key, STATES.submitted])),
      'personal-info': STATES.approved,
      'identification-info': STATES.approved,
      'emergency-info': STATES.approved,
    },
    uploadCounts: UPLOADS_DONE,
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement)).toHaveTextContent(progress(TOTAL, 4));
    await expect(canvas.getByRole('link', { name: 'Review your forms' })).toHaveAttribute(
      'href',
      '#onboarding-checklist',
    );
    await expect(canvas.getByText(/You agreed to electronic records and signatures on/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw consent' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText(/You withdrew your consent/, {}, SLOW)).toBeVisible();
    await waitFor(() => expect(bodiesSent(context, 'DELETE', '/api/onboarding/consent')).toHaveLength(1));
  },
};

/** The overview of an applicant whose agency asks no W-9 of their discipline (Forms catalogue), a PT: no Nurse Form either. */
const WITHOUT_W9 = handle(API_CALLS.getOnboardingOverview, () => {
  const forms = fixtures.onboardingOverview.Forms.filter(
    (form) => !['w9-form-info', 'nurse-form', 'nurse-physical-info'].includes(form.Form),
  );
  return HttpResponse.json({
    ...fixtures.onboardingOverview,
    Forms: forms,
    Progress: onboardingProgress(forms, fixtures.onboardingOverview.Uploads),
  });
});

export const NotAskedByTheAgency: Story = {
  name: 'A form the agency does not ask of the discipline is not a step',
  ...home({}, [WITHOUT_W9]),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1 of the applicant's 9 forms, and Upload Requirements as one more step.
    await expect(await ready(canvasElement)).toHaveTextContent(
      `1 of ${ONBOARDING_FORMS.length - 3 + 1} submitted · 1 approved · ${ONBOARDING_FORMS.length - 3} missing`,
    );
    const list = within(canvas.getByRole('list', { name: 'Your forms' }));
    await expect(list.queryByText('W9 Form Info')).toBeNull();
    await expect(list.queryByText('Not available yet')).toBeNull();
    await expect(list.getByText('CHRC Form Info')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The overview until the code is verified: 403 `email_not_verified`, as the server answers (docs/security.md). */
const unverified = () => {
  let verified = false;
  return [
    handle(API_CALLS.verify, () => {
      verified = true;
      return HttpResponse.json(true);
    }),
    handle(API_CALLS.getOnboardingOverview, () =>
      verified
        ? undefined
        : HttpResponse.json(apiErrorBody('email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE), { status: 403 }),
    ),
  ];
};

export const EmailNotVerified: Story = {
  name: 'E-mail not verified: the code first, then the checklist',
  ...home({}, unverified()),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(EMAIL_NOT_VERIFIED_MESSAGE, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your forms' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/i }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await ready(canvasElement)).toHaveTextContent(progress(0, 0));
    await expect(bodiesSent(context, 'POST', API_CALLS.verify.path)).toEqual([{ verificationCode: '482913' }]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * Issue 28, item 9: the counts the staff's record shows for the same applicant (OnboardingTab's "Same
 * numbers as the applicant's home"): every form submitted, four of seven documents uploaded, none approved.
 */
export const SameNumbersAsStaff: Story = {
  name: 'The same counts as the staff see (12 of 13 submitted, 4 of 7 documents)',
  ...home(TWELVE_OF_THIRTEEN),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement)).toHaveTextContent('12 of 13 submitted · 10 approved · 1 missing');
    await expect(row(canvasElement, 'Upload Requirements')).toHaveTextContent(
      '4 of 7 submitted · 0 approved · 3 missing',
    );
    // What is left is the documents: the main action says so.
    await expect(canvas.getByRole('link', { name: 'Upload your documents' })).toHaveAttribute(
      'href',
      '/upload-requirements',
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SameNumbersAsStaffDesktop: Story = {
  ...SameNumbersAsStaff,
  name: 'The same counts as the staff see (desktop)',
  globals: atViewport('desktop'),
};
