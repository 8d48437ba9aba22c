import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, PhoneField, TextField } from '@agency/ui';
import { profileSchema, type ProfileValues } from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { pickFields } from '../../internal/pickFields';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface ProfileFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed): the update-profile payload. A returned promise keeps the button busy. */
  onSubmit: (values: ProfileValues) => void | Promise<unknown>;
  /** A save is in progress: the Save button is busy and disabled. */
  loading?: boolean;
  /** Initial values, e.g. the current recruiter (read once, on mount; other keys are ignored). */
  defaultValues?: Partial<ProfileValues>;
  /** Messages from the server by payload field, shown until the value changes. A new object means new messages: keep it in state. */
  serverErrors?: ServerErrors<ProfileValues>;
  /** The person's e-mail address (their Login ID), shown read-only: it is not part of the profile. */
  email?: string;
}

const EMPTY: ProfileValues = { FirstName: '', MiddleName: '', LastName: '', Phone: '', Title: '' };
const resolver = yupResolver(profileSchema);

/**
 * The user profile (update-profile's user model): First and Last Name required, Middle Name, Phone (SPEC
 * §5 phone input), Title. Messages appear after the first submit attempt, then follow every change.
 */
export function ProfileForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  email,
  ...rest
}: ProfileFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<ProfileValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: pickFields(EMPTY, defaultValues),
    serverErrors,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField label="First Name" autoComplete="given-name" required trimmed {...field('FirstName')} />
      <TextField label="Middle Name" autoComplete="additional-name" trimmed {...field('MiddleName')} />
      <TextField label="Last Name" autoComplete="family-name" required trimmed {...field('LastName')} />
      <PhoneField label="Phone" {...field('Phone')} />
      <TextField label="Title" autoComplete="organization-title" trimmed {...field('Title')} />
      {email !== undefined ? (
        <TextField label="Email" type="email" value={email} readOnly hint="Your e-mail address is your Login ID." />
      ) : null}
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Save
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
