import type { ReactNode } from 'react';
import { useApiClient } from '@agency/api-client/swr';
import { useGuardLogout } from './useGuardLogout';

/**
 * Guard of the `account` routes (the account's own screens): any signed-in account, in the shell of its
 * kind (`applicant` for an account with an applicant id, `staff` otherwise). Not logged in acts as a logout,
 * like the other guards; nothing renders while deciding.
 */
export function AccountGuard({ applicant, staff }: { applicant: ReactNode; staff: ReactNode }) {
  const client = useApiClient();
  const loggedIn = client.auth.isLoggedIn();
  useGuardLogout(!loggedIn);
  if (!loggedIn) return null;
  return client.auth.getApplicantId() !== null ? applicant : staff;
}
