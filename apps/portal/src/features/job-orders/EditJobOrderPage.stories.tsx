import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../testing/portalStory';
import { EditJobOrderPage } from './EditJobOrderPage';
import { jobOrderServer, signedInAs, storyJobOrder } from './storyServer';

const meta = {
  title: 'Screens/Job Orders/Edit job order',
  component: EditJobOrderPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditJobOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const UPDATE = '/api/job-orders/501';

const pageHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, SLOW);

/** The job order as the form sends it back unchanged (the payload's fields only). */
const unchanged = {
  Title: 'ICU RN, nights',
  InstitutionId: 31,
  Unit: 'ICU',
  Discipline: 'RN',
  Specialty: 'ICU',
  Shift: 'nights',
  ShiftHours: 12,
  HoursPerWeek: 36,
  GuaranteedHours: 36,
  StartDate: '2027-01-11',
  DurationWeeks: 13,
  Openings: 2,
  EmploymentType: 'travel',
  PayHourlyCents: 4200,
  HousingStipendWeeklyCents: 84000,
  MealsStipendWeeklyCents: 38500,
  OvertimeHourlyCents: 6300,
  BillRateCents: 9800,
  LicenseStates: ['TX'],
  CompactLicenseAccepted: true,
  Certifications: ['BLS', 'ACLS'],
  YearsExperience: 2,
  Emr: 'Epic',
  InterviewRequired: true,
  Description: storyJobOrder.Description,
  Status: 'open',
  StatusReason: '',
  OwnerId: 42,
  Public: storyJobOrder.Public,
};

const manager = jobOrderServer();
export const Manager: Story = {
  name: 'Manager, desktop: Edit job order from its page, the bill rate in the form, saved and back',
  ...portalStory({
    path: '/job-orders/501',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...manager.handlers],
  }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('the job order’s page offers Edit job order', async () => {
      await pageHeading(canvasElement, 'ICU RN, nights');
      await userEvent.click(canvas.getByRole('link', { name: 'Edit job order' }));
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/job-orders/501/edit'), SLOW);
      await pageHeading(canvasElement, 'Edit job order');
    });
    await step('the form holds the job order, money in dollars, the bill rate and its markup', async () => {
      await expect(await canvas.findByRole('textbox', { name: 'Job Title' }, SLOW)).toHaveValue('ICU RN, nights');
      await expect(canvas.getByRole('combobox', { name: 'Facility' })).toHaveValue('31');
      await expect(canvas.getByRole('combobox', { name: 'Owner' })).toHaveValue('42');
      await expect(canvas.getByRole('textbox', { name: 'Hourly Pay' })).toHaveValue('42.00');
      await expect(canvas.getByRole('textbox', { name: 'Bill Rate' })).toHaveValue('98.00');
      await expect(canvas.getByText('133.3 %')).toBeVisible();
      await expect(canvas.getByText('$2,737.00')).toBeVisible();
      await expect(canvas.getByText('04/11/2027')).toBeVisible();
    });
    await step('a raise and a third opening: saved in cents, said so, back on the job order', async () => {
      const pay = canvas.getByRole('textbox', { name: 'Hourly Pay' });
      await userEvent.clear(pay);
      await userEvent.type(pay, '45');
      await expect(canvas.getByText('$2,845.00')).toBeVisible();
      await expect(canvas.getByText('117.8 %')).toBeVisible();
      const openings = canvas.getByRole('textbox', { name: 'Openings' });
      await userEvent.clear(openings);
      await userEvent.type(openings, '3');
      await userEvent.click(canvas.getByRole('button', { name: 'Save job order' }));
      await expect(await within(notifications(canvasElement)).findByText('Job order saved.', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'PUT', UPDATE)).toEqual([{ ...unchanged, PayHourlyCents: 4500, Openings: 3 }]);
      await waitFor(() => expect(portalOf(context).location.pathname).toBe('/job-orders/501'), SLOW);
      const position = within(await canvas.findByRole('region', { name: 'Position' }, SLOW));
      await expect(await position.findByText('1 of 3 filled', {}, SLOW)).toBeVisible();
      await expect(within(canvas.getByRole('region', { name: 'Pay' })).getByText('$45.00')).toBeVisible();
    });
  },
};

const conflict = jobOrderServer({
  refusal: { status: 409, code: 'conflict', message: 'The facility is no longer active.' },
});
export const Conflict: Story = {
  name: 'Manager: a conflict (409) shows its message and keeps the form',
  ...portalStory({
    path: '/job-orders/501/edit',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...conflict.handlers],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save job order' }, SLOW));
    await expect(
      await within(notifications(context.canvasElement)).findByText('The facility is no longer active.', {}, SLOW),
    ).toBeVisible();
    await expect(portalOf(context).location.pathname).toBe('/job-orders/501/edit');
    await expect(canvas.getByRole('textbox', { name: 'Job Title' })).toHaveValue('ICU RN, nights');
  },
};

const recruiter = jobOrderServer({ hideBillRate: true });
export const Recruiter: Story = {
  name: 'Recruiter: no Edit job order on the page, and the edit address is not allowed',
  ...portalStory({
    path: '/job-orders/501',
    session: 'staff',
    handlers: [signedInAs(['recruiter']), ...recruiter.handlers],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pageHeading(context.canvasElement, 'ICU RN, nights');
    await expect(canvas.queryByRole('link', { name: 'Edit job order' })).toBeNull();
    await expect(within(canvas.getByRole('region', { name: 'Pay' })).queryByText('Bill rate')).toBeNull();
  },
};

export const RecruiterAtTheAddress: Story = {
  name: 'Recruiter at /job-orders/501/edit: not allowed',
  ...portalStory({ path: '/job-orders/501/edit', session: 'staff', handlers: [signedInAs(['recruiter'])] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'You are not allowed to open this page');
    await expect(canvas.getByText('Only managers and above can edit job orders.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the job order' })).toHaveAttribute(
      'href',
      '/job-orders/501',
    );
  },
};

const phone = jobOrderServer();
export const Phone: Story = {
  name: 'Manager, phone (390 px): nothing scrolls sideways',
  ...portalStory({
    path: '/job-orders/501/edit',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...phone.handlers],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Bill Rate' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const phoneSmall = jobOrderServer();
export const PhoneSmall: Story = {
  name: 'Manager, phone (320 px): nothing scrolls sideways',
  ...portalStory({
    path: '/job-orders/501/edit',
    session: 'staff',
    handlers: [signedInAs(['manager']), ...phoneSmall.handlers],
  }),
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Bill Rate' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
