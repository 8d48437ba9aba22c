import { type FormHTMLAttributes, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@agency/ui';
import { newAgencySchema, type NewAgencyValues } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface NewAgencyFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** Called with the validated values (text trimmed, the host label lower-cased): the create payload. */
  onSubmit: (values: NewAgencyValues) => void | Promise<unknown>;
  /** Messages from the server by payload field (a host label taken), shown until the value changes. */
  serverErrors?: ServerErrors<NewAgencyValues>;
  /** Buttons beside Add Agency (a dialog's Cancel). */
  secondaryAction?: ReactNode;
}

const EMPTY: NewAgencyValues = { Name: '', Slug: '', OwnerFirstName: '', OwnerLastName: '', OwnerEmail: '' };
const resolver = yupResolver(newAgencySchema);

/**
 * A new agency and its first owner (platform operators): the agency's name, its host label (the first part
 * of its web address: one DNS label), and the owner's name and e-mail, who is invited by e-mail. Rules in
 * `messages.agencySettings`; messages appear after the first submit attempt, then follow every change.
 */
export function NewAgencyForm({ onSubmit, serverErrors, secondaryAction, ...rest }: NewAgencyFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<NewAgencyValues>({ resolver, mode: 'onSubmit', defaultValues: EMPTY, serverErrors });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField label="Agency Name" autoComplete="off" required trimmed {...field('Name')} />
      <TextField
        label="Host Label"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        hint="The first part of the agency's web address, e.g. bayside for bayside.example.com."
        trimmed
        {...field('Slug')}
      />
      <TextField label="Owner First Name" autoComplete="off" required trimmed {...field('OwnerFirstName')} />
      <TextField label="Owner Last Name" autoComplete="off" required trimmed {...field('OwnerLastName')} />
      <EmailField
        label="Owner Email"
        autoComplete="off"
        required
        hint="The owner is e-mailed a one-time password to sign in with."
        {...field('OwnerEmail')}
      />
      <ButtonRow>
        <Button type="submit" loading={isSubmitting}>
          Add Agency
        </Button>
        {secondaryAction}
      </ButtonRow>
    </FormLayout>
  );
}
