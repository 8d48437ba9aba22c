import { useState } from 'react';
import { Button, Card, Checkbox, Link, Stack, Text, VisuallyHidden } from '@agency/ui';
import {
  MATCHES_DEFAULT,
  SUBMISSIONS_MAX_APPLICANTS,
  listJobOrderMatches,
  type ApplicantMatch,
  type JobOrder,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RouterLink } from '../../shared/RouterLink';
import { StatusBadge } from '../../shared/StatusBadge';
import { FitDetails, FitScore, MatchOutcome, MatchRow, MatchRows, MatchState, useShowMore } from './MatchingParts';
import { submissionApplicantPath } from './SubmissionList';
import { SubmitChosenDialog, type SubmitCandidate } from './SubmitDialog';

export interface MatchingApplicantsProps {
  /** The job order (Open: the page shows this section for an Open one only). */
  order: Pick<JobOrder, 'Id' | 'Title'>;
  /** Whether the signed-in staff member may submit applicants (`submissions.edit-own`). */
  canSubmit: boolean;
  /** After a submission: the page reads the job order's submissions, these matches and the other lists again. */
  onSubmitted: () => Promise<unknown> | void;
}

const candidateOf = (match: ApplicantMatch): SubmitCandidate => ({ ApplicantId: match.ApplicantId, Name: match.Name });
const placeOf = (match: ApplicantMatch) => [match.City, match.State].filter(Boolean).join(', ');

/**
 * A job order's "Matching applicants": the applicants of its discipline not yet submitted to it, best fit
 * first (the server's score and why), each with its pipeline status, where they live, what is missing, and
 * Submit; several are ticked and sent with Submit selected. A submitted applicant leaves the list.
 */
export function MatchingApplicants({ order, canSubmit, onSubmitted }: MatchingApplicantsProps) {
  const [limit, setLimit] = useState(MATCHES_DEFAULT);
  const matches = useApiQuery(
    listJobOrderMatches,
    { params: { id: order.Id }, query: { limit } },
    { keepPreviousData: true },
  );
  const more = useShowMore({ data: matches.data, error: matches.error, limit, setLimit, label: 'Show more' });
  const [ticked, setTicked] = useState<readonly SubmitCandidate[]>([]);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState<readonly SubmitCandidate[] | null>(null);
  const [outcome, setOutcome] = useState<SubmitApplicantsResult | null>(null);
  // Only those still listed count (one submitted from the dialog above has left).
  const chosen = ticked.filter((entry) => matches.data?.some((match) => match.ApplicantId === entry.ApplicantId));
  const choiceError =
    chosen.length === 0
      ? 'Choose at least one applicant'
      : chosen.length > SUBMISSIONS_MAX_APPLICANTS
        ? `Choose at most ${SUBMISSIONS_MAX_APPLICANTS} applicants`
        : undefined;

  const tick = (match: ApplicantMatch, checked: boolean) => {
    setTried(false);
    setTicked((current) =>
      checked
        ? [...current.filter((entry) => entry.ApplicantId !== match.ApplicantId), candidateOf(match)]
        : current.filter((entry) => entry.ApplicantId !== match.ApplicantId),
    );
  };
  const submitSelected = () => {
    setTried(true);
    if (!choiceError) setSubmitting(chosen);
  };
  const submitted = (result: SubmitApplicantsResult) => {
    setSubmitting(null);
    setTicked([]);
    setTried(false);
    setOutcome(result);
    void onSubmitted();
  };

  return (
    <Card
      title="Matching applicants"
      headingLevel={2}
      actions={
        canSubmit && matches.data?.length ? (
          <Stack direction="row" gap={3} align="center" wrap>
            <Text as="span" size="sm" role="status">
              {chosen.length ? `${chosen.length} selected` : ''}
            </Text>
            <Button variant="secondary" onClick={submitSelected}>
              Submit selected
            </Button>
          </Stack>
        ) : undefined
      }
    >
      <Text size="sm" tone="muted">
        Applicants of this discipline not yet submitted, best fit first: specialty, license, availability, onboarding,
        credentials, desired location, shift and experience.
      </Text>
      {tried && choiceError ? (
        <Text tone="danger" role="alert">
          {choiceError}
        </Text>
      ) : null}
      {outcome ? <MatchOutcome outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      <MatchState
        what="matching applicants"
        data={matches.data}
        error={matches.error}
        onRetry={() => void matches.mutate()}
        empty="No applicants of this discipline are available to submit"
      >
        {(rows) => (
          <MatchRows ref={more.listRef} aria-label="Matching applicants">
            {rows.map((match) => (
              <MatchRow key={match.ApplicantId}>
                <Stack direction="row" gap={2} align="center" wrap>
                  {canSubmit ? (
                    <Checkbox
                      label={<VisuallyHidden>{`Select ${match.Name}`}</VisuallyHidden>}
                      checked={chosen.some((entry) => entry.ApplicantId === match.ApplicantId)}
                      onChange={(event) => tick(match, event.target.checked)}
                    />
                  ) : null}
                  <Text as="span" weight="semibold">
                    <Link as={RouterLink} href={submissionApplicantPath(match)}>
                      {match.Name}
                    </Link>
                  </Text>
                  <StatusBadge status={match.Status} />
                </Stack>
                <Text size="sm" tone="muted">
                  {placeOf(match) || 'No city given'}
                </Text>
                <FitScore score={match.Score} />
                <FitDetails fit={match} />
                {canSubmit ? (
                  <div>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Submit ${match.Name}`}
                      onClick={() => setSubmitting([candidateOf(match)])}
                    >
                      Submit
                    </Button>
                  </div>
                ) : null}
              </MatchRow>
            ))}
          </MatchRows>
        )}
      </MatchState>
      {more.button}
      {submitting ? (
        <SubmitChosenDialog
          jobOrder={order}
          applicants={submitting}
          onClose={() => setSubmitting(null)}
          onSubmitted={submitted}
        />
      ) : null}
    </Card>
  );
}
