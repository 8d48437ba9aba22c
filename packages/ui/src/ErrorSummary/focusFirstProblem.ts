/** What a form shows after a submit that found problems: its error summary, its invalid controls. */
const PROBLEMS = '[data-error-summary], [aria-invalid="true"]';

/**
 * Brings `element` into view and focuses it: a control with its label (which sits above it) in the middle of
 * the window, an error summary at the top (under a sticky header: the page's scroll-padding). Returns whether
 * it took focus.
 */
export function revealAndFocus(element: HTMLElement): boolean {
  const { ownerDocument } = element;
  if (element.hasAttribute('data-error-summary')) element.scrollIntoView({ block: 'start' });
  else {
    const label = element.id
      ? ownerDocument.querySelector<HTMLElement>(`label[for="${CSS.escape(element.id)}"]`)
      : null;
    (label ?? element).scrollIntoView({ block: 'center' });
  }
  element.focus({ preventScroll: true });
  return ownerDocument.activeElement === element;
}

/**
 * The one rule of every form after a submit that found problems: focus moves to the form's error summary
 * (`ErrorSummary`) or, when it has none, to its first invalid control in page order (`aria-invalid`), and
 * that is scrolled into view, so a person on a phone sees what to fix wherever the submit button was. Call it
 * once the problems are on the screen, on every such attempt. Returns whether something took focus.
 */
export function focusFirstProblem(container: HTMLElement | null | undefined): boolean {
  if (!container) return false;
  for (const element of container.querySelectorAll<HTMLElement>(PROBLEMS)) {
    if (element.closest('[hidden], [inert]')) continue;
    if (revealAndFocus(element)) return true;
  }
  return false;
}
