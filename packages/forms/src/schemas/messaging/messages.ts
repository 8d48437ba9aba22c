import { MESSAGE_LIMITS } from '@agency/api-client/contract';

/** Message templates and the compose form (issue 14; none given by SPEC, chosen here). */
export const messagingMessages = {
  channelRequired: 'Choose E-mail or SMS.',
  nameRequired: 'Name the template.',
  nameMax: `The name must be at most ${MESSAGE_LIMITS.templateNameMaxLength} characters.`,
  subjectRequired: 'Write a subject.',
  subjectMax: `The subject must be at most ${MESSAGE_LIMITS.subjectMaxLength} characters.`,
  bodyRequired: 'Write the message.',
  emailBodyMax: `The message must be at most ${MESSAGE_LIMITS.emailBodyMaxLength.toLocaleString('en-US')} characters.`,
  smsBodyMax: `The message must be at most ${MESSAGE_LIMITS.smsBodyMaxLength.toLocaleString('en-US')} characters.`,
  scopeRequired: 'Choose Agency or Personal.',
  sendAtInvalid: 'Choose a date and time.',
  sendAtPast: 'Choose a time in the future.',
  sendAtTooFar: `A message can be scheduled at most ${MESSAGE_LIMITS.scheduleMaxDays} days ahead.`,
  savedSearchNameRequired: 'Name the search.',
  savedSearchNameMax: `The name must be at most ${MESSAGE_LIMITS.savedSearchNameMaxLength} characters.`,
} as const;

/** The message of a text holding `{{…}}` fields that are not merge fields. */
export const unknownMergeFieldsMessage = (fields: readonly string[]) =>
  `Unknown merge field: ${fields.join(', ')}. Insert fields from the list.`;
