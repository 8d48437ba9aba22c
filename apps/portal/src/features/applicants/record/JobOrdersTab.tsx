import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Badge, Button, Card, ErrorState, Link, LoadingState, Stack, Text } from '@agency/ui';
import {
  listApplicantSubmissions,
  type JobOrderSummary,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RouterLink } from '../../../shared/RouterLink';
import {
  SUBMISSION_STATUS_TONES,
  momentText,
  submissionStatusLabel,
  useRefreshJobOrders,
  jobOrderPath,
  MatchingJobOrders,
  SubmitOutcomeAlert,
  SubmitToJobOrderDialog,
} from '../../job-orders';
import { AgencyTime } from '../../calendar';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

export interface JobOrdersTabProps {
  applicantId: number;
  /** The applicant's name, as the dialog says it. */
  name: string;
  /** Whether the signed-in staff member may submit applicants (`submissions.edit-own`). */
  canSubmit: boolean;
  onChanged: () => Promise<unknown> | void;
}

/**
 * The Job orders tab: the applicant's submissions, newest first, each with its status and a link to the job
 * order; "Submit to job order" picks an Open job order and submits this applicant (once: a second time is
 * reported, not added). Under them, the matching job orders (Open ones of the applicant's discipline, best
 * fit first), each with Submit.
 */
export function JobOrdersTab({ applicantId, name, canSubmit, onChanged }: JobOrdersTabProps) {
  const submissions = useApiQuery(listApplicantSubmissions, { params: { id: applicantId } });
  const refreshJobOrders = useRefreshJobOrders();
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ result: SubmitApplicantsResult; order: JobOrderSummary } | null>(null);
  /** After a submission, either way: the applicant's submissions and matches, and what others read. */
  const refresh = () => {
    void mutate((key) => typeof key === 'string' && key.startsWith(`/api/applicants/${applicantId}/`));
    void refreshJobOrders();
    void onChanged();
  };

  return (
    <Stack gap={4}>
      <Card
        title="Submissions"
        headingLevel={2}
        actions={
          canSubmit ? (
            <Button variant="secondary" onClick={() => setSubmitting(true)}>
              Submit to job order
            </Button>
          ) : undefined
        }
      >
        {outcome ? (
          <SubmitOutcomeAlert
            result={outcome.result}
            jobOrderTitle={outcome.order.Title}
            onDismiss={() => setOutcome(null)}
          />
        ) : null}
        {submissions.error ? (
          <ErrorState what="job orders" onRetry={() => void submissions.mutate()} />
        ) : !submissions.data ? (
          <LoadingState label="Loading the job orders" />
        ) : submissions.data.length === 0 ? (
          <Text>Not submitted to any job order yet.</Text>
        ) : (
          <List aria-label="Submissions to job orders">
            {submissions.data.map((submission) => (
              <Item key={submission.Id}>
                <Stack direction="row" gap={2} align="center" wrap>
                  <Link as={RouterLink} href={jobOrderPath(submission.JobOrderId)}>
                    {submission.JobOrderTitle}
                  </Link>
                  <Badge tone={SUBMISSION_STATUS_TONES[submission.Status]}>
                    {submissionStatusLabel(submission.Status)}
                  </Badge>
                </Stack>
                <Text size="sm" tone="muted">
                  {submission.InstitutionName} · Submitted by {submission.SubmittedBy || 'the agency'},{' '}
                  <time dateTime={submission.CreatedAt}>{momentText(submission.CreatedAt)}</time>
                  {submission.InterviewAt ? (
                    <>
                      {' '}
                      · Interview <AgencyTime at={submission.InterviewAt} />
                    </>
                  ) : null}
                </Text>
              </Item>
            ))}
          </List>
        )}
      </Card>
      <MatchingJobOrders
        applicant={{ ApplicantId: applicantId, Name: name }}
        canSubmit={canSubmit}
        onSubmitted={refresh}
      />
      {submitting ? (
        <SubmitToJobOrderDialog
          applicants={[{ ApplicantId: applicantId, Name: name }]}
          onClose={() => setSubmitting(false)}
          onSubmitted={(result, order) => {
            setSubmitting(false);
            setOutcome({ result, order });
            refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}
