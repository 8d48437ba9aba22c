import { atMost, commonMessages } from '../shared/messages';
import { onboardingMessages as o } from '../onboarding/messages';

/** Longest comments, and longest name, title of the reference. */
export const REFERENCE_COMMENTS_MAX_LENGTH = 2000;
export const REFERENCE_TEXT_MAX_LENGTH = 100;

/** The public reference form (ONBOARDING.md §6.6). Not given by SPEC; chosen here. */
export const referenceAnswersMessages = {
  capacityRequired: 'Choose the capacity in which you worked with this person',
  capacityInvalid: 'Choose a capacity from the list',
  workedFromRequired: 'Enter when you started working together',
  workedToRequired: 'Enter when you stopped working together (or today)',
  dateInvalid: o.dateInvalid,
  dateFuture: 'The date cannot be in the future',
  workedToBeforeFrom: 'The end cannot be before the start',
  ratingRequired: 'Choose a rating from 1 to 5',
  ratingInvalid: 'Choose a rating from 1 to 5',
  rehireRequired: 'Say whether you would rehire this person',
  rehireInvalid: 'Choose yes, no or unsure',
  commentsMax: atMost('Comments', REFERENCE_COMMENTS_MAX_LENGTH),
  nameRequired: 'Enter your name',
  nameMax: atMost('Name', REFERENCE_TEXT_MAX_LENGTH),
  titleRequired: 'Enter your job title',
  titleMax: atMost('Title', REFERENCE_TEXT_MAX_LENGTH),
  phoneRequired: 'Enter your phone number',
  phoneInvalid: commonMessages.phoneInvalid,
  phoneMax: commonMessages.phoneMax,
  phoneDigits: commonMessages.phoneDigits,
  attestationRequired: 'Confirm the statement to send your reference',
} as const;
