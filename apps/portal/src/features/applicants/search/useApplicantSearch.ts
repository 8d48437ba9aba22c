import { useCallback } from 'react';
import { useAddressSearch, type SearchPatch } from '../../../shared/useAddressSearch';
import { FILTER_PARAMS, readSearch, type ApplicantSearch } from './query';

const DEFAULTS = { view: 'list' } as const;

/**
 * The search of the applicant lists, kept whole in the address (`useAddressSearch`; the list view is the
 * default). `clearFilters` clears the filters (and, with `alsoSearch`, the search box too).
 */
export function useApplicantSearch() {
  const { search, update } = useAddressSearch<ApplicantSearch>(readSearch, DEFAULTS);
  const clearFilters = useCallback(
    (alsoSearch = false) =>
      update({
        ...(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])) as SearchPatch<ApplicantSearch>),
        ...(alsoSearch ? { q: null } : {}),
      }),
    [update],
  );
  return { search, update, clearFilters };
}
