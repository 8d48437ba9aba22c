import {
  MESSAGE_SORTS,
  MESSAGE_STATE_KEYS,
  type ListQuery,
  type MessageChannel,
  type MessageFilters,
  type MessageSort,
  type MessageState,
} from '@agency/api-client/contract';

/** The history's page size (the server's, sent so the pages shown and asked agree). */
export const MESSAGE_PAGE_SIZE = 25;

/** The history's search, each part a URL parameter of the same name (the address holds it whole). */
export interface MessageSearch {
  q: string;
  state: MessageState | '';
  /** YYYY-MM-DD: created on or after. */
  from: string;
  /** YYYY-MM-DD: created on or before. */
  to: string;
  sort: MessageSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
}

/** The filters that narrow the history (what "Clear filters" clears; the sort stays). */
export const FILTER_PARAMS = ['q', 'state', 'from', 'to'] as const;

/** Nothing is a default: every part of the search is in the address when chosen. */
export const SEARCH_DEFAULTS: Readonly<Record<string, string>> = {};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The search as the address holds it (unknown or malformed values are ignored). */
export function readSearch(params: URLSearchParams): MessageSearch {
  const text = (name: string) => params.get(name) ?? '';
  const page = Number(params.get('page'));
  const order = params.get('order');
  const state = text('state');
  const sort = text('sort');
  return {
    q: text('q'),
    state: oneOf(MESSAGE_STATE_KEYS, state) ? state : '',
    from: ISO_DATE.test(text('from')) ? text('from') : '',
    to: ISO_DATE.test(text('to')) ? text('to') : '',
    sort: oneOf(MESSAGE_SORTS, sort) ? sort : null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search box or a filter is in use (the empty state offers to clear them). */
export const isNarrowed = (search: MessageSearch) =>
  search.q.trim() !== '' || search.state !== '' || search.from !== '' || search.to !== '';

/** The direction a sort starts in at the server when none is asked (times newest first, names up). */
export const defaultOrder = (sort: MessageSort): 'asc' | 'desc' =>
  sort === 'at' || sort === 'sendAt' ? 'desc' : 'asc';

/** The `listMessages` query of a search of one channel's history: one page of it. */
export function listQuery(channel: MessageChannel, search: MessageSearch): ListQuery<MessageSort, MessageFilters> {
  const value = (text: string) => text || undefined;
  return {
    Channel: channel,
    q: value(search.q.trim()),
    State: search.state || undefined,
    From: value(search.from),
    To: value(search.to),
    sort: search.sort ?? undefined,
    order: search.order ?? undefined,
    page: search.page,
    pageSize: MESSAGE_PAGE_SIZE,
  };
}
