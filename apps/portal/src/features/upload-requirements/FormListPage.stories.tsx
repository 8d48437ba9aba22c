import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { FormListPage } from './FormListPage';
import { formsCatalogueServer } from './FormListStoryServer';
import { staffSignedInAs } from '../../testing/screenStory';

const meta = {
  title: 'Screens/Lists/Forms',
  component: FormListPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };

const owner = () =>
  portalStory({
    path: '/form-list',
    session: 'staff',
    handlers: [staffSignedInAs(['admin']), ...formsCatalogueServer()],
  });
const recruiter = () =>
  portalStory({
    path: '/form-list',
    session: 'staff',
    handlers: [staffSignedInAs(['recruiter']), ...formsCatalogueServer({ canEdit: false })],
  });

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Forms' }, SLOW);
  await canvas.findByRole('grid', { name: 'Forms by discipline' }, SLOW);
  return canvas;
};
const table = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('grid', { name }));
/** The row (a card on phones) of the table `name` that holds `text`. */
const rowOf = (canvasElement: HTMLElement, name: string, text: string) =>
  within(table(canvasElement, name).getAllByText(text)[0]!.closest('tr')!);
const dialog = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, SLOW));
const toast = async (canvasElement: HTMLElement, text: string) =>
  expect(await within(notifications(canvasElement)).findByText(text, {}, SLOW)).toBeVisible();
const keysShown = (canvasElement: HTMLElement) =>
  Array.from(
    table(canvasElement, 'Upload requirements')
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td > div span')?.textContent ?? ''),
  );

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: '/form-list', session: 'staff', handlers: [handlers.getFormsCatalogue.loading] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Forms' }, SLOW);
    await expect(await canvas.findByText('Loading the forms catalogue', {}, SLOW)).toBeVisible();
  },
};

export const OwnerDesktop: Story = {
  name: 'Owner (desktop): who completes a form',
  ...owner(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await loaded(canvasElement);
    await step('every form with who completes it and when it opens', async () => {
      const nurse = rowOf(canvasElement, 'Forms by discipline', 'Nurse Form');
      await expect(nurse.getByText('RN, LPN/LVN and CNA')).toBeVisible();
      const i9 = rowOf(canvasElement, 'Forms by discipline', 'I9 Form Info');
      await expect(i9.getByText('All disciplines')).toBeVisible();
      await expect(i9.getByText('After an accepted offer')).toBeVisible();
      await expect(
        rowOf(canvasElement, 'Forms by discipline', 'Personal Info').getByText(
          'Every applicant (the applicant record)',
        ),
      ).toBeVisible();
      await expect(canvas.queryByText('You can read the catalogue; the agency owner and admins change it.')).toBeNull();
    });
    await step('the Nurse Form made not required for RNs: the body sent, the row says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change who completes Nurse Form' }));
      const edit = await dialog(canvasElement, 'Who completes Nurse Form');
      await expect(edit.getByRole('checkbox', { name: 'All disciplines' })).not.toBeChecked();
      await expect(edit.getByRole('checkbox', { name: 'PT' })).not.toBeChecked();
      await userEvent.click(edit.getByRole('checkbox', { name: 'RN' }));
      await userEvent.click(edit.getByRole('button', { name: 'Save' }));
      await toast(canvasElement, 'Nurse Form: saved.');
      await expect(bodiesSent(context, 'PUT', '/api/forms-catalogue/forms/nurse-form')).toEqual([
        { AllDisciplines: false, Disciplines: ['LPN/LVN', 'CNA'] },
      ]);
      const nurse = rowOf(canvasElement, 'Forms by discipline', 'Nurse Form');
      await expect(nurse.getByText('LPN/LVN and CNA')).toBeVisible();
      await expect(nurse.getByText('Changed')).toBeVisible();
      await expect(nurse.getByText('11/20/2026 by Olivia Owner')).toBeVisible();
    });
    await step('W9 Form Info required of nobody', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change who completes W9 Form Info' }));
      const edit = await dialog(canvasElement, 'Who completes W9 Form Info');
      await userEvent.click(edit.getByRole('checkbox', { name: 'All disciplines' }));
      await userEvent.click(edit.getByRole('button', { name: 'Save' }));
      await toast(canvasElement, 'W9 Form Info: saved.');
      await expect(bodiesSent(context, 'PUT', '/api/forms-catalogue/forms/w9-form-info')).toEqual([
        { AllDisciplines: false, Disciplines: [] },
      ]);
      await expect(rowOf(canvasElement, 'Forms by discipline', 'W9 Form Info').getByText('Not required')).toBeVisible();
    });
    await step('the agreement and terms: their published versions, and where to write them', async () => {
      const documents = table(canvasElement, 'Agreement and terms');
      await expect(documents.getAllByText('Version 1, published 01/10/2026 by Olivia Owner')).toHaveLength(2);
      await expect(documents.getByText('Agreement Form')).toBeVisible();
      const link = canvas.getByRole('link', { name: 'Write and publish the agreement and terms' });
      await expect(link).toHaveAttribute('href', '/agency-documents');
      await userEvent.click(link);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/agency-documents'), SLOW);
    });
  },
};

export const AddRequirement: Story = {
  name: 'Owner (desktop): add an upload requirement for LPNs',
  ...owner(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await loaded(canvasElement);
    await step('each requirement: disciplines, expiry, files, health, status', async () => {
      const bls = rowOf(canvasElement, 'Upload requirements', 'BLS card');
      for (const text of ['All disciplines', 'Yes, with its date', 'At most 2', 'Active'])
        await expect(bls.getByText(text)).toBeVisible();
      const acls = rowOf(canvasElement, 'Upload requirements', 'ACLS card');
      await expect(acls.getByText('RN')).toBeVisible();
      await expect(rowOf(canvasElement, 'Upload requirements', 'Fingerprint card').getByText('Inactive')).toBeVisible();
      await expect(rowOf(canvasElement, 'Upload requirements', 'TB test').getAllByText('Yes')[0]).toBeVisible();
    });
    await step('nothing is sent while the name is missing or the files are not a number from 1 to 20', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add requirement' }));
      const add = await dialog(canvasElement, 'Add an upload requirement');
      await userEvent.type(add.getByRole('textbox', { name: /^Files at most/ }), '0');
      await userEvent.click(add.getByRole('button', { name: 'Add requirement' }));
      await expect(await add.findByText('Name is required')).toBeVisible();
      await expect(add.getByText('Enter a whole number from 1 to 20, or leave it empty for no limit')).toBeVisible();
      await userEvent.click(add.getByRole('checkbox', { name: 'All disciplines' }));
      await expect(add.getByText('Choose at least one discipline, or All disciplines')).toBeVisible();
      await expect(bodiesSent(context, 'POST', '/api/forms-catalogue/upload-requirements')).toEqual([]);
    });
    await step('a name already used: the server’s message on the field', async () => {
      const add = await dialog(canvasElement, 'Add an upload requirement');
      await userEvent.type(add.getByRole('textbox', { name: /^Name/ }), 'bls card');
      await userEvent.click(add.getByRole('checkbox', { name: 'LPN/LVN' }));
      const files = add.getByRole('textbox', { name: /^Files at most/ });
      await userEvent.clear(files);
      await userEvent.type(files, '1');
      await userEvent.click(add.getByRole('button', { name: 'Add requirement' }));
      await expect(await add.findByText('Another requirement already has this name.', {}, SLOW)).toBeVisible();
    });
    await step('the requirement is added at the end: the body sent, the new row', async () => {
      const add = await dialog(canvasElement, 'Add an upload requirement');
      const name = add.getByRole('textbox', { name: /^Name/ });
      await userEvent.clear(name);
      await userEvent.type(name, 'IV certification');
      await userEvent.type(add.getByRole('textbox', { name: /^Description/ }), 'Your IV therapy card.');
      await userEvent.click(add.getByRole('checkbox', { name: /^Expires/ }));
      await userEvent.click(add.getByRole('button', { name: 'Add requirement' }));
      await toast(canvasElement, 'IV certification: added.');
      await expect(bodiesSent(context, 'POST', '/api/forms-catalogue/upload-requirements')).toEqual([
        {
          Label: 'bls card',
          Description: '',
          AllDisciplines: false,
          Disciplines: ['LPN/LVN'],
          HasExpiry: false,
          Health: false,
          MaxFiles: 1,
          Active: true,
        },
        {
          Label: 'IV certification',
          Description: 'Your IV therapy card.',
          AllDisciplines: false,
          Disciplines: ['LPN/LVN'],
          HasExpiry: true,
          Health: false,
          MaxFiles: 1,
          Active: true,
        },
      ]);
      const row = rowOf(canvasElement, 'Upload requirements', 'IV certification');
      for (const text of ['Your IV therapy card.', 'LPN/LVN', 'At most 1', 'Active'])
        await expect(row.getByText(text)).toBeVisible();
      await expect(keysShown(canvasElement).at(-1)).toBe('IV certification');
    });
  },
};

export const ReorderAndDeactivate: Story = {
  name: 'Owner (desktop): reorder, edit, deactivate and reactivate',
  ...owner(),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = await loaded(canvasElement);
    await step('Resume moves up one place; the focus stays on its button', async () => {
      await expect(canvas.getByRole('button', { name: 'Move Professional license up' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Move Resume up' }));
      await toast(canvasElement, 'Resume: moved to position 6 of 9.');
      await expect(bodiesSent(context, 'PUT', '/api/forms-catalogue/upload-requirement-order')).toEqual([
        {
          Keys: [
            'licence',
            'bls-card',
            'tb-test',
            'physical',
            'immunization-records',
            'resume',
            'drivers-licence-or-id',
            'acls-card',
            'fingerprint-card',
          ],
        },
      ]);
      await expect(keysShown(canvasElement).slice(4, 7)).toEqual([
        'Immunization records',
        'Resume',
        "Driver's license or ID",
      ]);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Resume up' })).toHaveFocus());
    });
    await step('the ACLS card takes at most 3 files: the whole requirement is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit ACLS card' }));
      const edit = await dialog(canvasElement, 'Edit ACLS card');
      const files = edit.getByRole('textbox', { name: /^Files at most/ });
      await expect(files).toHaveValue('2');
      await userEvent.clear(files);
      await userEvent.type(files, '3');
      await userEvent.click(edit.getByRole('button', { name: 'Save' }));
      await toast(canvasElement, 'ACLS card: saved.');
      await expect(bodiesSent(context, 'PUT', '/api/forms-catalogue/upload-requirements/acls-card')).toEqual([
        {
          Label: 'ACLS card',
          Description: 'Both sides of your Advanced Cardiovascular Life Support card.',
          AllDisciplines: false,
          Disciplines: ['RN'],
          HasExpiry: true,
          Health: false,
          MaxFiles: 3,
          Active: true,
        },
      ]);
      await expect(rowOf(canvasElement, 'Upload requirements', 'ACLS card').getByText('At most 3')).toBeVisible();
    });
    await step('the BLS card is deactivated after a confirmation that says its files stay', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Deactivate BLS card' }));
      const confirm = await dialog(canvasElement, 'Deactivate BLS card?');
      await expect(confirm.getByText(/The files already uploaded stay with their review/)).toBeVisible();
      await userEvent.click(confirm.getByRole('button', { name: 'Deactivate' }));
      await toast(canvasElement, 'BLS card: deactivated.');
      await expect(rowOf(canvasElement, 'Upload requirements', 'BLS card').getByText('Inactive')).toBeVisible();
      await expect(bodiesSent(context, 'PUT', '/api/forms-catalogue/upload-requirements/bls-card')).toEqual([
        {
          Label: 'BLS card',
          Description: 'Both sides of your Basic Life Support card.',
          AllDisciplines: true,
          Disciplines: [],
          HasExpiry: true,
          Health: false,
          MaxFiles: 2,
          Active: false,
        },
      ]);
    });
    await step('the fingerprint card is made active again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reactivate Fingerprint card' }));
      await toast(canvasElement, 'Fingerprint card: active again.');
      await expect(rowOf(canvasElement, 'Upload requirements', 'Fingerprint card').getByText('Active')).toBeVisible();
      await expect(
        (
          bodiesSent(context, 'PUT', '/api/forms-catalogue/upload-requirements/fingerprint-card')[0] as {
            Active: boolean;
          }
        ).Active,
      ).toBe(true);
    });
  },
};

/** A recruiter reads everything and finds no control that changes anything. */
const readOnly = async ({ canvasElement, step }: Pick<StoryContext, 'canvasElement' | 'step'>) => {
  const canvas = await loaded(canvasElement);
  await step('reads the catalogue', async () => {
    await expect(canvas.getByText('You can read the catalogue; the agency owner and admins change it.')).toBeVisible();
    await expect(
      rowOf(canvasElement, 'Forms by discipline', 'Physical Info').getByText('RN, LPN/LVN and CNA'),
    ).toBeVisible();
    await expect(rowOf(canvasElement, 'Upload requirements', 'ACLS card').getByText('At most 2')).toBeVisible();
    await expect(
      table(canvasElement, 'Agreement and terms').getAllByText('Version 1, published 01/10/2026 by Olivia Owner'),
    ).toHaveLength(2);
  });
  await step('no edit control, no link to the editor of the texts', async () => {
    await expect(canvas.queryByRole('button', { name: /^Change who completes/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add requirement' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Move|Deactivate|Reactivate) / })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Write and publish the agreement and terms' })).toBeNull();
    await expect(canvas.queryByText('Actions')).toBeNull();
  });
};

export const RecruiterDesktop: Story = {
  name: 'Recruiter (desktop): read only',
  ...recruiter(),
  globals: atViewport('desktop'),
  play: async ({ canvasElement, step }) => readOnly({ canvasElement, step }),
};

export const RecruiterPhone: Story = {
  name: 'Recruiter (phone, 390 px): read only, nothing scrolls sideways',
  ...recruiter(),
  globals: atViewport('phone'),
  play: async ({ canvasElement, step }) => {
    await readOnly({ canvasElement, step });
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const RecruiterPhoneSmall: Story = {
  name: 'Recruiter (phone, 320 px): read only, nothing scrolls sideways',
  ...recruiter(),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement, step }) => {
    await readOnly({ canvasElement, step });
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The owner on a phone: cards with their controls, the editor fits the screen. */
const ownerPhone = async (context: StoryContext) => {
  const { canvasElement, step } = context;
  const canvas = await loaded(canvasElement);
  await step('cards with their labels and controls', async () => {
    const nurse = rowOf(canvasElement, 'Forms by discipline', 'Nurse Form');
    await expect(nurse.getByText('Required for')).toBeVisible();
    await expect(nurse.getByRole('button', { name: 'Change who completes Nurse Form' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Resume up' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  });
  await step('the editor of a requirement fits the screen; PT is added to the ACLS card', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit ACLS card' }));
    const edit = await dialog(canvasElement, 'Edit ACLS card');
    await expect(edit.getByRole('checkbox', { name: 'RN' })).toBeChecked();
    await userEvent.click(edit.getByRole('checkbox', { name: 'PT' }));
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await toast(canvasElement, 'ACLS card: saved.');
    await expect(
      (bodiesSent(context, 'PUT', '/api/forms-catalogue/upload-requirements/acls-card')[0] as { Disciplines: string[] })
        .Disciplines,
    ).toEqual(['RN', 'PT']);
    await expect(rowOf(canvasElement, 'Upload requirements', 'ACLS card').getByText('RN and PT')).toBeVisible();
  });
};

export const OwnerPhone: Story = {
  name: 'Owner (phone, 390 px): cards, the editor fits',
  ...owner(),
  globals: atViewport('phone'),
  play: async (context) => ownerPhone(context),
};

export const OwnerPhoneSmall: Story = {
  name: 'Owner (phone, 320 px): cards, the editor fits',
  ...owner(),
  globals: atViewport('phoneSmall'),
  play: async (context) => ownerPhone(context),
};

export const LoadFailed: Story = {
  name: 'The catalogue could not be loaded',
  ...portalStory({ path: '/form-list', session: 'staff', handlers: [handlers.getFormsCatalogue.serverError] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Forms' }, SLOW);
    await expect(await canvas.findByRole('button', { name: /Try again/ }, SLOW)).toBeVisible();
  },
};
