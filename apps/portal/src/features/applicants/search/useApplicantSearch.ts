import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS, readSearch, type ApplicantSearch } from './query';

type Patch = Partial<Record<keyof ApplicantSearch, string | readonly string[] | number | null>>;

/**
 * The search of the applicant lists, kept whole in the address (shareable; Back and Forward walk it).
 * `update` writes a change as a new history entry; any change but the page itself goes back to page 1.
 */
export function useApplicantSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);

  const update = useCallback(
    (patch: Patch) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          const text = Array.isArray(value) ? value.join(',') : value === null ? '' : String(value);
          if (text === '' || (name === 'view' && text === 'list') || (name === 'page' && text === '1'))
            next.delete(name);
          else next.set(name, text);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  /** Clears the filters (and, with `alsoSearch`, the search box too). */
  const clearFilters = useCallback(
    (alsoSearch = false) =>
      update({
        ...(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])) as Patch),
        ...(alsoSearch ? { q: null } : {}),
      }),
    [update],
  );

  return { search, update, clearFilters };
}
