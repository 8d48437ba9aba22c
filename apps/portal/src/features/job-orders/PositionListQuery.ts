import {
  DISCIPLINES,
  JOB_ORDER_STATUS_KEYS,
  POSITION_SORTS,
  SHIFTS,
  SPECIALTIES,
  isUsStateCode,
  type Discipline,
  type JobOrderStatus,
  type ListQuery,
  type PositionFilters,
  type PositionSort,
  type Shift,
  type Specialty,
  type UsStateCode,
} from '@agency/api-client/contract';

/** The report's page size (the server's, sent so the pages shown and asked agree). */
export const POSITION_PAGE_SIZE = 50;

/** The positions still to fill: the statuses shown until a person chooses others. */
export const DEFAULT_POSITION_STATUSES: readonly JobOrderStatus[] = ['open', 'on-hold'];
/** In the address: every status (no status chosen), as opposed to no `status` at all (the default ones). */
export const EVERY_STATUS = 'all';

/** The report's search, each part a URL parameter of the same name (the address holds it whole). */
export interface PositionSearch {
  q: string;
  /** The statuses shown, in the contract's order; [] is every status. */
  status: JobOrderStatus[];
  /** A facility id, or '' (every facility). */
  institution: string;
  discipline: Discipline | '';
  specialty: Specialty | '';
  state: UsStateCode | '';
  shift: Shift | '';
  /** '' (everyone's), 'mine', 'unassigned' or a staff id. */
  owner: string;
  startFrom: string;
  startTo: string;
  sort: PositionSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
}

/** The filters that narrow the report (what "Clear filters" clears; the sort stays). */
export const FILTER_PARAMS = [
  'status',
  'institution',
  'discipline',
  'specialty',
  'state',
  'shift',
  'owner',
  'startFrom',
  'startTo',
] as const;

/** What `useAddressSearch` keeps out of the address: the default statuses. */
export const SEARCH_DEFAULTS: Readonly<Record<string, string>> = { status: DEFAULT_POSITION_STATUSES.join(',') };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);
const SHIFT_KEYS: readonly Shift[] = SHIFTS.map((shift) => shift.key);

/** The statuses as the address carries them: the contract's order, 'all' for none chosen. */
export function statusParam(statuses: readonly string[]): string {
  const chosen = JOB_ORDER_STATUS_KEYS.filter((status) => statuses.includes(status));
  return chosen.length === 0 ? EVERY_STATUS : chosen.join(',');
}

function readStatus(text: string | null): JobOrderStatus[] {
  if (text === EVERY_STATUS) return [];
  const chosen = JOB_ORDER_STATUS_KEYS.filter((status) => (text ?? '').split(',').includes(status));
  return chosen.length > 0 ? chosen : [...DEFAULT_POSITION_STATUSES];
}

/** The search as the address holds it (unknown or malformed values are ignored). */
export function readSearch(params: URLSearchParams): PositionSearch {
  const text = (name: string) => params.get(name) ?? '';
  const page = Number(params.get('page'));
  const order = params.get('order');
  const owner = text('owner');
  return {
    q: text('q'),
    status: readStatus(params.get('status')),
    institution: ID.test(text('institution')) ? text('institution') : '',
    discipline: oneOf(DISCIPLINES, text('discipline')) ? (text('discipline') as Discipline) : '',
    specialty: oneOf(SPECIALTIES, text('specialty')) ? (text('specialty') as Specialty) : '',
    state: isUsStateCode(text('state')) ? (text('state') as UsStateCode) : '',
    shift: oneOf(SHIFT_KEYS, text('shift')) ? (text('shift') as Shift) : '',
    owner: owner === 'mine' || owner === 'unassigned' || ID.test(owner) ? owner : '',
    startFrom: ISO_DATE.test(text('startFrom')) ? text('startFrom') : '',
    startTo: ISO_DATE.test(text('startTo')) ? text('startTo') : '',
    sort: oneOf(POSITION_SORTS, text('sort')) ? (text('sort') as PositionSort) : null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const isDefaultStatus = (status: readonly JobOrderStatus[]) =>
  statusParam(status) === statusParam(DEFAULT_POSITION_STATUSES);

/** The search box or a filter other than the default statuses is in use (the empty state offers to clear). */
export const isNarrowed = (search: PositionSearch) =>
  search.q.trim() !== '' ||
  !isDefaultStatus(search.status) ||
  FILTER_PARAMS.some((name) => name !== 'status' && search[name] !== '');

/** The direction a sort starts in at the server when none is asked (dates and names up, figures down). */
export const defaultOrder = (sort: PositionSort): 'asc' | 'desc' =>
  sort === 'start' || sort === 'facility' ? 'asc' : 'desc';

/**
 * The `exportPositions` query of a search: every matching row in the screen's sort. The statuses are always
 * sent (every one of them when none is chosen: the server reads no status as the default ones).
 */
export function exportQuery(search: PositionSearch): ListQuery<PositionSort, PositionFilters> {
  const value = (text: string) => text || undefined;
  return {
    q: value(search.q.trim()),
    status: (search.status.length > 0 ? search.status : JOB_ORDER_STATUS_KEYS).join(','),
    institution: value(search.institution),
    discipline: value(search.discipline),
    specialty: value(search.specialty),
    state: value(search.state),
    shift: value(search.shift),
    owner: value(search.owner),
    startFrom: value(search.startFrom),
    startTo: value(search.startTo),
    sort: search.sort ?? undefined,
    order: search.order ?? undefined,
  };
}

/** The `listPositions` query of a search: one page of it. */
export const listQuery = (search: PositionSearch): ListQuery<PositionSort, PositionFilters> => ({
  ...exportQuery(search),
  page: search.page,
  pageSize: POSITION_PAGE_SIZE,
});
