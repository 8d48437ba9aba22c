import { MailSettingsForm } from '@agency/forms';
import type { MailSettingsValues } from '@agency/forms/schemas';
import { Card, ErrorState, Link, LoadingState, Stack, Text } from '@agency/ui';
import { getUserMailSettings, saveUserMailSettings } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { useSaveForm } from '../../shared/useSaveForm';

/** User Mail Settings: how the user's e-mail to applicants looks (sender name, reply-to, signature, copies). */
export function UserMailSettingsPage() {
  const client = useApiClient();
  const settings = useApiQuery(getUserMailSettings, undefined, { revalidateOnFocus: false });
  const { submit, serverErrors } = useSaveForm(
    async (values: MailSettingsValues) => {
      const { data } = await client.call(saveUserMailSettings, { body: values });
      await settings.mutate(data, { revalidate: false });
    },
    { success: 'Your mail settings have been saved.', failure: 'Your mail settings could not be saved.' },
  );

  return (
    <Stack gap={5}>
      <RoutePageHeader />
      {settings.error ? (
        <ErrorState what="mail settings" onRetry={() => void settings.mutate()} />
      ) : !settings.data ? (
        <LoadingState label="Loading your mail settings" />
      ) : (
        <Card title="Your e-mail to applicants">
          <Stack maxWidth="narrow">
            <Text tone="muted">
              Signed in as {settings.data.AccountEmail}. The server your e-mail goes through is set on{' '}
              <Link as={RouterLink} to="/user-mail-configuration">
                User Mail Configuration
              </Link>
              .
            </Text>
            <MailSettingsForm defaultValues={settings.data} serverErrors={serverErrors} onSubmit={submit} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
