// What the careers site's stories share: the pages' state from the api-client's fixtures (the same answers the
// portal's stories use), and the viewports and reflow check of .storybook.
import type { Page, PublicJobSummary } from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';
import type { PageState, SearchQuery } from './routes';

export { atViewport, expectNoHorizontalOverflow } from '../../../.storybook/viewports';

export const PORTAL_URL = 'https://demo.portal.example';

export const emptyQuery: SearchQuery = {
  q: '',
  discipline: '',
  specialty: '',
  state: '',
  shift: '',
  employmentType: '',
  startMonth: '',
  page: 1,
};

export function searchState(
  query: Partial<SearchQuery> = {},
  results: Page<PublicJobSummary> | null = fixtures.publicJobs,
  error?: string,
): PageState {
  return {
    route: { name: 'search', query: { ...emptyQuery, ...query } },
    branding: fixtures.agencyBranding,
    portalUrl: PORTAL_URL,
    results,
    ...(error ? { error } : {}),
  };
}

export const jobState = (name: 'job' | 'apply', job = fixtures.publicJob): PageState => ({
  route: { name, id: job.Id },
  branding: fixtures.agencyBranding,
  portalUrl: PORTAL_URL,
  job,
});
