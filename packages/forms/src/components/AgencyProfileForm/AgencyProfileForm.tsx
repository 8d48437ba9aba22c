import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, PhoneField, TextField } from '@agency/ui';
import { agencyProfileSchema, type AgencyProfileValues } from '../../schemas';
import { AgencyAddressFields, EMPTY_AGENCY_ADDRESS } from '../../internal/AgencyAddressFields';
import { EmailField } from '../../internal/EmailField';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { pickFields } from '../../internal/pickFields';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface AgencyProfileFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed): the update-agency payload. A returned promise keeps the button busy. */
  onSubmit: (values: AgencyProfileValues) => void | Promise<unknown>;
  /** A save is in progress: the Save button is busy and disabled. */
  loading?: boolean;
  /** Initial values, e.g. the agency as loaded (read once, on mount; unknown keys are ignored). */
  defaultValues?: Partial<AgencyProfileValues>;
  /** Messages from the server by payload field, shown until the value changes. A new object means new messages: keep it in state. */
  serverErrors?: ServerErrors<AgencyProfileValues>;
}

const EMPTY: AgencyProfileValues = {
  Name: '',
  Email: '',
  Phone: '',
  Website: '',
  ...EMPTY_AGENCY_ADDRESS,
};
const resolver = yupResolver(agencyProfileSchema);

/**
 * The agency profile (update-agency's agency model). Only Agency Name is required; e-mail addresses,
 * phone, website and ZIP code are checked when given (rules in `messages.agency`). Messages appear after
 * the first submit attempt, then follow every change.
 */
export function AgencyProfileForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: AgencyProfileFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<AgencyProfileValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: pickFields(EMPTY, defaultValues),
    serverErrors,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField label="Agency Name" autoComplete="organization" required trimmed {...field('Name')} />
      <EmailField label="Email" {...field('Email')} />
      <PhoneField label="Phone" {...field('Phone')} />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        autoCapitalize="off"
        spellCheck={false}
        trimmed
        {...field('Website')}
      />
      <AgencyAddressFields
        field={field}
        recruitmentHint="Applicants who have difficulty signing up send their resume here."
      />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Save
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
