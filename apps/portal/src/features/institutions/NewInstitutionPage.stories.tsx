import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@agency/forms/schemas';
import { fixtures } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { NewInstitutionPage } from './NewInstitutionPage';
import { CREATED_ID, institutionServer, signedInAs } from './storyServer';

const meta = {
  title: 'Screens/Lists/Add facility',
  component: NewInstitutionPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewInstitutionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const CREATE = '/api/institutions';
const m = messages.institution;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Add facility' }, SLOW);

/** Pastes `text` into a field (quicker than typing each key in a shared test browser). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the required fields, a phone and the units, and presses Save facility. */
async function fillAndSave(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await enter(await canvas.findByRole('textbox', { name: 'Facility Name' }, SLOW), 'Bayou City Medical Center');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Hospital');
  await enter(canvas.getByRole('textbox', { name: 'Main Phone' }), '+1 713 555 0199');
  await enter(canvas.getByRole('textbox', { name: 'Units' }), 'PICU, NICU');
  await enter(canvas.getByRole('textbox', { name: 'City' }), 'Houston');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'TX');
  await userEvent.click(canvas.getByRole('button', { name: 'Save facility' }));
}

/** What the form sends for `fillAndSave`. */
const entered = {
  Name: 'Bayou City Medical Center',
  Type: 'hospital',
  Address1: '',
  Address2: '',
  City: 'Houston',
  State: 'TX',
  Zip: '',
  Phone: '+1 713 555 0199',
  Units: ['PICU', 'NICU'],
  Contacts: [],
  VmsName: '',
  VmsExternalId: '',
  Notes: '',
  Active: true,
};

const required = institutionServer();
export const Required: Story = {
  name: 'Manager: the form says what is missing',
  ...portalStory({
    path: '/institution-list/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...required.handlers],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save facility' }, SLOW));
    await step('shows the form’s messages and sends nothing', async () => {
      await expect(await canvas.findByText(m.nameRequired)).toBeVisible();
      await expect(canvas.getByText(m.typeRequired)).toBeVisible();
      await expect(canvas.getByText(m.cityRequired)).toBeVisible();
      await expect(canvas.getByText(m.stateRequired)).toBeVisible();
      await expect(required.duplicateQueries).toEqual([]);
      await expect(bodiesSent(context, 'POST', CREATE)).toEqual([]);
    });
  },
};

const duplicate = institutionServer({ duplicates: [fixtures.institutions.Items[0]!] });
export const Duplicates: Story = {
  name: 'Manager: a possible duplicate, then Save anyway',
  ...portalStory({
    path: '/institution-list/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...duplicate.handlers],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fillAndSave(canvasElement);
    await step('asks for facilities of the same name in the same city, and warns with a link', async () => {
      const title = await canvas.findByText('Possible duplicates', {}, SLOW);
      await expect(duplicate.duplicateQueries).toEqual([{ name: 'Bayou City Medical Center', city: 'Houston' }]);
      const region = title.closest<HTMLElement>('[tabindex="-1"]')!;
      await waitFor(() => expect(region).toHaveFocus());
      const warning = within(region);
      await expect(warning.getByRole('link', { name: 'Bayou City Medical Center' })).toHaveAttribute(
        'href',
        '/institution-list/31',
      );
      await expect(warning.getByText(/Hospital, Houston, TX/)).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)).toEqual([]);
    });
    await step('Cancel goes back to the form, keeping what was typed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(canvas.queryByText('Possible duplicates')).toBeNull());
      await expect(canvas.getByRole('textbox', { name: 'Facility Name' })).toHaveValue('Bayou City Medical Center');
      await userEvent.click(canvas.getByRole('button', { name: 'Save facility' }));
      await canvas.findByText('Possible duplicates', {}, SLOW);
    });
    await step('Save anyway sends the facility, says so and opens it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save anyway' }));
      await expect(await within(notifications(canvasElement)).findByText('Facility added.', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)).toEqual([entered]);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe(`/institution-list/${CREATED_ID}`), SLOW);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Bayou City Medical Center' }, SLOW),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: '(713) 555-0199' })).toBeVisible();
    });
  },
};

const refused = institutionServer({ fieldErrors: { Name: 'Facility Name must be at most 200 characters' } });
export const ServerMessage: Story = {
  name: 'Manager: the server’s message lands on its field',
  ...portalStory({
    path: '/institution-list/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...refused.handlers],
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await fillAndSave(canvasElement);
    await expect(await canvas.findByText('Facility Name must be at most 200 characters', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Facility Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(portalOf(context).location.pathname).toBe('/institution-list/new');
  },
};

export const Phone: Story = {
  name: 'Manager, phone (320 px): nothing scrolls sideways',
  ...portalStory({ path: '/institution-list/new', session: 'staff', handlers: [signedInAs(['manager'])] }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await within(canvasElement).findByRole('textbox', { name: 'Facility Name' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Recruiter: Story = {
  name: 'Recruiter: not allowed',
  ...portalStory({ path: '/institution-list/new', session: 'staff', handlers: [signedInAs(['recruiter'])] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Only managers and above can add facilities.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the Institution List' })).toHaveAttribute(
      'href',
      '/institution-list',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Facility Name' })).toBeNull();
  },
};
