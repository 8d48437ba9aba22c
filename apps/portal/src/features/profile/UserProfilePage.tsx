import { ProfileForm } from '@agency/forms';
import type { ProfileValues } from '@agency/forms/schemas';
import { Card, Stack } from '@agency/ui';
import { useApiClient, useCurrentRecruiter } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/title';
import { LoadError, Loading } from '../../shared/states';
import { useSaveForm } from '../../shared/useSaveForm';

/** The signed-in user's profile (get-current-recruiter), editable through update-profile. */
export function UserProfilePage() {
  const client = useApiClient();
  const recruiter = useCurrentRecruiter({ revalidateOnFocus: false });
  const { submit, serverErrors } = useSaveForm(
    async (values: ProfileValues) => {
      const { data } = await client.recruiter.updateProfile(values);
      // The hook's own mutate: the portal's SWR cache is per mount (PortalApp), not swr's global one.
      await recruiter.mutate(data, { revalidate: false });
    },
    { success: 'Your profile has been saved.', failure: 'Your profile could not be saved.' },
  );

  return (
    <Stack gap={5}>
      <RoutePageHeader />
      <Card title="Your details">
        {recruiter.error ? (
          <LoadError what="profile" onRetry={() => void recruiter.mutate()} />
        ) : !recruiter.data ? (
          <Loading label="Loading your profile" />
        ) : (
          <div style={{ maxWidth: '32rem' }}>
            <ProfileForm
              defaultValues={recruiter.data}
              email={recruiter.data.Email}
              serverErrors={serverErrors}
              onSubmit={submit}
            />
          </div>
        )}
      </Card>
    </Stack>
  );
}
