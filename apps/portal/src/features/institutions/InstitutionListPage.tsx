import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, Link, Select, Stack, type DataTableColumn, type DataTableSort, formatPhone } from '@agency/ui';
import {
  INSTITUTION_TYPES,
  can,
  institutionTypeLabel,
  listInstitutions,
  type InstitutionSort,
  type InstitutionSummary,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { ANY_STATE_OPTIONS, FilterGrid } from '../../shared/filters';
import { ListResults, type ListEmptyTexts } from '../../shared/ListResults';
import { RouterLink } from '../../shared/RouterLink';
import { SearchBox } from '../../shared/SearchBox';
import { useAddressSearch, type SearchPatch } from '../../shared/useAddressSearch';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { ActiveBadge } from '../../shared/ActiveBadge';
import {
  FILTER_PARAMS,
  INSTITUTION_PAGE_SIZE,
  NEW_INSTITUTION_PATH,
  institutionPath,
  isNarrowed,
  listQuery,
  readSearch,
  type InstitutionSearch,
} from './institutionQuery';

const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...INSTITUTION_TYPES.map(({ key, label }) => ({ value: key, label })),
];
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

const DEFAULTS = { active: 'true' } as const;

/** The list's search, kept whole in the address (`useAddressSearch`; active facilities by default). */
function useInstitutionSearch() {
  const { search, update } = useAddressSearch<InstitutionSearch>(readSearch, DEFAULTS);
  const clearFilters = useCallback(
    () =>
      update({
        q: null,
        ...(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])) as SearchPatch<InstitutionSearch>),
      }),
    [update],
  );
  return { search, update, clearFilters };
}

/** The columns the server sorts by (the others are not sortable). */
const SORT_COLUMNS: Partial<Record<string, InstitutionSort>> = { name: 'name', city: 'city', state: 'state' };

const columns: DataTableColumn<InstitutionSummary>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (row) => (
      <Link as={RouterLink} href={institutionPath(row.Id)}>
        {row.Name}
      </Link>
    ),
  },
  { id: 'type', header: 'Type', cell: (row) => institutionTypeLabel(row.Type) },
  { id: 'city', header: 'City', sortable: true, cell: (row) => row.City },
  { id: 'state', header: 'State', sortable: true, cell: (row) => row.State },
  { id: 'phone', header: 'Main phone', cell: (row) => formatPhone(row.Phone) || '—' },
  { id: 'units', header: 'Units', cell: (row) => (row.Units.length ? row.Units.join(', ') : '—') },
  { id: 'status', header: 'Status', cell: (row) => <ActiveBadge active={row.Active} /> },
];

const countText = (total: number) => (total === 1 ? '1 facility' : `${total.toLocaleString('en-US')} facilities`);

const EMPTY: ListEmptyTexts = {
  none: {
    title: 'No facilities yet',
    description: 'The facilities the agency staffs appear here once they are added.',
  },
  noMatch: { title: 'No facilities match', description: 'No facility matches this search and these filters.' },
};

/**
 * Institution List: the agency's facilities as a table, searched, filtered (type, state, active), sorted
 * and paged on the server, the whole search in the address. Names open the facility; managers and above
 * add facilities.
 */
export function InstitutionListPage() {
  const { search, update, clearFilters } = useInstitutionSearch();
  const { roles } = useSignedInStaff();
  const navigate = useNavigate();
  const input = { query: listQuery(search) };
  const list = useApiQuery(listInstitutions, input, { keepPreviousData: true });
  const rows = list.data?.Items ?? [];
  const tableSort: DataTableSort = {
    columnId: search.sort ?? 'name',
    direction: (search.order ?? 'asc') === 'asc' ? 'ascending' : 'descending',
  };

  return (
    <Stack gap={4}>
      <RoutePageHeader
        actions={
          can(roles, 'institutions.edit') ? (
            <Link as={RouterLink} href={NEW_INSTITUTION_PATH}>
              Add facility
            </Link>
          ) : undefined
        }
      />
      <FilterGrid role="search" aria-label="Facilities">
        <SearchBox
          label="Search facilities"
          hint="Any part of the name, the city, a unit or the VMS facility ID"
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label="Type"
          options={TYPE_OPTIONS}
          value={search.type}
          onChange={(event) => update({ type: event.target.value })}
        />
        <Select
          label="State"
          options={ANY_STATE_OPTIONS}
          value={search.state}
          onChange={(event) => update({ state: event.target.value })}
        />
        <Select
          label="Active"
          options={ACTIVE_OPTIONS}
          value={search.active}
          onChange={(event) => update({ active: event.target.value })}
        />
      </FilterGrid>
      <ListResults
        list={list}
        what="facilities"
        countText={countText}
        empty={EMPTY}
        narrowed={isNarrowed(search)}
        onClearFilters={clearFilters}
        page={search.page}
        pageSize={INSTITUTION_PAGE_SIZE}
        pagesLabel="Facility pages"
        onPageChange={(page) => update({ page })}
      >
        {({ empty, loading }) => (
          <DataTable
            caption="Facilities"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.Id)}
            rowLabel={(row) => row.Name}
            sort={tableSort}
            onSortChange={({ columnId, direction }) => {
              const sort = SORT_COLUMNS[columnId];
              if (sort) update({ sort, order: direction === 'ascending' ? 'asc' : 'desc' });
            }}
            onRowClick={(row) => void navigate(institutionPath(row.Id))}
            empty={empty}
            loading={loading}
          />
        )}
      </ListResults>
    </Stack>
  );
}
