import { NAME_MAX_LENGTH, PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, US_PHONE_DIGITS } from './constants';

// Pieces of the literal messages that several forms show, each defined once; every form's own
// `messages.ts` picks from here, and `../messages.ts` gathers them into the public `messages`.

/** "<label> must be at most <n> characters", typed as its literal text. */
export const atMost = <L extends string, N extends number>(label: L, length: N) =>
  `${label} must be at most ${length} characters` as const;

/**
 * "<label> must have 10 digits, or start with + and the country code (at most 15 digits)": a phone number
 * of a length no number has (not given by SPEC, which gives the phone input's characters only).
 */
export const phoneDigits = <L extends string>(label: L) =>
  `${label} must have ${US_PHONE_DIGITS} digits, or start with + and the country code (at most ${PHONE_MAX_DIGITS} digits)` as const;

/** Messages shared by several forms (SPEC §5's registration texts, reused where the same rule applies). */
export const commonMessages = {
  lastNameRequired: 'Last Name is required',
  firstNameRequired: 'First Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  passwordRequired: 'Password is required',
  passwordsMustMatch: 'Passwords must match',
  /**
   * Not given by SPEC (SPEC §5: the login password "has no whitespace"). Every password a person sets
   * (registration, change password) follows the same rule, so it can be used to sign in.
   */
  passwordNoWhitespace: 'Password must not contain spaces',
  /** Not given by SPEC, nor are the limits below. */
  lastNameMax: atMost('Last Name', NAME_MAX_LENGTH),
  firstNameMax: atMost('First Name', NAME_MAX_LENGTH),
  middleNameMax: atMost('Middle Name', NAME_MAX_LENGTH),
  /** Not given by SPEC (SPEC §5 gives the phone input's characters only), nor is the limit. */
  phoneInvalid: 'Phone may contain a leading + then digits and spaces',
  phoneMax: atMost('Phone', PHONE_MAX_LENGTH),
  phoneDigits: phoneDigits('Phone'),
} as const;

/**
 * A field that must be text got something else (an object, a list, a number): only an API caller's
 * mistake, a form always sends text. Not given by SPEC; `field` is the payload's field name.
 */
export const mustBeText = (field: string) => `${field} must be text.`;
