import { TEST_NAMES } from './constants';

/**
 * A yup test that refuses text holding whitespace anywhere (SPEC §5: the login password has none), for
 * every password a person signs in with or sets. Named `noWhitespace`; an absent value is left to `required`.
 */
export const noWhitespace = (message: string) => ({
  name: TEST_NAMES.noWhitespace,
  message,
  test: (value: string | undefined) => value === undefined || !/\s/.test(value),
});
