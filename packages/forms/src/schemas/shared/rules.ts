import { string } from 'yup';
import {
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  TEST_NAMES,
  TEXT_MAX_LENGTH,
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

/** Optional phone number: SPEC §5's phone characters, a digit after the optional plus. */
export const optionalPhone = (invalid: string, tooLong: string) =>
  optionalText(PHONE_MAX_LENGTH, tooLong).matches(PHONE_PATTERN, { message: invalid, excludeEmptyString: true });

/** Optional e-mail address following the registration rule (SPEC §5 pattern) when given. */
export const optionalEmail = (invalid: string, tooLong: string) =>
  optionalText(TEXT_MAX_LENGTH, tooLong).matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });
