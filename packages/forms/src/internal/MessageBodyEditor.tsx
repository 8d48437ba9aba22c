import { useId, useRef, useState, type FocusEventHandler, type RefCallback } from 'react';
import styled from 'styled-components';
import { MERGE_FIELDS, smsSegments, type MessageChannel } from '@agency/api-client/contract';
import { Button, Select, Text, Textarea } from '@agency/ui';

/** `field('Body')` of useValidatedForm: register's props and the message. */
interface BodyFieldProps {
  name: string;
  ref: RefCallback<HTMLTextAreaElement>;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<boolean | void>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<boolean | void>;
  error?: string;
  showError?: boolean;
}

export interface MessageBodyEditorProps {
  channel: MessageChannel;
  body: BodyFieldProps;
  /** The text as typed (watched), for the SMS count. */
  value: string;
  /** Writes a text after a field was inserted: the body, or the subject when it was the last one focused. */
  setText: (target: 'Body' | 'Subject', value: string) => void;
  /** The subject's input, when the message has one: the field goes there when it was focused last. */
  subject?: { current: HTMLInputElement | null };
  /** Which text was focused last: the form sets 'Subject' when its subject gets focus. */
  lastFocusedRef: { current: 'Body' | 'Subject' };
}

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const FIELD_OPTIONS = MERGE_FIELDS.map((field) => ({ value: field.key, label: `${field.group}: ${field.label}` }));

/**
 * A message's text with its merge fields: a picker that inserts the chosen field where the caret was (in the
 * subject when it was the last focused, else in the text), and for SMS the live count of characters and
 * segments by the network's rule (GSM-7: 160, or 153 a part; UCS-2: 70, or 67 a part).
 */
export function MessageBodyEditor({ channel, body, value, setText, subject, lastFocusedRef }: MessageBodyEditorProps) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [field, setField] = useState<string>(FIELD_OPTIONS[0]!.value);
  const countId = useId();
  const { ref, ...rest } = body;

  const insert = () => {
    const target = lastFocusedRef.current === 'Subject' && subject?.current ? 'Subject' : 'Body';
    const element = target === 'Subject' ? subject!.current! : textarea.current;
    if (!element) return;
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? element.value.length;
    const next = element.value.slice(0, start) + field + element.value.slice(end);
    setText(target, next);
    const caret = start + field.length;
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(caret, caret);
    });
  };

  const onFocus: FocusEventHandler<HTMLTextAreaElement> = () => {
    lastFocusedRef.current = 'Body';
  };
  const count = smsSegments(value);
  return (
    <>
      <Textarea
        label="Message"
        rows={channel === 'sms' ? 4 : 10}
        required
        hint={channel === 'email' ? 'Markdown or plain text: **bold**, *italic*, [link](https://…).' : undefined}
        aria-describedby={channel === 'sms' ? countId : undefined}
        {...rest}
        ref={(element) => {
          textarea.current = element;
          ref(element);
        }}
        onFocus={onFocus}
      />
      {channel === 'sms' ? (
        <Text id={countId} size="sm" tone="muted" aria-live="polite">
          {count.Characters} characters · {count.Segments} {count.Segments === 1 ? 'segment' : 'segments'} (
          {count.Encoding})
        </Text>
      ) : null}
      <Picker>
        <Select
          label="Merge field"
          options={FIELD_OPTIONS}
          value={field}
          onChange={(event) => setField(event.target.value)}
        />
        <Button type="button" variant="secondary" onClick={insert}>
          Insert field
        </Button>
      </Picker>
    </>
  );
}
