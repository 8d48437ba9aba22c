import { useId, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, Combobox, Select, Stack } from '@agency/ui';
import {
  JOB_ORDER_STATUSES,
  MAX_PAGE_SIZE,
  SHIFTS,
  listApplicantOwners,
  listInstitutions,
  type InstitutionSummary,
} from '@agency/api-client/contract';
import { apiQueryKey, useApiClient, useApiQuery } from '@agency/api-client/swr';
import { DateFilter } from '../../shared/DateFilter';
import {
  ANY_DISCIPLINE_OPTIONS,
  ANY_SPECIALTY_OPTIONS,
  ANY_STATE_OPTIONS,
  FilterGrid,
  withAny,
} from '../../shared/filters';
import { SearchBox } from '../../shared/SearchBox';
import type { SearchPatch } from '../../shared/useAddressSearch';
import { isNarrowed, statusParam, type PositionSearch } from './PositionListQuery';

const STATUS_OPTIONS = JOB_ORDER_STATUSES.map(({ key, label }) => ({ value: key, label }));
const SHIFT_OPTIONS = withAny(
  'Any shift',
  SHIFTS.map(({ key, label }) => ({ value: key, label })),
);

/** The filters that sit behind the "Filters" button (the search box and the statuses stay in view). */
const PANEL_FILTERS = [
  'institution',
  'discipline',
  'specialty',
  'state',
  'shift',
  'owner',
  'startFrom',
  'startTo',
] as const;

const Panel = styled(FilterGrid)`
  margin-top: ${({ theme }) => theme.space[3]};
  &[hidden] {
    display: none;
  }
`;

/** Every facility of the agency by name, inactive ones too (their job orders may still be on hold). */
const FACILITIES_QUERY = { active: 'all', sort: 'name', order: 'asc', pageSize: MAX_PAGE_SIZE } as const;

function useFacilities() {
  const client = useApiClient();
  // Keyed under /api/institutions, so a facility saved elsewhere refreshes it too.
  return useSWR(`${apiQueryKey(listInstitutions, { query: FACILITIES_QUERY })}&all`, async () => {
    const items: InstitutionSummary[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await client.call(listInstitutions, { query: { ...FACILITIES_QUERY, page } });
      items.push(...data.Items);
      if (data.Items.length === 0 || items.length >= data.Total) return items;
    }
  });
}

export interface PositionListFiltersProps {
  search: PositionSearch;
  update: (patch: SearchPatch<PositionSearch>) => void;
  clearFilters: () => void;
}

/**
 * The Position List's search: the search box and the statuses in view (Open and On hold until chosen
 * otherwise; none chosen is every status), the other filters behind a "Filters" button that says how many
 * are in use (open from the start when some are).
 */
export function PositionListFilters({ search, update, clearFilters }: PositionListFiltersProps) {
  const count = PANEL_FILTERS.filter((name) => search[name] !== '').length;
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  const facilities = useFacilities();
  const owners = useApiQuery(listApplicantOwners);

  const facilityOptions = [
    { value: '', label: 'Any facility' },
    ...(facilities.data ?? []).map((facility) => ({
      value: String(facility.Id),
      label: `${facility.Name} (${facility.City}, ${facility.State})`,
    })),
  ];
  // An id from a shared address shows even before (or without) the list it belongs to.
  if (search.institution && !facilityOptions.some((option) => option.value === search.institution))
    facilityOptions.push({ value: search.institution, label: `Facility ${search.institution}` });
  const ownerOptions = [
    { value: '', label: 'Everyone' },
    { value: 'mine', label: 'Mine' },
    { value: 'unassigned', label: 'Unassigned' },
    ...(owners.data ?? []).map((owner) => ({ value: String(owner.RecruiterId), label: owner.Name })),
  ];
  if (search.owner && !ownerOptions.some((option) => option.value === search.owner))
    ownerOptions.push({ value: search.owner, label: `Staff member ${search.owner}` });

  return (
    <div role="search" aria-label="Positions">
      <FilterGrid>
        <SearchBox
          label="Search positions"
          hint="Any part of the title, the facility, the unit or the city"
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <Combobox
          multiple
          label="Status"
          hint="None chosen: every status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={search.status}
          onChange={(value) => update({ status: statusParam(value) })}
        />
        <Stack direction="row" gap={2} wrap>
          <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {count > 0 ? `Filters (${count})` : 'Filters'}
          </Button>
          {isNarrowed(search) ? (
            <Button variant="ghost" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Stack>
      </FilterGrid>
      <Panel id={panelId} hidden={!open}>
        <Select
          label="Facility"
          options={facilityOptions}
          value={search.institution}
          onChange={(event) => update({ institution: event.target.value })}
        />
        <Select
          label="Discipline"
          options={ANY_DISCIPLINE_OPTIONS}
          value={search.discipline}
          onChange={(event) => update({ discipline: event.target.value })}
        />
        <Select
          label="Specialty"
          options={ANY_SPECIALTY_OPTIONS}
          value={search.specialty}
          onChange={(event) => update({ specialty: event.target.value })}
        />
        <Select
          label="State"
          options={ANY_STATE_OPTIONS}
          value={search.state}
          onChange={(event) => update({ state: event.target.value })}
        />
        <Select
          label="Shift"
          options={SHIFT_OPTIONS}
          value={search.shift}
          onChange={(event) => update({ shift: event.target.value })}
        />
        <Select
          label="Owner"
          options={ownerOptions}
          value={search.owner}
          onChange={(event) => update({ owner: event.target.value })}
        />
        <DateFilter label="Starting from" value={search.startFrom} onChange={(value) => update({ startFrom: value })} />
        <DateFilter label="Starting by" value={search.startTo} onChange={(value) => update({ startTo: value })} />
      </Panel>
    </div>
  );
}
