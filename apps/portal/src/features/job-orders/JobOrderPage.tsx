import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  type DataTableColumn,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  getJobOrder,
  listJobOrderSubmissions,
  statusLabel,
  submissionStatusLabel,
  type JobOrder,
  type Submission,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { useDocumentTitle } from '../../routing/title';
import { RouterLink } from '../../shared/RouterLink';
import {
  JOB_ORDER_STATUS_TONES,
  dateText,
  employmentLabel,
  jobOrderStatusLabel,
  openingsText,
  shiftText,
  usd,
} from './format';
import { JOB_ORDERS_PATH } from './jobOrderQuery';

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

const submissionColumns: DataTableColumn<Submission>[] = [
  { id: 'applicant', header: 'Applicant', cell: (row) => row.ApplicantName },
  { id: 'pipeline', header: 'Pipeline', cell: (row) => statusLabel(row.ApplicantStatus) },
  { id: 'status', header: 'Submission', cell: (row) => submissionStatusLabel(row.Status) },
  {
    id: 'interview',
    header: 'Interview',
    cell: (row) =>
      row.InterviewAt ? <time dateTime={row.InterviewAt}>{dateTime.format(new Date(row.InterviewAt))}</time> : NONE,
  },
  { id: 'by', header: 'Submitted by', cell: (row) => row.SubmittedBy || NONE },
  {
    id: 'updated',
    header: 'Last change',
    cell: (row) => <time dateTime={row.UpdatedAt}>{dateTime.format(new Date(row.UpdatedAt))}</time>,
  },
];

/** The job order's facts, grouped as an account manager reads them. */
function Facts({ order }: { order: JobOrder }) {
  const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? NONE : usd(cents));
  const licence = [
    order.LicenseStates.join(', '),
    order.CompactLicenseAccepted ? 'compact licence accepted' : '',
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
            { term: 'Licence', description: licence.length ? licence.join('; ') : 'Any state' },
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
 * A job order (`/job-orders/:id`): its status (with the reason), the position, schedule, pay (the bill
 * rate and markup for managers and above: the server leaves them out for everyone else), requirements and
 * description, and the applicants submitted to it with their submission's status.
 */
export function JobOrderPage() {
  const { id = '' } = useParams();
  const order = useApiQuery(getJobOrder, { params: { id } });
  const submissions = useApiQuery(listJobOrderSubmissions, { params: { id } });
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
      <Card title="Submissions" headingLevel={2}>
        {submissions.error ? (
          <ErrorState what="submissions" onRetry={() => void submissions.mutate()} />
        ) : (
          <DataTable
            caption="Submissions"
            captionHidden
            columns={submissionColumns}
            rows={submissions.data ?? []}
            rowKey={(row) => String(row.Id)}
            rowLabel={(row) => row.ApplicantName}
            loading={!submissions.data}
            empty={<Text>No applicant has been submitted to this job order yet.</Text>}
          />
        )}
      </Card>
    </Stack>
  );
}
