import { object, string, type InferType } from 'yup';
import { noWhitespace } from '../shared/rules';
import { loginMessages as m } from './messages';

// Login (SPEC §2, §5): both fields required; the Login ID is trimmed, the password is not and has no
// whitespace. The token call's body (`username`, `password`) is built by the api-client.

export const loginSchema = object({
  /** The Login ID. */
  email: string().trim().required(m.emailRequired),
  password: string().required(m.passwordRequired).test(noWhitespace(m.passwordNoWhitespace)),
});
export type LoginValues = InferType<typeof loginSchema>;
