import {
  MERGE_FIELDS,
  MESSAGE_CHANNEL_KEYS,
  MESSAGE_LIMITS,
  type MessageChannel,
  type MessageTemplateScope,
} from '@agency/api-client/contract';
import { boolean, mixed, object, string, type InferType } from 'yup';
import { messagingMessages as m, unknownMergeFieldsMessage } from './messages';

/** The `{{…}}` fields of a text that are not merge fields, each once. */
export function unknownMergeFields(text: string): string[] {
  const known = new Set<string>(MERGE_FIELDS.map((field) => field.key));
  const unknown = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g))
    if (!known.has(`{{${match[1]}}}`)) unknown.add(match[0]);
  return [...unknown];
}

/** A text whose `{{…}}` are all merge fields. */
const knownFields = () => ({
  name: 'knownMergeFields',
  test(this: { createError: (options: { message: string }) => unknown }, value: string | null | undefined) {
    const unknown = unknownMergeFields(value ?? '');
    return unknown.length === 0 ? true : (this.createError({ message: unknownMergeFieldsMessage(unknown) }) as false);
  },
});

const channel = () =>
  mixed<MessageChannel>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(m.channelRequired)
    .oneOf([...MESSAGE_CHANNEL_KEYS], m.channelRequired);

/** E-mail: a required subject; SMS: none (null). */
const subject = () =>
  string()
    .nullable()
    .default(null)
    .when('Channel', {
      is: 'email',
      then: (schema) =>
        schema
          .trim()
          .required(m.subjectRequired)
          .max(MESSAGE_LIMITS.subjectMaxLength, m.subjectMax)
          .test(knownFields()),
      otherwise: (schema) => schema.transform(() => null),
    });

/** The text, within its channel's limit, with known merge fields only. */
const body = () =>
  string()
    .trim()
    .required(m.bodyRequired)
    .when('Channel', {
      is: 'sms',
      then: (schema) => schema.max(MESSAGE_LIMITS.smsBodyMaxLength, m.smsBodyMax),
      otherwise: (schema) => schema.max(MESSAGE_LIMITS.emailBodyMaxLength, m.emailBodyMax),
    })
    .test(knownFields());

// A message template: createMessageTemplate / updateMessageTemplate's body (the same schema checks it on the server).
export const messageTemplateSchema = object({
  Channel: channel(),
  Name: string().trim().required(m.nameRequired).max(MESSAGE_LIMITS.templateNameMaxLength, m.nameMax),
  Subject: subject(),
  Body: body(),
  Scope: mixed<MessageTemplateScope>().required(m.scopeRequired).oneOf(['agency', 'personal'], m.scopeRequired),
  Marketing: boolean().default(false),
});
export type MessageTemplateValues = InferType<typeof messageTemplateSchema>;

/** A local date and time as a datetime-local input writes it (YYYY-MM-DDTHH:MM). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

// The compose form: what to send and when (the recipients are chosen around it). SendAt: '' sends now, else a
// local date and time (the browser's zone) in the future, at most MESSAGE_LIMITS.scheduleMaxDays ahead.
export const composeMessageSchema = object({
  Channel: channel(),
  Subject: subject(),
  Body: body(),
  SendAt: string()
    .default('')
    .test(
      'dateTime',
      m.sendAtInvalid,
      (value) => !value || (LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime())),
    )
    .test(
      'future',
      m.sendAtPast,
      (value) => !value || Number.isNaN(new Date(value).getTime()) || new Date(value).getTime() > Date.now(),
    )
    .test(
      'horizon',
      m.sendAtTooFar,
      (value) =>
        !value ||
        Number.isNaN(new Date(value).getTime()) ||
        new Date(value).getTime() <= Date.now() + MESSAGE_LIMITS.scheduleMaxDays * 86_400_000,
    ),
  Marketing: boolean().default(false),
});
export type ComposeMessageValues = InferType<typeof composeMessageSchema>;

// Saving the applicant search under a name.
export const savedSearchSchema = object({
  Name: string()
    .trim()
    .required(m.savedSearchNameRequired)
    .max(MESSAGE_LIMITS.savedSearchNameMaxLength, m.savedSearchNameMax),
});
export type SavedSearchValues = InferType<typeof savedSearchSchema>;
