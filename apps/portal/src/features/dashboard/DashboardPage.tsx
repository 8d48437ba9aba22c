import { Card, Heading, Stack, Text } from '@agency/ui';
import { useApiClient, useCurrentRecruiter, useUserRoles } from '@agency/api-client/swr';
import { fullName } from '../../session/fullName';
import { useDocumentTitle } from '../../session/useDocumentTitle';
import { Details } from '../Details';
import { LoadError, Loading } from '../states';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The staff landing page: who is signed in, with which roles, and their last sign-in (SPEC §7 calls). */
export function Component() {
  useDocumentTitle('Dashboard');
  const client = useApiClient();
  const user = client.auth.getCurrentUserInfo();
  const recruiter = useCurrentRecruiter();
  const roles = useUserRoles();

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading level={1}>Dashboard</Heading>
        {user ? <Text tone="muted">Welcome, {fullName(user)}.</Text> : null}
      </Stack>
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
