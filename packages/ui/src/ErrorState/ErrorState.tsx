import { Alert } from '../Alert';
import { Button } from '../Button';

export interface ErrorStateProps {
  /** What could not be loaded, in lower case after "The", e.g. "agency profile". */
  what: string;
  /** Loads the data again (the "Try again" button). */
  onRetry: () => void;
}

/** A screen's data could not be loaded: an error alert that says so and offers to try again. */
export function ErrorState({ what, onRetry }: ErrorStateProps) {
  return (
    <Alert
      tone="error"
      title={`The ${what} could not be loaded.`}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection and try again.
    </Alert>
  );
}
