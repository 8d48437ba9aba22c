import { Card, Stack } from '@agency/ui';
import { useApiClient, useCurrentRecruiter, useUserRoles } from '@agency/api-client/swr';
import { fullName } from '../../session/fullName';
import { RoutePageHeader } from '../../routing/title';
import { Details } from '../../shared/Details';
import { LoadError, Loading } from '../../shared/states';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The staff landing page: who is signed in, with which roles, and their last sign-in (SPEC §7 calls). */
export function DashboardPage() {
  const client = useApiClient();
  const user = client.auth.getCurrentUserInfo();
  const recruiter = useCurrentRecruiter();
  const roles = useUserRoles();

  return (
    <Stack gap={5}>
      <RoutePageHeader description={user ? `Welcome, ${fullName(user)}.` : undefined} />
      <Card title="Your account">
        {recruiter.error ? (
          <LoadError what="account details" onRetry={() => void recruiter.mutate()} />
        ) : !recruiter.data ? (
          <Loading label="Loading your account" />
        ) : (
          <Details
            entries={[
              ['Name', fullName(recruiter.data)],
              ['Title', recruiter.data.Title || '—'],
              ['Email', recruiter.data.Email],
              [
                'Roles',
                roles.error
                  ? 'Could not be loaded'
                  : roles.data
                    ? roles.data.map((role) => role.RoleName).join(', ') || 'None'
                    : 'Loading…',
              ],
              [
                'Last sign-in',
                recruiter.data.LastEntryAt ? dateFormat.format(new Date(recruiter.data.LastEntryAt)) : 'First sign-in',
              ],
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
