import { AgencyProfileForm } from '@agency/forms';
import type { AgencyProfileValues } from '@agency/forms/schemas';
import { Card, ErrorState, Link, LoadingState, Stack, Text } from '@agency/ui';
import { useAgency, useApiClient, useIsAgencyOwner } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { useSaveForm } from '../../shared/useSaveForm';
import { NotAllowed } from '../auth/NotAllowed';
import { MailServerPanel, type MailServerCalls } from '../../shared/MailServerPanel';
import {
  deleteAgencyMailServer,
  getAgencyMailServer,
  saveAgencyMailServer,
  testAgencyMailServer,
} from '@agency/api-client/contract';

const MAIL_SERVER_CALLS: MailServerCalls = {
  get: getAgencyMailServer,
  save: saveAgencyMailServer,
  remove: deleteAgencyMailServer,
  test: testAgencyMailServer,
};

/** The agency profile: agency owners only (SPEC §6); others see a not-allowed state and no agency data. */
export function AgencyProfilePage() {
  const owner = useIsAgencyOwner();
  return (
    <Stack gap={5}>
      <RoutePageHeader />
      {owner.error ? (
        <ErrorState what="agency profile" onRetry={() => void owner.mutate()} />
      ) : owner.data === undefined ? (
        <LoadingState label="Checking your access" />
      ) : owner.data ? (
        <AgencyProfile />
      ) : (
        <NotAllowed description="Only the agency owner can view and change the agency profile." />
      )}
    </Stack>
  );
}

function AgencyProfile() {
  const client = useApiClient();
  const agency = useAgency({ revalidateOnFocus: false });
  const { submit, serverErrors } = useSaveForm(
    async (values: AgencyProfileValues) => {
      await client.agency.updateAgency(values);
      await agency.mutate();
    },
    { success: 'The agency profile has been saved.', failure: 'The agency profile could not be saved.' },
  );

  if (agency.error) return <ErrorState what="agency profile" onRetry={() => void agency.mutate()} />;
  if (!agency.data) return <LoadingState label="Loading the agency profile" />;
  return (
    <>
      <Card title={agency.data.Name}>
        <Stack maxWidth="narrow">
          <AgencyProfileForm defaultValues={agency.data} serverErrors={serverErrors} onSubmit={submit} />
          <Text>
            The texts applicants sign:{' '}
            <Link as={RouterLink} to="/agency-documents">
              Agreement and terms
            </Link>
            .
          </Text>
        </Stack>
      </Card>
      <Card title="Mail server">
        <Stack maxWidth="narrow">
          <Text tone="muted">
            The agency&apos;s SMTP server: staff e-mail to applicants goes through it unless a user set their own on
            User Mail Configuration.
          </Text>
          <MailServerPanel calls={MAIL_SERVER_CALLS} owner="agency" />
        </Stack>
      </Card>
    </>
  );
}
