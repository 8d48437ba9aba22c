import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Pagination,
  Stack,
  Text,
  VisuallyHidden,
  type DataTableColumn,
  type DataTableSort,
  formatPhone,
} from '@agency/ui';
import {
  APPLICANT_PAGE_SIZE,
  can,
  listApplicants,
  onboardingProgressText,
  statusLabel,
  type ApplicantSort,
  type ApplicantStatus,
  type ApplicantSummary,
  type RoleKey,
} from '@agency/api-client/contract';
import { apiQueryKey, useApiQuery, useApplicantStatusCounts } from '@agency/api-client/swr';
import { RouterLink } from '../../../shared/RouterLink';
import { SearchBox } from '../../../shared/SearchBox';
import { useRouteTitle } from '../../../routing/title';
import { StatusBadge } from '../../../shared/StatusBadge';
import { BulkActions, BulkOutcomeAlert, type BulkOutcome } from './BulkActions';
import { ExportCsv } from './ExportCsv';
import { SaveSearch } from './SaveSearch';
import { activeFilterCount, listQuery, pageQuery, recordHref } from './query';
import { SearchFilters } from './SearchFilters';
import { applicantName, useRefreshApplicants } from '../shared/staff';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { useApplicantSearch } from './useApplicantSearch';
import { totalText } from '../shared/total';

// The board (and its drag-and-drop library) loads only when someone switches to it.
const ApplicantBoard = lazy(() =>
  import('../board/ApplicantBoard').then((module) => ({ default: module.ApplicantBoard })),
);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const ViewSwitch = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SORT_COLUMNS: Partial<Record<string, ApplicantSort>> = {
  name: 'name',
  status: 'status',
  discipline: 'discipline',
  owner: 'owner',
  state: 'state',
  updated: 'updated',
};

function columns(hrefOf: (row: ApplicantSummary) => string): DataTableColumn<ApplicantSummary>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (row) => (
        <Link as={RouterLink} href={hrefOf(row)}>
          {applicantName(row)}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (row) => <StatusBadge status={row.Status} since={row.StatusChangedAt} />,
    },
    // In words ("3 of 5 forms approved · 1 waiting for review"), not a colour or a bar alone.
    { id: 'onboarding', header: 'Onboarding', cell: (row) => onboardingProgressText(row.Onboarding) },
    { id: 'discipline', header: 'Discipline', sortable: true, cell: (row) => row.Discipline ?? '—' },
    {
      id: 'specialties',
      header: 'Specialties',
      cell: (row) => (row.Specialties.length ? row.Specialties.join(', ') : '—'),
    },
    { id: 'phone', header: 'Phone', cell: (row) => formatPhone(row.MobilePhone) || '—' },
    { id: 'email', header: 'E-mail', cell: (row) => row.Email },
    {
      id: 'owner',
      header: 'Owner',
      sortable: true,
      cell: (row) => row.Owner?.Name ?? <Muted>Unassigned</Muted>,
    },
    { id: 'state', header: 'State', sortable: true, cell: (row) => row.State ?? '—' },
    {
      id: 'updated',
      header: 'Updated',
      sortable: true,
      cell: (row) => <time dateTime={row.UpdatedAt}>{dateFormat.format(new Date(row.UpdatedAt))}</time>,
    },
  ];
}

export interface ApplicantListPageProps {
  /** View By Status: the status the route fixes (not a filter the person can remove). */
  fixedStatus?: ApplicantStatus;
}

/**
 * Search Applicant (and, with `fixedStatus`, each View By Status list): the applicants of the agency as a
 * table, 50 a page, sorted, filtered and searched on the server, the whole search in the address. Rows
 * link to their record by position in the search; supervisors and above act on selected rows; managers and
 * above (`applicants.export`) export the search as CSV. The search screen also shows the same search as a board.
 */
export function ApplicantListPage({ fixedStatus }: ApplicantListPageProps) {
  const { search, update, clearFilters } = useApplicantSearch();
  const { roles } = useSignedInStaff();
  const routeTitle = useRouteTitle();
  const counts = useApplicantStatusCounts();
  const query = useMemo(() => listQuery(search, fixedStatus), [search, fixedStatus]);
  const board = !fixedStatus && search.view === 'board';

  let title = routeTitle;
  if (fixedStatus) {
    const count = counts.data?.find((entry) => entry.Status === fixedStatus)?.Count;
    title =
      count === undefined ? statusLabel(fixedStatus) : `${statusLabel(fixedStatus)} (${count.toLocaleString('en-US')})`;
  }

  return (
    <Stack gap={4}>
      <PageHeader
        title={title}
        actions={
          <Stack direction="row" gap={2} align="center" wrap>
            <ExportCsv query={query} />
            <SaveSearch query={query} />
            <Link as={RouterLink} href="/add-applicant">
              Add Applicant
            </Link>
          </Stack>
        }
      />
      <Toolbar>
        <SearchBox
          label="Search applicants"
          hint="Any part of the name, the e-mail or the phone number"
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        {fixedStatus ? null : (
          <ViewSwitch role="group" aria-label="View">
            <Button
              size="sm"
              variant={board ? 'secondary' : 'primary'}
              aria-pressed={!board}
              onClick={() => update({ view: 'list' })}
            >
              List
            </Button>
            <Button
              size="sm"
              variant={board ? 'primary' : 'secondary'}
              aria-pressed={board}
              onClick={() => update({ view: 'board' })}
            >
              Board
            </Button>
          </ViewSwitch>
        )}
      </Toolbar>
      <SearchFilters
        search={search}
        update={update}
        clearFilters={() => clearFilters()}
        statusFixed={Boolean(fixedStatus)}
      />
      {board ? (
        <Suspense fallback={<LoadingState label="Loading the board" />}>
          <ApplicantBoard query={query} />
        </Suspense>
      ) : (
        <ApplicantTable
          query={query}
          page={search.page}
          sort={search.sort}
          order={search.order}
          filtered={activeFilterCount(search) > 0 || search.q.trim() !== ''}
          fixedStatus={fixedStatus}
          roles={roles}
          onPage={(page) => update({ page })}
          onSort={(sort, order) => update({ sort, order })}
          onClear={() => clearFilters(true)}
        />
      )}
    </Stack>
  );
}

interface ApplicantTableProps {
  query: ReturnType<typeof listQuery>;
  page: number;
  sort: ApplicantSort | null;
  order: 'asc' | 'desc' | null;
  filtered: boolean;
  fixedStatus?: ApplicantStatus;
  roles: readonly RoleKey[];
  onPage: (page: number) => void;
  onSort: (sort: ApplicantSort, order: 'asc' | 'desc') => void;
  onClear: () => void;
}

function ApplicantTable({
  query,
  page,
  sort,
  order,
  filtered,
  fixedStatus,
  roles,
  onPage,
  onSort,
  onClear,
}: ApplicantTableProps) {
  // Supervisors and above update rows in bulk; whoever may send messages writes to a selection.
  const canSelect = can(roles, 'applicants.bulk') || can(roles, 'messages.send');
  const navigate = useNavigate();
  const refresh = useRefreshApplicants();
  const input = { query: pageQuery(query, page) };
  const list = useApiQuery(listApplicants, input, { keepPreviousData: true });
  const key = apiQueryKey(listApplicants, input);
  // The selection belongs to one page of one search.
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key, ids: [] });
  const selectedIds = selection.key === key ? selection.ids : [];
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const rows = list.data?.Items ?? [];
  const hrefOf = (row: ApplicantSummary) => recordHref(row.Number, query);
  const tableSort: DataTableSort = {
    columnId: sort ?? 'updated',
    direction: (order ?? (sort ? 'asc' : 'desc')) === 'asc' ? 'ascending' : 'descending',
  };

  if (list.error && !list.data) return <ErrorState what="applicants" onRetry={() => void list.mutate()} />;

  const none = list.data?.Total === 0;
  let empty;
  if (none && filtered)
    empty = (
      <EmptyState
        headingLevel={2}
        title="No applicants match"
        description="No applicant matches this search and these filters."
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  else if (none)
    empty = (
      <EmptyState
        headingLevel={2}
        title={fixedStatus ? `No applicants in ${statusLabel(fixedStatus)}` : 'No applicants yet'}
        description={fixedStatus ? undefined : 'Applicants appear here when they register or are added.'}
        action={
          <Link as={RouterLink} href="/add-applicant">
            Add Applicant
          </Link>
        }
      />
    );
  else if (list.data && rows.length === 0)
    // A page past the end (a shared address after rows went away).
    empty = (
      <EmptyState
        headingLevel={2}
        title="No applicants on this page"
        action={
          <Button variant="secondary" onClick={() => onPage(1)}>
            First page
          </Button>
        }
      />
    );

  const selectedRows = rows.filter((row) => selectedIds.includes(String(row.ApplicantId)));

  return (
    <Stack gap={3}>
      {outcome ? <BulkOutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {canSelect && selectedRows.length > 0 ? (
        <BulkActions
          selected={selectedRows}
          roles={roles}
          onClear={() => setSelection({ key, ids: [] })}
          onDone={(result) => {
            setOutcome(result);
            setSelection({ key, ids: [] });
            void refresh();
          }}
        />
      ) : null}
      <DataTable
        caption={fixedStatus ? `Applicants in ${statusLabel(fixedStatus)}` : 'Applicants'}
        captionHidden
        columns={columns(hrefOf)}
        rows={rows}
        rowKey={(row) => String(row.ApplicantId)}
        rowLabel={applicantName}
        sort={tableSort}
        onSortChange={({ columnId, direction }) => {
          const next = SORT_COLUMNS[columnId];
          if (next) onSort(next, direction === 'ascending' ? 'asc' : 'desc');
        }}
        selected={canSelect ? selectedIds : undefined}
        onSelectedChange={(ids) => setSelection({ key, ids })}
        onRowClick={(row) => void navigate(hrefOf(row))}
        empty={empty}
        loading={!list.data}
      />
      {/* Heard after each search or filter change (the list itself changes silently). */}
      <VisuallyHidden role="status">
        {list.data ? foundText(list.data.Total, list.data.TotalCapped) : ''}
      </VisuallyHidden>
      {!list.data || none ? null : (
        <Pagination
          label="Applicant pages"
          page={page}
          pageSize={APPLICANT_PAGE_SIZE}
          total={list.data.Total}
          totalCapped={list.data.TotalCapped}
          onPageChange={onPage}
        />
      )}
      {list.error ? (
        <Text tone="danger" size="sm">
          The latest results could not be loaded.{' '}
          <Button size="sm" variant="ghost" onClick={() => void list.mutate()}>
            Try again
          </Button>
        </Text>
      ) : null}
    </Stack>
  );
}

const foundText = (total: number, capped?: boolean) =>
  total === 1 && !capped ? '1 applicant found' : `${totalText(total, capped)} applicants found`;

/** The screen of one View By Status route. */
export function statusListScreen(status: ApplicantStatus): ComponentType {
  function StatusListPage() {
    return <ApplicantListPage fixedStatus={status} />;
  }
  return StatusListPage;
}

/** The Search Applicant screen. */
export function ApplicantSearchPage() {
  return <ApplicantListPage />;
}
