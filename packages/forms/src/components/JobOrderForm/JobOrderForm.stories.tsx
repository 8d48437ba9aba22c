import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validJobOrder } from '../../schemas/job-order/fixtures';
import { JobOrderForm, type JobOrderFormFacility } from './JobOrderForm';

const facilities: JobOrderFormFacility[] = [
  { Id: 31, Name: 'Bayou City Medical Center', City: 'Houston', State: 'TX', Units: ['ICU', '4 West Med-Surg'] },
  { Id: 33, Name: 'Sunrise Home Health', City: 'Phoenix', State: 'AZ', Units: [] },
];
const owners = [
  { Id: 7, Name: 'Jane Doe' },
  { Id: 43, Name: 'Marcus Bell' },
];

const meta = {
  title: 'Forms/JobOrderForm',
  component: JobOrderForm,
  args: { onSubmit: fn(), loading: false, facilities, owners, showBillRate: true },
} satisfies Meta<typeof JobOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.jobOrder;

const form = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    text: (name: string) => canvas.getByRole('textbox', { name }),
    select: (name: string) => canvas.getByRole('combobox', { name }),
    save: canvas.getByRole('button', { name: 'Save job order' }),
  };
};

/** Pastes `text` into a field (quicker than typing each key). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Empty: Story = {
  name: 'New: what is required, then a job order in dollars sent in cents',
  play: async ({ args, canvasElement, step }) => {
    const f = form(canvasElement);
    await step('says what is missing and focuses the title', async () => {
      await userEvent.click(f.save);
      for (const message of [
        m.titleRequired,
        m.institutionRequired,
        m.disciplineRequired,
        m.shiftRequired,
        m.shiftHoursRequired,
        m.hoursPerWeekInvalid,
        m.startDateRequired,
        m.employmentTypeRequired,
        m.payRequired,
      ])
        // The selects' placeholders say the same ("Choose a facility"): the message is the text outside them.
        await expect(await f.canvas.findByText(message, { ignore: 'option, script, style' })).toBeVisible();
      await expect(f.text('Job Title')).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the facility offers its units; the end date, weekly gross and markup follow the typing', async () => {
      await enter(f.text('Job Title'), 'ICU RN, nights');
      await expect(
        within(f.select('Unit'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a facility first']);
      await userEvent.selectOptions(f.select('Facility'), 'Bayou City Medical Center (Houston, TX)');
      await userEvent.selectOptions(f.select('Unit'), 'ICU');
      await userEvent.selectOptions(f.select('Discipline'), 'RN');
      await userEvent.selectOptions(f.select('Specialty'), 'ICU');
      await userEvent.selectOptions(f.select('Employment Type'), 'Travel');
      await userEvent.selectOptions(f.select('Shift'), 'Nights');
      await userEvent.selectOptions(f.select('Shift Length'), '12 hours');
      await enter(f.text('Hours per Week'), '36');
      await enter(f.text('Start Date'), '01112027');
      await enter(f.text('Duration (weeks)'), '13');
      await expect(f.canvas.getByText('04/11/2027')).toBeVisible();
      await enter(f.text('Hourly Pay'), '42');
      await enter(f.text('Housing Stipend'), '$840');
      await enter(f.text('Meals Stipend'), '385.00');
      await enter(f.text('Overtime Rate'), '63');
      await expect(f.canvas.getByText('$2,737.00')).toBeVisible();
      await enter(f.text('Bill Rate'), '98.00');
      await expect(f.canvas.getByText('133.3 %')).toBeVisible();
    });
    await step('requirements, owner, and the save sends cents', async () => {
      await userEvent.click(f.canvas.getByRole('combobox', { name: 'License States' }));
      await userEvent.paste('Texas');
      await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
      await enter(f.text('Certifications'), 'BLS, ACLS');
      await userEvent.click(f.canvas.getByRole('checkbox', { name: /Compact license accepted/ }));
      await userEvent.selectOptions(f.select('Owner'), 'Marcus Bell');
      const careers = f.canvas.getByRole('checkbox', { name: /Show on the careers site/ });
      await expect(careers).not.toBeChecked();
      await userEvent.click(careers);
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          Title: 'ICU RN, nights',
          InstitutionId: 31,
          Unit: 'ICU',
          Discipline: 'RN',
          Specialty: 'ICU',
          Shift: 'nights',
          ShiftHours: 12,
          HoursPerWeek: 36,
          GuaranteedHours: null,
          StartDate: '2027-01-11',
          DurationWeeks: 13,
          Openings: 1,
          EmploymentType: 'travel',
          PayHourlyCents: 4200,
          HousingStipendWeeklyCents: 84000,
          MealsStipendWeeklyCents: 38500,
          OvertimeHourlyCents: 6300,
          BillRateCents: 9800,
          LicenseStates: ['TX'],
          CompactLicenseAccepted: true,
          Certifications: ['BLS', 'ACLS'],
          YearsExperience: 0,
          Emr: '',
          InterviewRequired: false,
          Description: '',
          Status: 'open',
          StatusReason: '',
          OwnerId: 43,
          Public: true,
        }),
      );
    });
  },
};

export const Loaded: Story = {
  name: 'Edit: a job order as loaded, saved unchanged',
  args: {
    defaultValues: { ...validJobOrder, Id: 501, WeeklyGrossCents: 273700 } as typeof validJobOrder,
  },
  play: async ({ args, canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.text('Hourly Pay')).toHaveValue('42.00');
    await expect(f.text('Housing Stipend')).toHaveValue('840.00');
    await expect(f.select('Unit')).toHaveValue('ICU');
    await expect(f.canvas.getByText('$2,737.00')).toBeVisible();
    await expect(f.canvas.getByText('04/11/2027')).toBeVisible();
    await userEvent.click(f.save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validJobOrder));
  },
};

export const WithoutBillRate: Story = {
  name: 'Without the bill rate (below manager)',
  args: { showBillRate: false, defaultValues: validJobOrder },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.text('Hourly Pay')).toBeVisible();
    await expect(f.canvas.queryByRole('textbox', { name: 'Bill Rate' })).toBeNull();
    await expect(f.canvas.queryByText(/Markup/)).toBeNull();
  },
};

export const StatusAndReason: Story = {
  name: 'Status: a reason for On hold, Closed or Cancelled',
  args: { defaultValues: validJobOrder },
  play: async ({ args, canvasElement, step }) => {
    const f = form(canvasElement);
    await step('Filled is not a choice; On hold asks for the reason', async () => {
      const choices = within(f.select('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(choices).toEqual(['Open', 'On hold', 'Closed', 'Cancelled']);
      await expect(f.canvas.queryByRole('textbox', { name: 'Reason' })).toBeNull();
      await userEvent.selectOptions(f.select('Status'), 'On hold');
      await userEvent.click(f.save);
      await expect(await f.canvas.findByText(m.reasonRequired)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('with the reason it saves; back to Open the reason is not sent', async () => {
      await enter(f.text('Reason'), 'Facility budget review');
      await userEvent.click(f.save);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenLastCalledWith({
          ...validJobOrder,
          Status: 'on-hold',
          StatusReason: 'Facility budget review',
        }),
      );
      await userEvent.selectOptions(f.select('Status'), 'Open');
      await userEvent.click(f.save);
      await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith(validJobOrder));
    });
  },
};

export const Filled: Story = {
  name: 'A Filled job order: the status read-only',
  args: { defaultValues: { ...validJobOrder, Status: 'filled' } },
  play: async ({ args, canvasElement }) => {
    const f = form(canvasElement);
    const status = f.text('Status');
    await expect(status).toHaveValue('Filled');
    await expect(status).toHaveAttribute('readonly');
    await userEvent.click(f.save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...validJobOrder, Status: 'filled' }));
  },
};

export const InvalidValues: Story = {
  name: 'Invalid amounts and numbers',
  args: { defaultValues: validJobOrder },
  play: async ({ args, canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.clear(f.text('Hourly Pay'));
    await enter(f.text('Hourly Pay'), '42.555');
    await userEvent.clear(f.text('Bill Rate'));
    await enter(f.text('Bill Rate'), '40');
    await userEvent.clear(f.text('Guaranteed Hours'));
    await enter(f.text('Guaranteed Hours'), '40');
    await userEvent.click(f.save);
    await expect(await f.canvas.findByText(m.payInvalid)).toBeVisible();
    await expect(f.canvas.getByText(m.guaranteedHoursInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(f.text('Hourly Pay'));
    await enter(f.text('Hourly Pay'), '42');
    await expect(await f.canvas.findByText(m.billRateBelowPay)).toBeVisible();
  },
};

export const ServerMessage: Story = {
  name: 'A message from the server',
  args: { defaultValues: validJobOrder, serverErrors: { Unit: 'Choose one of the facility’s units' } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(await f.canvas.findByText('Choose one of the facility’s units')).toBeVisible();
    await expect(f.select('Unit')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = {
  args: { defaultValues: validJobOrder },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.text('Job Title')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
