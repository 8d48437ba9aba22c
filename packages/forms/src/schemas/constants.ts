/** SPEC §9: minimum length of a password. */
export const PASSWORD_MIN_LENGTH = 6;

/** SPEC §9: maximum length of a verification code. */
export const VERIFICATION_CODE_MAX_LENGTH = 10;

/**
 * SPEC §5/§9: lowercase letters, digits and `. _ % + -` before the `@`, a domain, then a 2 to 4 letter
 * lowercase top-level part. Upper-case addresses do not match.
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;

/** Yup test names (error `type`) that callers may rely on. */
export const TEST_NAMES = {
  /** Confirm Password differs from Password (SPEC §5: error key mustMatch). */
  mustMatch: 'mustMatch',
  /** The login password contains whitespace. */
  noWhitespace: 'noWhitespace',
  /** The terms and conditions box is not ticked. */
  mustAgree: 'mustAgree',
} as const;
