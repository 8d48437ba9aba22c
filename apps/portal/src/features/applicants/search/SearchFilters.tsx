import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Combobox, Select } from '@agency/ui';
import {
  APPLICANT_ONBOARDING_FILTERS,
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  DISCIPLINES,
  SPECIALTIES,
  US_STATES,
  listApplicantOwners,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { DateFilter } from '../../../shared/DateFilter';
import { activeFilterCount, type ApplicantSearch } from './query';
import type { useApplicantSearch } from './useApplicantSearch';

const STATUS_OPTIONS = APPLICANT_STATUSES.map(({ key, label }) => ({ value: key, label }));
const DISCIPLINE_OPTIONS = DISCIPLINES.map((value) => ({ value, label: value }));
const SPECIALTY_OPTIONS = SPECIALTIES.map((value) => ({ value, label: value }));
const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
const SOURCE_OPTIONS = APPLICANT_SOURCES.map(({ key, label }) => ({ value: key, label }));
const ONBOARDING_OPTIONS = [
  { value: '', label: 'Any' },
  ...APPLICANT_ONBOARDING_FILTERS.map(({ key, label }) => ({ value: key, label })),
];
/** The minimum complete percents offered (an address may hold any other whole percent). */
const ONBOARDING_MIN_PERCENTS = [25, 50, 75, 100];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export interface SearchFiltersProps {
  search: ApplicantSearch;
  update: ReturnType<typeof useApplicantSearch>['update'];
  clearFilters: () => void;
  /** The status is fixed by the route (View By Status): no status filter. */
  statusFixed: boolean;
}

/** The list's filters, behind a "Filters" disclosure that says how many are in use. */
export function SearchFilters({ search, update, clearFilters, statusFixed }: SearchFiltersProps) {
  const count = activeFilterCount(search);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  const owners = useApiQuery(listApplicantOwners);
  const ownerOptions = [
    { value: '', label: 'Anyone' },
    { value: 'mine', label: 'Mine' },
    { value: 'unassigned', label: 'Unassigned' },
    ...(owners.data ?? []).map((owner) => ({ value: String(owner.RecruiterId), label: owner.Name })),
  ];
  // An owner id from a shared address shows even before (or without) the list of owners.
  if (search.owner && !ownerOptions.some((option) => option.value === search.owner))
    ownerOptions.push({ value: search.owner, label: `Recruiter ${search.owner}` });
  const minPercents = [...ONBOARDING_MIN_PERCENTS];
  if (search.onboardingMin && !minPercents.includes(Number(search.onboardingMin)))
    minPercents.push(Number(search.onboardingMin));
  const minOptions = [
    { value: '', label: 'Any' },
    ...minPercents
      .sort((a, b) => a - b)
      .map((percent) => ({ value: String(percent), label: percent === 100 ? '100%' : `At least ${percent}%` })),
  ];

  return (
    <div>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <div id={panelId} hidden={!open} style={{ marginTop: '0.75rem' }}>
        <Grid>
          {statusFixed ? null : (
            <Combobox
              multiple
              label="Status"
              options={STATUS_OPTIONS}
              value={search.status}
              onChange={(value) => update({ status: value })}
            />
          )}
          <Select
            label="Owner"
            options={ownerOptions}
            value={search.owner}
            onChange={(event) => update({ owner: event.target.value })}
          />
          <Combobox
            multiple
            label="Discipline"
            options={DISCIPLINE_OPTIONS}
            value={search.discipline}
            onChange={(value) => update({ discipline: value })}
          />
          <Combobox
            multiple
            label="Specialty"
            options={SPECIALTY_OPTIONS}
            value={search.specialty}
            onChange={(value) => update({ specialty: value })}
          />
          <Combobox
            multiple
            label="License state"
            options={STATE_OPTIONS}
            value={search.licenseState}
            onChange={(value) => update({ licenseState: value })}
          />
          <Combobox
            multiple
            label="Source"
            options={SOURCE_OPTIONS}
            value={search.source}
            onChange={(value) => update({ source: value })}
          />
          <Select
            label="Onboarding"
            options={ONBOARDING_OPTIONS}
            value={search.onboarding}
            onChange={(event) => update({ onboarding: event.target.value })}
          />
          <Select
            label="Onboarding complete"
            hint="Share of the onboarding forms approved"
            options={minOptions}
            value={search.onboardingMin}
            onChange={(event) => update({ onboardingMin: event.target.value })}
          />
          <DateFilter
            label="Updated from"
            value={search.updatedFrom}
            onChange={(value) => update({ updatedFrom: value })}
          />
          <DateFilter label="Updated to" value={search.updatedTo} onChange={(value) => update({ updatedTo: value })} />
          {count > 0 ? (
            <div>
              <Button variant="ghost" onClick={clearFilters}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </Grid>
      </div>
    </div>
  );
}
