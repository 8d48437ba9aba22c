import { Alert, Button, Spinner } from '@agency/ui';

/** Loading state of a screen's data. */
export function Loading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

/** A screen's data could not be loaded: say so and offer to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
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
