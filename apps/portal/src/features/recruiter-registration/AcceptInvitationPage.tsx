import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { acceptInvitationSchema, validateValues, type FieldErrors } from '@agency/forms/schemas';
import { Alert, Button, ErrorState, Link, LoadingState, PasswordField, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { INVITATION_GONE_MESSAGE, acceptStaffInvitation, getStaffInvitation } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { PATHS } from '../../routing/paths';
import { messageFor } from '../../session/errors';
import { MESSAGES } from '../../shared/messages';
import { RouterLink } from '../../shared/RouterLink';
import { AuthLayout } from '../../shared/AuthLayout';
import { useRevealProblems } from '../../shared/useRevealProblems';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** A link that no longer works (410: expired, used or replaced; 404: unknown) says so; null for other errors. */
const linkGone = (error: unknown) => isApiError(error) && (error.status === 410 || error.status === 404);

const day = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /accept-invitation/:token, the e-mailed link of a staff invitation (phone first, no account yet): who is
 * invited to which agency, and a password to choose with its confirmation (SPEC §5's rules, the registration
 * messages). The link works once; once the password is set the person is signed in and goes to the dashboard.
 * An expired, used or replaced link says so, with the way to the login.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const invitation = useApiQuery(getStaffInvitation, { params: { token } }, ONCE);
  const [values, setValues] = useState({ Password: '', ConfirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const reveal = useRevealProblems();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const checked = validateValues(acceptInvitationSchema, values);
  const errors = { ...(checked.ok ? {} : checked.errors), ...serverErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) return reveal(event);
    setBusy(true);
    try {
      const { data } = await client.call(acceptStaffInvitation, { params: { token }, body: checked.value });
      const result = await client.auth.login({ username: data.Email, password: checked.value.Password });
      if (!result.ok) return;
      toast.success('Your password is set. Welcome!');
      await navigate(PATHS.dashboard, { replace: true });
    } catch (error) {
      if (linkGone(error)) return setGone(true);
      if (isApiError(error) && error.status === 400 && error.errors) return setServerErrors({ ...error.errors });
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'Your password could not be set. Try again.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'Password' | 'ConfirmPassword', label: string) => (
    <PasswordField
      label={label}
      required
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest);
        setValues((previous) => ({ ...previous, [name]: event.target.value }));
      }}
      error={errors[name]}
      showError={submitted || Boolean(serverErrors[name])}
    />
  );

  let body;
  if (gone || (invitation.error && linkGone(invitation.error)))
    body = (
      <Alert
        tone="warning"
        title="This link no longer works"
        action={
          <Link as={RouterLink} to={PATHS.login}>
            Go to Login
          </Link>
        }
      >
        {INVITATION_GONE_MESSAGE} Ask the person who invited you to send a new invitation, or sign in if you have
        already set your password.
      </Alert>
    );
  else if (invitation.error) body = <ErrorState what="the invitation" onRetry={() => void invitation.mutate()} />;
  else if (!invitation.data) body = <LoadingState label="Loading the invitation" />;
  else {
    const invited = invitation.data;
    body = (
      <Stack gap={4}>
        <Text>
          Welcome, {invited.FirstName}! You are invited to join {invited.AgencyName}. Choose a password for your account{' '}
          <strong>{invited.Email}</strong>; you sign in with this e-mail address and the password.
        </Text>
        <form noValidate aria-label="Choose your password" onSubmit={(event) => void submit(event)}>
          <Stack gap={4}>
            {field('Password', 'Password')}
            {field('ConfirmPassword', 'Confirm Password')}
            <Button type="submit" fullWidth loading={busy}>
              Set password and sign in
            </Button>
          </Stack>
        </form>
        <Text size="sm" tone="muted">
          The link works once, until {day(invited.ExpiresAt)}.
        </Text>
      </Stack>
    );
  }
  return <AuthLayout>{body}</AuthLayout>;
}
