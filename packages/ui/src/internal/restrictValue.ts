/** SPEC §5 phone input: an optional leading plus, then digits and spaces. */
export const PHONE_PATTERN = /^\+?[0-9 ]*$/;
/** SPEC §5 number-only input: digits only. */
export const DIGITS_PATTERN = /^[0-9]*$/;

export interface RestrictResult {
  /** True when `next` is allowed and should be kept (and reported through onChange). */
  accepted: boolean;
  /** The value the control must show: `next` when accepted, otherwise the value to revert to. */
  value: string;
  /** Where the caret belongs in `value`. */
  caret: number;
}

/**
 * The revert rule of SPEC §5: an edit that produces a value outside `pattern` (typed, pasted or dropped)
 * is undone. The control goes back to the previous value (or to empty when even that was not allowed)
 * and the caret goes back to where the rejected text started.
 */
export function restrictValue(pattern: RegExp, previous: string, next: string, caret: number | null): RestrictResult {
  if (pattern.test(next)) return { accepted: true, value: next, caret: caret ?? next.length };
  const value = pattern.test(previous) ? previous : '';
  const insertedLength = Math.max(next.length - value.length, 0);
  const position = caret === null ? value.length : caret - insertedLength;
  return { accepted: false, value, caret: Math.min(Math.max(position, 0), value.length) };
}
