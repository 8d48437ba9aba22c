import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Captcha, RegistrationForm, type CaptchaController } from '@agency/forms';
import { toRegistrationPayload, type RegistrationValues } from '@agency/forms/schemas';
import { Stack, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { PATHS } from '../../routing/paths';
import { AuthLink } from './AuthLink';
import { captchaRefusal } from './captcha';

/** The registration call of a screen: the payload of SPEC §5 and the captcha's solution (null: none needed). */
export type SendRegistration = (
  payload: ReturnType<typeof toRegistrationPayload>,
  captcha: string | null,
) => Promise<unknown>;

/**
 * SPEC §2 registration's form (the applicant's and the recruiter's), its captcha and the link to the login,
 * then `children` (more links, a note). A submit calls `send` with the captcha solved in the background
 * (issue 9); a refused captcha shows the server's reason and starts a new one; any other failure shows
 * 'Registration failed' and the server's messages on their fields. On success the person is signed in with
 * the entered e-mail and password, then `onSignedIn`; a failed sign-in goes to the login.
 */
export function RegistrationStep({
  captcha,
  send,
  onSignedIn,
  children,
}: {
  captcha: CaptchaController;
  send: SendRegistration;
  onSignedIn: () => Promise<void> | void;
  children?: ReactNode;
}) {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const register = async (values: RegistrationValues) => {
    let token: string | null;
    try {
      token = await captcha.token();
    } catch {
      return; // <Captcha> shows the error and a retry.
    }
    try {
      await send(toRegistrationPayload(values), token);
    } catch (error) {
      captcha.reset();
      const refusal = captchaRefusal(error);
      if (refusal) {
        toast.error(refusal);
        return;
      }
      toast.error(MESSAGES.registrationFailed);
      // The form maps the server's payload-keyed messages onto its own fields.
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      return;
    }
    try {
      const result = await client.auth.login({ username: values.email, password: values.password });
      if (!result.ok) return;
    } catch (error) {
      toast.error(messageFor(error, MESSAGES.loginFailed, MESSAGES.serverError) ?? MESSAGES.serverError);
      await navigate(PATHS.login);
      return;
    }
    await onSignedIn();
  };

  const emailTaken = async (email: string) => Boolean((await client.registration.emailExists(email)).data);

  return (
    <RegistrationForm
      onSubmit={register}
      onEmailBlur={emailTaken}
      serverErrors={serverErrors}
      footer={
        <Stack gap={3}>
          <Captcha captcha={captcha} />
          <AuthLink question="Already have an account?" to={PATHS.login}>
            Login
          </AuthLink>
          {children}
        </Stack>
      }
    />
  );
}
