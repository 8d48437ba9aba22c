import {
  APPLICANT_ONBOARDING_FILTERS,
  APPLICANT_PAGE_SIZE,
  APPLICANT_SORTS,
  isApplicantStatus,
  type ApplicantListQuery,
  type ApplicantOnboardingFilter,
  type ApplicantSort,
  type ApplicantStatus,
} from '@agency/api-client/contract';
import { recordPath } from '../shared/paths';

/** The list filters a person can set (each one a URL parameter of the same name). */
export interface ApplicantSearch {
  q: string;
  status: ApplicantStatus[];
  /** '' (anyone), 'mine', 'unassigned' or a recruiter id. */
  owner: string;
  discipline: string[];
  specialty: string[];
  licenseState: string[];
  source: string[];
  updatedFrom: string;
  updatedTo: string;
  /** '' (any) or an ApplicantOnboardingFilter. */
  onboarding: ApplicantOnboardingFilter | '';
  /** '' (any) or a whole percent 1–100: at least this much of the onboarding approved. */
  onboardingMin: string;
  sort: ApplicantSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
  view: 'list' | 'board';
}

/** The filters that narrow the list (what "Clear filters" clears; the search box, sort and view stay). */
export const FILTER_PARAMS = [
  'status',
  'owner',
  'discipline',
  'specialty',
  'licenseState',
  'source',
  'updatedFrom',
  'updatedTo',
  'onboarding',
  'onboardingMin',
] as const;

const list = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** A YYYY-MM-DD date as the address carries it. */
export const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const isOnboardingFilter = (value: string): value is ApplicantOnboardingFilter =>
  APPLICANT_ONBOARDING_FILTERS.some((filter) => filter.key === value);
/** A minimum percent worth sending: 1–100 written plainly (0 filters nothing). */
const isOnboardingMin = (value: string) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;

/** The search as the address holds it (unknown or malformed values are ignored). */
export function readSearch(params: URLSearchParams): ApplicantSearch {
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  const from = params.get('updatedFrom') ?? '';
  const to = params.get('updatedTo') ?? '';
  const onboarding = params.get('onboarding') ?? '';
  const onboardingMin = params.get('onboardingMin') ?? '';
  return {
    q: params.get('q') ?? '',
    status: list(params, 'status').filter(isApplicantStatus),
    owner: params.get('owner') ?? '',
    discipline: list(params, 'discipline'),
    specialty: list(params, 'specialty'),
    licenseState: list(params, 'licenseState'),
    source: list(params, 'source'),
    updatedFrom: isDate(from) ? from : '',
    updatedTo: isDate(to) ? to : '',
    onboarding: isOnboardingFilter(onboarding) ? onboarding : '',
    onboardingMin: isOnboardingMin(onboardingMin) ? String(Number(onboardingMin)) : '',
    sort: (APPLICANT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ApplicantSort) : null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'board' ? 'board' : 'list',
  };
}

/** The number of filters in use (the search box not counted). */
export function activeFilterCount(search: ApplicantSearch): number {
  return FILTER_PARAMS.filter((name) => {
    const value = search[name];
    return Array.isArray(value) ? value.length > 0 : value !== '';
  }).length;
}

/**
 * The query of `listApplicants` / `exportApplicants` for a search (without paging), with the status a
 * View By Status route fixes in place of the status filter.
 */
export function listQuery(search: ApplicantSearch, fixedStatus?: ApplicantStatus): ApplicantListQuery {
  const joined = (values: readonly string[]) => (values.length ? values.join(',') : undefined);
  const q = search.q.trim();
  return {
    q: q || undefined,
    status: fixedStatus ?? joined(search.status),
    owner: search.owner || undefined,
    discipline: joined(search.discipline),
    specialty: joined(search.specialty),
    licenseState: joined(search.licenseState),
    source: joined(search.source),
    updatedFrom: search.updatedFrom || undefined,
    updatedTo: search.updatedTo || undefined,
    onboarding: search.onboarding || undefined,
    onboardingMin: search.onboardingMin || undefined,
    sort: search.sort ?? undefined,
    order: search.order ?? undefined,
  };
}

/** One page of the list (APPLICANT_PAGE_SIZE rows). */
export function pageQuery(query: ApplicantListQuery, page: number): ApplicantListQuery {
  return { ...query, page, pageSize: APPLICANT_PAGE_SIZE };
}

/** A query as URL parameters (undefined values left out), e.g. for the address of a record. */
export function toParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params;
}

/**
 * The address of an applicant's record (its number) opened from a search: the search goes along (without its
 * page), so the record walks that list with Previous and Next.
 */
export function recordHref(number: number, query: ApplicantListQuery): string {
  return recordPath(number, toParams({ ...query, page: undefined, pageSize: undefined }));
}
