import { ProfileForm } from '@agency/forms';
import type { ProfileValues } from '@agency/forms/schemas';
import { Card, ErrorState, LoadingState, Stack } from '@agency/ui';
import { useApiClient, useCurrentRecruiter } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
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
          <ErrorState what="profile" onRetry={() => void recruiter.mutate()} />
        ) : !recruiter.data ? (
          <LoadingState label="Loading your profile" />
        ) : (
          <Stack maxWidth="narrow">
            <ProfileForm
              defaultValues={recruiter.data}
              email={recruiter.data.Email}
              serverErrors={serverErrors}
              onSubmit={submit}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
