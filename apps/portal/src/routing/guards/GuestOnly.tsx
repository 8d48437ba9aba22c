import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../paths';

/** SPEC §2: a logged-in visitor opening the login screen is sent to the root. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const client = useApiClient();
  if (client.auth.isLoggedIn()) return <Navigate to={PATHS.home} replace />;
  return children;
}
