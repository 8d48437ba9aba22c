import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Captcha, RegistrationForm } from '@agency/forms';
import { toRegistrationPayload, type RegistrationValues } from '@agency/forms/schemas';
import { Link, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { usePortal } from '../../session/PortalContext';
import { PATHS } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';
import { captchaRefusal, usePortalCaptcha } from './captcha';
import { RouterLink } from '../../shared/RouterLink';

/**
 * SPEC §2 registration: on success the user is logged in with the entered e-mail and password and goes
 * to verification; a failed register call shows 'Registration failed'. The captcha (issue 9) is solved in
 * the background while the form is filled in; a refused captcha shows the server's reason and starts a new one.
 */
export function RegistrationPage() {
  const client = useApiClient();
  const { config } = usePortal();
  const navigate = useNavigate();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const captcha = usePortalCaptcha();

  const register = async (values: RegistrationValues) => {
    let token: string | null;
    try {
      token = await captcha.token();
    } catch {
      return; // <Captcha> shows the error and a retry.
    }
    try {
      await client.registration.register(toRegistrationPayload(values), { captcha: token });
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
    await navigate(PATHS.verify);
  };

  const emailTaken = async (email: string) => Boolean((await client.registration.emailExists(email)).data);

  return (
    <AuthLayout>
      <RegistrationForm
        onSubmit={register}
        onEmailBlur={emailTaken}
        serverErrors={serverErrors}
        footer={
          <Stack gap={3}>
            <Captcha captcha={captcha} />
            <Stack direction="row" gap={2} wrap>
              <Text as="span" tone="muted">
                Already have an account?
              </Text>
              <Link as={RouterLink} to={PATHS.login}>
                Login
              </Link>
            </Stack>
            <Text size="sm" tone="muted">
              Having difficulty signing up? Send your resume to{' '}
              <Link href={`mailto:${config.recruitmentEmail}`}>{config.recruitmentEmail}</Link> and our recruiters will
              contact you.
            </Text>
          </Stack>
        }
      />
    </AuthLayout>
  );
}
