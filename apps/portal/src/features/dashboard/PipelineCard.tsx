import { lazy, Suspense } from 'react';
import { Card, Link, Spinner, Stack, Stat, Text, VisuallyHidden } from '@agency/ui';
import { APPLICANT_STATUSES, type ApplicantStatusCount } from '@agency/api-client/contract';
import { ChartBoundary } from './ChartBoundary';
import { formatCount } from './format';
import { ColumnList, Columns } from './layout';
import { allApplicantsPath, statusListPath } from './links';
import { countOf, totalOf } from './pipeline';
import { RouterLink } from '../../shared/RouterLink';

/** The funnel's module (recharts): its own chunk, requested once the dashboard has painted. */
export const loadPipelineFunnel = () => import('./PipelineFunnel');
const PipelineFunnel = lazy(loadPipelineFunnel);

/** How many applicants are in each status, each count a link to its status list; the funnel beside them. */
export function PipelineCard({ counts }: { counts: readonly ApplicantStatusCount[] }) {
  const total = totalOf(counts);
  return (
    <Card title="Pipeline">
      <Text>
        <Link as={RouterLink} to={allApplicantsPath()}>
          {formatCount(total)} {total === 1 ? 'applicant' : 'applicants'}
        </Link>{' '}
        in the agency, by status:
      </Text>
      <Columns $min="18rem">
        <ColumnList $min="9rem" aria-label="Applicants by status">
          {APPLICANT_STATUSES.map(({ key, label }) => (
            <li key={key}>
              <Stat
                label={label}
                value={
                  <Link as={RouterLink} to={statusListPath(key)}>
                    {formatCount(countOf(counts, key))}
                    <VisuallyHidden> in {label}</VisuallyHidden>
                  </Link>
                }
              />
            </li>
          ))}
        </ColumnList>
        <ChartBoundary>
          <Suspense
            fallback={
              <Stack align="center" justify="center" style={{ minHeight: '16rem' }}>
                <Spinner label="Loading the chart" />
              </Stack>
            }
          >
            <PipelineFunnel counts={counts} />
          </Suspense>
        </ChartBoundary>
      </Columns>
    </Card>
  );
}
