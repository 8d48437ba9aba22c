// The structured data of a job page (schema.org JobPosting, as search engines read it): title, description,
// posting date, employment type, the agency as the hiring organisation, the facility's city and state, and the
// weekly pay.
import type { AgencyBranding, EmploymentType, PublicJob } from '@agency/api-client/contract';

const EMPLOYMENT: Record<EmploymentType, string[]> = {
  travel: ['TEMPORARY', 'FULL_TIME'],
  'local-contract': ['TEMPORARY', 'FULL_TIME'],
  'per-diem': ['PER_DIEM'],
  permanent: ['FULL_TIME'],
};

export function jobPostingJsonLd(job: PublicJob, agency: AgencyBranding, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.Title,
    description: job.Description || `${job.Title} in ${job.City}, ${job.State}.`,
    identifier: { '@type': 'PropertyValue', name: agency.Name, value: String(job.Id) },
    datePosted: job.PostedAt.slice(0, 10),
    employmentType: EMPLOYMENT[job.EmploymentType],
    hiringOrganization: { '@type': 'Organization', name: agency.Name },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.City,
        addressRegion: job.State,
        addressCountry: 'US',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: job.WeeklyPayCents / 100, unitText: 'WEEK' },
    },
    jobStartDate: job.StartDate,
    directApply: true,
    url,
  };
}

/** The JSON-LD as a script element's text: `<` escaped, so no value can close the element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
