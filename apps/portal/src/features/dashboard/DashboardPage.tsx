import { Card, DescriptionList, ErrorState, LoadingState, Stack } from '@agency/ui';
import { useApiClient, useCurrentRecruiter, useUserRoles } from '@agency/api-client/swr';
import { fullName } from '../../session/fullName';
import { RoutePageHeader } from '../../routing/RoutePageHeader';

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
          <ErrorState what="account details" onRetry={() => void recruiter.mutate()} />
        ) : !recruiter.data ? (
          <LoadingState label="Loading your account" />
        ) : (
          <DescriptionList
            items={[
              { term: 'Name', description: fullName(recruiter.data) },
              { term: 'Title', description: recruiter.data.Title || '—' },
              { term: 'Email', description: recruiter.data.Email },
              {
                term: 'Roles',
                description: roles.error
                  ? 'Could not be loaded'
                  : roles.data
                    ? roles.data.map((role) => role.RoleName).join(', ') || 'None'
                    : 'Loading…',
              },
              {
                term: 'Last sign-in',
                description: recruiter.data.LastEntryAt
                  ? dateFormat.format(new Date(recruiter.data.LastEntryAt))
                  : 'First sign-in',
              },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
