import type { ChangeEvent, FormHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import {
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  JOB_ORDER_MANUAL_STATUSES,
  JOB_ORDER_SHIFT_HOURS,
  JOB_ORDER_STATUSES_WITH_REASON,
  SHIFTS,
  SPECIALTIES,
  jobOrderStatusLabel,
  type JobOrderStatus,
  type UsStateCode,
} from '@agency/api-client/contract';
import {
  Button,
  Checkbox,
  Combobox,
  DateField,
  NumberField,
  Select,
  TextField,
  Textarea,
  formatDate,
} from '@agency/ui';
import { jobOrderSchema, type JobOrderValues } from '../../schemas';
import { isIsoDate } from '../../schemas/applicant/schema';
import { CommaListField, listError } from '../../internal/CommaListField';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { Legend, Section, Wide } from '../../internal/sections';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';
import { stateOptions } from '../../internal/onboarding/options';

/** A facility a job order can be placed at: the active ones (and the job order's own). */
export interface JobOrderFormFacility {
  Id: number;
  Name: string;
  City: string;
  State: UsStateCode;
  /** Its units: the job order's unit is one of them, or none (the facility as a whole). */
  Units: readonly string[];
}

/** A staff member who can own the job order. */
export interface JobOrderFormOwner {
  Id: number;
  Name: string;
}

export interface JobOrderFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /**
   * Called with the validated values (text trimmed, money in whole cents, empty numbers null): the
   * createJobOrder / updateJobOrder payload. A returned promise keeps the button busy.
   */
  onSubmit: (values: JobOrderValues) => void | Promise<unknown>;
  /** The facilities to choose from (the active ones; add the job order's own when it is no longer active). */
  facilities: readonly JobOrderFormFacility[];
  /** The staff who may own it (the agency's active staff). */
  owners: readonly JobOrderFormOwner[];
  /** Whether the bill rate (and the markup) is shown and edited: managers and above. */
  showBillRate?: boolean;
  /** A save is in progress: the Save button is busy and disabled. */
  loading?: boolean;
  /** Initial values, e.g. the job order as loaded (read once, on mount; other keys are ignored). */
  defaultValues?: Partial<Record<keyof JobOrderValues, unknown>>;
  /** The server's messages by payload field (the same schema checks both sides); keep the object stable. */
  serverErrors?: ServerErrors<JobOrderValues>;
  /** Text of the submit button (default "Save job order"). */
  submitLabel?: string;
  /** Further actions next to the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/** The payload's money fields: typed in dollars, sent in whole cents. */
const MONEY = [
  'PayHourlyCents',
  'HousingStipendWeeklyCents',
  'MealsStipendWeeklyCents',
  'OvertimeHourlyCents',
  'BillRateCents',
] as const;
type MoneyField = (typeof MONEY)[number];

/** The payload's whole numbers and choices the inputs hold as text. */
type TextNumber =
  | 'InstitutionId'
  | 'ShiftHours'
  | 'HoursPerWeek'
  | 'GuaranteedHours'
  | 'DurationWeeks'
  | 'Openings'
  | 'YearsExperience'
  | 'OwnerId';

/** What the inputs hold: numbers, money (in dollars) and choices as text ('' for none). */
type FormValues = Omit<
  JobOrderValues,
  MoneyField | TextNumber | 'Discipline' | 'Specialty' | 'Shift' | 'EmploymentType' | 'LicenseStates' | 'Status'
> &
  Record<MoneyField | TextNumber | 'Discipline' | 'Specialty' | 'Shift' | 'EmploymentType' | 'Status', string> & {
    LicenseStates: string[];
  };

const EMPTY: FormValues = {
  Title: '',
  InstitutionId: '',
  Unit: '',
  Discipline: '',
  Specialty: '',
  Shift: '',
  ShiftHours: '',
  HoursPerWeek: '',
  GuaranteedHours: '',
  StartDate: '',
  DurationWeeks: '',
  Openings: '1',
  EmploymentType: '',
  PayHourlyCents: '',
  HousingStipendWeeklyCents: '',
  MealsStipendWeeklyCents: '',
  OvertimeHourlyCents: '',
  BillRateCents: '',
  LicenseStates: [],
  CompactLicenseAccepted: false,
  Certifications: [],
  YearsExperience: '0',
  Emr: '',
  InterviewRequired: false,
  Description: '',
  Status: 'open',
  StatusReason: '',
  OwnerId: '',
  Public: false,
};

/** Whole cents as the dollars typed: 4200 → "42.00". */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/**
 * Dollars as typed ("42", "$1,234.5", "0.99") in whole cents; NaN when it is not an amount with at most two
 * decimals (the schema then says the amount is invalid); '' stays '' (not given).
 */
function dollarsToCents(text: string): number | '' {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return '';
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return Number.NaN;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The form's values from a job order: its own keys only, null as '', money in dollars, numbers as text. */
function toFormValues(values: JobOrderFormProps['defaultValues']): FormValues {
  const result: Record<string, unknown> = { ...EMPTY };
  for (const [name, empty] of Object.entries(EMPTY)) {
    const value = values?.[name as keyof JobOrderValues];
    if (value === undefined || value === null) continue;
    if (Array.isArray(empty)) {
      if (Array.isArray(value)) result[name] = value.map(String);
    } else if (typeof empty === 'boolean') result[name] = value === true;
    else if ((MONEY as readonly string[]).includes(name) && typeof value === 'number')
      result[name] = dollarsText(value);
    else if (typeof value === 'string' || typeof value === 'number') result[name] = String(value);
  }
  return result as FormValues;
}

/** What the schema reads: money in cents, the shift length a number, no reason for a status without one. */
function toSchemaInput(values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const name of MONEY) input[name] = dollarsToCents(values[name]);
  if (values.ShiftHours !== '') input.ShiftHours = Number(values.ShiftHours);
  if (!JOB_ORDER_STATUSES_WITH_REASON.includes(values.Status as JobOrderStatus)) input.StatusReason = '';
  return input;
}

const schemaResolver = yupResolver(jobOrderSchema) as unknown as Resolver<Record<string, unknown>>;
// The schema validates and casts what the inputs hold into the payload ('36' → 36, '42.00' → 4200 cents).
const resolver: Resolver<FormValues> = (values, context, options) =>
  schemaResolver(toSchemaInput(values), context, options as never) as unknown as ReturnType<Resolver<FormValues>>;

const disciplineOptions = DISCIPLINES.map((value) => ({ value, label: value }));
const specialtyOptions = SPECIALTIES.map((value) => ({ value, label: value }));
const shiftOptions = SHIFTS.map((shift) => ({ value: shift.key, label: shift.label }));
const shiftHourOptions = JOB_ORDER_SHIFT_HOURS.map((hours) => ({ value: String(hours), label: `${hours} hours` }));
const employmentOptions = EMPLOYMENT_TYPES.map((type) => ({ value: type.key, label: type.label }));
const statusOptions = JOB_ORDER_MANUAL_STATUSES.map((status) => ({
  value: status,
  label: jobOrderStatusLabel(status),
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A whole number typed in a digits-only field, or null. */
const wholeOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
/** Cents of an amount typed, or null when it is none or not one. */
const centsOf = (text: string) => {
  const cents = dollarsToCents(text);
  return cents === '' || Number.isNaN(cents) ? null : cents;
};

/** The last day: the start + weeks × 7 − 1 (docs/job-orders.md), as "04/11/2027" (UTC arithmetic: no shift). */
function endDateText(start: string, weeks: number): string {
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + weeks * 7 - 1);
  return formatDate(end.toISOString().slice(0, 10));
}

/** A line of figures the form works out as the person types (end date, weekly gross, markup). */
const Derived = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  output {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const moneyProps = { inputMode: 'decimal' as const, autoComplete: 'off', trimmed: true };

/**
 * A job order (new or edited) in six sections: Position (title, facility and unit, discipline, specialty,
 * employment type, openings, owner), Schedule (shift and its length, hours per week and guaranteed, start,
 * duration with the end date worked out), Pay (hourly, stipends, overtime, the weekly gross worked out; the
 * bill rate and markup when `showBillRate`), Requirements, Description and Status (Open, On hold, Closed or
 * Cancelled, the last three with a reason; a Filled job order shows Filled, read-only; whether it is shown on the
 * careers site). Money is typed in dollars and sent in cents; rules and messages are `messages.jobOrder`'s.
 */
export function JobOrderForm({
  onSubmit,
  facilities,
  owners,
  showBillRate = false,
  loading = false,
  defaultValues,
  serverErrors,
  submitLabel = 'Save job order',
  actions,
  ...rest
}: JobOrderFormProps) {
  const {
    field,
    submitWith,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useValidatedForm<FormValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: toFormValues(defaultValues),
    serverErrors,
  });
  const submit = submitWith((values) => onSubmit(values as unknown as JobOrderValues));
  const [institutionId, unit, start, weeks, hours, pay, housing, meals, bill, status] = watch([
    'InstitutionId',
    'Unit',
    'StartDate',
    'DurationWeeks',
    'HoursPerWeek',
    'PayHourlyCents',
    'HousingStipendWeeklyCents',
    'MealsStipendWeeklyCents',
    'BillRateCents',
    'Status',
  ]);

  // Fields register in the order they render (the first one with a message takes the focus): helpers
  // that wrap `field` are called from the JSX.
  /** A date input's props (register's numeric min/max do not apply to dates). */
  const date = (name: 'StartDate') => {
    const { min: _min, max: _max, ...props } = field(name);
    return props;
  };

  const facility = facilities.find((entry) => String(entry.Id) === institutionId);
  const facilityOptions = facilities.map((entry) => ({
    value: String(entry.Id),
    label: `${entry.Name} (${entry.City}, ${entry.State})`,
  }));
  // The job order's unit stays offered if its facility no longer lists it (a renamed unit).
  const units = facility ? [...facility.Units] : [];
  if (unit && !units.includes(unit)) units.push(unit);
  const unitOptions = units.map((value) => ({ value, label: value }));
  /** The facility's select: choosing another one drops a unit it does not have. */
  const facilityField = () => {
    const props = field('InstitutionId');
    const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
      const chosen = facilities.find((entry) => String(entry.Id) === event.target.value);
      if (!chosen?.Units.includes(getValues('Unit'))) setValue('Unit', '', { shouldDirty: true });
      return props.onChange(event);
    };
    return { ...props, onChange };
  };

  const ownerOptions = owners.map((owner) => ({ value: String(owner.Id), label: owner.Name }));
  // An owner no longer in the staff list (left the agency) is still shown as the current one.
  const currentOwner = getValues('OwnerId');
  if (currentOwner && !owners.some((owner) => String(owner.Id) === currentOwner))
    ownerOptions.push({ value: currentOwner, label: 'The current owner' });

  const weeksValue = wholeOf(weeks);
  const end =
    weeks === ''
      ? 'Open-ended'
      : isIsoDate(start) && weeksValue !== null && weeksValue >= 1
        ? endDateText(start, weeksValue)
        : '—';
  const payCents = centsOf(pay);
  const hoursValue = wholeOf(hours);
  const gross =
    payCents !== null && hoursValue !== null
      ? payCents * hoursValue + (centsOf(housing) ?? 0) + (centsOf(meals) ?? 0)
      : null;
  const billCents = centsOf(bill);
  const markup =
    billCents !== null && payCents !== null && payCents > 0
      ? `${(Math.round((billCents / payCents - 1) * 1000) / 10).toFixed(1)} %`
      : '—';

  const filled = status === 'filled';
  const needsReason = JOB_ORDER_STATUSES_WITH_REASON.includes(status as JobOrderStatus);

  return (
    <FormLayout noValidate onSubmit={submit} {...rest}>
      <Section>
        <Legend>Position</Legend>
        <Wide>
          <TextField label="Job Title" autoComplete="off" required trimmed {...field('Title')} />
        </Wide>
        <Select
          label="Facility"
          placeholder="Choose a facility"
          options={facilityOptions}
          required
          {...facilityField()}
        />
        <Select
          label="Unit"
          placeholder={facility ? 'The whole facility' : 'Choose a facility first'}
          options={unitOptions}
          {...field('Unit')}
        />
        <Select
          label="Discipline"
          placeholder="Choose a discipline"
          options={disciplineOptions}
          required
          {...field('Discipline')}
        />
        <Select label="Specialty" placeholder="Any specialty" options={specialtyOptions} {...field('Specialty')} />
        <Select
          label="Employment Type"
          placeholder="Choose an employment type"
          options={employmentOptions}
          required
          {...field('EmploymentType')}
        />
        <NumberField label="Openings" maxLength={3} required {...field('Openings')} />
        <Select label="Owner" placeholder="Unassigned" options={ownerOptions} {...field('OwnerId')} />
      </Section>
      <Section>
        <Legend>Schedule</Legend>
        <Select label="Shift" placeholder="Choose a shift" options={shiftOptions} required {...field('Shift')} />
        <Select
          label="Shift Length"
          placeholder="Choose a length"
          options={shiftHourOptions}
          required
          {...field('ShiftHours')}
        />
        <NumberField label="Hours per Week" maxLength={2} required {...field('HoursPerWeek')} />
        <NumberField
          label="Guaranteed Hours"
          hint="Paid each week whatever the facility cancels."
          maxLength={2}
          {...field('GuaranteedHours')}
        />
        <DateField label="Start Date" required {...date('StartDate')} />
        <NumberField
          label="Duration (weeks)"
          hint="Required for travel and local contracts."
          maxLength={3}
          {...field('DurationWeeks')}
        />
        <Wide>
          <Derived>
            End date: <output>{end}</output>
          </Derived>
        </Wide>
      </Section>
      <Section>
        <Legend>Pay</Legend>
        <TextField
          label="Hourly Pay"
          hint="Taxable, in dollars an hour, e.g. 42.00."
          required
          {...moneyProps}
          {...field('PayHourlyCents')}
        />
        <TextField
          label="Housing Stipend"
          hint="In dollars a week."
          {...moneyProps}
          {...field('HousingStipendWeeklyCents')}
        />
        <TextField
          label="Meals Stipend"
          hint="In dollars a week."
          {...moneyProps}
          {...field('MealsStipendWeeklyCents')}
        />
        <TextField label="Overtime Rate" hint="In dollars an hour." {...moneyProps} {...field('OvertimeHourlyCents')} />
        <Wide>
          <Derived>
            Weekly gross: <output>{gross === null ? '—' : usd.format(gross / 100)}</output> (hourly pay × hours per week
            + stipends)
          </Derived>
        </Wide>
        {showBillRate ? (
          <>
            <TextField
              label="Bill Rate"
              hint="What the facility pays the agency, in dollars an hour."
              {...moneyProps}
              {...field('BillRateCents')}
            />
            <Wide>
              <Derived>
                Markup: <output>{markup}</output>
              </Derived>
            </Wide>
          </>
        ) : null}
      </Section>
      <Section>
        <Legend>Requirements</Legend>
        <Wide>
          <Combobox
            multiple
            label="License States"
            options={stateOptions}
            defaultValue={getValues('LicenseStates')}
            onChange={(value) => setValue('LicenseStates', value, { shouldDirty: true, shouldValidate: isSubmitted })}
            error={listError(errors.LicenseStates)}
            showError={isSubmitted || errors.LicenseStates?.type === 'server'}
          />
        </Wide>
        <Wide>
          <Checkbox
            label="Compact license accepted"
            hint="A multistate license of the Nurse Licensure Compact qualifies too."
            {...field('CompactLicenseAccepted')}
          />
        </Wide>
        <Wide>
          <CommaListField
            label="Certifications"
            hint="Separated by commas, e.g. BLS, ACLS, PALS."
            defaultValue={getValues('Certifications')}
            onChange={(value) => setValue('Certifications', value, { shouldDirty: true, shouldValidate: isSubmitted })}
            error={listError(errors.Certifications)}
            showError={isSubmitted || errors.Certifications?.type === 'server'}
          />
        </Wide>
        <NumberField label="Years of Experience" maxLength={2} {...field('YearsExperience')} />
        <TextField label="EMR" hint="e.g. Epic, Cerner, Meditech." autoComplete="off" trimmed {...field('Emr')} />
        <Wide>
          <Checkbox label="Interview required" {...field('InterviewRequired')} />
        </Wide>
      </Section>
      <Section>
        <Legend>Description</Legend>
        <Wide>
          <Textarea
            label="Description"
            hint="What the clinician should know: the unit, ratios, orientation, parking…"
            {...field('Description')}
          />
        </Wide>
      </Section>
      <Section>
        <Legend>Status</Legend>
        {filled ? (
          <TextField
            label="Status"
            value="Filled"
            readOnly
            hint="Every opening is filled by a placement: it opens again if one is withdrawn."
          />
        ) : (
          <Select label="Status" options={statusOptions} required {...field('Status')} />
        )}
        {needsReason ? (
          <Wide>
            <TextField label="Reason" autoComplete="off" required trimmed {...field('StatusReason')} />
          </Wide>
        ) : null}
        <Wide>
          <Checkbox
            label="Show on the careers site"
            hint="Open job orders marked here are listed on the agency's careers site, without the facility's name or the bill rate."
            {...field('Public')}
          />
        </Wide>
      </Section>
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </ButtonRow>
    </FormLayout>
  );
}
