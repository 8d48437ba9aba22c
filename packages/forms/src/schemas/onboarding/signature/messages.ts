import { TEXT_MAX_LENGTH } from '../../shared/constants';
import { atMost } from '../../shared/messages';

/** Signing a form (typed name, optional drawn mark). Not given by SPEC; chosen here. */
export const signatureMessages = {
  typedNameRequired: 'Type your full name to sign',
  typedNameMax: atMost('Your typed name', TEXT_MAX_LENGTH),
  drawnInvalid: 'The drawn signature could not be read: draw it again',
  drawnTooLarge: 'The drawn signature is too large: clear it and draw it again',
} as const;
