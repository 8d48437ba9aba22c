import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../testing/portalStory';
import { InstitutionPage } from './InstitutionPage';
import { institutionServer, signedInAs } from './storyServer';

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
  await expect(canvas.getByRole('link', { name: '+1 713 555 0100' })).toHaveAttribute('href', 'tel:+17135550100');
  const units = within(canvas.getByRole('list', { name: 'Units' }));
  await expect(units.getAllByRole('listitem').map((item) => item.textContent)).toEqual(facility.Units);
  const contacts = within(canvas.getByRole('list', { name: 'Contacts' }));
  await expect(contacts.getByText('Dana Whitfield')).toBeVisible();
  await expect(contacts.getByText('Nurse Manager, ICU')).toBeVisible();
  await expect(contacts.getByRole('link', { name: '+1 713 555 0131' })).toHaveAttribute('href', 'tel:+17135550131');
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
