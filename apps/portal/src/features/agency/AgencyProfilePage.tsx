import { AgencyProfileForm } from '@agency/forms';
import type { AgencyProfileValues } from '@agency/forms/schemas';
import { Card, ErrorState, Link, LoadingState, Stack, Text } from '@agency/ui';
import { useAgency, useApiClient, useIsAgencyOwner } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { useBranding } from '../../session/Branding';
import { RouterLink } from '../../shared/RouterLink';
import { useSaveForm } from '../../shared/useSaveForm';
import { NotAllowed } from '../../shared/NotAllowed';
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

/**
 * The agency profile: agency owners only (SPEC §6); others see a not-allowed state and no agency data. The one
 * screen that edits the agency's name, contact details, recruitment mailbox and mail server (Agencies shows
 * them and edits the look: time zone, colors, logo).
 */
export function AgencyProfilePage() {
  const owner = useIsAgencyOwner();
  // The not-allowed state is the page (its one heading), not a part of it.
  if (owner.data === false)
    return <NotAllowed description="Only the agency owner can view and change the agency profile." />;
  return (
    <Stack gap={5}>
      <RoutePageHeader />
      {owner.error ? (
        <ErrorState what="agency profile" onRetry={() => void owner.mutate()} />
      ) : owner.data === undefined ? (
        <LoadingState label="Checking your access" />
      ) : (
        <AgencyProfile />
      )}
    </Stack>
  );
}

function AgencyProfile() {
  const client = useApiClient();
  const { refresh } = useBranding();
  const agency = useAgency({ revalidateOnFocus: false });
  const { submit, serverErrors } = useSaveForm(
    async (values: AgencyProfileValues) => {
      await client.agency.updateAgency(values);
      await agency.mutate();
      // The sign-in screens' name and the registration note's mailbox follow at once.
      refresh();
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
            . The time zone, brand colors and logo:{' '}
            <Link as={RouterLink} to="/agency">
              Agencies
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
