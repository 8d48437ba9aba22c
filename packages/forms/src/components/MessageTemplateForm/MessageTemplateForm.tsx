import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGE_CHANNELS, type MessageChannel } from '@agency/api-client/contract';
import { Button, Checkbox, Select, Text, TextField } from '@agency/ui';
import { messageTemplateSchema, type MessageTemplateValues } from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { MessageBodyEditor } from '../../internal/MessageBodyEditor';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

/** What is being written, for a preview beside the form. */
export interface MessageDraft {
  Channel: MessageChannel;
  Subject: string | null;
  Body: string;
}

export interface MessageTemplateFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated template: createMessageTemplate / updateMessageTemplate's body. */
  onSubmit: (values: MessageTemplateValues) => void | Promise<unknown>;
  loading?: boolean;
  /** The template as loaded, or the channel a new one starts on. */
  defaultValues?: Partial<MessageTemplateValues>;
  /** The user may write agency-wide templates (`templates.agency`); otherwise templates are personal. */
  canUseAgencyScope?: boolean;
  serverErrors?: ServerErrors<MessageTemplateValues>;
  /** Shown under the text, with what is written now (e.g. a preview for an applicant). */
  children?: (draft: MessageDraft) => ReactNode;
  /** A Cancel button beside Save. */
  onCancel?: () => void;
}

type FormValues = Omit<MessageTemplateValues, 'Subject' | 'Channel' | 'Scope'> & {
  Channel: string;
  Subject: string;
  Scope: string;
};

const resolver = yupResolver(messageTemplateSchema) as never;
const CHANNEL_OPTIONS = MESSAGE_CHANNELS.map((channel) => ({ value: channel.key, label: channel.label }));
const SCOPE_OPTIONS = [
  { value: 'agency', label: 'Agency (every staff member can use it)' },
  { value: 'personal', label: 'Personal (only you)' },
];

/**
 * A message template: channel, name, subject (e-mail), the text with merge fields inserted from a picker (SMS
 * with its live character and segment count), agency-wide or personal, and whether it is marketing.
 */
export function MessageTemplateForm({
  onSubmit,
  loading = false,
  defaultValues,
  canUseAgencyScope = false,
  serverErrors,
  children,
  onCancel,
  ...rest
}: MessageTemplateFormProps) {
  const subject = useRef<HTMLInputElement | null>(null);
  const lastFocusedRef = useRef<'Body' | 'Subject'>('Body');
  const {
    field,
    submitWith,
    watch,
    setValue,
    formState: { isSubmitting },
  } = useValidatedForm<FormValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: {
      Channel: defaultValues?.Channel ?? 'email',
      Name: defaultValues?.Name ?? '',
      Subject: defaultValues?.Subject ?? '',
      Body: defaultValues?.Body ?? '',
      Scope: defaultValues?.Scope ?? (canUseAgencyScope ? 'agency' : 'personal'),
      Marketing: defaultValues?.Marketing ?? false,
    },
    serverErrors: serverErrors as ServerErrors<FormValues> | undefined,
  });
  const [channel, subjectValue, body] = watch(['Channel', 'Subject', 'Body']) as [MessageChannel, string, string];
  const { ref: subjectRef, ...subjectProps } = field('Subject');

  return (
    <FormLayout
      noValidate
      onSubmit={submitWith((values) => onSubmit(values as unknown as MessageTemplateValues))}
      {...rest}
    >
      <Select label="Channel" options={CHANNEL_OPTIONS} required {...field('Channel')} />
      <TextField label="Template Name" autoComplete="off" required trimmed {...field('Name')} />
      {channel === 'email' ? (
        <TextField
          label="Subject"
          autoComplete="off"
          required
          {...subjectProps}
          ref={(element) => {
            subject.current = element;
            subjectRef(element);
          }}
          onFocus={() => {
            lastFocusedRef.current = 'Subject';
          }}
        />
      ) : null}
      <MessageBodyEditor
        channel={channel}
        body={field('Body')}
        value={body}
        subject={channel === 'email' ? subject : undefined}
        lastFocusedRef={lastFocusedRef}
        setText={(target, value) => setValue(target, value, { shouldDirty: true, shouldValidate: false })}
      />
      {children?.({ Channel: channel, Subject: channel === 'email' ? subjectValue : null, Body: body })}
      {canUseAgencyScope ? (
        <Select label="Who can use it" options={SCOPE_OPTIONS} required {...field('Scope')} />
      ) : (
        <Text tone="muted">A personal template: only you can use it.</Text>
      )}
      <Checkbox
        label="Marketing message"
        hint="E-mail carries an unsubscribe link, and people who unsubscribed are skipped."
        {...field('Marketing')}
      />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Save template
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </ButtonRow>
    </FormLayout>
  );
}
