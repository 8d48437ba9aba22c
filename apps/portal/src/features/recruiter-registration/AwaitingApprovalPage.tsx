import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Stack, Text, useToast } from '@agency/ui';
import { STAFF_PENDING_APPROVAL_MESSAGE } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../../routing/paths';
import { useGuardLogout } from '../../routing/guards/useGuardLogout';
import { AuthLayout } from '../../shared/AuthLayout';

/**
 * Where a self-registered recruiter lands after verifying (and whenever the staff guard sees a staff account
 * without a role): the account waits for an owner's or admin's approval and sees nothing else; the server
 * refuses every staff call meanwhile. "Check again" renews the session: once approved, the new token carries
 * the roles and the dashboard opens. Signed out: the login; an approved account or an applicant: their home.
 */
export function AwaitingApprovalPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const loggedIn = client.auth.isLoggedIn();
  useGuardLogout(!loggedIn);
  if (!loggedIn) return null;
  if (client.auth.getApplicantId() !== null) return <Navigate to={PATHS.home} replace />;
  const user = client.auth.getCurrentUserInfo();
  if (user && user.Roles.length > 0) return <Navigate to={PATHS.dashboard} replace />;

  const check = async () => {
    setChecking(true);
    try {
      // A declined account cannot renew: the client signs it out (and says so).
      await client.auth.refreshToken();
      if ((client.auth.getCurrentUserInfo()?.Roles.length ?? 0) > 0) await navigate(PATHS.dashboard, { replace: true });
      else toast.info('Not yet: your account is still waiting for approval.');
    } catch {
      // The renewal failed: the client has signed out and told the person.
    } finally {
      setChecking(false);
    }
  };

  return (
    <AuthLayout>
      <Alert tone="info" title={STAFF_PENDING_APPROVAL_MESSAGE}>
        {user ? `Thank you, ${user.FirstName}. ` : ''}The agency has been told. You will get an e-mail once an owner or
        admin approves your account; until then you see no applicants.
      </Alert>
      <Text tone="muted">Approved already? Check again to start.</Text>
      <Stack direction="row" gap={3} wrap>
        <Button onClick={() => void check()} loading={checking}>
          Check again
        </Button>
        <Button variant="secondary" onClick={() => void client.auth.logout()}>
          Logout
        </Button>
      </Stack>
    </AuthLayout>
  );
}
