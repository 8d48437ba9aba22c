import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, ONBOARDING_FORMS, type ApplicantActivity } from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport } from '../../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../../testing/portalStory';
import { ApplicantRecordPage } from './ApplicantRecordPage';
import { recordServer } from './storyServer';

const meta = {
  title: 'Screens/Applicants/Record',
  component: ApplicantRecordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplicantRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, SLOW);
/** Dialogs render in a portal on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toasts = (canvasElement: HTMLElement) => within(notifications(canvasElement));

/** A staff user who is a recruiter only (Jane Doe, id 42, without the supervisor role). */
const recruiterOnly = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['recruiter'] } }),
);

const filled = recordServer();
export const Filled: Story = {
  name: 'Filled (walk the results with Previous and Next)',
  ...portalStory({
    path: '/view-by-applicant/1234?status=lead&sort=name',
    session: 'staff',
    handlers: filled.handlers,
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await step('the address is the applicant number; the walk asks where it stands in the same query', async () => {
      await expect(canvas.getByText('Applicant #1234')).toBeVisible();
      await expect(await canvas.findByText('1 of 2', {}, SLOW)).toBeVisible();
      await expect(filled.walkQueries.at(-1)).toEqual({ status: 'lead', sort: 'name' });
      await expect(filled.listQueries).toEqual([]);
    });
    await step('the header: status with time in stage, owner, contact links, Change Status', async () => {
      await expect(canvas.getByText(/^New Lead · /)).toBeVisible();
      await expect(canvas.getByText('Owner: Jane Doe')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'maria.rivera@mail.test' })).toHaveAttribute(
        'href',
        'mailto:maria.rivera@mail.test',
      );
      await expect(canvas.getByRole('link', { name: '(555) 010-3000' })).toHaveAttribute('href', 'tel:+15550103000');
      await expect(canvas.getByRole('button', { name: 'Change Status' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    });
    await step('"1 of 2", Next and Back to results keep the query', async () => {
      const results = within(canvas.getByRole('navigation', { name: 'Results' }));
      await expect(results.getByText('1 of 2')).toBeVisible();
      await expect(results.queryByRole('link', { name: 'Previous' })).toBeNull();
      await expect(results.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
        'href',
        '/view-by-applicant?status=lead&sort=name',
      );
      await expect(results.getByRole('link', { name: 'Next' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1242?status=lead&sort=name',
      );
    });
    await step('the Profile tab shows the record', async () => {
      await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText('Compact license')).toBeVisible();
      await expect(canvas.getByText('Texas, Colorado, Arizona')).toBeVisible();
      await expect(canvas.getByText('Travel, Local contract')).toBeVisible();
      // Date of Birth 1990-04-12 on the wire, MM/DD/YYYY on the screen.
      await expect(canvas.getByText('04/12/1990')).toBeVisible();
    });
    await step('Next opens the second applicant by its number, Previous the first again', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
      await heading(canvasElement, 'Grace Kim');
      await expect(canvas.getByText('Applicant #1242')).toBeVisible();
      await expect(await canvas.findByText('2 of 2', {}, SLOW)).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
      await userEvent.click(canvas.getByRole('link', { name: 'Previous' }));
      await heading(canvasElement, 'Maria Rivera');
    });
  },
};

export const Loading: Story = {
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [handlers.getApplicantByNumber.loading],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the applicant', {}, SLOW)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [handlers.getApplicantByNumber.serverError],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The applicant could not be loaded.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found (no applicant with this number)',
  ...portalStory({ path: '/view-by-applicant/3?status=lead', session: 'staff', handlers: recordServer().handlers }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Applicant not found');
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the search' })).toHaveAttribute(
      'href',
      '/view-by-applicant?status=lead',
    );
  },
};

export const Archived: Story = {
  name: 'Not found (archived meanwhile)',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [
      handle(API_CALLS.getApplicantByNumber, () =>
        HttpResponse.json(apiErrorBody('not_found', 'No such applicant.'), { status: 404 }),
      ),
      ...recordServer().handlers,
    ],
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Applicant not found');
  },
};

const supervisorMoves = recordServer();
export const ChangeStatusSupervisor: Story = {
  name: 'Change Status (reason required, then moved)',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: supervisorMoves.handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Status' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change Status' }));
    await step('offers the moves from New Lead', async () => {
      await expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Pre-screened',
        'Rejected',
      ]);
    });
    await step('Rejected without a reason says the reason is required', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'Rejected' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Change Status' }));
      await expect(await dialog.findByText('Reason is required')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/applicants/1001/status')).toEqual([]);
    });
    const before = portalOf(context).requests.length;
    await step('with a reason and a note it moves, closes and says so', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Not qualified');
      await userEvent.click(dialog.getByRole('textbox', { name: 'Note' }));
      await userEvent.paste('No ICU experience yet.');
      await userEvent.click(dialog.getByRole('button', { name: 'Change Status' }));
      await expect(await toasts(canvasElement).findByText('Status changed to Rejected', {}, SLOW)).toBeVisible();
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(bodiesSent(context, 'POST', '/api/applicants/1001/status')).toEqual([
        { To: 'rejected', Reason: 'not-qualified', Note: 'No ICU experience yet.' },
      ]);
      await expect(await canvas.findByText(/^Rejected · /)).toBeVisible();
    });
    await step('the menu counts are asked for again', async () => {
      await waitFor(() =>
        expect(
          portalOf(context)
            .requests.slice(before)
            .some((request) => request.method === 'GET' && request.path === '/api/applicants/status-counts'),
        ).toBe(true),
      );
    });
  },
};

/** Omar Haddad: Pre-screened, owned by Jane Doe (the signed-in user). */
const OMAR = '/view-by-applicant/1243?status=paper-screened';
const movesOffered = async (canvasElement: HTMLElement) => {
  await heading(canvasElement, 'Omar Haddad');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Status' }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change Status' }));
  return dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
};

export const MovesAsRecruiter: Story = {
  name: 'Change Status as a recruiter: forward moves only',
  ...portalStory({ path: OMAR, session: 'staff', handlers: [recruiterOnly, ...recordServer().handlers] }),
  play: async ({ canvasElement }) => {
    await expect(await movesOffered(canvasElement)).toEqual(['Phone Screened', 'Rejected']);
  },
};

export const MovesAsSupervisor: Story = {
  name: 'Change Status as a supervisor: also one step back',
  ...portalStory({ path: OMAR, session: 'staff', handlers: recordServer().handlers }),
  play: async ({ canvasElement }) => {
    await expect(await movesOffered(canvasElement)).toEqual(['Phone Screened', 'Rejected', 'New Lead (one step back)']);
  },
};

export const RecruiterCannotReopen: Story = {
  name: 'Rejected, as a recruiter: no moves, and why',
  ...portalStory({
    path: '/view-by-applicant/1241?status=rejected',
    session: 'staff',
    handlers: [recruiterOnly, ...recordServer().handlers],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Lucas Silva');
    await expect(canvas.queryByRole('button', { name: 'Change Status' })).toBeNull();
    await expect(
      canvas.getByText('No moves from Rejected for you: New Lead needs a supervisor, manager, administrator or admin.'),
    ).toBeVisible();
  },
};

export const SupervisorReopens: Story = {
  name: 'Rejected, as a supervisor: re-open',
  ...portalStory({
    path: '/view-by-applicant/1241?status=rejected',
    session: 'staff',
    handlers: recordServer().handlers,
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Lucas Silva');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Status' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change Status' }));
    await expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'New Lead (re-open)',
    ]);
  },
};

export const SomeoneElses: Story = {
  name: "Someone else's applicant, as a recruiter",
  ...portalStory({
    path: '/view-by-applicant/1235',
    session: 'staff',
    handlers: [recruiterOnly, ...recordServer().handlers],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'James Okafor');
    await expect(
      canvas.getByText(
        'Marcus Bell owns this applicant: only they or a supervisor, manager, administrator or admin can change the status.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change Status' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

export const AssignToMe: Story = {
  name: 'Unassigned: Assign to me',
  ...portalStory({
    path: '/view-by-applicant/1237',
    session: 'staff',
    handlers: [recruiterOnly, ...recordServer().handlers],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement, 'Chen Wang');
    await expect(canvas.getByText('Owner: Unassigned')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
    await expect(await canvas.findByText('Owner: Jane Doe', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'PUT', '/api/applicants/1004/owner')).toEqual([{ OwnerId: 42 }]);
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  },
};

const activity: ApplicantActivity[] = [
  {
    ...fixtures.activity[1]!,
    ActivityId: 9,
    At: '2026-01-20T10:00:00.000Z',
    From: 'paper-screened',
    To: 'rejected',
    Reason: 'licence-issue',
    Text: 'License lapsed in December.',
  },
  ...fixtures.activity,
];
export const ActivityTab: Story = {
  name: 'Activity tab',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [handlers.listApplicantActivity.with(activity), ...recordServer().handlers],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    const timeline = within(await canvas.findByRole('list', { name: 'Activity' }, SLOW));
    await expect(timeline.getByText('Status changed from Pre-screened to Rejected')).toBeVisible();
    await expect(timeline.getByText('Reason: License issue')).toBeVisible();
    await expect(timeline.getByText('License lapsed in December.')).toBeVisible();
    await expect(timeline.getByText('Status changed from New Lead to Pre-screened')).toBeVisible();
    await expect(timeline.getByText('Note added')).toBeVisible();
    await expect(timeline.getByText('Added')).toBeVisible();
  },
};

export const NotesTab: Story = {
  name: 'Notes tab',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: recordServer().handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    const list = () => within(canvas.getByRole('list', { name: 'Notes' }));
    await canvas.findByRole('list', { name: 'Notes' }, SLOW);
    await step('pinned first; only your own note can be edited', async () => {
      const items = list().getAllByRole('listitem');
      await expect(items[0]).toHaveTextContent('Pinned');
      await expect(items[0]).toHaveTextContent('Prefers 12-hour nights');
      await expect(within(items[0]!).getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(within(items[1]!).queryByRole('button', { name: 'Edit' })).toBeNull();
    });
    await step('adds a note', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Note' }));
      await userEvent.paste('Asked for two references.');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
      await expect(await toasts(canvasElement).findByText('Note added', {}, SLOW)).toBeVisible();
      await expect(await list().findByText('Asked for two references.')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/applicants/1001/notes')).toEqual([
        { Text: 'Asked for two references.', Pinned: false },
      ]);
    });
    await step('unpins a note', async () => {
      await userEvent.click(list().getByRole('button', { name: 'Unpin' }));
      await waitFor(() => expect(list().queryByText('Pinned')).toBeNull());
      await expect(bodiesSent(context, 'PUT', '/api/applicants/1001/notes/71')).toEqual([
        { Text: 'Prefers 12-hour nights; available mid-February.', Pinned: false },
      ]);
    });
  },
};

/** The headings on show, in document order, as `h2 Title` (levels and names a screen reader lists). */
const headingOutline = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim()}`);

/** No heading is more than one level below the heading before it (WCAG 1.3.1, axe's heading-order). */
const skippedLevels = (outline: readonly string[]) =>
  outline.filter((entry, index) => index > 0 && Number(entry[1]) > Number(outline[index - 1]![1]) + 1);

export const EmptyTabs: Story = {
  name: 'Notes, Documents and Activity tabs, empty: headings one level below the name',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [
      handlers.listApplicantNotes.with([]),
      handlers.listApplicantDocuments.with([]),
      handlers.listApplicantActivity.with([]),
      ...recordServer().handlers,
    ],
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    for (const [tab, empty] of [
      ['Notes', 'No notes yet'],
      ['Documents', 'No resume yet'],
      ['Activity', 'No activity yet'],
    ] as const)
      await step(`${tab}: "${empty}" is a level-2 heading under the applicant's name`, async () => {
        await userEvent.click(canvas.getByRole('tab', { name: tab }));
        await expect(await canvas.findByRole('heading', { name: empty }, SLOW)).toBeVisible();
        const outline = headingOutline(canvasElement);
        await expect(outline.filter((entry) => entry.startsWith('h1 '))).toEqual(['h1 Maria Rivera']);
        await expect(outline).toContain(`h2 ${empty}`);
        await expect(skippedLevels(outline)).toEqual([]);
      });
  },
};

const RESUME_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file of `size` bytes. */
const fileOf = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

export const DocumentsTab: Story = {
  name: 'Documents tab (download, too large, wrong type, upload)',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: recordServer().handlers }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    const documents = within(await canvas.findByRole('list', { name: 'Documents' }, SLOW));
    await step('lists the resume and downloads it to an object URL', async () => {
      await expect(documents.getByText('Maria-Rivera-resume.pdf')).toBeVisible();
      await expect(documents.getByText(/Resume · PDF · 180 KB/)).toBeVisible();
      await userEvent.click(documents.getByRole('button', { name: 'Download Maria-Rivera-resume.pdf' }));
      const link = await canvas.findByRole('link', { name: 'Save Maria-Rivera-resume.pdf' }, SLOW);
      await expect(link.getAttribute('href')).toMatch(/^blob:/);
      await expect(link).toHaveAttribute('download', 'Maria-Rivera-resume.pdf');
    });
    const input = canvas.getByLabelText('Replace the resume');
    await step('a file over 10 MB is refused before sending', async () => {
      await userEvent.upload(input, fileOf('big.pdf', 'application/pdf', 11 * 1024 * 1024));
      await expect(
        await canvas.findByText('“big.pdf” is 11 MB, larger than the 10 MB limit. Choose a smaller file.'),
      ).toBeVisible();
    });
    await step('a file of another type is refused before sending', async () => {
      await userEvent.upload(input, fileOf('photo.png', 'image/png'), { applyAccept: false });
      await expect(
        await canvas.findByText('“photo.png” is not an accepted type of file. Choose PDF, DOC or DOCX.'),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Upload resume' })).toBeDisabled();
      await expect(bodiesSent(context, 'PUT', '/api/applicants/1001/resume')).toEqual([]);
    });
    await step('a PDF is uploaded', async () => {
      await userEvent.upload(input, fileOf('resume.pdf', 'application/pdf'));
      await userEvent.click(canvas.getByRole('button', { name: 'Upload resume' }));
      await expect(await toasts(canvasElement).findByText('Resume uploaded', {}, SLOW)).toBeVisible();
      await expect(
        portalOf(context).requests.filter(
          (request) => request.method === 'PUT' && request.path === '/api/applicants/1001/resume',
        ),
      ).toHaveLength(1);
    });
  },
};

export const Uploading: Story = {
  name: 'Documents tab: upload pending',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [handlers.uploadApplicantResume.loading, ...recordServer().handlers],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    await canvas.findByRole('list', { name: 'Documents' }, SLOW);
    await userEvent.upload(canvas.getByLabelText('Replace the resume'), fileOf('cv.docx', RESUME_DOCX));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload resume' }));
    await expect(await canvas.findByText('Uploading cv.docx…')).toBeVisible();
    const button = canvas.getByRole('button', { name: /Uploading/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const EditOwnNote: Story = {
  name: 'Notes tab: edit your own note',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: recordServer().handlers }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    const list = within(await canvas.findByRole('list', { name: 'Notes' }, SLOW));
    await userEvent.click(list.getByRole('button', { name: 'Edit' }));
    const text = list.getByRole('textbox', { name: 'Edit note' });
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste('Prefers nights; starts March 1.');
    await userEvent.click(list.getByRole('button', { name: 'Save' }));
    await expect(await list.findByText('Prefers nights; starts March 1.', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'PUT', '/api/applicants/1001/notes/71')).toEqual([
      { Text: 'Prefers nights; starts March 1.', Pinned: true },
    ]);
  },
};

export const OnboardingTab: Story = {
  name: 'Onboarding tab',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: recordServer().handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('tab', { name: 'Onboarding' }));
    // The applicant's forms with their states (more in OnboardingTab.stories).
    const forms = within(await canvas.findByRole('list', { name: 'Onboarding forms' }, SLOW));
    await expect(forms.getByText('Approved')).toBeVisible();
    // The fixture: Personal Info approved, Upload Requirements (one more step) with documents missing.
    await expect(
      canvas.getByText(
        `1 of ${ONBOARDING_FORMS.length + 1} submitted · 1 approved · ${ONBOARDING_FORMS.length} missing`,
      ),
    ).toBeVisible();
  },
};

export const EditProfile: Story = {
  name: 'Profile: edit and save',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: recordServer().handlers }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const city = await canvas.findByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.click(city);
    await userEvent.paste('Austin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await toasts(context.canvasElement).findByText('The profile has been saved.', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'PUT', '/api/applicants/1001')).toEqual([
      expect.objectContaining({ City: 'Austin', Email: 'maria.rivera@mail.test', YearsOfExperience: 6 }),
    ]);
    // Back to the view.
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const EditServerError: Story = {
  name: 'Profile: a validation error from the server',
  ...portalStory({
    path: '/view-by-applicant/1234',
    session: 'staff',
    handlers: [
      handle(API_CALLS.updateApplicant, () =>
        HttpResponse.json(
          apiErrorBody('validation_failed', 'The applicant is invalid.', {
            Zip: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
          }),
          { status: 400 },
        ),
      ),
      ...recordServer().handlers,
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = {
  name: 'Phone width',
  ...portalStory({ path: '/view-by-applicant/1234', session: 'staff', handlers: recordServer().handlers }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Maria Rivera');
    await expect(canvas.getByText('Applicant #1234')).toBeVisible();
    // The page never scrolls sideways (WCAG 1.4.10); the tab list is its own scroller, as ui Tabs is built.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBe(root.clientWidth);
    const tabList = canvas.getByRole('tablist', { name: 'Applicant details' });
    await expect(getComputedStyle(tabList).overflowX).toBe('auto');
    await userEvent.click(canvas.getByRole('tab', { name: 'Onboarding' }));
    await expect(canvas.getByRole('tab', { name: 'Onboarding' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.scrollWidth).toBe(root.clientWidth);
  },
};
