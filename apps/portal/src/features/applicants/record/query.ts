import type { ApplicantListQuery } from '@agency/api-client/contract';
import { formatDate } from '@agency/ui';
import { FILTER_PARAMS } from '../search/query';

export { formatMoment } from '../../../shared/format';

/** The search parameters a record's address carries (those of the Search screen, without its page and view). */
export const SEARCH_PARAMS = ['q', ...FILTER_PARAMS, 'sort', 'order'] as const;

/** The search of the address (only its known, non-empty parameters, in a fixed order). */
export function searchOf(params: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) search.set(name, value);
  }
  return search;
}

/** The search of the address as a list query (getApplicantWalk's). */
export function walkQuery(search: URLSearchParams): ApplicantListQuery {
  return Object.fromEntries(search) as ApplicantListQuery;
}

/** The applicant number of `/view-by-applicant/:applicantCountIndex`: a whole number from 1, else null. */
export function numberOf(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

/** "Back to results": the search screen with the same query, on the page that holds the N-th applicant. */
export function resultsPath(search: URLSearchParams, position: number, pageSize: number): string {
  const params = new URLSearchParams(search);
  const page = Math.ceil(position / pageSize);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return `/view-by-applicant${text ? `?${text}` : ''}`;
}

/** A YYYY-MM-DD date as people read it ("04/12/1990", `formatDate`), the same in every time zone. */
export function formatDay(value: string | null): string {
  return formatDate(value);
}
