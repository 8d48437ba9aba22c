/** SPEC §9: minimum length of a password. */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest e-mail address there can be (RFC 5321: 254 characters). */
export const EMAIL_MAX_LENGTH = 254;

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
  /** A password (login, registration, a new password) contains whitespace. */
  noWhitespace: 'noWhitespace',
  /** The terms and conditions box is not ticked. */
  mustAgree: 'mustAgree',
} as const;

/**
 * SPEC §5 phone input: an optional leading plus, then digits and spaces. As a rule on a saved value (ends
 * trimmed) it also wants a digit right after the optional plus, so "+" or " " alone is not a number.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;

/** A US ZIP code: five digits, optionally a hyphen and four more (ZIP+4). */
export const ZIP_CODE_PATTERN = /^[0-9]{5}(?:-[0-9]{4})?$/;

/** A web address: http:// or https://, a host name with a dot, then an optional path, query or fragment. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** Longest accepted short text: a person's names, a job title, a city, a state. */
export const NAME_MAX_LENGTH = 100;
/** Longest accepted phone number, spaces included. */
export const PHONE_MAX_LENGTH = 30;
/** Most digits a phone number has, its country code included (E.164). */
export const PHONE_MAX_DIGITS = 15;
/** Fewest digits of a number given with its country code (+ then the code and number). */
export const PHONE_MIN_DIGITS = 7;
/** Digits of a US number without its country code (area code, exchange, line). */
export const US_PHONE_DIGITS = 10;
/** Longest accepted agency text (name, e-mail addresses, website, address lines). */
export const TEXT_MAX_LENGTH = 200;
