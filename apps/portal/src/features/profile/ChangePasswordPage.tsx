import { useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from '@agency/forms';
import type { ChangePasswordPayloadValues } from '@agency/forms/schemas';
import { Alert, Card, Stack } from '@agency/ui';
import { useApiClient, useUser } from '@agency/api-client/swr';
import { PATHS } from '../../routing/paths';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { useSaveForm } from '../../shared/useSaveForm';

/**
 * Change password (the reference server's change-password call), for staff (user menu, staff shell) and
 * applicants (applicant shell). After a sign-in with a temporary password it is the only screen the session
 * reaches (`PasswordChangeGate`). After the change the user goes on to their area's home: applicants to the
 * applicant area, staff to the dashboard.
 */
export function ChangePasswordPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { data: user, mutate } = useUser();
  const { submit, serverErrors } = useSaveForm(
    (payload: ChangePasswordPayloadValues) => client.password.changePassword(payload),
    { success: 'Your password has been changed.', failure: 'Your password could not be changed.' },
  );

  // The form keeps its values after a refusal; after the change the user goes on.
  const change = async (payload: ChangePasswordPayloadValues) => {
    if (!(await submit(payload))) return;
    // The session may use everything again: the gate reads this (no new request needed).
    await mutate((current) => current && { ...current, MustChangePassword: false }, { revalidate: false });
    void navigate(client.auth.getApplicantId() !== null ? PATHS.home : PATHS.dashboard, { replace: true });
  };

  return (
    <Stack gap={5}>
      <RoutePageHeader />
      {user?.MustChangePassword && (
        <Alert tone="info" title="Choose a new password">
          You signed in with a temporary password. Choose your own password to continue.
        </Alert>
      )}
      <Card>
        <Stack maxWidth="narrow">
          <ChangePasswordForm serverErrors={serverErrors} onSubmit={change} />
        </Stack>
      </Card>
    </Stack>
  );
}
