import { useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { MessageChannel, MessageTemplate } from '@agency/api-client/contract';
import { Button, Checkbox, Select, TextField } from '@agency/ui';
import { composeMessageSchema, type ComposeMessageValues } from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { MessageBodyEditor } from '../../internal/MessageBodyEditor';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';
import type { MessageDraft } from '../MessageTemplateForm';

export interface ComposeMessageFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  channel: MessageChannel;
  /** The templates of the channel the user may use (the agency's and their own). */
  templates: readonly MessageTemplate[];
  /** Called with the validated message and the template it was written from (null: none). */
  onSubmit: (values: ComposeMessageValues, templateId: number | null) => void | Promise<unknown>;
  loading?: boolean;
  /** A template to start from (its text is filled in). */
  initialTemplateId?: number | null;
  serverErrors?: ServerErrors<ComposeMessageValues>;
  /**
   * Shown under the text, with what is written now and whether it is a marketing message (e.g. the preview
   * for the first recipient, with the unsubscribe link a marketing e-mail carries).
   */
  children?: (draft: ComposeDraft) => ReactNode;
  onCancel?: () => void;
}

/** What is being written in the compose form. */
export interface ComposeDraft extends MessageDraft {
  /** E-mail: the Marketing message box; SMS: false. */
  Marketing: boolean;
}

type FormValues = Omit<ComposeMessageValues, 'Subject' | 'Channel'> & { Channel: string; Subject: string };

const resolver = yupResolver(composeMessageSchema) as never;
const WHEN_OPTIONS = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Schedule for later' },
];

/**
 * A message to send: start from a template or write it, merge fields from the picker, SMS with its live
 * count, now or at a chosen time (in the browser's time zone). The recipients are chosen around it.
 */
export function ComposeMessageForm({
  channel,
  templates,
  onSubmit,
  loading = false,
  initialTemplateId = null,
  serverErrors,
  children,
  onCancel,
  ...rest
}: ComposeMessageFormProps) {
  const initial = templates.find((template) => template.TemplateId === initialTemplateId) ?? null;
  const [templateId, setTemplateId] = useState<number | null>(initial?.TemplateId ?? null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
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
      Channel: channel,
      Subject: initial?.Subject ?? '',
      Body: initial?.Body ?? '',
      SendAt: '',
      Marketing: initial?.Marketing ?? false,
    },
    serverErrors: serverErrors as ServerErrors<FormValues> | undefined,
  });
  const [subjectValue, body, marketing] = watch(['Subject', 'Body', 'Marketing']);
  const { ref: subjectRef, ...subjectProps } = field('Subject');

  const chooseTemplate = (id: string) => {
    const template = templates.find((entry) => String(entry.TemplateId) === id) ?? null;
    setTemplateId(template?.TemplateId ?? null);
    if (!template) return;
    setValue('Subject', template.Subject ?? '', { shouldDirty: true });
    setValue('Body', template.Body, { shouldDirty: true });
    setValue('Marketing', template.Marketing, { shouldDirty: true });
  };

  return (
    <FormLayout
      noValidate
      onSubmit={submitWith((values) =>
        onSubmit(
          { ...(values as unknown as ComposeMessageValues), SendAt: when === 'later' ? values.SendAt : '' },
          templateId,
        ),
      )}
      {...rest}
    >
      <Select
        label="Template"
        placeholder="No template: write the message"
        options={templates.map((template) => ({
          value: String(template.TemplateId),
          label: template.Scope === 'personal' ? `${template.Name} (personal)` : template.Name,
        }))}
        value={templateId === null ? '' : String(templateId)}
        onChange={(event) => chooseTemplate(event.target.value)}
      />
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
        setText={(target, value) => setValue(target, value, { shouldDirty: true })}
      />
      {children?.({
        Channel: channel,
        Subject: channel === 'email' ? subjectValue : null,
        Body: body,
        Marketing: channel === 'email' && Boolean(marketing),
      })}
      {channel === 'email' ? (
        <Checkbox
          label="Marketing message"
          hint="Adds an unsubscribe link; people who unsubscribed are skipped."
          {...field('Marketing')}
        />
      ) : null}
      <Select
        label="When"
        options={WHEN_OPTIONS}
        value={when}
        onChange={(event) => setWhen(event.target.value === 'later' ? 'later' : 'now')}
      />
      {when === 'later' ? (
        <TextField
          label="Send at"
          type="datetime-local"
          required
          hint={`Your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone}.${channel === 'sms' ? ' SMS wait for 8 AM where the recipient lives if this falls in their night.' : ''}`}
          {...field('SendAt')}
        />
      ) : null}
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          {when === 'later' ? 'Schedule' : 'Send'}
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
