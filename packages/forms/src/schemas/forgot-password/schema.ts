import { object, string, type InferType } from 'yup';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/constants';
import { forgotPasswordMessages as m } from './messages';

// Forgot password (SPEC §5): the lowercase e-mail pattern, else 'Invalid Email Address.' (also for an
// address longer than any can be).

const forgotPasswordEmail = () =>
  string()
    .trim()
    .required(m.emailRequired)
    .matches(EMAIL_PATTERN, { message: m.emailInvalid, excludeEmptyString: true })
    .max(EMAIL_MAX_LENGTH, m.emailInvalid);

export const forgotPasswordSchema = object({ email: forgotPasswordEmail() });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** The forgot-password call's body as the server validates it (SPEC §3: `Email`). */
export const forgotPasswordPayloadSchema = object({ Email: forgotPasswordEmail() });
export type ForgotPasswordPayloadValues = InferType<typeof forgotPasswordPayloadSchema>;

/** Form field of each payload field, for mapping the server's `Errors` back onto the form. */
export const FORGOT_PASSWORD_PAYLOAD_FIELDS = {
  Email: 'email',
} as const satisfies Record<keyof ForgotPasswordPayloadValues, keyof ForgotPasswordValues>;

/** Form values → the forgot-password payload of SPEC §3. */
export function toForgotPasswordPayload(values: ForgotPasswordValues): ForgotPasswordPayloadValues {
  return { Email: values.email };
}
