import { useId } from 'react';
import { Card, Heading, Link, Stack, Text } from '@agency/ui';
import { statusLabel, type ApplicantDashboard, type ApplicantSummary } from '@agency/api-client/contract';
import { StatusBadge } from '../../shared/StatusBadge';
import { ColumnList, PlainList } from './layout';
import { applicantRecordPath } from './links';
import { RouterLink } from '../../shared/RouterLink';

type StageGroup = ApplicantDashboard['WaitingLongest'][number];

const nameOf = (applicant: ApplicantSummary) => `${applicant.FirstName} ${applicant.LastName}`.trim();

/** Per open stage (New Lead … Offered): who has waited longest in it, with the time in stage. */
export function WaitingLongestCard({ groups }: { groups: readonly StageGroup[] }) {
  const nobody = groups.every((group) => group.Applicants.length === 0);
  return (
    <Card title="Waiting longest">
      {nobody ? (
        <Text>No one is waiting in an open stage.</Text>
      ) : (
        <>
          <Text tone="muted">The applicants who have been longest in each open stage.</Text>
          <ColumnList $min="14rem">
            {groups.map((group) => (
              <li key={group.Status}>
                <StageList group={group} />
              </li>
            ))}
          </ColumnList>
        </>
      )}
    </Card>
  );
}

function StageList({ group }: { group: StageGroup }) {
  const headingId = useId();
  const label = statusLabel(group.Status);
  return (
    <Stack as="section" gap={2} aria-labelledby={headingId}>
      <Heading level={3} size="sm" id={headingId}>
        {label}
      </Heading>
      {group.Applicants.length === 0 ? (
        <Text size="sm" tone="muted">
          No one in {label}.
        </Text>
      ) : (
        <PlainList>
          {group.Applicants.map((applicant) => (
            <li key={applicant.ApplicantId}>
              <Stack gap={1} align="flex-start">
                <Link as={RouterLink} to={applicantRecordPath(applicant.Number)}>
                  {nameOf(applicant)}
                </Link>
                <StatusBadge status={applicant.Status} since={applicant.StatusChangedAt} />
                <Text size="sm" tone="muted">
                  {applicant.Owner ? `Owner: ${applicant.Owner.Name}` : 'Unassigned'}
                </Text>
              </Stack>
            </li>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
