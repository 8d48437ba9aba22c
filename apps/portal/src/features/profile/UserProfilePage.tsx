import { PreferencesForm, ProfileForm } from '@agency/forms';
import type { PreferencesValues, ProfileValues } from '@agency/forms/schemas';
import { Card, ErrorState, LoadingState, Stack } from '@agency/ui';
import { getUserPreferences, saveUserPreferences } from '@agency/api-client/contract';
import { useApiClient, useApiQuery, useCurrentRecruiter } from '@agency/api-client/swr';
import { useAgencyTimeZone } from '../../session/usePreferredTimeZone';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { useSaveForm } from '../../shared/useSaveForm';

/**
 * The signed-in user's profile (get-current-recruiter), editable through update-profile, and their preferences
 * (Timecards → Manage Profile): the time zone times are shown in, and which e-mails they get.
 */
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
  const preferences = useApiQuery(getUserPreferences, undefined, { revalidateOnFocus: false });
  // The default zone (no choice saved) is the agency's, named in the first choice.
  const agencyZone = useAgencyTimeZone();
  const savePreferences = useSaveForm(
    async (values: PreferencesValues) => {
      const { data } = await client.call(saveUserPreferences, { body: values });
      await preferences.mutate(data, { revalidate: false });
    },
    { success: 'Your preferences have been saved.', failure: 'Your preferences could not be saved.' },
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
      <Card title="Preferences">
        {preferences.error ? (
          <ErrorState what="preferences" onRetry={() => void preferences.mutate()} />
        ) : !preferences.data ? (
          <LoadingState label="Loading your preferences" />
        ) : (
          <Stack maxWidth="narrow">
            <PreferencesForm
              defaultValues={preferences.data}
              agencyTimeZone={agencyZone ?? undefined}
              serverErrors={savePreferences.serverErrors}
              onSubmit={savePreferences.submit}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
