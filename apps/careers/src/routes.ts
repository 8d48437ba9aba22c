// The careers site's pages, by address: `/` (the job search, its filters in the query string), `/jobs/:id`
// (one job) and `/jobs/:id/apply` (the application). Anything else is not found.
import type { AgencyBranding, Page, PublicJob, PublicJobFilters, PublicJobSummary } from '@agency/api-client/contract';

/** The search's fields as the query string carries them ('' when not given). */
export interface SearchQuery extends Required<PublicJobFilters> {
  q: string;
  page: number;
}

export type Route =
  | { name: 'search'; query: SearchQuery }
  | { name: 'job'; id: number }
  | { name: 'apply'; id: number }
  | { name: 'not-found' };

export const SEARCH_FIELDS = [
  'q',
  'discipline',
  'specialty',
  'state',
  'shift',
  'employmentType',
  'startMonth',
] as const;

/** What a page is rendered from: on the server first, then handed to the browser as it is. */
export type PageState =
  | {
      route: Extract<Route, { name: 'search' }>;
      branding: AgencyBranding;
      portalUrl: string;
      results: Page<PublicJobSummary> | null;
      error?: string;
    }
  | {
      route: Extract<Route, { name: 'job' | 'apply' }>;
      branding: AgencyBranding;
      portalUrl: string;
      job: PublicJob | null;
    }
  | { route: Extract<Route, { name: 'not-found' }>; branding: AgencyBranding; portalUrl: string };

export function matchRoute(url: URL): Route {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/jobs') {
    const param = (name: string) => url.searchParams.get(name)?.trim() ?? '';
    const page = Number(param('page'));
    return {
      name: 'search',
      query: {
        q: param('q'),
        discipline: param('discipline'),
        specialty: param('specialty'),
        state: param('state'),
        shift: param('shift'),
        employmentType: param('employmentType'),
        startMonth: param('startMonth'),
        page: Number.isInteger(page) && page > 1 ? page : 1,
      },
    };
  }
  const job = /^\/jobs\/([1-9]\d{0,9})(\/apply)?$/.exec(path);
  if (job) return { name: job[2] ? 'apply' : 'job', id: Number(job[1]) };
  return { name: 'not-found' };
}

/** The search's address for a query (empty fields left out). */
export function searchHref(query: Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_FIELDS) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/?${text}` : '/';
}

export const jobHref = (id: number) => `/jobs/${id}`;
export const applyHref = (id: number) => `/jobs/${id}/apply`;
