import {
  DEFAULT_PAGE_SIZE,
  INSTITUTION_SORTS,
  INSTITUTION_TYPE_KEYS,
  isUsStateCode,
  type InstitutionSort,
  type InstitutionType,
  type ListQuery,
  type InstitutionFilters,
  type UsStateCode,
} from '@agency/api-client/contract';

/** Where the Institution List lives; a facility's address and the add screen's hang below it. */
export const INSTITUTION_LIST_PATH = '/institution-list';
export const NEW_INSTITUTION_PATH = `${INSTITUTION_LIST_PATH}/new`;
export const institutionPath = (id: number | string) => `${INSTITUTION_LIST_PATH}/${id}`;

/** The list's page size (the server's default, sent explicitly so the pages shown and asked agree). */
export const INSTITUTION_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Which facilities the Active filter shows: the server's `active` values (active ones by default). */
export type ActiveFilter = 'true' | 'false' | 'all';

/** The list's search, each part a URL parameter of the same name (the address holds it whole). */
export interface InstitutionSearch {
  q: string;
  type: InstitutionType | '';
  state: UsStateCode | '';
  active: ActiveFilter;
  sort: InstitutionSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
}

/** The filters that narrow the list (what "Clear filters" clears; the sort stays). */
export const FILTER_PARAMS = ['type', 'state', 'active'] as const;

const isType = (value: string): value is InstitutionType =>
  (INSTITUTION_TYPE_KEYS as readonly string[]).includes(value);
const isActive = (value: string): value is ActiveFilter => value === 'true' || value === 'false' || value === 'all';

/** The search as the address holds it (unknown or malformed values are ignored). */
export function readSearch(params: URLSearchParams): InstitutionSearch {
  const type = params.get('type') ?? '';
  const state = params.get('state') ?? '';
  const active = params.get('active') ?? '';
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    type: isType(type) ? type : '',
    state: isUsStateCode(state) ? state : '',
    active: isActive(active) ? active : 'true',
    sort: (INSTITUTION_SORTS as readonly string[]).includes(sort) ? (sort as InstitutionSort) : null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters in use, or the search box: the list is narrowed (its empty state offers to clear them). */
export function isNarrowed(search: InstitutionSearch): boolean {
  return search.q.trim() !== '' || search.type !== '' || search.state !== '' || search.active !== 'true';
}

/** The `listInstitutions` query of a search, one page of it. */
export function listQuery(search: InstitutionSearch): ListQuery<InstitutionSort, InstitutionFilters> {
  const q = search.q.trim();
  return {
    q: q || undefined,
    type: search.type || undefined,
    state: search.state || undefined,
    // The server's default is the active ones: say so only when another choice is made.
    active: search.active === 'true' ? undefined : search.active,
    sort: search.sort ?? undefined,
    order: search.order ?? undefined,
    page: search.page,
    pageSize: INSTITUTION_PAGE_SIZE,
  };
}
