import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  useToast,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  can,
  getJobOrder,
  listJobOrderSubmissions,
  submissionStatusLabel,
  type JobOrder,
  type Submission,
  type SubmissionStatusResult,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { useDocumentTitle } from '../../routing/title';
import { RouterLink } from '../../shared/RouterLink';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import {
  JOB_ORDER_STATUS_TONES,
  dateText,
  employmentLabel,
  jobOrderStatusLabel,
  openingsText,
  shiftText,
  usd,
} from './format';
import { JOB_ORDERS_PATH, editJobOrderPath } from './jobOrderQuery';
import { MatchingApplicants } from './MatchingApplicants';
import { MoveSubmissionDialog } from './MoveSubmissionDialog';
import { SubmissionList } from './SubmissionList';
import { SubmitApplicantsDialog, SubmitOutcomeAlert } from './SubmitDialog';
import { ScheduleActions } from '../calendar';

const NONE = '—';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Prose = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const backLink = (
  <Link as={RouterLink} href={JOB_ORDERS_PATH}>
    Back to the job orders
  </Link>
);

/** The job order's facts, grouped as an account manager reads them. */
function Facts({ order }: { order: JobOrder }) {
  const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? NONE : usd(cents));
  const license = [
    order.LicenseStates.join(', '),
    order.CompactLicenseAccepted ? 'compact license accepted' : '',
  ].filter(Boolean);
  return (
    <Sections>
      <Card title="Position" headingLevel={2}>
        <DescriptionList
          items={[
            {
              term: 'Facility',
              description: `${order.Institution.Name}${order.Unit ? `, ${order.Unit}` : ''} (${order.Institution.City}, ${order.Institution.State})`,
            },
            {
              term: 'Discipline',
              description: order.Specialty ? `${order.Discipline}, ${order.Specialty}` : order.Discipline,
            },
            { term: 'Employment', description: employmentLabel(order.EmploymentType) },
            { term: 'Openings', description: openingsText(order) },
            { term: 'Owner', description: order.Owner?.Name ?? 'Unassigned' },
            { term: 'Careers site', description: order.Public ? 'Listed' : 'Not listed' },
          ]}
        />
      </Card>
      <Card title="Schedule" headingLevel={2}>
        <DescriptionList
          items={[
            { term: 'Shift', description: shiftText(order) },
            {
              term: 'Hours per week',
              description: `${order.HoursPerWeek}${order.GuaranteedHours === null ? '' : ` (${order.GuaranteedHours} guaranteed)`}`,
            },
            { term: 'Start', description: dateText(order.StartDate) },
            {
              term: 'End',
              description: order.EndDate ? `${dateText(order.EndDate)} (${order.DurationWeeks} weeks)` : 'Open-ended',
            },
          ]}
        />
      </Card>
      <Card title="Pay" headingLevel={2}>
        <DescriptionList
          items={[
            { term: 'Hourly (taxable)', description: usd(order.PayHourlyCents) },
            { term: 'Housing stipend', description: `${usd(order.HousingStipendWeeklyCents)} a week` },
            { term: 'Meals stipend', description: `${usd(order.MealsStipendWeeklyCents)} a week` },
            { term: 'Overtime', description: money(order.OvertimeHourlyCents) },
            { term: 'Weekly gross', description: usd(order.WeeklyGrossCents) },
            // Only in the answers of managers and above: absent, the rows are not shown at all.
            ...(order.BillRateCents === undefined
              ? []
              : [
                  { term: 'Bill rate', description: money(order.BillRateCents) },
                  {
                    term: 'Markup',
                    description:
                      order.MarkupPercent === null || order.MarkupPercent === undefined
                        ? NONE
                        : `${order.MarkupPercent.toFixed(1)} %`,
                  },
                ]),
          ]}
        />
      </Card>
      <Card title="Requirements" headingLevel={2}>
        <DescriptionList
          items={[
            { term: 'License', description: license.length ? license.join('; ') : 'Any state' },
            { term: 'Certifications', description: order.Certifications.join(', ') || NONE },
            { term: 'Experience', description: `${order.YearsExperience} years` },
            { term: 'EMR', description: order.Emr || NONE },
            { term: 'Interview', description: order.InterviewRequired ? 'Required' : 'Not required' },
          ]}
        />
      </Card>
    </Sections>
  );
}

/**
 * What a submission or a move at this job order changes elsewhere: the job order's own submissions and
 * matches (`submissions: true`), the job-order lists and reports, the applicants' pipelines and submissions,
 * the facilities' placements. The job order itself is updated by the caller.
 */
function useRefreshAfter(orderId: number) {
  const { mutate } = useSWRConfig();
  const own = `/api/job-orders/${orderId}`;
  return ({ submissions }: { submissions: boolean }) =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        key !== own &&
        (submissions || !key.startsWith(`${own}/`)) &&
        ['/api/job-orders', '/api/applicants', '/api/reports', '/api/institutions'].some((prefix) =>
          key.startsWith(prefix),
        ),
    );
}

/**
 * A job order (`/job-orders/:id`): its status (with the reason), the position, schedule, pay (the bill
 * rate and markup for managers and above: the server leaves them out for everyone else), requirements and
 * description, the applicants submitted to it (Submit applicants, each submission's history and Move) and,
 * while it is Open, the matching applicants (ranked by fit, each with Submit). Managers and above have Edit
 * job order.
 */
export function JobOrderPage() {
  const { id = '' } = useParams();
  const { roles } = useSignedInStaff();
  const order = useApiQuery(getJobOrder, { params: { id } });
  // Asked for with the job order, not after it: `Submissions` reads the same key from the cache.
  useApiQuery(listJobOrderSubmissions, { params: { id } });
  const refreshAfter = useRefreshAfter(Number(id));
  useDocumentTitle(order.data?.Title ?? 'Job order');

  if (order.error)
    return isApiError(order.error) && order.error.status === 404 ? (
      <EmptyState
        title="Job order not found"
        headingLevel={1}
        description="There is no job order at this address: it may belong to another agency, or the link is wrong."
        action={backLink}
      />
    ) : (
      <ErrorState what="job order" onRetry={() => void order.mutate()} />
    );
  if (!order.data) return <LoadingState label="Loading the job order" />;
  const data = order.data;
  return (
    <Stack gap={4}>
      <PageHeader
        title={data.Title}
        breadcrumbs={[{ label: 'Job Orders', href: JOB_ORDERS_PATH }, { label: data.Title }]}
        linkAs={RouterLink}
        actions={
          <>
            <ScheduleActions jobOrder={{ Id: data.Id, Name: data.Title }} />
            {can(roles, 'job-orders.edit') ? (
              <Link as={RouterLink} href={editJobOrderPath(data.Id)}>
                Edit job order
              </Link>
            ) : null}
          </>
        }
      />
      <Stack direction="row" gap={2} align="center" wrap>
        <Badge tone={JOB_ORDER_STATUS_TONES[data.Status]}>{jobOrderStatusLabel(data.Status)}</Badge>
        {data.StatusReason ? <Text>{data.StatusReason}</Text> : null}
        <Text size="sm" tone="muted">
          Updated {dateTime.format(new Date(data.UpdatedAt))} by {data.UpdatedBy || 'the agency'}
        </Text>
      </Stack>
      <Facts order={data} />
      {data.Description ? (
        <Card title="Description" headingLevel={2}>
          <Prose>{data.Description}</Prose>
        </Card>
      ) : null}
      <Submissions
        order={data}
        onOrderChanged={(changed) => void order.mutate(changed, { revalidate: false })}
        refreshAfter={refreshAfter}
      />
      {data.Status === 'open' ? (
        <MatchingApplicants
          order={data}
          canSubmit={can(roles, 'submissions.edit-own')}
          onSubmitted={() => refreshAfter({ submissions: true })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The job order's submissions: Submit applicants (an Open job order, staff who may submit), the outcome of the
 * last submission, and each submission with its history and Move; a move updates the job order's status
 * and filled count on screen.
 */
function Submissions({
  order,
  onOrderChanged,
  refreshAfter,
}: {
  order: JobOrder;
  onOrderChanged: (order: JobOrder) => void;
  refreshAfter: (what: { submissions: boolean }) => Promise<unknown>;
}) {
  const { roles } = useSignedInStaff();
  const toast = useToast();
  const submissions = useApiQuery(listJobOrderSubmissions, { params: { id: order.Id } });
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubmitApplicantsResult | null>(null);
  const [moving, setMoving] = useState<Submission | null>(null);
  const mayEdit = can(roles, 'submissions.edit-own');

  const submitted = (result: SubmitApplicantsResult) => {
    setSubmitting(false);
    setOutcome(result);
    // The submissions and the matches (those submitted leave them), and the lists read elsewhere.
    void refreshAfter({ submissions: true });
  };

  const moved = ({
    Submission: submission,
    JobOrderStatus,
    JobOrderFilled,
    JobOrderOpenings,
  }: SubmissionStatusResult) => {
    setMoving(null);
    toast.success(`${submission.ApplicantName} moved to ${submissionStatusLabel(submission.Status)}.`);
    void submissions.mutate((current) => current?.map((entry) => (entry.Id === submission.Id ? submission : entry)), {
      revalidate: false,
    });
    onOrderChanged({ ...order, Status: JobOrderStatus, Filled: JobOrderFilled, Openings: JobOrderOpenings });
    void refreshAfter({ submissions: false });
  };

  return (
    <Card
      title="Submissions"
      headingLevel={2}
      actions={
        mayEdit && order.Status === 'open' ? (
          <Button variant="secondary" onClick={() => setSubmitting(true)}>
            Submit applicants
          </Button>
        ) : undefined
      }
    >
      {order.Status === 'open' ? null : (
        <Text tone="muted">
          This job order is {jobOrderStatusLabel(order.Status).toLowerCase()}: it takes no new submissions.
        </Text>
      )}
      {outcome ? <SubmitOutcomeAlert result={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {submissions.error ? (
        <ErrorState what="submissions" onRetry={() => void submissions.mutate()} />
      ) : !submissions.data ? (
        <LoadingState label="Loading the submissions" />
      ) : submissions.data.length === 0 ? (
        <Text>No applicant has been submitted to this job order yet.</Text>
      ) : (
        <SubmissionList submissions={submissions.data} canMove={mayEdit} onMove={setMoving} />
      )}
      {submitting ? (
        <SubmitApplicantsDialog jobOrder={order} onClose={() => setSubmitting(false)} onSubmitted={submitted} />
      ) : null}
      {moving ? <MoveSubmissionDialog submission={moving} onClose={() => setMoving(null)} onMoved={moved} /> : null}
    </Card>
  );
}
