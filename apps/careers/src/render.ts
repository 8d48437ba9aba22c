// What the server needs to render a page: the route's data from the API, the page's title and description,
// its status, and the job's structured data.
import type { ApiClient } from '@agency/api-client';
import { isApiError } from '@agency/api-client';
import { getAgencyBranding, getPublicJob, listPublicJobs, type AgencyBranding } from '@agency/api-client/contract';
import { jobPostingJsonLd } from './jsonLd';
import { day, money, place } from './format';
import { matchRoute, type PageState } from './routes';

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** The job's JobPosting (job pages only). */
  jsonLd?: Record<string, unknown>;
  /** The page's canonical address. */
  canonical: string;
  /** Kept out of search results: the application (its job's page is the one to find), a missing page. */
  noindex?: boolean;
}

const FALLBACK_BRANDING: AgencyBranding = {
  Name: 'Agency',
  LogoUrl: null,
  BrandPrimary: null,
  BrandAccent: null,
  RecruitmentEmail: '',
};

/** Loads the page of `url` (absolute: the site's own address) through `client`. */
export async function loadPage(
  client: ApiClient,
  url: URL,
  portalUrl: string,
): Promise<{ state: PageState; meta: PageMeta }> {
  const route = matchRoute(url);
  const branding = await client
    .call(getAgencyBranding)
    .then((answer) => answer.data)
    .catch(() => FALLBACK_BRANDING);
  const canonical = `${url.origin}${url.pathname}`;
  const site = `${branding.Name} Careers`;
  if (route.name === 'search') {
    const { q, page, ...filters } = route.query;
    const query = Object.fromEntries(Object.entries({ q, ...filters }).filter(([, value]) => value !== ''));
    try {
      const { data } = await client.call(listPublicJobs, { query: { ...query, page } });
      return {
        state: { route, branding, portalUrl, results: data },
        meta: {
          status: 200,
          title: page > 1 ? `Open jobs, page ${page} | ${site}` : `Open jobs | ${site}`,
          description: `${data.Total} open travel, local and per diem healthcare jobs with ${branding.Name}. Apply in two minutes.`,
          canonical,
        },
      };
    } catch (error) {
      const bad = isApiError(error) && error.status === 400;
      return {
        state: {
          route,
          branding,
          portalUrl,
          results: null,
          error: bad
            ? 'Some of the search fields were not understood: clear them and search again.'
            : 'Please try again in a moment.',
        },
        meta: { status: bad ? 400 : 503, title: `Open jobs | ${site}`, description: '', canonical },
      };
    }
  }
  if (route.name === 'job' || route.name === 'apply') {
    try {
      const { data: job } = await client.call(getPublicJob, { params: { id: route.id } });
      const jobUrl = `${url.origin}/jobs/${job.Id}`;
      return {
        state: { route, branding, portalUrl, job },
        meta: {
          status: 200,
          title: `${route.name === 'apply' ? 'Apply: ' : ''}${job.Title} in ${place(job)} | ${site}`,
          description: `${job.Title} in ${place(job)}, starting ${day(job.StartDate)}: ${money(job.WeeklyPayCents)} a week.`,
          ...(route.name === 'job' ? { jsonLd: jobPostingJsonLd(job, branding, jobUrl) } : { noindex: true }),
          canonical: jobUrl,
        },
      };
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
      return {
        state: { route, branding, portalUrl, job: null },
        meta: { status: 404, title: `Job no longer open | ${site}`, description: '', canonical },
      };
    }
  }
  return {
    state: { route, branding, portalUrl },
    meta: { status: 404, title: `Page not found | ${site}`, description: '', canonical },
  };
}
