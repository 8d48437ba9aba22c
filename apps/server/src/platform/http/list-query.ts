import { MAX_PAGE_SIZE } from '@agency/api-client/contract';

// The query string of the list calls (the contract's `ListQuery`: page, pageSize, sort, order, q and each
// list's filters), read the same way by every list: problems are collected per parameter in `errors`, and
// the caller answers them all at once (400 `validation_failed`).

/** Longest search text (`q`). */
export const SEARCH_MAX_LENGTH = 200;
/** The highest page number a list answers (deeper pages: narrow the filters). */
export const MAX_PAGE = 1_000_000;

/** A query parameter's values: one text, or several (repeated or comma-separated); undefined when absent. */
export function listOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  const values = parts.map((part) => part.trim()).filter((part) => part !== '');
  return values.length === 0 ? undefined : [...new Set(values)];
}

/** A single-valued query parameter (a repeated one is refused); blank is absent. */
export function single(value: unknown, name: string, errors: Record<string, string>): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    errors[name] = `${name} must be given once.`;
    return undefined;
  }
  return value.trim() === '' ? undefined : value.trim();
}

/** Values of a list filter, each one of `allowed`; unknown ones are reported under `name`. */
export function choices<T extends string>(
  query: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
  what: string,
  errors: Record<string, string>,
): T[] | undefined {
  const values = listOf(query[name]);
  if (!values) return undefined;
  const unknown = values.filter((value) => !(allowed as readonly string[]).includes(value));
  if (unknown.length > 0) {
    errors[name] = `Unknown ${what}: ${unknown.slice(0, 5).join(', ')}.`;
    return undefined;
  }
  return values as T[];
}

/** `page` (1 to MAX_PAGE, default 1) and `pageSize` (1 to MAX_PAGE_SIZE, default `defaultSize`). */
export function pageOf(
  query: Record<string, unknown>,
  defaultSize: number,
  errors: Record<string, string>,
): { page: number; pageSize: number } {
  const wholeNumber = (name: string, fallback: number, max: number) => {
    const text = single(query[name], name, errors);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > max) {
      errors[name] = `${name} must be a whole number from 1 to ${max}.`;
      return fallback;
    }
    return value;
  };
  return { page: wholeNumber('page', 1, MAX_PAGE), pageSize: wholeNumber('pageSize', defaultSize, MAX_PAGE_SIZE) };
}

/**
 * `sort` (one of `sorts`, default `fallback`) and `order` (asc or desc; default: `defaultOrder` of the sort).
 */
export function sortOf<S extends string>(
  query: Record<string, unknown>,
  sorts: readonly S[],
  fallback: S,
  defaultOrder: (sort: S) => 'asc' | 'desc',
  errors: Record<string, string>,
): { sort: S; order: 'asc' | 'desc' } {
  let sort = fallback;
  const sortText = single(query.sort, 'sort', errors);
  if (sortText !== undefined) {
    if ((sorts as readonly string[]).includes(sortText)) sort = sortText as S;
    else errors.sort = `sort must be one of ${sorts.join(', ')}.`;
  }
  let order = defaultOrder(sort);
  const orderText = single(query.order, 'order', errors);
  if (orderText !== undefined) {
    if (orderText === 'asc' || orderText === 'desc') order = orderText;
    else errors.order = 'order must be asc or desc.';
  }
  return { sort, order };
}

/** `q`: the search text, at most SEARCH_MAX_LENGTH characters. */
export function searchOf(query: Record<string, unknown>, errors: Record<string, string>): string | undefined {
  const q = single(query.q, 'q', errors);
  if (q !== undefined && q.length > SEARCH_MAX_LENGTH) {
    errors.q = `The search text must be at most ${SEARCH_MAX_LENGTH} characters.`;
    return undefined;
  }
  return q;
}

/** A LIKE pattern matching `text` anywhere (its %, _ and \ taken literally). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
