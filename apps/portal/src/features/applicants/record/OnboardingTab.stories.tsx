import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { API_CALLS, ONBOARDING_FORMS, type RoleKey } from '@agency/api-client/contract';
import { handle } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { bodiesSent, notifications } from '../../../testing/portalStory';
import { staffElementStory, staffSignedInAs } from '../../../testing/screenStory';
import {
  STATES,
  TWELVE_OF_THIRTEEN,
  formDoc,
  onboardingServer,
  type OnboardingServerOptions,
} from '../../onboarding/testing';
import { OnboardingTab } from './OnboardingTab';

const meta = {
  title: 'Screens/Applicants/Record/Onboarding tab',
  component: OnboardingTab,
  args: { applicantId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnboardingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const W9 = {
  ...STATES.submitted,
  Data: { Name: 'Maria Rivera', TaxClassification: 'individual', TinType: 'ssn', Tin: '***-**-6789' },
  DocumentHash: 'b'.repeat(64),
  Signatures: [
    {
      Signer: 'applicant' as const,
      TypedName: 'Maria Rivera',
      Drawn: false,
      SignedAt: '2026-01-20T09:30:00.000Z',
      Ip: '203.0.113.7',
      UserAgent: 'Firefox 140',
      DocumentHash: 'b'.repeat(64),
      Edition: 'Rev. March 2024',
    },
  ],
};

const server = (options: OnboardingServerOptions = {}) =>
  onboardingServer({
    forms: { 'personal-info': STATES.approved, 'w9-form-info': W9, 'uscis-info': STATES.locked, ...options.forms },
    audit: [
      {
        AuditId: 2,
        Action: 'signed',
        Form: 'w9-form-info',
        Version: 1,
        ActorName: 'Maria Rivera',
        At: '2026-01-20T09:30:00.000Z',
        Ip: '203.0.113.7',
        UserAgent: 'Firefox 140',
        Detail: '',
      },
      {
        AuditId: 1,
        Action: 'consent-given',
        Form: null,
        Version: null,
        ActorName: 'Maria Rivera',
        At: '2026-01-20T09:00:00.000Z',
        Ip: '203.0.113.7',
        UserAgent: 'Firefox 140',
        Detail: 'Version 2026-11',
      },
    ],
    ...options,
  });

const tab = (options: { roles?: RoleKey[]; server?: OnboardingServerOptions } = {}) =>
  staffElementStory(<OnboardingTab applicantId={1} />, {
    handlers: [...(options.roles ? [staffSignedInAs(options.roles)] : []), ...server(options.server).handlers],
  });

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Onboarding forms' }, SLOW));
const item = (forms: ReturnType<typeof within>, label: string) =>
  within(forms.getByText(label, { selector: 'strong' }).closest('li') as HTMLElement);

export const List: Story = {
  name: 'List (states, versions, dates, audit log)',
  ...tab(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forms = await list(canvasElement);
    // Personal Info approved, the W-9 submitted; Upload Requirements one more step (the fixture's documents).
    await expect(
      canvas.getByText(
        `2 of ${ONBOARDING_FORMS.length + 1} submitted · 1 approved · ${ONBOARDING_FORMS.length - 1} missing`,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Upload Requirements: 2 of 7 submitted · 1 approved · 5 missing')).toBeVisible();
    await expect(item(forms, 'Personal Info').getByText('Approved')).toBeVisible();
    await expect(
      item(forms, 'W9 Form Info').getByText(/^Version 1 · Edition Rev\. March 2024 · updated/),
    ).toBeVisible();
    await expect(item(forms, 'I9 Form Info').getByText(/^Locked: /)).toBeVisible();
    await expect(item(forms, 'Emergency Info').queryByRole('button', { name: 'Open Emergency Info' })).toBeNull();
    const audit = within(await canvas.findByRole('list', { name: 'Audit log' }, SLOW));
    await expect(audit.getByText('Signed: W9 Form Info (version 1)')).toBeVisible();
    await expect(audit.getByText('Consent to electronic signatures given')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * Issue 28, item 9: the applicant of the home's "The same counts as the staff see": the staff read the same
 * numbers ("12 of 13", never "12 of 12"), with Upload Requirements counted as the applicant's home counts it.
 */
export const SameNumbersAsApplicant: Story = {
  name: 'The same counts as the applicant sees (12 of 13 submitted, 4 of 7 documents)',
  ...staffElementStory(<OnboardingTab applicantId={1} />, { handlers: onboardingServer(TWELVE_OF_THIRTEEN).handlers }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forms = await list(canvasElement);
    await expect(canvas.getByText('12 of 13 submitted · 10 approved · 1 missing')).toBeVisible();
    await expect(canvas.getByText('Upload Requirements: 4 of 7 submitted · 0 approved · 3 missing')).toBeVisible();
    await expect(item(forms, 'CHRC Form Info').getByText('Submitted')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SameNumbersAsApplicantPhone: Story = {
  ...SameNumbersAsApplicant,
  name: 'The same counts as the applicant sees (phone)',
  globals: atViewport('phone'),
};

/** A draft the applicant saved reads "Draft saved" for staff too, beside its version and date. */
export const DraftSaved: Story = {
  ...tab({ server: { forms: { 'emergency-info': STATES.inProgress } } }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const forms = await list(canvasElement);
    await expect(item(forms, 'Emergency Info').getByText('Draft saved')).toBeVisible();
    await expect(item(forms, 'Emergency Info').getByText(/^Version 1 · updated/)).toBeVisible();
    await expect(item(forms, 'Emergency Info').queryByText('Not started')).toBeNull();
  },
};

export const ReadOnlyForm: Story = {
  name: 'Open a form read-only (PDF, signatures), approve',
  ...tab(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const forms = await list(canvasElement);
    await userEvent.click(forms.getByRole('button', { name: 'Open W9 Form Info' }));
    const identifiers = within(await canvas.findByLabelText('Identifiers', {}, SLOW));
    await expect(identifiers.getByText('***-**-6789')).toBeVisible();
    // A supervisor may not reveal identifiers.
    await expect(canvas.queryByRole('button', { name: /^Reveal/ })).toBeNull();
    await expect(canvas.getByText(/^Maria Rivera \(applicant\), signed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    // Nor download the signed original with the identifiers in full.
    await expect(canvas.queryByRole('button', { name: /^Download full PDF/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(
      await within(notifications(canvasElement)).findByText('W9 Form Info approved.', {}, SLOW),
    ).toBeVisible();
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/applicants/1/onboarding/forms/w9-form-info/approve')).toHaveLength(1),
    );
  },
};

// A real (4 × 3 px) PNG, so the preview shows an image the browser decoded, and a PDF of the back side.
const FRONT_ID = '6f1c2d3e-0000-4000-8000-000000000001';
const BACK_ID = '6f1c2d3e-0000-4000-8000-000000000002';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGPQyr8GRww4OQBHnBE1afOyMQAAAABJRU5ErkJggg==';
const FRONT = "Document 1: Driver's license, front";
const BACK = "Document 1: Driver's license, back";

export const UploadedImages: Story = {
  name: 'Identification read-only: open an uploaded image, download a PDF',
  ...tab({
    server: {
      forms: {
        'identification-info': {
          ...STATES.submitted,
          Data: {
            Documents: [
              {
                Id: 'd-1',
                Type: 'drivers-license',
                OtherType: '',
                IssuingState: 'IL',
                IssuingCountry: '',
                Number: '****5678',
                IssueDate: '2022-03-01',
                ExpiryDate: '2030-03-01',
                FrontUploadId: FRONT_ID,
                BackUploadId: BACK_ID,
              },
            ],
          },
        },
      },
      uploads: {
        [FRONT_ID]: new Blob([Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0))], { type: 'image/png' }),
        [BACK_ID]: new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }),
      },
    },
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const forms = await list(canvasElement);
    await userEvent.click(forms.getByRole('button', { name: 'Open Identification Info' }));
    const thumbnail = (await canvas.findByRole('img', { name: FRONT }, SLOW)) as HTMLImageElement;
    await waitFor(() => expect(thumbnail.naturalWidth).toBe(4));
    await userEvent.click(canvas.getByRole('button', { name: `Open ${FRONT} larger` }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: FRONT }));
    const large = dialog.getByRole('img', { name: FRONT }) as HTMLImageElement;
    await waitFor(() => expect(large.naturalWidth).toBe(4));
    await expect(large).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const pdf = canvas.getByRole('link', { name: `Download ${BACK} (PDF)` });
    await expect(pdf).toHaveAttribute('download', `${BACK}.pdf`);
    await expect(pdf.getAttribute('href')).toMatch(/^blob:/);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const RequestChanges: Story = {
  name: 'Request changes (the reason is required)',
  ...tab(),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const forms = await list(canvasElement);
    await userEvent.click(forms.getByRole('button', { name: 'Open W9 Form Info' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Request changes' }, SLOW));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(dialog.getByText('Enter what the applicant should change.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Line 1 is not your legal name.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/applicants/1/onboarding/forms/w9-form-info/request-changes')).toEqual([
        { Reason: 'Line 1 is not your legal name.' },
      ]),
    );
    await expect(
      await within(canvasElement).findByText('Changes requested: Line 1 is not your legal name.', {}, SLOW),
    ).toBeVisible();
  },
};

export const Reveal: Story = {
  name: 'Reveal an identifier (administrator)',
  ...tab({ roles: ['administrator'] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const forms = await list(canvasElement);
    await userEvent.click(forms.getByRole('button', { name: 'Open W9 Form Info' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reveal Tin' }, SLOW));
    await expect(await within(canvasElement).findByText('123-45-6789', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'POST', '/api/applicants/1/onboarding/forms/w9-form-info/reveal')).toEqual([
      { Field: 'Tin' },
    ]);
    // An administrator is no supervisor... but ranks above one: the I-9 may be unlocked too.
    await expect(item(forms, 'I9 Form Info').getByRole('button', { name: 'Unlock I-9' })).toBeVisible();
  },
};

/** The addresses of the PDF downloads the story asked for (the query says whether in full). */
const pdfAddresses: string[] = [];
const recordPdfs = handle(API_CALLS.downloadApplicantOnboardingPdf, ({ request }) => {
  pdfAddresses.push(new URL(request.url).search);
  return new HttpResponse(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });
});

export const FullPdf: Story = {
  name: 'Download the signed original in full (administrator)',
  ...staffElementStory(<OnboardingTab applicantId={1} />, {
    handlers: [recordPdfs, staffSignedInAs(['administrator']), ...server().handlers],
  }),
  globals: atViewport('desktop'),
  beforeEach: () => void (pdfAddresses.length = 0),
  play: async ({ canvasElement }) => {
    const forms = await list(canvasElement);
    await userEvent.click(forms.getByRole('button', { name: 'Open W9 Form Info' }));
    const full = await within(canvasElement).findByRole('button', { name: 'Download full PDF (recorded)' }, SLOW);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PDF' }));
    await within(canvasElement).findByRole('link', { name: 'Save w9-form-info-v1.pdf' }, SLOW);
    await expect(pdfAddresses).toEqual(['']);
    await userEvent.click(full);
    await within(canvasElement).findByRole('link', { name: 'Save w9-form-info-v1-full.pdf' }, SLOW);
    await waitFor(() => expect(pdfAddresses).toEqual(['', '?reveal=true']), SLOW);
  },
};

export const UnlockI9: Story = {
  name: 'Unlock the I-9 (supervisor, a reason)',
  ...tab(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const forms = await list(canvasElement);
    await userEvent.click(item(forms, 'I9 Form Info').getByRole('button', { name: 'Unlock I-9' }));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Offer accepted by phone.');
    await userEvent.click(dialog.getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', '/api/applicants/1/onboarding/i9/unlock')).toEqual([
        { Reason: 'Offer accepted by phone.' },
      ]),
    );
    await waitFor(
      () => expect(item(forms, 'I9 Form Info').queryByRole('button', { name: 'Unlock I-9' })).toBeNull(),
      SLOW,
    );
  },
};

export const RecruiterOnly: Story = {
  name: 'A recruiter (no unlock, no reveal)',
  ...tab({ roles: ['recruiter'] }),
  play: async ({ canvasElement }) => {
    const forms = await list(canvasElement);
    await expect(item(forms, 'I9 Form Info').queryByRole('button', { name: 'Unlock I-9' })).toBeNull();
  },
};

export const Section2Overdue: Story = {
  name: 'I-9 Section 2 overdue',
  ...tab({
    server: {
      forms: { 'uscis-info': formDoc('uscis-info', STATES.submitted) },
      section2: { Status: 'in-progress', FirstDay: '2026-01-12', DueDate: '2026-01-15', Overdue: true },
    },
  }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Overdue', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('01/15/2026 (3 business days after the first day)')).toBeVisible();
    await expect(canvas.getByText('01/12/2026')).toBeVisible();
    const section2 = within(await canvas.findByRole('form', { name: 'I-9 Section 2' }, SLOW));
    await userEvent.click(section2.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'PUT', '/api/applicants/1/onboarding/i9/section-2')).toEqual([
        expect.objectContaining({ Signature: null }),
      ]),
    );
  },
};

// The number as the employer typed it: a masked number ("***6789", as the server answers) fails the form's
// own rule on submit (reported to the forms' owner).
const SECTION2 = {
  DocumentsKind: 'list-a',
  ListA: [
    {
      Title: 'U.S. Passport',
      IssuingAuthority: 'U.S. Department of State',
      Number: '123456789',
      Expiration: '2031-05-01',
    },
  ],
  ListB: null,
  ListC: null,
  AdditionalInformation: '',
  AlternativeProcedure: false,
  FirstDayOfEmployment: '2026-12-07',
  EmployerLastName: 'Doe',
  EmployerFirstName: 'Jane',
  EmployerTitle: 'Recruiter',
  BusinessName: 'Acme Healthcare Staffing',
  BusinessAddress: '100 Main Street',
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
};

export const Section2Sign: Story = {
  name: 'I-9 Section 2: sign (the employer’s signature)',
  ...tab({
    server: {
      forms: { 'uscis-info': formDoc('uscis-info', STATES.submitted) },
      section2: { Status: 'in-progress', Data: SECTION2, FirstDay: '2026-12-07', DueDate: '2026-12-10' },
    },
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const section2 = within(await canvas.findByRole('form', { name: 'I-9 Section 2' }, SLOW));
    await userEvent.click(section2.getByRole('button', { name: 'Continue to signing' }));
    const sign = within(await canvas.findByRole('form', { name: 'Sign Section 2' }, SLOW));
    await userEvent.type(sign.getByRole('textbox', { name: /Type your full legal name/ }), 'Jane Doe');
    await userEvent.click(sign.getByRole('button', { name: 'Sign Section 2' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'PUT', '/api/applicants/1/onboarding/i9/section-2')).toEqual([
        expect.objectContaining({ Signature: { TypedName: 'Jane Doe', Drawn: null } }),
      ]),
    );
    await expect(
      await within(notifications(canvasElement)).findByText('I-9 Section 2 signed.', {}, SLOW),
    ).toBeVisible();
  },
};
