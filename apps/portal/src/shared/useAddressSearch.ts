import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A change to a list's search: a value per parameter (a list is joined with commas; null or '' removes it). */
export type SearchPatch<S> = Partial<Record<keyof S, string | readonly string[] | number | null>>;

/**
 * A list's search kept whole in the address (shareable; Back and Forward walk it): `search` as `read` makes
 * it of the parameters, `update` writes a change as a new history entry. Values equal to their `defaults`
 * stay out of the address, and any change but the page itself goes back to page 1.
 */
export function useAddressSearch<S>(read: (params: URLSearchParams) => S, defaults: Readonly<Record<string, string>>) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (patch: SearchPatch<S>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch) as [string, SearchPatch<S>[keyof S]][]) {
          const text = Array.isArray(value)
            ? value.join(',')
            : value === null || value === undefined
              ? ''
              : String(value);
          if (text === '' || (name === 'page' && text === '1') || defaults[name] === text) next.delete(name);
          else next.set(name, text);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams, defaults],
  );
  return { search, update };
}
