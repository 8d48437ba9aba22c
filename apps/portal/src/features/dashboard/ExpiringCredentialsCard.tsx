import { Card, ErrorState, Link, LoadingState, Stack, Stat, Text, VisuallyHidden } from '@agency/ui';
import { EXPIRING_CREDENTIALS_TITLE, listExpiringCredentials } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { CredentialLine, PlainRow } from '../onboarding';
import { formatCount } from './format';
import { PlainList } from './layout';
import { applicantRecordPath } from './links';
import { RouterLink } from '../../shared/RouterLink';

/**
 * "Credentials expiring in 30 days" (issue 12): how many dated credentials of the agency's applicants expire
 * within 30 days (today included), and the soonest of them, each linking to its applicant. Health ones count
 * only for the roles that may read them (the server decides). Its own call: the dashboard's figures load apart.
 */
export function ExpiringCredentialsCard() {
  const list = useApiQuery(listExpiringCredentials);
  let body;
  if (list.error) body = <ErrorState what="expiring credentials" onRetry={() => void list.mutate()} />;
  else if (!list.data) body = <LoadingState label="Loading expiring credentials" />;
  else {
    const { Total, Items, Days } = list.data;
    body = (
      <Stack gap={3}>
        <Stat
          label={`Expire within ${Days} days`}
          value={
            <>
              {formatCount(Total)}
              <VisuallyHidden>
                {' '}
                {Total === 1 ? 'credential expires' : 'credentials expire'} within {Days} days
              </VisuallyHidden>
            </>
          }
        />
        {Items.length === 0 ? (
          <Text tone="muted">No license, certification or document expires within {Days} days.</Text>
        ) : (
          <PlainList aria-label="Credentials expiring soon">
            {Items.map((entry) => (
              <PlainRow key={`${entry.ApplicantId}:${entry.Source}:${entry.Key}`}>
                <Stack gap={1} align="flex-start">
                  <Link as={RouterLink} to={applicantRecordPath(entry.ApplicantNumber)}>
                    {entry.ApplicantName}
                  </Link>
                  <Stack direction="row" gap={2} align="center" wrap>
                    <CredentialLine entry={entry} />
                  </Stack>
                </Stack>
              </PlainRow>
            ))}
          </PlainList>
        )}
        {Total > Items.length ? (
          <Text size="sm" tone="muted">
            The {Items.length} soonest of {formatCount(Total)}.
          </Text>
        ) : null}
      </Stack>
    );
  }
  return <Card title={EXPIRING_CREDENTIALS_TITLE}>{body}</Card>;
}
