import { Spinner } from '../Spinner';

export interface LoadingStateProps {
  /** What is loading, announced to screen readers (a status), e.g. "Loading your profile". */
  label: string;
}

/** Stands in for a screen's data while it loads: a spinner announced as a polite status. */
export function LoadingState({ label }: LoadingStateProps) {
  return <Spinner label={label} />;
}
