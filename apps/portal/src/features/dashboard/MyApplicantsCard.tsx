import { Card, DescriptionList, Link, Text, VisuallyHidden } from '@agency/ui';
import { APPLICANT_STATUSES, type ApplicantStatusCount } from '@agency/api-client/contract';
import { formatCount } from './format';
import { allMyApplicantsPath, myApplicantsPath, unassignedApplicantsPath } from './links';
import { countOf, totalOf } from './pipeline';
import { RouterLink } from '../../shared/RouterLink';

/** The signed-in user's own applicants per status, each count a link to that filtered search. */
export function MyApplicantsCard({ counts }: { counts: readonly ApplicantStatusCount[] }) {
  const total = totalOf(counts);
  return (
    <Card title="My applicants">
      {total === 0 ? (
        <Text>
          You own no applicants yet.{' '}
          <Link as={RouterLink} to={unassignedApplicantsPath()}>
            See the unassigned applicants
          </Link>
          .
        </Text>
      ) : (
        <>
          <Text>
            You own{' '}
            <Link as={RouterLink} to={allMyApplicantsPath()}>
              {formatCount(total)} {total === 1 ? 'applicant' : 'applicants'}
            </Link>
            .
          </Text>
          <DescriptionList
            items={APPLICANT_STATUSES.map(({ key, label }) => ({
              term: label,
              description: (
                <Link as={RouterLink} to={myApplicantsPath(key)}>
                  {formatCount(countOf(counts, key))}
                  <VisuallyHidden> of my applicants in {label}</VisuallyHidden>
                </Link>
              ),
            }))}
          />
        </>
      )}
    </Card>
  );
}
