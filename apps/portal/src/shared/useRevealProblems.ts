import { useEffect, useState } from 'react';
import { focusFirstProblem } from '@agency/ui';

/**
 * For a form of the portal that checks its own values (most dialogs): call `reveal(event)` from its submit
 * handler (or from a button of the form that checks it) when the attempt found problems, in the same update
 * that shows their messages. Once they are on the screen, focus moves to the first one, in view: the rule
 * every form follows after an invalid submit (`focusFirstProblem` of @agency/ui; the forms of @agency/forms
 * apply it themselves).
 */
export function useRevealProblems() {
  const [attempt, setAttempt] = useState<{ form: HTMLFormElement | null } | null>(null);
  useEffect(() => {
    if (attempt) focusFirstProblem(attempt.form);
  }, [attempt]);
  return (event: { currentTarget: unknown }) => {
    const target = event.currentTarget;
    // The submit event's form, or the form of a button that checks it (e.g. Publish).
    const form = target instanceof HTMLFormElement ? target : target instanceof HTMLButtonElement ? target.form : null;
    // A new object each attempt: each one moves focus, not only the first.
    setAttempt({ form });
  };
}
