import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Checkbox, Select } from '@agency/ui';
import { AGENCY_TIME_ZONE_OPTIONS, preferencesSchema, type PreferencesValues } from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface PreferencesFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values: the saveUserPreferences payload. */
  onSubmit: (values: PreferencesValues) => void | Promise<unknown>;
  /** A save is in progress. */
  loading?: boolean;
  /** The preferences as loaded (read once, on mount). */
  defaultValues?: Partial<PreferencesValues>;
  /** Messages from the server by payload field. */
  serverErrors?: ServerErrors<PreferencesValues>;
  /**
   * The agency's zone, the default: named in the first choice ("The agency's time zone (America/Chicago)").
   * Without it, the first choice is the device's own (`deviceTimeZone`).
   */
  agencyTimeZone?: string;
  /** @deprecated The default is the agency's zone (`agencyTimeZone`): the device's own, named in the first choice. */
  deviceTimeZone?: string;
}

const EMPTY: PreferencesValues = { TimeZone: '', EmailReminders: true, EmailCredentialAlerts: true };
const resolver = yupResolver(preferencesSchema);

/**
 * Manage Profile's preferences: the time zone the staff member's own day is shown in (the dashboard, Recruiter
 * History, their reminder e-mails; the agency's unless chosen: the calendar always keeps the agency's) and
 * which e-mails the staff member gets (reminders of their interviews and follow-ups; credential expiries of
 * the applicants they own).
 */
export function PreferencesForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  agencyTimeZone,
  deviceTimeZone,
  ...rest
}: PreferencesFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<PreferencesValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: {
      TimeZone: defaultValues?.TimeZone ?? EMPTY.TimeZone,
      EmailReminders: defaultValues?.EmailReminders ?? EMPTY.EmailReminders,
      EmailCredentialAlerts: defaultValues?.EmailCredentialAlerts ?? EMPTY.EmailCredentialAlerts,
    },
    serverErrors,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <Select
        label="Time zone"
        hint="Your dashboard, Recruiter History and your reminder e-mails show times in this zone; the calendar keeps the agency's."
        placeholder={
          agencyTimeZone
            ? `The agency's time zone (${agencyTimeZone})`
            : deviceTimeZone
              ? `This device's time zone (${deviceTimeZone})`
              : "This device's time zone"
        }
        options={AGENCY_TIME_ZONE_OPTIONS}
        {...field('TimeZone')}
      />
      <Checkbox label="E-mail me reminders of my interviews and follow-ups" {...field('EmailReminders')} />
      <Checkbox
        label="E-mail me when a credential of an applicant I own is about to expire"
        {...field('EmailCredentialAlerts')}
      />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Save preferences
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
