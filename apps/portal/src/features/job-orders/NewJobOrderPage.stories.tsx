import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@agency/forms/schemas';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { NewJobOrderPage } from './NewJobOrderPage';
import { CREATED_ID, jobOrderServer, signedInAs } from './storyServer';

const meta = {
  title: 'Screens/Job Orders/New job order',
  component: NewJobOrderPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewJobOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const CREATE = '/api/job-orders';
const m = messages.jobOrder;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'New job order' }, SLOW);

/** Pastes `text` into a field (quicker than typing each key in a shared test browser). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills a per-diem job order at Magnolia Gardens and presses Save job order. */
async function fillAndSave(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  const select = (name: string) => canvas.getByRole('combobox', { name });
  await enter(await canvas.findByRole('textbox', { name: 'Job Title' }, SLOW), 'Rehab LPN, evenings');
  await userEvent.selectOptions(select('Facility'), 'Magnolia Gardens Skilled Nursing (Austin, TX)');
  await userEvent.selectOptions(select('Unit'), 'Rehab');
  await userEvent.selectOptions(select('Discipline'), 'LPN/LVN');
  await userEvent.selectOptions(select('Employment Type'), 'Per diem');
  await userEvent.selectOptions(select('Shift'), 'Evenings');
  await userEvent.selectOptions(select('Shift Length'), '8 hours');
  await enter(canvas.getByRole('textbox', { name: 'Hours per Week' }), '24');
  await enter(canvas.getByRole('textbox', { name: 'Start Date' }), '02012027');
  await enter(canvas.getByRole('textbox', { name: 'Hourly Pay' }), '31.50');
  await enter(canvas.getByRole('textbox', { name: 'Bill Rate' }), '52');
  await userEvent.selectOptions(select('Owner'), 'Marcus Bell');
  await userEvent.click(canvas.getByRole('button', { name: 'Save job order' }));
}

/** What the form sends for `fillAndSave`. */
const entered = {
  Title: 'Rehab LPN, evenings',
  InstitutionId: 32,
  Unit: 'Rehab',
  Discipline: 'LPN/LVN',
  Specialty: null,
  Shift: 'evenings',
  ShiftHours: 8,
  HoursPerWeek: 24,
  GuaranteedHours: null,
  StartDate: '2027-02-01',
  DurationWeeks: null,
  Openings: 1,
  EmploymentType: 'per-diem',
  PayHourlyCents: 3150,
  HousingStipendWeeklyCents: 0,
  MealsStipendWeeklyCents: 0,
  OvertimeHourlyCents: null,
  BillRateCents: 5200,
  LicenseStates: [],
  CompactLicenseAccepted: false,
  Certifications: [],
  YearsExperience: 0,
  Emr: '',
  InterviewRequired: false,
  Description: '',
  Status: 'open',
  StatusReason: '',
  OwnerId: 43,
  Public: false,
};

const created = jobOrderServer();
export const Created: Story = {
  name: 'Manager, desktop: a job order typed in dollars, sent in cents, then opened',
  ...portalStory({
    path: '/job-orders/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...created.handlers],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('the weekly gross and the markup follow what is typed', async () => {
      await fillAndSave(canvasElement);
      await expect(canvas.getByText('$756.00')).toBeVisible();
      await expect(canvas.getByText('65.1 %')).toBeVisible();
    });
    await step('the job order is sent in cents, said so, and opened', async () => {
      await expect(await within(notifications(canvasElement)).findByText('Job order added.', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)).toEqual([entered]);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe(`/job-orders/${CREATED_ID}`), SLOW);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Rehab LPN, evenings' }, SLOW)).toBeVisible();
      const pay = within(canvas.getByRole('region', { name: 'Pay' }));
      await expect(pay.getByText('$31.50')).toBeVisible();
      await expect(pay.getByText('$52.00')).toBeVisible();
    });
  },
};

const required = jobOrderServer();
export const Required: Story = {
  name: 'Manager: the form says what is missing, and sends nothing',
  ...portalStory({
    path: '/job-orders/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...required.handlers],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save job order' }, SLOW));
    // The selects' placeholders say the same ("Choose a facility"): the messages are the text outside them.
    const outside = { ignore: 'option, script, style' };
    await expect(await canvas.findByText(m.titleRequired, outside)).toBeVisible();
    for (const message of [m.institutionRequired, m.disciplineRequired, m.startDateRequired, m.payRequired])
      await expect(canvas.getByText(message, outside)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Job Title' })).toHaveFocus();
    await expect(bodiesSent(context, 'POST', CREATE)).toEqual([]);
  },
};

const refused = jobOrderServer({ fieldErrors: { Unit: 'Choose one of the facility’s units' } });
export const ServerMessage: Story = {
  name: 'Manager: the server’s message lands on its field',
  ...portalStory({
    path: '/job-orders/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...refused.handlers],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fillAndSave(context.canvasElement);
    await expect(await canvas.findByText('Choose one of the facility’s units', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Unit' })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      await within(notifications(context.canvasElement)).findByText('The job order is not valid.', {}, SLOW),
    ).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/job-orders/new');
  },
};

const forbidden = jobOrderServer({
  refusal: { status: 403, code: 'forbidden', message: 'Only managers and above can add job orders.' },
});
export const Refused: Story = {
  name: 'Manager: a refusal (403) shows its message',
  ...portalStory({
    path: '/job-orders/new',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...forbidden.handlers],
  }),
  play: async (context) => {
    await fillAndSave(context.canvasElement);
    await expect(
      await within(notifications(context.canvasElement)).findByText(
        'Only managers and above can add job orders.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/job-orders/new');
  },
};

export const Phone: Story = {
  name: 'Manager, phone (390 px): nothing scrolls sideways',
  ...portalStory({ path: '/job-orders/new', session: 'staff', handlers: [signedInAs(['manager'])] }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await within(canvasElement).findByRole('textbox', { name: 'Job Title' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PhoneSmall: Story = {
  name: 'Manager, phone (320 px): nothing scrolls sideways',
  ...portalStory({ path: '/job-orders/new', session: 'staff', handlers: [signedInAs(['manager'])] }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await within(canvasElement).findByRole('textbox', { name: 'Bill Rate' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Recruiter: Story = {
  name: 'Recruiter: not allowed',
  ...portalStory({ path: '/job-orders/new', session: 'staff', handlers: [signedInAs(['recruiter'])] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are not allowed to open this page' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Only managers and above can add job orders.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the job orders' })).toHaveAttribute('href', '/job-orders');
    await expect(canvas.queryByRole('textbox', { name: 'Job Title' })).toBeNull();
  },
};

const fromFacility = jobOrderServer();
export const FromAFacility: Story = {
  name: 'Manager, from a facility (?institution=32): the facility chosen, its units offered, sent',
  ...portalStory({
    path: '/job-orders/new?institution=32',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...fromFacility.handlers],
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const facility = await canvas.findByRole('combobox', { name: 'Facility' }, SLOW);
    await expect(facility).toHaveValue('32');
    await expect(within(facility).getByRole('option', { selected: true })).toHaveTextContent(
      'Magnolia Gardens Skilled Nursing (Austin, TX)',
    );
    // Its units are offered at once; the rest of the form is filled as usual (the facility chosen again).
    await expect(
      within(canvas.getByRole('combobox', { name: 'Unit' })).getByRole('option', { name: 'Rehab' }),
    ).toBeInTheDocument();
    await fillAndSave(canvasElement);
    await expect(await within(notifications(canvasElement)).findByText('Job order added.', {}, SLOW)).toBeVisible();
    await expect(bodiesSent(context, 'POST', CREATE)).toEqual([entered]);
  },
};

export const FromAnUnknownFacility: Story = {
  name: 'Manager, ?institution= of no active facility: nothing chosen',
  ...portalStory({ path: '/job-orders/new?institution=999', session: 'staff', handlers: [signedInAs(['manager'])] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Facility' }, SLOW)).toHaveValue('');
  },
};
