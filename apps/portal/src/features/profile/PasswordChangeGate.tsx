import { Navigate, Outlet } from 'react-router-dom';
import { useUser } from '@agency/api-client/swr';
import { PageLoading } from '../../routing/Page';
import { PATHS } from '../../routing/paths';

/**
 * Layout route of the staff and applicant areas: a session signed in with a temporary password
 * (`MustChangePassword`, from the one call such a session may still make besides the change itself) reaches
 * nothing but Change Password until it has chosen a new one. The shell stays; the content waits for the
 * answer once per session (SWR keeps it). Should the call fail, the screens load: the server refuses them
 * anyway (403 `password_change_required`, which also leads here).
 */
export function PasswordChangeGate() {
  const { data: user, error } = useUser();
  if (user?.MustChangePassword) return <Navigate to={PATHS.changePassword} replace />;
  if (!user && !error) return <PageLoading />;
  return <Outlet />;
}
