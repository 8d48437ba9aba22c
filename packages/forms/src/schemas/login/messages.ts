import { commonMessages as c } from '../shared/messages';

/** Login (SPEC §2, §5). */
export const loginMessages = {
  /** Not given by SPEC. */
  emailRequired: 'Login ID is required',
  passwordRequired: c.passwordRequired,
  passwordNoWhitespace: c.passwordNoWhitespace,
} as const;
