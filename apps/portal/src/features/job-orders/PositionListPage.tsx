import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DataTable, Link, Stack, type DataTableColumn, type DataTableSort } from '@agency/ui';
import {
  exportPositions,
  listPositions,
  type PositionRow,
  type PositionSort,
  type PositionTotals,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { ExportCsv } from '../../shared/ExportCsv';
import { ListResults, type ListEmptyTexts } from '../../shared/ListResults';
import { RouterLink } from '../../shared/RouterLink';
import { useAddressSearch, type SearchPatch } from '../../shared/useAddressSearch';
import { dateText, shiftText } from './format';
import { jobOrderPath } from './jobOrderQuery';
import { PositionListFilters } from './PositionListFilters';
import {
  FILTER_PARAMS,
  POSITION_PAGE_SIZE,
  SEARCH_DEFAULTS,
  defaultOrder,
  exportQuery,
  isNarrowed,
  listQuery,
  readSearch,
  type PositionSearch,
} from './PositionListQuery';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Phones show each row as a card of label: value pairs; the totals row has no value under the descriptive
// columns, so those lines are left out of its card.
const Report = styled.div`
  ${({ theme }) => theme.media.mobile} {
    td:has(> div:empty) {
      display: none;
    }
  }
`;

/** A line of the table: a job order, or the totals of every matching job order (the last line). */
type Line = { row: PositionRow; totals?: undefined } | { row?: undefined; totals: PositionTotals };

/** The columns the server sorts by. */
const SORT_COLUMNS: Partial<Record<string, PositionSort>> = {
  facility: 'facility',
  start: 'start',
  openings: 'openings',
  submitted: 'submitted',
  'days-open': 'days-open',
};

const jobOrdersText = (count: number) => (count === 1 ? '1 job order' : `${count.toLocaleString('en-US')} job orders`);
const figure = (value: number) => value.toLocaleString('en-US');

const EMPTY: ListEmptyTexts = {
  none: {
    title: 'No open positions',
    description: 'Job orders open or on hold appear here until their openings are filled.',
  },
  noMatch: { title: 'No positions match', description: 'No job order matches this search and these filters.' },
};

/** A figure of a job order, or the same column's total in bold. */
const figureColumn = (
  id: string,
  header: string,
  value: (counts: PositionRow | PositionTotals) => number,
  sortable = false,
): DataTableColumn<Line> => ({
  id,
  header,
  align: 'end',
  sortable,
  cell: (line) => (line.totals ? <strong>{figure(value(line.totals))}</strong> : figure(value(line.row))),
});

/** A descriptive column: empty on the totals line. */
const textColumn = (
  id: string,
  header: string,
  cell: (row: PositionRow) => ReactNode,
  sortable = false,
): DataTableColumn<Line> => ({ id, header, sortable, cell: (line) => (line.row ? cell(line.row) : null) });

const columns: DataTableColumn<Line>[] = [
  {
    id: 'facility',
    header: 'Facility',
    sortable: true,
    cell: (line) =>
      line.row ? (
        <>
          {/* Named after the job order too: a facility has several rows. */}
          <Link
            as={RouterLink}
            href={jobOrderPath(line.row.JobOrderId)}
            aria-label={`${line.row.Institution.Name}: ${line.row.Title}`}
          >
            {line.row.Institution.Name}
          </Link>
          <br />
          <Muted>
            {line.row.Institution.City}, {line.row.Institution.State}
          </Muted>
        </>
      ) : (
        <>
          <strong>Totals</strong>
          <br />
          <Muted>{jobOrdersText(line.totals.JobOrders)}, all pages</Muted>
        </>
      ),
  },
  textColumn('unit', 'Unit', (row) => row.Unit || '—'),
  textColumn('discipline', 'Discipline / Specialty', (row) =>
    row.Specialty ? `${row.Discipline} / ${row.Specialty}` : row.Discipline,
  ),
  textColumn('shift', 'Shift', shiftText),
  textColumn('start', 'Start', (row) => <time dateTime={row.StartDate}>{dateText(row.StartDate)}</time>, true),
  figureColumn('openings', 'Openings', (counts) => counts.Openings, true),
  figureColumn('submitted', 'Submitted', (counts) => counts.Submitted, true),
  figureColumn('interviewing', 'Interviewing', (counts) => counts.Interviewing),
  figureColumn('offered', 'Offered', (counts) => counts.Offered),
  figureColumn('filled', 'Filled', (counts) => counts.Filled),
  {
    id: 'days-open',
    header: 'Days open',
    align: 'end',
    sortable: true,
    cell: (line) => (line.row ? figure(line.row.DaysOpen) : null),
  },
];

/** The report's search in the address (Open and On hold by default). */
function usePositionSearch() {
  const { search, update } = useAddressSearch<PositionSearch>(readSearch, SEARCH_DEFAULTS);
  const clearFilters = useCallback(
    () =>
      update({
        q: null,
        ...(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])) as SearchPatch<PositionSearch>),
      }),
    [update],
  );
  return { search, update, clearFilters };
}

/**
 * Position List (a report of the Lists and Reports menu): the job orders still to fill (Open and On hold
 * unless other statuses are chosen) with their openings and where their submissions stand, filtered, sorted
 * and paged on the server, the whole search in the address; the totals of every matching job order close the
 * table, and "Export CSV" downloads every matching row in the same sort. Rows open the job order.
 */
export function PositionListPage() {
  const { search, update, clearFilters } = usePositionSearch();
  const navigate = useNavigate();
  const list = useApiQuery(listPositions, { query: listQuery(search) }, { keepPreviousData: true });
  const csvQuery = useMemo(() => exportQuery(search), [search]);
  const rows = list.data?.Items ?? [];
  const lines: Line[] =
    list.data && rows.length > 0 ? [...rows.map((row) => ({ row })), { totals: list.data.Totals }] : [];
  const sort = search.sort ?? 'start';
  const tableSort: DataTableSort = {
    columnId: sort,
    direction: (search.order ?? defaultOrder(sort)) === 'asc' ? 'ascending' : 'descending',
  };

  return (
    <Stack gap={4}>
      <RoutePageHeader
        description="Every position still to fill across the job orders, with where its submissions stand."
        actions={<ExportCsv call={exportPositions} query={csvQuery} fileStem="positions" />}
      />
      <PositionListFilters search={search} update={update} clearFilters={clearFilters} />
      <ListResults
        list={list}
        what="positions"
        countText={jobOrdersText}
        empty={EMPTY}
        narrowed={isNarrowed(search)}
        onClearFilters={clearFilters}
        page={search.page}
        pageSize={POSITION_PAGE_SIZE}
        pagesLabel="Position pages"
        onPageChange={(page) => update({ page })}
      >
        {({ empty, loading }) => (
          <Report>
            <DataTable
              caption="Positions"
              captionHidden
              columns={columns}
              rows={lines}
              rowKey={(line) => (line.row ? String(line.row.JobOrderId) : 'totals')}
              rowLabel={(line) => (line.row ? `${line.row.Institution.Name}: ${line.row.Title}` : 'Totals')}
              sort={tableSort}
              onSortChange={({ columnId, direction }) => {
                const chosen = SORT_COLUMNS[columnId];
                if (chosen) update({ sort: chosen, order: direction === 'ascending' ? 'asc' : 'desc' });
              }}
              onRowClick={(line) => {
                if (line.row) void navigate(jobOrderPath(line.row.JobOrderId));
              }}
              empty={empty}
              loading={loading}
            />
          </Report>
        )}
      </ListResults>
    </Stack>
  );
}
