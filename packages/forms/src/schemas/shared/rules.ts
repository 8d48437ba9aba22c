import { string } from 'yup';
import { NAME_MAX_LENGTH, TEST_NAMES } from './constants';
import { messages } from './messages';

/**
 * A yup test that refuses text holding whitespace anywhere (SPEC §5: the login password has none), for
 * every password a person signs in with or sets. Named `noWhitespace`; an absent value is left to `required`.
 */
export const noWhitespace = (message: string) => ({
  name: TEST_NAMES.noWhitespace,
  message,
  test: (value: string | undefined) => value === undefined || !/\s/.test(value),
});

const m = messages.registration;

/** A person's last name: required, trimmed, at most `NAME_MAX_LENGTH` (registration and the user profile). */
export const lastName = () => string().trim().required(m.lastNameRequired).max(NAME_MAX_LENGTH, m.lastNameMax);

/** A person's first name: required, trimmed, at most `NAME_MAX_LENGTH` (registration and the user profile). */
export const firstName = () => string().trim().required(m.firstNameRequired).max(NAME_MAX_LENGTH, m.firstNameMax);
