import type { FormHTMLAttributes, ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import {
  APPLICANT_SOURCES,
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  SPECIALTIES,
  US_STATES,
} from '@agency/api-client/contract';
import { Button, Checkbox, Combobox, DateField, NumberField, PhoneField, Select, TextField } from '@agency/ui';
import { applicantSchema, type ApplicantValues } from '../../schemas';
import { CommaListField, listError } from '../../internal/CommaListField';
import { EmailField } from '../../internal/EmailField';
import { Legend, Section, Wide } from '../../internal/sections';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface ApplicantFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /**
   * Called with the validated values (text trimmed, optional text '', empty choices null, lists []): the
   * createApplicant / updateApplicant payload. A returned promise keeps the button busy.
   */
  onSubmit: (values: ApplicantValues) => void | Promise<unknown>;
  /** A save is in progress: the Save button is busy and disabled. */
  loading?: boolean;
  /** Initial values, e.g. the applicant as loaded (read once, on mount; other keys of the record are ignored). */
  defaultValues?: Partial<Record<keyof ApplicantValues, unknown>>;
  /** The server's `Errors` by payload field, shown on the fields until the value changes. Keep it in state. */
  serverErrors?: ServerErrors<ApplicantValues>;
  /** Text of the submit button (default "Save"). */
  submitLabel?: string;
  /** Further actions next to the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/** What the inputs hold: text inputs hold '' for an empty choice or date (the schema turns '' into null). */
type FormValues = Omit<
  ApplicantValues,
  'State' | 'DateOfBirth' | 'Discipline' | 'YearsOfExperience' | 'DesiredShift' | 'AvailableFrom'
> & {
  State: string;
  DateOfBirth: string;
  Discipline: string;
  YearsOfExperience: string;
  DesiredShift: string;
  AvailableFrom: string;
};

const EMPTY: FormValues = {
  FirstName: '',
  MiddleName: '',
  LastName: '',
  PreferredName: '',
  Email: '',
  MobilePhone: '',
  OtherPhone: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  State: '',
  Zip: '',
  DateOfBirth: '',
  Discipline: '',
  Specialties: [],
  YearsOfExperience: '',
  LicenseStates: [],
  CompactLicense: false,
  DesiredLocations: [],
  DesiredShift: '',
  EmploymentTypes: [],
  AvailableFrom: '',
  Source: 'other',
  Tags: [],
};

/** The form's values from a record: its own keys only, null as '', numbers as text. */
function toFormValues(values: ApplicantFormProps['defaultValues']): FormValues {
  const result: Record<string, unknown> = { ...EMPTY };
  for (const [name, empty] of Object.entries(EMPTY)) {
    const value = values?.[name as keyof ApplicantValues];
    if (value === undefined || value === null) continue;
    if (Array.isArray(empty)) {
      if (Array.isArray(value)) result[name] = value.map(String);
    } else if (typeof empty === 'boolean') result[name] = value === true;
    else if (typeof value === 'string' || typeof value === 'number') result[name] = String(value);
  }
  return result as FormValues;
}

// The schema validates and casts the inputs' text into the payload ('' → null, '6' → 6).
const resolver = yupResolver(applicantSchema) as unknown as Resolver<FormValues>;

const stateOptions = US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));
const specialtyOptions = SPECIALTIES.map((value) => ({ value, label: value }));
const disciplineOptions = DISCIPLINES.map((value) => ({ value, label: value }));
const shiftOptions = SHIFTS.map((shift) => ({ value: shift.key, label: shift.label }));
const employmentOptions = EMPLOYMENT_TYPES.map((type) => ({ value: type.key, label: type.label }));
const sourceOptions = APPLICANT_SOURCES.map((source) => ({ value: source.key, label: source.label }));

/**
 * The applicant record (Add Applicant, the record's Profile tab) in four sections: Personal, Address,
 * Professional, Tracking. Only First Name, Last Name and Email are required; the rest is checked when
 * given (rules and messages in `messages.applicant`). The values use the payload's field names, so the
 * server's `Errors` land on the fields as they come.
 */
export function ApplicantForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  submitLabel = 'Save',
  actions,
  ...rest
}: ApplicantFormProps) {
  const {
    field,
    submitWith,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useValidatedForm<FormValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: toFormValues(defaultValues),
    serverErrors,
  });
  /** A date input's props (register's numeric min/max do not apply to dates). */
  const date = (name: 'DateOfBirth' | 'AvailableFrom') => {
    const { min: _min, max: _max, ...props } = field(name);
    return props;
  };
  const submit = submitWith((values) => onSubmit(values as unknown as ApplicantValues));

  /**
   * Props of a list field's input (it keeps its own state from the form's initial value): its message, when
   * it shows, and `onChange`, which sets the form's value as a registered input would (changed, and checked
   * again after a submit attempt). Not react-hook-form's `Controller`: its machinery would be in every route's
   * first load (bench/README.md).
   */
  const list = (name: 'Specialties' | 'LicenseStates' | 'DesiredLocations' | 'EmploymentTypes' | 'Tags') => ({
    defaultValue: getValues(name),
    onChange: (value: string[]) => setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted }),
    error: listError(errors[name]),
    showError: isSubmitted || errors[name]?.type === 'server',
  });
  /** A multi-select of `options`. */
  const multi = (
    name: 'Specialties' | 'LicenseStates' | 'DesiredLocations' | 'EmploymentTypes',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Wide>
      <Combobox multiple label={label} options={options} {...list(name)} />
    </Wide>
  );

  return (
    <FormLayout noValidate onSubmit={submit} {...rest}>
      <Section>
        <Legend>Personal</Legend>
        <TextField label="First Name" autoComplete="off" required trimmed {...field('FirstName')} />
        <TextField label="Middle Name" autoComplete="off" trimmed {...field('MiddleName')} />
        <TextField label="Last Name" autoComplete="off" required trimmed {...field('LastName')} />
        <TextField label="Preferred Name" autoComplete="off" trimmed {...field('PreferredName')} />
        <EmailField label="Email" autoComplete="off" required {...field('Email')} />
        <PhoneField label="Mobile Phone" autoComplete="off" {...field('MobilePhone')} />
        <PhoneField label="Other Phone" autoComplete="off" {...field('OtherPhone')} />
        <DateField label="Date of Birth" {...date('DateOfBirth')} />
      </Section>
      <Section>
        <Legend>Address</Legend>
        <TextField label="Address Line 1" autoComplete="off" trimmed {...field('AddressLine1')} />
        <TextField label="Address Line 2" autoComplete="off" trimmed {...field('AddressLine2')} />
        <TextField label="City" autoComplete="off" trimmed {...field('City')} />
        <Select label="State" placeholder="Choose a state" options={stateOptions} {...field('State')} />
        <TextField label="ZIP" autoComplete="off" inputMode="numeric" trimmed {...field('Zip')} />
      </Section>
      <Section>
        <Legend>Professional</Legend>
        <Select
          label="Discipline"
          placeholder="Choose a discipline"
          options={disciplineOptions}
          {...field('Discipline')}
        />
        <NumberField label="Years of Experience" maxLength={2} {...field('YearsOfExperience')} />
        {multi('Specialties', 'Specialties', specialtyOptions)}
        {multi('LicenseStates', 'License States', stateOptions)}
        <Wide>
          <Checkbox
            label="Compact license"
            hint="A multistate license of the Nurse Licensure Compact."
            {...field('CompactLicense')}
          />
        </Wide>
        {multi('DesiredLocations', 'Desired Locations', stateOptions)}
        <Select label="Desired Shift" placeholder="Any shift" options={shiftOptions} {...field('DesiredShift')} />
        <DateField label="Available From" {...date('AvailableFrom')} />
        {multi('EmploymentTypes', 'Employment Types', employmentOptions)}
      </Section>
      <Section>
        <Legend>Tracking</Legend>
        <Select label="Source" options={sourceOptions} {...field('Source')} />
        <Wide>
          <CommaListField
            label="Tags"
            hint="Separate tags with commas, e.g. Travel ready, Spanish speaker."
            {...list('Tags')}
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
