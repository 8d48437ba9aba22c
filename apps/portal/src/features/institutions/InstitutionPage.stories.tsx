import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { InstitutionPage } from './InstitutionPage';
import { facilityPlacement, institutionServer, signedInAs } from './storyServer';

const meta = {
  title: 'Screens/Lists/Facility',
  component: InstitutionPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InstitutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const PATH = '/institution-list/31';
const UPDATE = '/api/institutions/31';
const facility = fixtures.institution;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Bayou City Medical Center' }, SLOW);

/** What every reader of the facility sees. */
async function expectFacility(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await expect(canvas.getByText('Hospital')).toBeVisible();
  await expect(canvas.getByText('Active')).toBeVisible();
  await expect(canvas.getByText('6411 Fannin Street')).toBeVisible();
  await expect(canvas.getByText('Houston, TX 77030')).toBeVisible();
  await expect(canvas.getByRole('link', { name: '(713) 555-0100' })).toHaveAttribute('href', 'tel:+17135550100');
  const units = within(canvas.getByRole('list', { name: 'Units' }));
  await expect(units.getAllByRole('listitem').map((item) => item.textContent)).toEqual(facility.Units);
  const contacts = within(canvas.getByRole('list', { name: 'Contacts' }));
  await expect(contacts.getByText('Dana Whitfield')).toBeVisible();
  await expect(contacts.getByText('Nurse Manager, ICU')).toBeVisible();
  await expect(contacts.getByRole('link', { name: '(713) 555-0131' })).toHaveAttribute('href', 'tel:+17135550131');
  await expect(contacts.getByRole('link', { name: 'dana.whitfield@bayoucity.test' })).toHaveAttribute(
    'href',
    'mailto:dana.whitfield@bayoucity.test',
  );
  await expect(contacts.getByText('Staffing Office')).toBeVisible();
  await expect(canvas.getByText('AMN ShiftWise')).toBeVisible();
  await expect(canvas.getByText('BCMC-0042')).toBeVisible();
  await expect(canvas.getByText(facility.Notes)).toBeVisible();
  await expect(canvas.getByText(/^Updated/)).toHaveTextContent('Updated Oct 19, 2026 by Jane Doe');
  await expect(canvas.getByRole('link', { name: 'Institution List' })).toHaveAttribute('href', '/institution-list');
}

export const Desktop: Story = {
  name: 'Desktop, signed in as a manager',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['manager'])] }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => {
    await step('shows the facility, its units and its contacts', async () => {
      await expectFacility(canvasElement);
    });
    await step('names the browser tab after the facility; a manager may edit it', async () => {
      await waitFor(() => expect(document.title).toBe('Bayou City Medical Center · Agency Portal'));
      await expect(within(canvasElement).getByRole('button', { name: 'Edit' })).toBeVisible();
    });
  },
};

export const Phone: Story = {
  name: 'Phone (320 px): nothing scrolls sideways',
  ...portalStory({ path: PATH, session: 'staff' }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await expectFacility(canvasElement);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Recruiter: Story = {
  name: 'Recruiter: reads it, no Edit',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['recruiter'])] }),
  play: async ({ canvasElement }) => {
    await expectFacility(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

const edited = institutionServer();
export const EditAndSave: Story = {
  name: 'Manager: edit and save',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['manager']), ...edited.handlers] }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('Edit shows the form with the facility’s values; Cancel goes back to the view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      await expect(canvas.getByRole('textbox', { name: 'Facility Name' })).toHaveValue(facility.Name);
      await expect(canvas.getByRole('textbox', { name: 'Units' })).toHaveValue('ICU, 4 West Med-Surg, Emergency');
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(await canvas.findByRole('list', { name: 'Units' })).toBeVisible();
      await expect(canvas.queryByRole('textbox', { name: 'Facility Name' })).toBeNull();
    });
    await step('a new name and an inactive flag are saved, after a duplicate check leaving this one out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      const name = canvas.getByRole('textbox', { name: 'Facility Name' });
      await userEvent.clear(name);
      await userEvent.paste('Bayou City Medical Center – South');
      await userEvent.click(canvas.getByRole('checkbox', { name: /^Active/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save facility' }));
      await expect(await within(notifications(canvasElement)).findByText('Facility saved.', {}, SLOW)).toBeVisible();
      await expect(edited.duplicateQueries).toEqual([
        { name: 'Bayou City Medical Center – South', city: 'Houston', excludeId: '31' },
      ]);
      // The facility as loaded, without what only the server sets.
      const payload = Object.fromEntries(
        Object.entries(facility).filter(([key]) => !['Id', 'CreatedAt', 'UpdatedAt', 'UpdatedBy'].includes(key)),
      );
      await expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([
        { ...payload, Name: 'Bayou City Medical Center – South', Active: false },
      ]);
    });
    await step('back to the view, showing what was saved', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Bayou City Medical Center – South' }, SLOW),
      ).toBeVisible();
      await expect(canvas.getByText('Inactive')).toBeVisible();
      await expect(canvas.getByText(/^Updated/)).toHaveTextContent('Updated Nov 20, 2026 by Jane Doe');
    });
  },
};

const missing = institutionServer({ notFound: true });
export const NotFound: Story = {
  name: 'Not found',
  ...portalStory({ path: '/institution-list/999', session: 'staff', handlers: missing.handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Facility not found' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the Institution List' })).toHaveAttribute(
      'href',
      '/institution-list',
    );
  },
};

/** The day Maria Rivera was placed (Dec 4, 2026 at 17:00 UTC), in the browser's time zone. */
const PLACED_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
  new Date(facilityPlacement.History.at(-1)!.At),
);

/** The facility's "Job orders" and "Placements" sections. */
const section = async (canvasElement: HTMLElement, name: 'Job orders' | 'Placements') =>
  within(await within(canvasElement).findByRole('region', { name }, SLOW));

/** The rows of a section's table, each as the text its cells show (lines apart; not the phone's labels). */
async function rowsOf(part: ReturnType<typeof within>, caption: string) {
  const table = await part.findByRole('grid', { name: caption }, SLOW);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), SLOW);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => (cell.lastElementChild as HTMLElement).innerText),
    );
}

const withJobs = institutionServer();
export const JobOrdersAndPlacements: Story = {
  name: 'Desktop, a manager: the job orders (every status) and the placements',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['manager']), ...withJobs.handlers] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await step(
      'the job orders at this facility, Open first, each a link, with status, start and openings',
      async () => {
        const jobs = await section(canvasElement, 'Job orders');
        await expect(await rowsOf(jobs, 'Job orders at this facility')).toEqual([
          ['ICU RN, nights\nICU · RN, ICU · Nights · 12 h', 'Open', '01/11/2027', '1 of 2 filled'],
          ['Med-Surg RN, days\n4 West Med-Surg · RN, Med-Surg · Days · 12 h', 'On hold', '01/11/2027', '0 of 3 filled'],
          ['ER RN, evenings\nEmergency · RN, ER · Evenings · 12 h', 'Filled', '09/07/2026', '1 of 1 filled'],
          ['Float RN, days\nRN · Days · 12 h', 'Closed', '06/01/2026', '0 of 2 filled'],
        ]);
        await expect(withJobs.jobOrderQueries).toEqual([
          { institution: '31', sort: 'status', order: 'asc', page: '1', pageSize: '25' },
        ]);
        await expect(jobs.getByRole('link', { name: 'Med-Surg RN, days' })).toHaveAttribute('href', '/job-orders/502');
        await expect(jobs.getByText('4 job orders')).toBeVisible();
      },
    );
    await step('the placements: applicant (the record), job order, the day placed', async () => {
      const placements = await section(canvasElement, 'Placements');
      await expect(await rowsOf(placements, 'Placements at this facility')).toEqual([
        ['Maria Rivera', 'ICU RN, nights', PLACED_DAY],
      ]);
      await expect(placements.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1234',
      );
      await expect(placements.getByRole('link', { name: 'ICU RN, nights' })).toHaveAttribute('href', '/job-orders/501');
    });
    await step('New job order opens the form with this facility chosen', async () => {
      const jobs = await section(canvasElement, 'Job orders');
      const add = jobs.getByRole('link', { name: 'New job order' });
      await expect(add).toHaveAttribute('href', '/job-orders/new?institution=31');
      await userEvent.click(add);
      await waitFor(() => expect(portalOf(context).location.search).toBe('?institution=31'), SLOW);
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'New job order' }, SLOW)).toBeVisible();
      await expect(await canvas.findByRole('combobox', { name: 'Facility' }, SLOW)).toHaveValue('31');
    });
  },
};

const recruiterJobs = institutionServer();
export const JobOrdersForARecruiter: Story = {
  name: 'Recruiter: the job orders and placements, no New job order',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [signedInAs(['recruiter']), ...recruiterJobs.handlers],
  }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const jobs = await section(canvasElement, 'Job orders');
    await expect(await jobs.findByRole('link', { name: 'ICU RN, nights' }, SLOW)).toBeVisible();
    await expect(jobs.queryByRole('link', { name: 'New job order' })).toBeNull();
    const placements = await section(canvasElement, 'Placements');
    await expect(await placements.findByRole('link', { name: 'Maria Rivera' }, SLOW)).toBeVisible();
  },
};

const empty = institutionServer({ jobOrders: [], placements: [] });
export const NoJobOrdersOrPlacements: Story = {
  name: 'A facility with no job orders and no placements yet',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['manager']), ...empty.handlers] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const jobs = await section(canvasElement, 'Job orders');
    await expect(await jobs.findByText('No job orders at this facility yet.', {}, SLOW)).toBeVisible();
    await expect(jobs.getByRole('link', { name: 'New job order' })).toBeVisible();
    const placements = await section(canvasElement, 'Placements');
    await expect(await placements.findByText('No one has been placed at this facility yet.', {}, SLOW)).toBeVisible();
  },
};

const phoneJobs = institutionServer();
export const JobOrdersPhone: Story = {
  name: 'Phone (390 px): the job orders and placements fit',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['manager']), ...phoneJobs.handlers] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const jobs = await section(canvasElement, 'Job orders');
    await expect(await jobs.findByRole('link', { name: 'Float RN, days' }, SLOW)).toBeVisible();
    const placements = await section(canvasElement, 'Placements');
    await expect(await placements.findByText(PLACED_DAY, {}, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const smallJobs = institutionServer();
export const JobOrdersPhoneSmall: Story = {
  name: 'Phone (320 px): the job orders and placements fit',
  ...portalStory({ path: PATH, session: 'staff', handlers: [signedInAs(['manager']), ...smallJobs.handlers] }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const jobs = await section(canvasElement, 'Job orders');
    await expect(await jobs.findByRole('link', { name: 'ER RN, evenings' }, SLOW)).toBeVisible();
    await expect(jobs.getByRole('link', { name: 'New job order' })).toBeVisible();
    const placements = await section(canvasElement, 'Placements');
    await expect(await placements.findByRole('link', { name: 'ICU RN, nights' }, SLOW)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
