import { applicantMessages } from '../applicant/messages';

// Messages several onboarding forms show (each form's `messages.ts` picks from here). Not given by SPEC;
// written as plain sentences a person understands.

export const onboardingMessages = {
  /** The applicant record's date message: one text for every date of the portal. */
  dateInvalid: applicantMessages.dateInvalid,
  dateOfBirthPast: applicantMessages.dateOfBirthPast,
  stateInvalid: applicantMessages.stateInvalid,
  zipInvalid: applicantMessages.zipInvalid,
  stateRequired: 'Choose a state',
  zipRequired: 'Enter the ZIP code',
  cityRequired: 'Enter the city or town',
  addressRequired: 'Enter the street address',
  documentNumberInvalid: 'A document number may contain letters, digits, spaces and hyphens only',
  /** A masked number ('***-**-6789') the server no longer holds the full value of. */
  maskedIdentifier: 'Type the full number again',
} as const;
