import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RegistrationForm } from '@agency/forms';
import { toRegistrationPayload, type RegistrationValues } from '@agency/forms/schemas';
import { Link, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { usePortal } from '../../session/PortalContext';
import { PATHS } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';

/**
 * SPEC §2 registration: on success the user is logged in with the entered e-mail and password and goes
 * to verification; a failed register call shows 'Registration failed'.
 */
export function RegistrationPage() {
  const client = useApiClient();
  const { config } = usePortal();
  const navigate = useNavigate();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const register = async (values: RegistrationValues) => {
    try {
      await client.registration.register(toRegistrationPayload(values));
    } catch (error) {
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
