import { useState } from 'react';
import { Badge, Card, DataTable, ErrorState, Link, Pagination, Stack, Text, type DataTableColumn } from '@agency/ui';
import {
  DEFAULT_PAGE_SIZE,
  listInstitutionPlacements,
  listJobOrders,
  type JobOrderSummary,
  type Submission,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RouterLink } from '../../shared/RouterLink';
import { JOB_ORDER_STATUS_TONES, dateText, dayText, jobOrderStatusLabel, openingsText, shiftText } from './format';
import { NEW_JOB_ORDER_PATH, jobOrderPath } from './jobOrderQuery';
import { submissionApplicantPath } from './SubmissionList';

// A facility's job orders and placements (the Institution List's facility page): the job-order side of a
// facility, kept with the job-order screens.

/** A facility's New job order: the form with the facility chosen. */
export const newJobOrderAtPath = (institutionId: number) =>
  `${NEW_JOB_ORDER_PATH}?${new URLSearchParams({ institution: String(institutionId) })}`;

const jobOrderColumns: DataTableColumn<JobOrderSummary>[] = [
  {
    id: 'title',
    header: 'Job order',
    cell: (row) => (
      <>
        <Link as={RouterLink} href={jobOrderPath(row.Id)}>
          {row.Title}
        </Link>
        <br />
        <Text as="span" size="sm" tone="muted">
          {[row.Unit, row.Specialty ? `${row.Discipline}, ${row.Specialty}` : row.Discipline, shiftText(row)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={JOB_ORDER_STATUS_TONES[row.Status]}>{jobOrderStatusLabel(row.Status)}</Badge>,
  },
  {
    id: 'start',
    header: 'Start',
    cell: (row) => <time dateTime={row.StartDate}>{dateText(row.StartDate)}</time>,
  },
  { id: 'openings', header: 'Openings', cell: openingsText },
];

const countText = (total: number) => (total === 1 ? '1 job order' : `${total.toLocaleString('en-US')} job orders`);

export interface InstitutionJobOrdersProps {
  institutionId: number;
  /** Whether the signed-in staff member may add job orders (`job-orders.edit`): New job order. */
  canAdd: boolean;
}

/**
 * A facility's job orders, every status, the Open ones first (then by start date), a page at a time: each with
 * its status, start and openings filled, a link to it; New job order (managers and above) opens the form
 * with this facility chosen.
 */
export function InstitutionJobOrders({ institutionId, canAdd }: InstitutionJobOrdersProps) {
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    listJobOrders,
    {
      query: {
        institution: String(institutionId),
        sort: 'status',
        order: 'asc',
        page,
        pageSize: DEFAULT_PAGE_SIZE,
      },
    },
    { keepPreviousData: true },
  );
  return (
    <Card
      title="Job orders"
      headingLevel={2}
      actions={
        canAdd ? (
          <Link as={RouterLink} href={newJobOrderAtPath(institutionId)}>
            New job order
          </Link>
        ) : undefined
      }
    >
      {list.error && !list.data ? (
        <ErrorState what="job orders" onRetry={() => void list.mutate()} />
      ) : list.data?.Total === 0 ? (
        <Text>No job orders at this facility yet.</Text>
      ) : (
        <Stack gap={3}>
          <Text role="status" size="sm" tone="muted">
            {list.data ? countText(list.data.Total) : ''}
          </Text>
          <DataTable
            caption="Job orders at this facility"
            captionHidden
            columns={jobOrderColumns}
            rows={list.data?.Items ?? []}
            rowKey={(row) => String(row.Id)}
            loading={!list.data}
            loadingRows={3}
          />
          {list.data && list.data.Total > DEFAULT_PAGE_SIZE ? (
            <Pagination
              label="Job order pages"
              page={page}
              pageSize={DEFAULT_PAGE_SIZE}
              total={list.data.Total}
              onPageChange={setPage}
            />
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

/** When the submission was placed: its last move to Placed (else its last change). */
const placedAt = (submission: Submission) =>
  submission.History.findLast((event) => event.To === 'placed')?.At ?? submission.UpdatedAt;

const placementColumns: DataTableColumn<Submission>[] = [
  {
    id: 'applicant',
    header: 'Applicant',
    cell: (row) => (
      <Link as={RouterLink} href={submissionApplicantPath(row)}>
        {row.ApplicantName}
      </Link>
    ),
  },
  {
    id: 'job-order',
    header: 'Job order',
    cell: (row) => (
      <Link as={RouterLink} href={jobOrderPath(row.JobOrderId)}>
        {row.JobOrderTitle}
      </Link>
    ),
  },
  {
    id: 'placed',
    header: 'Placed',
    cell: (row) => <time dateTime={placedAt(row)}>{dayText(placedAt(row))}</time>,
  },
];

/** A facility's placements (its job orders' submissions Placed), newest first: applicant, job order, when. */
export function InstitutionPlacements({ institutionId }: { institutionId: number }) {
  const placements = useApiQuery(listInstitutionPlacements, { params: { id: institutionId } });
  return (
    <Card title="Placements" headingLevel={2}>
      {placements.error && !placements.data ? (
        <ErrorState what="placements" onRetry={() => void placements.mutate()} />
      ) : placements.data?.length === 0 ? (
        <Text>No one has been placed at this facility yet.</Text>
      ) : (
        <DataTable
          caption="Placements at this facility"
          captionHidden
          columns={placementColumns}
          rows={placements.data ?? []}
          rowKey={(row) => String(row.Id)}
          loading={!placements.data}
          loadingRows={3}
        />
      )}
    </Card>
  );
}
