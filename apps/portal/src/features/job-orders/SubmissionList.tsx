import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Link, Stack, Text, Timeline } from '@agency/ui';
import { statusLabel, type Submission, type SubmissionEvent } from '@agency/api-client/contract';
import { RouterLink } from '../../shared/RouterLink';
import { recordPath } from '../applicants';
import { SUBMISSION_STATUS_TONES, momentText, submissionStatusLabel } from './format';
import { AgencyTime } from '../calendar';

/** The applicant record of a submission (or of a match): its address is the applicant's number. */
export const submissionApplicantPath = (submission: Pick<Submission, 'ApplicantNumber'>) =>
  recordPath(submission.ApplicantNumber);

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** "Sent to facility → Interview", or "Submitted" for the first event. */
const eventTitle = (event: SubmissionEvent) =>
  event.From === null
    ? submissionStatusLabel(event.To)
    : event.From === event.To
      ? `${submissionStatusLabel(event.To)} again`
      : `${submissionStatusLabel(event.From)} → ${submissionStatusLabel(event.To)}`;

function History({ submission, id }: { submission: Submission; id: string }) {
  return (
    <Timeline
      id={id}
      aria-label={`History of ${submission.ApplicantName}’s submission`}
      events={[...submission.History].reverse().map((event, index) => ({
        id: `${event.At}-${index}`,
        dateTime: event.At,
        timeLabel: momentText(event.At),
        title: eventTitle(event),
        body: (
          <>
            <Text size="sm">By {event.By || 'the agency'}</Text>
            {event.Note ? <Text size="sm">{event.Note}</Text> : null}
          </>
        ),
      }))}
    />
  );
}

export interface SubmissionListProps {
  submissions: readonly Submission[];
  /** Whether the signed-in staff member may move submissions (the server decides each one). */
  canMove: boolean;
  onMove: (submission: Submission) => void;
}

/**
 * The submissions of a job order, newest first: each with its status, the applicant (a link to the record)
 * and where they stand in the pipeline, the interview's time, who submitted, the history (who, when, note)
 * behind a toggle, and Move.
 */
export function SubmissionList({ submissions, canMove, onMove }: SubmissionListProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Rows aria-label="Submissions">
      {submissions.map((submission) => {
        const historyId = `submission-${submission.Id}-history`;
        const shown = open.has(submission.Id);
        return (
          <Row key={submission.Id}>
            <Stack direction="row" gap={2} align="center" wrap>
              <Name>
                <Link as={RouterLink} href={submissionApplicantPath(submission)}>
                  {submission.ApplicantName}
                </Link>
              </Name>
              <Badge tone={SUBMISSION_STATUS_TONES[submission.Status]}>
                {submissionStatusLabel(submission.Status)}
              </Badge>
            </Stack>
            <Text size="sm" tone="muted">
              Pipeline: {statusLabel(submission.ApplicantStatus)} · Submitted by{' '}
              {submission.SubmittedBy || 'the agency'},{' '}
              <time dateTime={submission.CreatedAt}>{momentText(submission.CreatedAt)}</time>
              {submission.InterviewAt ? (
                <>
                  {' '}
                  · Interview <AgencyTime at={submission.InterviewAt} />
                </>
              ) : null}
            </Text>
            <Stack direction="row" gap={2} wrap>
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={shown}
                aria-controls={shown ? historyId : undefined}
                onClick={() => toggle(submission.Id)}
              >
                History ({submission.History.length})
              </Button>
              {canMove ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Move ${submission.ApplicantName}`}
                  onClick={() => onMove(submission)}
                >
                  Move
                </Button>
              ) : null}
            </Stack>
            {shown ? <History submission={submission} id={historyId} /> : null}
          </Row>
        );
      })}
    </Rows>
  );
}
