import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../paths';
import { useGuardLogout } from './useGuardLogout';

/**
 * SPEC §2 applicant guard: requires login plus a stored applicant id. Logged in without one goes to the
 * dashboard; not logged in acts as a logout.
 */
export function ApplicantGuard({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const loggedIn = client.auth.isLoggedIn();
  useGuardLogout(!loggedIn);
  if (!loggedIn) return null;
  if (client.auth.getApplicantId() === null) return <Navigate to={PATHS.dashboard} replace />;
  return children;
}
