import { type FormHTMLAttributes } from 'react';
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, NumberField, PasswordField, Select, TextField } from '@agency/ui';
import { SMTP_SECURITY_OPTIONS, smtpServerSchema, type SmtpServerValues } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface SmtpServerFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values: the save payload. An empty Password keeps the saved one. */
  onSubmit: (values: SmtpServerValues) => void | Promise<unknown>;
  loading?: boolean;
  /** The server as loaded (its password is never loaded). */
  defaultValues?: Partial<Omit<SmtpServerValues, 'Password'>>;
  /** A password is saved: the field may stay empty to keep it. */
  hasPassword?: boolean;
  serverErrors?: ServerErrors<SmtpServerValues>;
  /** The submit button's text (default "Save"; e.g. "Save mail server" beside another form). */
  submitLabel?: string;
}

/** What the inputs hold: the port as text. */
type FormValues = Omit<SmtpServerValues, 'Port' | 'Security'> & { Port: string; Security: string };

const schemaResolver = yupResolver(smtpServerSchema);
const resolver: Resolver<FormValues> = (values, context, options) =>
  schemaResolver(values as never, context, options as never) as unknown as ReturnType<Resolver<FormValues>>;

function toFormValues(values: SmtpServerFormProps['defaultValues']): FormValues {
  return {
    Host: values?.Host ?? '',
    Port: values?.Port ? String(values.Port) : '587',
    Security: values?.Security ?? 'starttls',
    Username: values?.Username ?? '',
    Password: '',
    FromAddress: values?.FromAddress ?? '',
  };
}

/**
 * An SMTP server: the user's own (User Mail Configuration) or the agency's (agency profile). The password
 * is write-only: the API never returns it, so the field starts empty and, when one is saved, empty keeps it.
 */
export function SmtpServerForm({
  onSubmit,
  loading = false,
  defaultValues,
  hasPassword = false,
  serverErrors,
  submitLabel = 'Save',
  ...rest
}: SmtpServerFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<FormValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: toFormValues(defaultValues),
    serverErrors: serverErrors as ServerErrors<FormValues> | undefined,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith((values) => onSubmit(values as unknown as SmtpServerValues))} {...rest}>
      <TextField
        label="SMTP Host"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        trimmed
        hint="For example smtp.office365.com or smtp.gmail.com."
        {...field('Host')}
      />
      <NumberField label="Port" maxLength={5} required {...field('Port')} />
      <Select label="Security" options={SMTP_SECURITY_OPTIONS} required {...field('Security')} />
      <TextField
        label="Username"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        trimmed
        {...field('Username')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={
          hasPassword
            ? 'A password is saved. Leave empty to keep it.'
            : 'Stored encrypted and never shown again. Use an app password where your provider offers one.'
        }
        {...field('Password')}
      />
      <EmailField
        label="From Address"
        required
        hint="The address your messages are sent from."
        {...field('FromAddress')}
      />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          {submitLabel}
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
