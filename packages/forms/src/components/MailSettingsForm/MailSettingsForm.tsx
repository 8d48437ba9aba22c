import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Markdown, Text, Textarea, TextField } from '@agency/ui';
import { mailSettingsSchema, type MailSettingsValues } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { pickFields } from '../../internal/pickFields';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface MailSettingsFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed, address lists normalised): the saveUserMailSettings payload. */
  onSubmit: (values: MailSettingsValues) => void | Promise<unknown>;
  /** A save is in progress. */
  loading?: boolean;
  /** The settings as loaded (read once, on mount). */
  defaultValues?: Partial<MailSettingsValues>;
  /** Messages from the server by payload field. */
  serverErrors?: ServerErrors<MailSettingsValues>;
}

const EMPTY: MailSettingsValues = { SenderName: '', ReplyTo: '', Signature: '', Cc: '', Bcc: '' };
const resolver = yupResolver(mailSettingsSchema);

/**
 * User Mail Settings: the sender name, reply-to address, signature (Markdown, previewed as it will appear
 * under each message) and default CC/BCC of the e-mail the user sends to applicants.
 */
export function MailSettingsForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: MailSettingsFormProps) {
  const {
    field,
    submitWith,
    watch,
    formState: { isSubmitting },
  } = useValidatedForm<MailSettingsValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: pickFields(EMPTY, defaultValues),
    serverErrors,
  });
  const signature = watch('Signature');

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField
        label="Sender Name"
        autoComplete="name"
        required
        trimmed
        hint="Applicants see this name as the sender."
        {...field('SenderName')}
      />
      <EmailField
        label="Reply-To"
        autoComplete="email"
        hint="Replies go here. Empty: your sign-in e-mail."
        {...field('ReplyTo')}
      />
      <Textarea
        label="Signature"
        rows={5}
        hint="Markdown: **bold**, *italic*, [link](https://…). Added under every e-mail you send."
        {...field('Signature')}
      />
      <section aria-label="Signature preview">
        <Text as="p" size="sm" tone="muted">
          Preview
        </Text>
        {signature.trim() ? <Markdown source={signature} /> : <Text tone="muted">No signature.</Text>}
      </section>
      <TextField
        label="Default CC"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint="Addresses separated by commas, copied on every e-mail you send."
        {...field('Cc')}
      />
      <TextField
        label="Default BCC"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint="Addresses separated by commas, blind-copied on every e-mail you send (for example your CRM's mailbox)."
        {...field('Bcc')}
      />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Save
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
