import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  Select,
  Stack,
  Text,
  type DataTableColumn,
  type DataTableSort,
} from '@agency/ui';
import {
  INSTITUTION_TYPES,
  US_STATES,
  can,
  institutionTypeLabel,
  listInstitutions,
  type InstitutionSort,
  type InstitutionSummary,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { SearchBox } from '../../shared/SearchBox';
import { useAddressSearch, type SearchPatch } from '../../shared/useAddressSearch';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { ActiveBadge } from './ActiveBadge';
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
const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  ...US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` })),
];
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

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
  { id: 'phone', header: 'Main phone', cell: (row) => row.Phone || '—' },
  { id: 'units', header: 'Units', cell: (row) => (row.Units.length ? row.Units.join(', ') : '—') },
  { id: 'status', header: 'Status', cell: (row) => <ActiveBadge active={row.Active} /> },
];

const countText = (total: number) => (total === 1 ? '1 facility' : `${total.toLocaleString('en-US')} facilities`);

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

  let empty;
  if (list.data?.Total === 0)
    empty = isNarrowed(search) ? (
      <EmptyState
        headingLevel={2}
        title="No facilities match"
        description="No facility matches this search and these filters."
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel={2}
        title="No facilities yet"
        description="The facilities the agency staffs appear here once they are added."
      />
    );
  else if (list.data && rows.length === 0)
    // A page past the end (a shared address after facilities were made inactive).
    empty = (
      <EmptyState
        headingLevel={2}
        title="No facilities on this page"
        action={
          <Button variant="secondary" onClick={() => update({ page: 1 })}>
            First page
          </Button>
        }
      />
    );

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
      <Filters role="search" aria-label="Facilities">
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
          options={STATE_OPTIONS}
          value={search.state}
          onChange={(event) => update({ state: event.target.value })}
        />
        <Select
          label="Active"
          options={ACTIVE_OPTIONS}
          value={search.active}
          onChange={(event) => update({ active: event.target.value })}
        />
      </Filters>
      {list.error && !list.data ? (
        <ErrorState what="facilities" onRetry={() => void list.mutate()} />
      ) : (
        <Stack gap={3}>
          {/* The total, heard after each search or filter change (the table itself changes silently). */}
          <Text role="status">{list.data ? `${countText(list.data.Total)} found` : ''}</Text>
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
            loading={!list.data}
          />
          {!list.data || list.data.Total === 0 ? null : (
            <Pagination
              label="Facility pages"
              page={search.page}
              pageSize={INSTITUTION_PAGE_SIZE}
              total={list.data.Total}
              onPageChange={(page) => update({ page })}
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
      )}
    </Stack>
  );
}
