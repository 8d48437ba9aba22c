import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { focusFirstProblem } from '@agency/ui';

/**
 * What every form of this package does after a submit attempt that found problems: focus moves to its error
 * summary or, without one, to its first invalid field, scrolled into view (`focusFirstProblem`, the rule of
 * @agency/ui), on every such attempt. `submitCount` and `hasErrors` are react-hook-form's: it reports an
 * attempt's count together with its errors, in one render, so the problems are on the screen when this runs
 * however the updates are batched (a person's tap renders each update of the submit on its own; a scripted
 * click renders them together). Returns `track(event)`, which keeps the form from its submit event.
 */
export function useRevealProblems(submitCount: number, hasErrors: boolean) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const revealed = useRef(0);
  const attempt = hasErrors ? submitCount : 0;
  useEffect(() => {
    // Once per attempt: a message that comes back while the person types does not move focus.
    if (attempt === 0 || attempt === revealed.current) return;
    revealed.current = attempt;
    focusFirstProblem(formRef.current);
  }, [attempt]);
  return (event?: BaseSyntheticEvent) => {
    const form: unknown = event?.currentTarget;
    if (form instanceof HTMLFormElement) formRef.current = form;
  };
}
