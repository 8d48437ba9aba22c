import styled from 'styled-components';
import { Badge, Button, EmptyState, Heading, Link, Select, Stack, Text, TextField } from '@agency/ui';
import {
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  SPECIALTIES,
  US_STATES,
  type Page,
  type PublicJobSummary,
} from '@agency/api-client/contract';
import { day, duration, employmentLabel, money, place, shiftText } from '../format';
import { jobHref, searchHref, type SearchQuery } from '../routes';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const Results = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const JobCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Pay = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const option = (value: string, label = value) => ({ value, label });

export interface JobSearchPageProps {
  query: SearchQuery;
  /** null: the search could not be made (`error` says why). */
  results: Page<PublicJobSummary> | null;
  error?: string;
}

/**
 * The job search: a plain GET form (it works before, and without, the page's script), the open public jobs
 * that match, a page at a time, the soonest start first.
 */
export function JobSearchPage({ query, results, error }: JobSearchPageProps) {
  const pages = results ? Math.max(1, Math.ceil(results.Total / results.PageSize)) : 1;
  const filtered = [
    query.q,
    query.discipline,
    query.specialty,
    query.state,
    query.shift,
    query.employmentType,
    query.startMonth,
  ].some(Boolean);
  return (
    <>
      <Stack gap={2}>
        <Heading level={1}>Find your next assignment</Heading>
        <Text tone="muted">Travel, local and per diem jobs for nurses and allied health professionals.</Text>
      </Stack>
      <Filters method="get" action="/" role="search" aria-label="Job search">
        <TextField
          label="Keyword"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Title, city or specialty"
        />
        <Select
          label="Discipline"
          name="discipline"
          defaultValue={query.discipline}
          placeholder="Any discipline"
          options={DISCIPLINES.map((value) => option(value))}
        />
        <Select
          label="Specialty"
          name="specialty"
          defaultValue={query.specialty}
          placeholder="Any specialty"
          options={SPECIALTIES.map((value) => option(value))}
        />
        <Select
          label="State"
          name="state"
          defaultValue={query.state}
          placeholder="Any state"
          options={US_STATES.map((state) => option(state.code, state.name))}
        />
        <Select
          label="Shift"
          name="shift"
          defaultValue={query.shift}
          placeholder="Any shift"
          options={SHIFTS.map((shift) => option(shift.key, shift.label))}
        />
        <Select
          label="Employment type"
          name="employmentType"
          defaultValue={query.employmentType}
          placeholder="Any type"
          options={EMPLOYMENT_TYPES.map((type) => option(type.key, type.label))}
        />
        <TextField label="Start month" name="startMonth" type="month" defaultValue={query.startMonth} />
        <Button type="submit">Search</Button>
      </Filters>
      {error ? (
        <EmptyState
          title="The jobs could not be loaded"
          description={error}
          action={<Link href={searchHref({})}>Try again</Link>}
        />
      ) : results && results.Items.length > 0 ? (
        <Stack gap={3} as="section" aria-labelledby="results-heading">
          <Heading level={2} size="md" id="results-heading">
            {results.Total === 1 ? '1 open job' : `${results.Total} open jobs`}
          </Heading>
          <Results>
            {results.Items.map((job) => (
              <JobCard key={job.Id}>
                <h2>
                  <Link href={jobHref(job.Id)}>{job.Title}</Link>
                </h2>
                <Text>{place(job)}</Text>
                <Stack direction="row" gap={2} wrap>
                  <Badge tone="info">{job.Specialty ? `${job.Discipline} · ${job.Specialty}` : job.Discipline}</Badge>
                  <Badge>{employmentLabel(job.EmploymentType)}</Badge>
                </Stack>
                <Text tone="muted" size="sm">
                  {shiftText(job)} · Starts {day(job.StartDate)} · {duration(job.DurationWeeks)}
                </Text>
                <Pay>{money(job.WeeklyPayCents)}/week</Pay>
              </JobCard>
            ))}
          </Results>
          {pages > 1 ? (
            <Pager aria-label="Pages">
              {query.page > 1 ? (
                <Link href={searchHref({ ...query, page: query.page - 1 })}>Previous page</Link>
              ) : (
                <span />
              )}
              <Text tone="muted" size="sm">
                Page {query.page} of {pages}
              </Text>
              {query.page < pages ? (
                <Link href={searchHref({ ...query, page: query.page + 1 })}>Next page</Link>
              ) : (
                <span />
              )}
            </Pager>
          ) : null}
        </Stack>
      ) : (
        <EmptyState
          title="No open jobs match your search"
          description="New jobs are added every week: try fewer filters or another state."
          action={filtered ? <Link href={searchHref({})}>Clear the filters</Link> : undefined}
        />
      )}
    </>
  );
}
