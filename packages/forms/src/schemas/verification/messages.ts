import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/constants';
import { atMost } from '../shared/messages';

/** Verification (SPEC §2, §9). */
export const verificationMessages = {
  /** Not given by SPEC. */
  codeRequired: 'Verification code is required',
  /** Not given by SPEC. */
  codeMax: atMost('Verification code', VERIFICATION_CODE_MAX_LENGTH),
} as const;
