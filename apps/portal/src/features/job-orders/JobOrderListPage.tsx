import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, DataTable, Link, Select, Stack, type DataTableColumn, type DataTableSort } from '@agency/ui';
import {
  JOB_ORDER_STATUSES,
  can,
  getJobOrderStatusCounts,
  listJobOrders,
  type JobOrderSort,
  type JobOrderStatus,
  type JobOrderSummary,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { DateFilter } from '../../shared/DateFilter';
import { ANY_DISCIPLINE_OPTIONS, ANY_STATE_OPTIONS, FilterGrid } from '../../shared/filters';
import { ListResults, type ListEmptyTexts } from '../../shared/ListResults';
import { RouterLink } from '../../shared/RouterLink';
import { SearchBox } from '../../shared/SearchBox';
import { useAddressSearch, type SearchPatch } from '../../shared/useAddressSearch';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { JOB_ORDER_STATUS_TONES, dateText, jobOrderStatusLabel, openingsText, shiftText, usd } from './format';
import {
  FILTER_PARAMS,
  JOB_ORDER_PAGE_SIZE,
  NEW_JOB_ORDER_PATH,
  isNarrowed,
  jobOrderPath,
  listQuery,
  readSearch,
  type JobOrderSearch,
} from './jobOrderQuery';

const OWNER_OPTIONS = [
  { value: '', label: 'Everyone' },
  { value: 'mine', label: 'Mine' },
];

const StatusSwitch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The list's search in the address (every status by default). */
function useJobOrderSearch() {
  const { search, update } = useAddressSearch<JobOrderSearch>(readSearch, {});
  const clearFilters = useCallback(
    () =>
      update({
        q: null,
        ...(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])) as SearchPatch<JobOrderSearch>),
      }),
    [update],
  );
  return { search, update, clearFilters };
}

/** The columns the server sorts by. */
const SORT_COLUMNS: Partial<Record<string, JobOrderSort>> = {
  title: 'title',
  facility: 'facility',
  start: 'start',
  status: 'status',
};

const columns: DataTableColumn<JobOrderSummary>[] = [
  {
    id: 'title',
    header: 'Job order',
    sortable: true,
    cell: (row) => (
      <Link as={RouterLink} href={jobOrderPath(row.Id)}>
        {row.Title}
      </Link>
    ),
  },
  {
    id: 'facility',
    header: 'Facility',
    sortable: true,
    cell: (row) => (
      <>
        {row.Institution.Name}
        <br />
        <Muted>
          {row.Unit ? `${row.Unit} · ` : ''}
          {row.Institution.City}, {row.Institution.State}
        </Muted>
      </>
    ),
  },
  {
    id: 'discipline',
    header: 'Discipline',
    cell: (row) => (row.Specialty ? `${row.Discipline}, ${row.Specialty}` : row.Discipline),
  },
  { id: 'shift', header: 'Shift', cell: shiftText },
  {
    id: 'start',
    header: 'Start',
    sortable: true,
    cell: (row) => <time dateTime={row.StartDate}>{dateText(row.StartDate)}</time>,
  },
  { id: 'openings', header: 'Openings', cell: openingsText },
  { id: 'gross', header: 'Weekly gross', cell: (row) => usd(row.WeeklyGrossCents) },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => <Badge tone={JOB_ORDER_STATUS_TONES[row.Status]}>{jobOrderStatusLabel(row.Status)}</Badge>,
  },
  { id: 'owner', header: 'Owner', cell: (row) => row.Owner?.Name ?? <Muted>Unassigned</Muted> },
];

const countText = (total: number) => (total === 1 ? '1 job order' : `${total.toLocaleString('en-US')} job orders`);

/**
 * Job Orders (the "Job" menu entry): the agency's job orders with the count of each status (a switch that
 * filters by it), search, filters (discipline, the facility's state, owner, start dates), sorting and paging
 * on the server, the whole search in the address. Rows open the job order.
 */
export function JobOrderListPage() {
  const { search, update, clearFilters } = useJobOrderSearch();
  const { roles } = useSignedInStaff();
  const navigate = useNavigate();
  const counts = useApiQuery(getJobOrderStatusCounts, {});
  const list = useApiQuery(listJobOrders, { query: listQuery(search) }, { keepPreviousData: true });
  const rows = list.data?.Items ?? [];
  const all = counts.data?.reduce((sum, entry) => sum + entry.Count, 0);
  const countOf = (status: JobOrderStatus) => counts.data?.find((entry) => entry.Status === status)?.Count;
  const tableSort: DataTableSort = {
    columnId: search.sort ?? 'start',
    direction: (search.order ?? 'asc') === 'asc' ? 'ascending' : 'descending',
  };
  const choice = (label: string, status: JobOrderStatus | '', count: number | undefined) => (
    <Button
      key={status || 'all'}
      size="sm"
      variant={search.status === status ? 'primary' : 'secondary'}
      aria-pressed={search.status === status}
      onClick={() => update({ status })}
    >
      {count === undefined ? label : `${label} (${count.toLocaleString('en-US')})`}
    </Button>
  );

  const empty: ListEmptyTexts = {
    none: {
      title: search.status ? `No job orders ${jobOrderStatusLabel(search.status).toLowerCase()}` : 'No job orders yet',
      description: 'Job orders appear here once account managers add them.',
    },
    noMatch: { title: 'No job orders match', description: 'No job order matches this search and these filters.' },
  };

  return (
    <Stack gap={4}>
      <RoutePageHeader
        actions={
          can(roles, 'job-orders.edit') ? (
            <Link as={RouterLink} href={NEW_JOB_ORDER_PATH}>
              New job order
            </Link>
          ) : undefined
        }
      />
      <StatusSwitch role="group" aria-label="Status">
        {choice('All', '', all)}
        {JOB_ORDER_STATUSES.map(({ key, label }) => choice(label, key, countOf(key)))}
      </StatusSwitch>
      <FilterGrid role="search" aria-label="Job orders">
        <SearchBox
          label="Search job orders"
          hint="Any part of the title, the facility, the unit or the city"
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label="Discipline"
          options={ANY_DISCIPLINE_OPTIONS}
          value={search.discipline}
          onChange={(event) => update({ discipline: event.target.value })}
        />
        <Select
          label="State"
          options={ANY_STATE_OPTIONS}
          value={search.state}
          onChange={(event) => update({ state: event.target.value })}
        />
        <Select
          label="Owner"
          options={OWNER_OPTIONS}
          value={search.owner}
          onChange={(event) => update({ owner: event.target.value })}
        />
        <DateFilter label="Starting from" value={search.startFrom} onChange={(value) => update({ startFrom: value })} />
        <DateFilter label="Starting by" value={search.startTo} onChange={(value) => update({ startTo: value })} />
      </FilterGrid>
      <ListResults
        list={list}
        what="job orders"
        countText={countText}
        empty={empty}
        narrowed={isNarrowed(search)}
        onClearFilters={clearFilters}
        page={search.page}
        pageSize={JOB_ORDER_PAGE_SIZE}
        pagesLabel="Job order pages"
        onPageChange={(page) => update({ page })}
      >
        {(table) => (
          <DataTable
            caption="Job orders"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.Id)}
            rowLabel={(row) => row.Title}
            sort={tableSort}
            onSortChange={({ columnId, direction }) => {
              const sort = SORT_COLUMNS[columnId];
              if (sort) update({ sort, order: direction === 'ascending' ? 'asc' : 'desc' });
            }}
            onRowClick={(row) => void navigate(jobOrderPath(row.Id))}
            empty={table.empty}
            loading={table.loading}
          />
        )}
      </ListResults>
    </Stack>
  );
}
