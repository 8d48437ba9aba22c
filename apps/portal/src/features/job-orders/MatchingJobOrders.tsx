import { useState } from 'react';
import { Button, Card, Link, Text } from '@agency/ui';
import {
  MATCHES_DEFAULT,
  listApplicantJobOrderMatches,
  type JobOrderMatch,
  type JobOrderSummary,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RouterLink } from '../../shared/RouterLink';
import { dateText, shiftText, usd } from './format';
import { jobOrderPath } from './jobOrderQuery';
import { FitDetails, FitScore, MatchOutcome, MatchRow, MatchRows, MatchState, useShowMore } from './MatchingParts';
import { SubmitChosenDialog, type SubmitCandidate } from './SubmitDialog';

export interface MatchingJobOrdersProps {
  /** The applicant (the id, and the name the dialog says). */
  applicant: SubmitCandidate;
  /** Whether the signed-in staff member may submit applicants (`submissions.edit-own`). */
  canSubmit: boolean;
  /** After a submission: the screen reads the applicant's submissions, these matches and the other lists again. */
  onSubmitted: () => Promise<unknown> | void;
}

/** "Bayou City Medical Center, ICU · Houston, TX". */
const facilityText = (order: JobOrderSummary) =>
  `${order.Institution.Name}${order.Unit ? `, ${order.Unit}` : ''} · ${order.Institution.City}, ${order.Institution.State}`;

/**
 * An applicant's "Matching job orders": the agency's Open job orders of the applicant's discipline not yet
 * submitted to, best fit first, each with its facility, shift, start, weekly pay, the fit (why, what is
 * missing) and Submit (this applicant to that job order). A job order submitted to leaves the list.
 */
export function MatchingJobOrders({ applicant, canSubmit, onSubmitted }: MatchingJobOrdersProps) {
  const [limit, setLimit] = useState(MATCHES_DEFAULT);
  const matches = useApiQuery(
    listApplicantJobOrderMatches,
    { params: { id: applicant.ApplicantId }, query: { limit } },
    { keepPreviousData: true },
  );
  const more = useShowMore({ data: matches.data, error: matches.error, limit, setLimit, label: 'Show more' });
  const [submitting, setSubmitting] = useState<JobOrderSummary | null>(null);
  const [outcome, setOutcome] = useState<{ result: SubmitApplicantsResult; title: string } | null>(null);

  return (
    <Card title="Matching job orders" headingLevel={2}>
      <Text size="sm" tone="muted">
        Open job orders of this discipline not yet submitted to, best fit first: specialty, license, availability,
        onboarding, credentials, desired location, shift and experience.
      </Text>
      {outcome ? (
        <MatchOutcome outcome={outcome.result} jobOrderTitle={outcome.title} onDismiss={() => setOutcome(null)} />
      ) : null}
      <MatchState
        what="matching job orders"
        data={matches.data}
        error={matches.error}
        onRetry={() => void matches.mutate()}
        empty="No open job orders of this discipline are available to submit to"
      >
        {(rows: readonly JobOrderMatch[]) => (
          <MatchRows ref={more.listRef} aria-label="Matching job orders">
            {rows.map(({ JobOrder: order, ...fit }) => (
              <MatchRow key={order.Id}>
                <Text as="span" weight="semibold">
                  <Link as={RouterLink} href={jobOrderPath(order.Id)}>
                    {order.Title}
                  </Link>
                </Text>
                <Text size="sm">{facilityText(order)}</Text>
                <Text size="sm" tone="muted">
                  {shiftText(order)} · Starts <time dateTime={order.StartDate}>{dateText(order.StartDate)}</time> ·{' '}
                  {usd(order.WeeklyGrossCents)} a week
                </Text>
                <FitScore score={fit.Score} />
                <FitDetails fit={fit} />
                {canSubmit ? (
                  <div>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Submit to ${order.Title}`}
                      onClick={() => setSubmitting(order)}
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
          jobOrder={submitting}
          applicants={[applicant]}
          onClose={() => setSubmitting(null)}
          onSubmitted={(result) => {
            setSubmitting(null);
            setOutcome({ result, title: submitting.Title });
            void onSubmitted();
          }}
        />
      ) : null}
    </Card>
  );
}
