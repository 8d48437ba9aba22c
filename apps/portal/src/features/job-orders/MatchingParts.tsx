import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, LoadingState, Meter, Stack, Text } from '@agency/ui';
import { MATCHES_DEFAULT, MATCHES_MAX, type MatchFit, type SubmitApplicantsResult } from '@agency/api-client/contract';
import { SubmitOutcomeAlert } from './SubmitDialog';

// What both matching lists share (a job order's "Matching applicants", an applicant's "Matching job
// orders"): the rows, the fit as a figure and a meter, why and what is missing, Show more, and the outcome of
// a submission (focused: the row whose Submit was pressed has left the list).

export const MatchRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MatchRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/** Why and Missing side by side where there is room, one under the other on a phone. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const PointList = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** The fit: a meter named "Fit 75 of 100" (low under 50, high from 75) and the figure beside it. */
export function FitScore({ score }: { score: number }) {
  return (
    <Stack direction="row" gap={2} align="center">
      <Meter value={score} low={50} high={75} label={`Fit ${score} of 100`} />
      {/* The meter says it to assistive technology; the figure is for the eye. */}
      <Text as="span" weight="semibold" aria-hidden="true">
        Fit {score}
      </Text>
    </Stack>
  );
}

function Points({ label, points, none }: { label: string; points: readonly string[]; none: string }) {
  const id = useId();
  return (
    <div>
      <Text as="span" size="sm" weight="semibold" id={id}>
        {label}
      </Text>
      {points.length ? (
        <PointList aria-labelledby={id}>
          {points.map((point) => (
            <li key={point}>
              <Text as="span" size="sm">
                {point}
              </Text>
            </li>
          ))}
        </PointList>
      ) : (
        <Text size="sm" tone="muted">
          {none}
        </Text>
      )}
    </div>
  );
}

/** Why it fits (the reasons) and what is missing, in the order of the score's parts. */
export function FitDetails({ fit }: { fit: MatchFit }) {
  return (
    <Columns>
      <Points label="Why" points={fit.Reasons} none="Nothing in its favour yet." />
      <Points label="Missing" points={fit.Missing} none="Nothing missing." />
    </Columns>
  );
}

/** The outcome of the last submission from a matching list; focused when it appears. */
export function MatchOutcome({
  outcome,
  jobOrderTitle,
  onDismiss,
}: {
  outcome: SubmitApplicantsResult;
  jobOrderTitle?: string;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The row whose Submit was pressed leaves the list: focus goes to what happened, not to the page's body.
  useEffect(() => ref.current?.focus(), [outcome]);
  return <SubmitOutcomeAlert ref={ref} result={outcome} jobOrderTitle={jobOrderTitle} onDismiss={onDismiss} />;
}

/**
 * The limit a matching list asks for (MATCHES_DEFAULT, then MATCHES_MAX) and its Show more button: shown
 * while the list is full and not at the most. Once the longer list has come, focus goes to the first row it
 * added (the button is gone), or to the last row when none came; when it fails, the shorter list stays.
 */
export function useShowMore({
  data,
  error,
  limit,
  setLimit,
  label,
}: {
  data: readonly unknown[] | undefined;
  error: unknown;
  /** The limit asked for (state of the list: its query needs it before this hook sees the rows). */
  limit: number;
  setLimit: (limit: number) => void;
  label: string;
}) {
  // The rows shown when Show more was pressed (the list keeps showing them until the longer one comes).
  const [pending, setPending] = useState<readonly unknown[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The row to focus once the longer list is shown (the first it added).
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  if (pending && error) {
    setPending(null);
    setLimit(MATCHES_DEFAULT);
    setFailed(true);
  } else if (pending && data && data !== pending) {
    setPending(null);
    setFocusAt(pending.length);
  }
  useEffect(() => {
    if (focusAt === null) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
    if (!rows?.length) return;
    rows[Math.min(focusAt, rows.length - 1)]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [focusAt]);
  const more = data !== undefined && ((data.length >= limit && limit < MATCHES_MAX) || pending !== null);
  const button = more ? (
    <Stack direction="row" gap={2} align="center" wrap>
      <Button
        variant="secondary"
        loading={pending !== null}
        onClick={() => {
          setFailed(false);
          setPending(data);
          setLimit(MATCHES_MAX);
        }}
      >
        {label}
      </Button>
      {failed ? (
        <Text tone="danger" role="alert">
          More could not be loaded. Try again.
        </Text>
      ) : null}
    </Stack>
  ) : null;
  return { listRef, button };
}

/** The list's loading, error and empty states, or the list. */
export function MatchState<T>({
  what,
  data,
  error,
  onRetry,
  empty,
  children,
}: {
  /** "matching applicants": "Loading the matching applicants". */
  what: string;
  data: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
  children: (data: readonly T[]) => ReactNode;
}) {
  if (error && !data) return <ErrorState what={what} onRetry={onRetry} />;
  if (!data) return <LoadingState label={`Loading the ${what}`} />;
  if (data.length === 0) return <Text>{empty}</Text>;
  return <>{children(data)}</>;
}
