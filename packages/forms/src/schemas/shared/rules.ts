import { string } from 'yup';
import {
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  TEST_NAMES,
  TEXT_MAX_LENGTH,
  US_PHONE_DIGITS,
} from './constants';
import { commonMessages as m } from './messages';

// Field rules used by several forms. Text is trimmed by a transform (SPEC §5); passwords never are.

/**
 * A yup test that refuses text holding whitespace anywhere (SPEC §5: the login password has none), for
 * every password a person signs in with or sets. Named `noWhitespace`; an absent value is left to `required`.
 */
export const noWhitespace = (message: string) => ({
  name: TEST_NAMES.noWhitespace,
  message,
  test: (value: string | undefined) => value === undefined || !/\s/.test(value),
});

/** A person's last name: required, trimmed, at most `NAME_MAX_LENGTH` (registration and the user profile). */
export const lastName = () => string().trim().required(m.lastNameRequired).max(NAME_MAX_LENGTH, m.lastNameMax);

/** A person's first name: required, trimmed, at most `NAME_MAX_LENGTH` (registration and the user profile). */
export const firstName = () => string().trim().required(m.firstNameRequired).max(NAME_MAX_LENGTH, m.firstNameMax);

/** Optional trimmed text of at most `max` characters; an absent value defaults to ''. */
export const optionalText = (max: number, message: string) => string().trim().max(max, message).default('');

/**
 * Whether a phone number in SPEC §5's characters has as many digits as a number can: a US number's 10
 * (or 1 and 10), +1 and 10, or + and 7 to 15 digits in all (E.164) for another country.
 */
export function phoneHasDigitsOfANumber(phone: string): boolean {
  const digits = phone.replace(/[^0-9]/g, '');
  const us = digits.length === US_PHONE_DIGITS + 1 && digits.startsWith('1');
  if (!phone.startsWith('+')) return digits.length === US_PHONE_DIGITS || us;
  return digits.startsWith('1') ? us : digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/**
 * Optional phone number: SPEC §5's phone characters, a digit after the optional plus, and as many digits
 * as a number has (`phoneHasDigitsOfANumber`, message `wrongLength`).
 */
export const optionalPhone = (invalid: string, tooLong: string, wrongLength: string) =>
  optionalText(PHONE_MAX_LENGTH, tooLong)
    .matches(PHONE_PATTERN, { message: invalid, excludeEmptyString: true })
    .test({
      name: 'phoneDigits',
      message: wrongLength,
      // Empty is left to `required`, other characters to the pattern's message.
      test: (value) => !value || !PHONE_PATTERN.test(value) || phoneHasDigitsOfANumber(value),
    });

/** Optional e-mail address following the registration rule (SPEC §5 pattern) when given. */
export const optionalEmail = (invalid: string, tooLong: string) =>
  optionalText(TEXT_MAX_LENGTH, tooLong).matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });
