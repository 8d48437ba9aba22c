import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent } from '../../testing/portalStory';
import { draftKey } from './draftStore';
import { formScreenStory } from './testing/screenStory';

// Issue 28, item 8: the forms start from what the agency already holds (the server's `knownValues`: the
// applicant record, Personal Info, the forms submitted before), and the applicant changes any of it. The
// CHRC form's own stories show it prefilled too ("Prefilled from what the agency holds").
const meta = {
  title: 'Screens/Onboarding/Prefilled forms',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
/** A date field's value, as typed (ISO) or as shown to people (MM/DD/YYYY). */
const DATE_OF_BIRTH = /^(1990-04-12|04\/12\/1990)$/;

/** What the server fills in the W-9 from the record: line 1 the legal name, lines 5 and 6 the address. */
const KNOWN_W9 = {
  Name: 'Maria Luisa Rivera',
  Address: '2400 Travis Street, Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
};

const w9 = (viewport: 'phone' | 'desktop'): Story => ({
  ...formScreenStory('w9-form-info', { known: { 'w9-form-info': KNOWN_W9 } }).story,
  name: `W-9 prefilled: name and address, changed by the applicant (${viewport})`,
  globals: atViewport(viewport),
  play: async (context) => {
    const { canvasElement } = context;
    const form = within(await within(canvasElement).findByRole('form', { name: 'W9 Form Info' }, SLOW));
    const name = form.getByRole('textbox', { name: /^1 Name of entity\/individual/ });
    await expect(name).toHaveValue('Maria Luisa Rivera');
    await expect(form.getByRole('textbox', { name: /^5 Address/ })).toHaveValue('2400 Travis Street, Apt 12');
    await expect(form.getByRole('textbox', { name: /^6 City/ })).toHaveValue('Houston');
    await expect(form.getByRole('combobox', { name: /^6 State/ })).toHaveValue('TX');
    await expect(form.getByRole('textbox', { name: /^6 ZIP code/ })).toHaveValue('77006');
    // What the agency does not hold stays for the applicant to give.
    await expect(form.getByRole('textbox', { name: /Social security number/ })).toHaveValue('');
    // The name on the tax return may differ: the applicant changes it, and the draft keeps the change.
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria L. Rivera');
    await waitFor(() => expect(localStorage.getItem(draftKey(1, 'w9-form-info'))).toBeNull(), SLOW);
    const drafts = bodiesSent(context, 'PUT', '/api/onboarding/forms/w9-form-info/draft') as {
      Data: Record<string, unknown>;
    }[];
    await expect(drafts.at(-1)?.Data).toMatchObject({ Name: 'Maria L. Rivera', City: 'Houston', Zip: '77006' });
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const W9Phone = w9('phone');
export const W9Desktop = w9('desktop');

/** What the server fills in the I-9 Section 1 (the I-9 open: the offer accepted). */
const KNOWN_I9 = {
  LastName: 'Rivera',
  FirstName: 'Maria',
  MiddleInitial: 'L',
  OtherLastNames: 'Gomez',
  Address: '2400 Travis Street',
  AptNumber: 'Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Email: 'maria.rivera@mail.test',
  Phone: '',
};

export const I9Desktop: Story = {
  ...formScreenStory('uscis-info', { forms: { 'uscis-info': {} }, known: { 'uscis-info': KNOWN_I9 } }).story,
  name: 'I-9 Section 1 prefilled: name, other last names, address, date of birth (desktop)',
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'I9 Form Info' }, SLOW));
    await expect(form.getByRole('textbox', { name: /^Last Name \(Family Name\)/ })).toHaveValue('Rivera');
    await expect(form.getByRole('textbox', { name: /^First Name \(Given Name\)/ })).toHaveValue('Maria');
    await expect(form.getByRole('textbox', { name: /^Middle Initial/ })).toHaveValue('L');
    await expect(form.getByRole('textbox', { name: /^Other Last Names Used/ })).toHaveValue('Gomez');
    await expect(form.getByRole('textbox', { name: /^Address \(Street Number and Name\)/ })).toHaveValue(
      '2400 Travis Street',
    );
    await expect(form.getByRole('textbox', { name: /^Apt\. Number/ })).toHaveValue('Apt 12');
    await expect((form.getByRole('textbox', { name: /^Date of Birth/ }) as HTMLInputElement).value).toMatch(
      DATE_OF_BIRTH,
    );
    await expect(form.getByRole('textbox', { name: /^Employee's Email Address/ })).toHaveValue(
      'maria.rivera@mail.test',
    );
  },
};
