import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Button, Link, Stack } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../paths';
import { NotAllowed } from '../../shared/NotAllowed';
import { RECRUITER_PATHS } from '../../features/recruiter-registration/paths';
import { useGuardLogout } from './useGuardLogout';
import { RouterLink } from '../../shared/RouterLink';

/**
 * SPEC §2 staff guard: requires being logged in. Applicant accounts get a not-allowed state instead of
 * any staff screen (the server refuses their calls too); a staff account without a role (a self-registered
 * recruiter waiting for approval, docs/recruiters.md) goes to the waiting page. Nothing protected renders
 * while deciding.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const loggedIn = client.auth.isLoggedIn();
  useGuardLogout(!loggedIn);
  if (!loggedIn) return null;
  if (client.auth.getApplicantId() !== null) {
    return (
      <main>
        <NotAllowed
          description="This page is for agency staff. Your applicant account does not give access to it."
          action={
            <Stack direction="row" gap={4} align="center" justify="center" wrap>
              <Link as={RouterLink} to={PATHS.home}>
                Go to my applicant area
              </Link>
              <Button variant="secondary" size="sm" onClick={() => void client.auth.logout()}>
                Logout
              </Button>
            </Stack>
          }
        />
      </main>
    );
  }
  // A self-registered recruiter the agency has not approved holds no role and sees nothing: the waiting page.
  if (client.auth.getCurrentUserInfo()?.Roles.length === 0)
    return <Navigate to={RECRUITER_PATHS.awaitingApproval} replace />;
  return children;
}
