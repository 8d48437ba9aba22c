import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@agency/forms/schemas';
import { API_CALLS, type AgencySettings, type PlatformAgency } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { AgenciesPage } from './AgenciesPage';

const meta = {
  title: 'Screens/Management/Agencies',
  component: AgenciesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgenciesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
const PATH = '/agency';
const SETTINGS = '/api/agency/settings';
const m = messages.agencySettings;

const READER: AgencySettings = { ...fixtures.agencySettings, CanEdit: false };
const OPERATOR: AgencySettings = { ...fixtures.agencySettings, Operator: true };

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Agencies' }, SLOW);
const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, SLOW));
const toasts = (canvasElement: HTMLElement) => within(notifications(canvasElement));
/** The table row of an agency (its name is also in its action button's words). */
const rowOf = async (all: ReturnType<typeof within>, name: string) =>
  within((await all.findAllByText(name, {}, SLOW))[0]!.closest('tr')!);
const fileOf = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const ReadOnly: Story = {
  name: 'Staff without agency.settings (phone): the details, read-only',
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.getAgencySettings.with(READER)] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const card = await region(canvasElement, 'Acme Healthcare Staffing');
    await step('the details, each under its term, and who may change them', async () => {
      await expect(await card.findByText('Only the agency owner or an admin can change these settings.')).toBeVisible();
      await expect(card.getByText('acme')).toBeVisible();
      await expect(card.getByText('careers@acme.test')).toBeVisible();
      await expect(card.getByText('Central Time (Chicago)')).toBeVisible();
      await expect(card.getByText('#0f766e')).toBeVisible();
      await expect(card.getByRole('img', { name: 'Acme Healthcare Staffing logo' })).toBeVisible();
    });
    await step('nothing to change, and no list of every agency', async () => {
      await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
      await expect(within(canvasElement).queryByLabelText('Agency Name')).toBeNull();
      await expect(within(canvasElement).queryByRole('region', { name: 'All agencies' })).toBeNull();
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const EditWithErrors: Story = {
  name: 'Admin (desktop): invalid values are refused with their messages',
  ...portalStory({ path: PATH, session: 'staff' }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const form = await region(canvasElement, 'Agency settings');
    const accent = await form.findByLabelText('Accent Color', {}, SLOW);
    await step("the form holds the agency's time zone and colors", async () => {
      await expect(form.getByLabelText(/^Time Zone/)).toHaveValue('America/Chicago');
      await expect(form.getByLabelText('Primary Color')).toHaveValue('#0f766e');
    });
    await step('a color that is no color: its message, nothing sent', async () => {
      await userEvent.clear(accent);
      await userEvent.type(accent, 'teal');
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await expect(await form.findByText(m.accentInvalid)).toBeVisible();
      await expect(accent).toHaveFocus();
      await expect(bodiesSent(context, 'PUT', SETTINGS)).toEqual([]);
    });
    await step(
      'the profile is shown, not edited: the owner changes it on Agency Profile, mail server too',
      async () => {
        const profile = await region(canvasElement, 'Agency profile');
        await expect(profile.getByText('Acme Healthcare Staffing')).toBeVisible();
        await expect(profile.getByText('careers@acme.test')).toBeVisible();
        await expect(profile.getByText(/The agency owner changes the name, contact details/)).toBeVisible();
        await expect(within(canvasElement).queryByLabelText(/^Agency Name/)).toBeNull();
        await expect(within(canvasElement).queryByRole('region', { name: 'Mail server' })).toBeNull();
      },
    );
  },
};

/** Issue 28, item 11: one screen edits each fact. The owner is sent to Agency Profile for the profile. */
const ownerCheck: Story['play'] = async ({ canvasElement, step }) => {
  await heading(canvasElement);
  const profile = await region(canvasElement, 'Agency profile');
  await step('the profile as it is, with the way to the one screen that changes it', async () => {
    await expect(await profile.findByText('Acme Healthcare Staffing', {}, SLOW)).toBeVisible();
    await expect(profile.getByText('acme')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Agency Profile' })).toHaveAttribute('href', '/agency-profile');
  });
  await step('the look is edited here; no second form for the name, no second mail server', async () => {
    const form = await region(canvasElement, 'Agency settings');
    await expect(form.getByLabelText(/^Time Zone/)).toBeVisible();
    await expect(within(canvasElement).queryByLabelText(/^Agency Name/)).toBeNull();
    await expect(within(canvasElement).queryByLabelText(/^Recruitment Email/)).toBeNull();
    await expect(within(canvasElement).queryByRole('region', { name: 'Mail server' })).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  });
};

export const OwnerDesktop: Story = {
  name: 'Owner (desktop): the profile links to Agency Profile, the look is edited here',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [handlers.getAgencySettings.with({ ...fixtures.agencySettings, Owner: true })],
  }),
  globals: atViewport('desktop'),
  play: ownerCheck,
};

export const OwnerPhone: Story = {
  name: 'Owner (phone): the profile links to Agency Profile, the look is edited here',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [handlers.getAgencySettings.with({ ...fixtures.agencySettings, Owner: true })],
  }),
  globals: atViewport('phone'),
  play: ownerCheck,
};

export const ContrastRefusal: Story = {
  name: 'Admin (phone): a brand color too light is refused, with its contrast',
  ...portalStory({ path: PATH, session: 'staff' }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const form = await region(canvasElement, 'Agency settings');
    const primary = await form.findByLabelText('Primary Color', {}, SLOW);
    await step('the contrast shows as the color is typed', async () => {
      await expect(form.getByText('White text on it: 5.5:1 (meets 4.5:1)')).toBeVisible();
      await userEvent.clear(primary);
      await userEvent.type(primary, '#60a5fa');
      await expect(await form.findByText('White text on it: 2.5:1 (needs 4.5:1)')).toBeVisible();
    });
    await step('saving is refused with the WCAG message; nothing is sent', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await expect(await form.findByText(m.primaryContrast)).toBeVisible();
      await expect(bodiesSent(context, 'PUT', SETTINGS)).toEqual([]);
    });
    await step('a darker color is saved, and the portal reads its branding again', async () => {
      const before = portalOf(context).requests.filter((request) => request.path === '/api/agency/branding').length;
      await userEvent.clear(primary);
      await userEvent.type(primary, '#7C2D12');
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await expect(await toasts(canvasElement).findByText("The agency's settings have been saved.")).toBeVisible();
      await expect(bodiesSent(context, 'PUT', SETTINGS)).toEqual([
        { TimeZone: 'America/Chicago', BrandPrimary: '#7c2d12', BrandAccent: '#1d4ed8' },
      ]);
      await waitFor(() =>
        expect(
          portalOf(context).requests.filter((request) => request.path === '/api/agency/branding').length,
        ).toBeGreaterThan(before),
      );
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const ServerRefusal: Story = {
  name: "Admin (desktop): the server's message lands on its field",
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handle(API_CALLS.updateAgencySettings, () =>
        HttpResponse.json(apiErrorBody('validation_failed', m.accentContrast, { BrandAccent: m.accentContrast }), {
          status: 400,
        }),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const form = await region(canvasElement, 'Agency settings');
    await form.findByLabelText('Accent Color', {}, SLOW);
    await step('the form is sent and the refusal shows on the accent color and as a notification', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await expect(await toasts(canvasElement).findByText(m.accentContrast)).toBeVisible();
      await expect(await form.findByText(m.accentContrast)).toBeVisible();
    });
  },
};

export const LogoUpload: Story = {
  name: 'Admin (phone): the logo is uploaded; a file over 1 MB is refused first',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [handlers.getAgencySettings.with({ ...fixtures.agencySettings, LogoUrl: null })],
  }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const logo = await region(canvasElement, 'Logo');
    const input = await logo.findByLabelText('Logo', { selector: 'input' }, SLOW);
    await step('no logo yet: the sign-in screens show the name', async () => {
      await expect(logo.getByText(/No logo yet/)).toBeVisible();
      await expect(logo.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
    });
    await step('a file over 1 MB is refused before sending', async () => {
      await userEvent.upload(input, fileOf('big.png', 'image/png', 2 * 1024 * 1024));
      await expect(await logo.findByText(/larger than the 1 MB limit/)).toBeVisible();
      await expect(bodiesSent(context, 'PUT', '/api/agency/logo')).toEqual([]);
    });
    await step('a PNG is uploaded and shown', async () => {
      await userEvent.upload(input, fileOf('logo.png', 'image/png'));
      await userEvent.click(logo.getByRole('button', { name: 'Upload logo' }));
      await expect(await toasts(canvasElement).findByText('The logo has been saved.')).toBeVisible();
      await expect(bodiesSent(context, 'PUT', '/api/agency/logo')).toHaveLength(1);
      await expect(await logo.findByRole('img', { name: 'Acme Healthcare Staffing logo' })).toBeVisible();
      await expect(logo.getByRole('button', { name: 'Remove logo' })).toBeVisible();
    });
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const UnsafeLogo: Story = {
  name: 'Admin (desktop): the server refuses an SVG with a script',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handle(API_CALLS.uploadAgencyLogo, () =>
        HttpResponse.json(apiErrorBody('unsafe_svg', m.logoSvgUnsafe), { status: 400 }),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const logo = await region(canvasElement, 'Logo');
    const input = await logo.findByLabelText('Replace the logo', { selector: 'input' }, SLOW);
    await step("the server's words show on the field", async () => {
      await userEvent.upload(
        input,
        new File(['<svg><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
      );
      await userEvent.click(logo.getByRole('button', { name: 'Upload logo' }));
      await expect(await logo.findByText(m.logoSvgUnsafe)).toBeVisible();
      await expect(toasts(canvasElement).queryByText('The logo has been saved.')).toBeNull();
    });
  },
};

export const OperatorList: Story = {
  name: 'Platform operator (desktop): every agency with its owner, users and status',
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.getAgencySettings.with(OPERATOR)] }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const all = await region(canvasElement, 'All agencies');
    await step('each agency: name, host label, owner, users, status, created', async () => {
      const bayside = await rowOf(all, 'Bayside Nurses');
      await expect(bayside.getByText('bayside')).toBeVisible();
      await expect(bayside.getByText('Bea Bayside')).toBeVisible();
      await expect(bayside.getByText('bea@bayside.test')).toBeVisible();
      await expect(bayside.getByText('37')).toBeVisible();
      await expect(bayside.getByText('Active')).toBeVisible();
      await expect(bayside.getByText('Feb 14, 2026')).toBeVisible();
      await expect(bayside.getByRole('button', { name: 'Suspend Bayside Nurses' })).toBeVisible();
      const coastal = await rowOf(all, 'Coastal Care Staffing');
      await expect(coastal.getByText('Suspended')).toBeVisible();
      await expect(coastal.getByRole('button', { name: 'Resume Coastal Care Staffing' })).toBeVisible();
    });
    await step('their own agency cannot be suspended', async () => {
      const own = await rowOf(all, 'Acme Healthcare Staffing');
      await expect(own.getByText('Yours')).toBeVisible();
      await expect(own.getByText('Your agency')).toBeVisible();
      await expect(own.queryByRole('button', { name: /Suspend/ })).toBeNull();
    });
  },
};

export const OperatorPhone: Story = {
  name: 'Platform operator (phone): the list fits the screen',
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.getAgencySettings.with(OPERATOR)] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const all = await region(canvasElement, 'All agencies');
    await expect((await all.findAllByText('Coastal Care Staffing', {}, SLOW))[0]).toBeVisible();
    await expect(all.getByRole('button', { name: 'Add agency' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const AddAgency: Story = {
  name: 'Platform operator (phone): adds an agency and its owner',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handlers.getAgencySettings.with(OPERATOR),
      handlers.createPlatformAgency.with({
        Agency: { ...fixtures.platformAgencies[1]!, Name: 'Delta Nursing', Slug: 'delta', Users: 1 },
        Invited: true,
      }),
    ],
  }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const all = await region(canvasElement, 'All agencies');
    await userEvent.click(await all.findByRole('button', { name: 'Add agency' }, SLOW));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add agency' }));
    await step('an empty form and a host label with a dot say what is missing; nothing is sent', async () => {
      await userEvent.type(dialog.getByLabelText(/^Host Label/), 'del.ta');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Agency' }));
      await expect(await dialog.findByText(m.nameRequired)).toBeVisible();
      await expect(dialog.getByText(m.hostLabelInvalid)).toBeVisible();
      await expect(dialog.getByText(m.ownerEmailRequired)).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/platform/agencies')).toEqual([]);
    });
    await step('filled in, the agency is added and its owner invited', async () => {
      await userEvent.type(dialog.getByLabelText(/^Agency Name/), 'Delta Nursing');
      await userEvent.clear(dialog.getByLabelText(/^Host Label/));
      await userEvent.type(dialog.getByLabelText(/^Host Label/), 'Delta');
      await userEvent.type(dialog.getByLabelText(/^Owner First Name/), 'Dana');
      await userEvent.type(dialog.getByLabelText(/^Owner Last Name/), 'Delta');
      await userEvent.type(dialog.getByLabelText(/^Owner Email/), 'dana@delta.test');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Agency' }));
      await expect(
        await toasts(canvasElement).findByText(
          'Delta Nursing has been added. dana@delta.test has been e-mailed how to sign in.',
        ),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/platform/agencies')).toEqual([
        {
          Name: 'Delta Nursing',
          Slug: 'delta',
          OwnerFirstName: 'Dana',
          OwnerLastName: 'Delta',
          OwnerEmail: 'dana@delta.test',
        },
      ]);
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    });
  },
};

export const AddAgencyTaken: Story = {
  name: 'Platform operator (desktop): a host label already taken',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handlers.getAgencySettings.with(OPERATOR),
      handle(API_CALLS.createPlatformAgency, () =>
        HttpResponse.json(
          apiErrorBody('slug_taken', 'An agency with host label "acme" already exists.', {
            Slug: 'An agency with host label "acme" already exists.',
          }),
          { status: 409 },
        ),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    await heading(canvasElement);
    const all = await region(canvasElement, 'All agencies');
    await userEvent.click(await all.findByRole('button', { name: 'Add agency' }, SLOW));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add agency' }));
    await step("the server's message shows on the host label; the dialog stays open", async () => {
      await userEvent.type(dialog.getByLabelText(/^Agency Name/), 'Acme Again');
      await userEvent.type(dialog.getByLabelText(/^Host Label/), 'acme');
      await userEvent.type(dialog.getByLabelText(/^Owner First Name/), 'Ann');
      await userEvent.type(dialog.getByLabelText(/^Owner Last Name/), 'Again');
      await userEvent.type(dialog.getByLabelText(/^Owner Email/), 'ann@again.test');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Agency' }));
      await expect(await dialog.findByText('An agency with host label "acme" already exists.')).toBeVisible();
    });
  },
};

const SUSPENDED: PlatformAgency = {
  ...fixtures.platformAgencies[1]!,
  Status: 'suspended',
  SuspendedAt: '2026-11-24T09:00:00.000Z',
};

export const SuspendAndResume: Story = {
  name: 'Platform operator (desktop): suspend and resume, each confirmed in a dialog',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [handlers.getAgencySettings.with(OPERATOR), handlers.suspendPlatformAgency.with(SUSPENDED)],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    const all = await region(canvasElement, 'All agencies');
    const body = within(canvasElement.ownerDocument.body);
    await step('suspending asks first, saying what it does', async () => {
      await userEvent.click(await all.findByRole('button', { name: 'Suspend Bayside Nurses' }, SLOW));
      const dialog = within(await body.findByRole('dialog', { name: 'Suspend Bayside Nurses?' }));
      await expect(
        dialog.getByText(
          'Its 37 users cannot sign in, and whoever is signed in is signed out at once. Nothing is deleted: you can resume it at any time.',
        ),
      ).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(bodiesSent(context, 'POST', '/api/platform/agencies/2/suspend')).toEqual([]);
    });
    await step('confirmed, the agency is suspended and its row says so', async () => {
      await userEvent.click(all.getByRole('button', { name: 'Suspend Bayside Nurses' }));
      const dialog = within(await body.findByRole('dialog', { name: 'Suspend Bayside Nurses?' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Suspend agency' }));
      await expect(await toasts(canvasElement).findByText('Bayside Nurses has been suspended.')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/platform/agencies/2/suspend')).toHaveLength(1);
      const row = await rowOf(all, 'Bayside Nurses');
      await expect(await row.findByText('Suspended')).toBeVisible();
      await expect(row.getByRole('button', { name: 'Resume Bayside Nurses' })).toBeVisible();
    });
    await step('resuming a suspended agency asks too', async () => {
      await userEvent.click(all.getByRole('button', { name: 'Resume Coastal Care Staffing' }));
      const dialog = within(await body.findByRole('dialog', { name: 'Resume Coastal Care Staffing?' }));
      await expect(dialog.getByText('Its users can sign in again.')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Resume agency' }));
      await expect(await toasts(canvasElement).findByText('Coastal Care Staffing has been resumed.')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/platform/agencies/3/resume')).toHaveLength(1);
      const row = await rowOf(all, 'Coastal Care Staffing');
      await expect(await row.findByText('Active')).toBeVisible();
    });
  },
};

export const SuspendRefused: Story = {
  name: "Platform operator (phone): the server's refusal is shown",
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handlers.getAgencySettings.with(OPERATOR),
      handle(API_CALLS.suspendPlatformAgency, () =>
        HttpResponse.json(apiErrorBody('own_agency', 'You cannot suspend your own agency.'), { status: 409 }),
      ),
    ],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const all = await region(canvasElement, 'All agencies');
    await userEvent.click(await all.findByRole('button', { name: 'Suspend Bayside Nurses' }, SLOW));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Suspend Bayside Nurses?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend agency' }));
    await expect(await toasts(canvasElement).findByText('You cannot suspend your own agency.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Suspend agency' })).toBeVisible();
  },
};
