import {
  DEFAULT_PAGE_SIZE,
  DISCIPLINES,
  JOB_ORDER_SORTS,
  JOB_ORDER_STATUS_KEYS,
  isUsStateCode,
  type Discipline,
  type JobOrderFilters,
  type JobOrderSort,
  type JobOrderStatus,
  type ListQuery,
  type UsStateCode,
} from '@agency/api-client/contract';

/** Where the job orders live; a job order's page hangs below. */
export const JOB_ORDERS_PATH = '/job-orders';
export const jobOrderPath = (id: number | string) => `${JOB_ORDERS_PATH}/${id}`;
/** New job order, and a job order's edit screen (managers and above). */
export const NEW_JOB_ORDER_PATH = `${JOB_ORDERS_PATH}/new`;
export const editJobOrderPath = (id: number | string) => `${jobOrderPath(id)}/edit`;

/** The list's page size (the server's default, sent so the pages shown and asked agree). */
export const JOB_ORDER_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The list's search, each part a URL parameter of the same name (the address holds it whole). */
export interface JobOrderSearch {
  q: string;
  /** '' is every status. */
  status: JobOrderStatus | '';
  discipline: Discipline | '';
  state: UsStateCode | '';
  /** 'mine' or '' (everyone's). */
  owner: 'mine' | '';
  startFrom: string;
  startTo: string;
  sort: JobOrderSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
}

/** The filters that narrow the list (what "Clear filters" clears; the status tab and the sort stay). */
export const FILTER_PARAMS = ['discipline', 'state', 'owner', 'startFrom', 'startTo'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The search as the address holds it (unknown or malformed values are ignored). */
export function readSearch(params: URLSearchParams): JobOrderSearch {
  const text = (name: string) => params.get(name) ?? '';
  const page = Number(params.get('page'));
  const order = params.get('order');
  return {
    q: text('q'),
    status: oneOf(JOB_ORDER_STATUS_KEYS, text('status')) ? (text('status') as JobOrderStatus) : '',
    discipline: oneOf(DISCIPLINES, text('discipline')) ? (text('discipline') as Discipline) : '',
    state: isUsStateCode(text('state')) ? (text('state') as UsStateCode) : '',
    owner: text('owner') === 'mine' ? 'mine' : '',
    startFrom: ISO_DATE.test(text('startFrom')) ? text('startFrom') : '',
    startTo: ISO_DATE.test(text('startTo')) ? text('startTo') : '',
    sort: oneOf(JOB_ORDER_SORTS, text('sort')) ? (text('sort') as JobOrderSort) : null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters in use, or the search box: the list is narrowed (its empty state offers to clear them). */
export const isNarrowed = (search: JobOrderSearch) =>
  search.q.trim() !== '' || FILTER_PARAMS.some((name) => search[name] !== '');

/** The `listJobOrders` query of a search, one page of it. */
export function listQuery(search: JobOrderSearch): ListQuery<JobOrderSort, JobOrderFilters> {
  const value = (text: string) => text || undefined;
  return {
    q: value(search.q.trim()),
    status: value(search.status),
    discipline: value(search.discipline),
    state: value(search.state),
    owner: value(search.owner),
    startFrom: value(search.startFrom),
    startTo: value(search.startTo),
    sort: search.sort ?? undefined,
    order: search.order ?? undefined,
    page: search.page,
    pageSize: JOB_ORDER_PAGE_SIZE,
  };
}
