import { useEffect, type FocusEvent, type FocusEventHandler, type RefObject } from 'react';
import { normalizeWhitespace } from '../utils';
import { setValueAndNotify } from './setValueAndNotify';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function commit(element: TextControl): void {
  const normalized = normalizeWhitespace(element.value);
  if (normalized !== element.value) setValueAndNotify(element, normalized);
}

/**
 * The `trimmed` behaviour: while a person types nothing is touched (so a space between words can be
 * typed); when the edit is committed (the native `change` event, fired on blur or Enter) the value is
 * normalised, written to the DOM and reported through onChange before onBlur runs.
 */
export function useTrimmedCommit<E extends TextControl>(
  ref: RefObject<E | null>,
  enabled: boolean,
  onBlur: FocusEventHandler<E> | undefined,
): FocusEventHandler<E> {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const onChange = () => commit(element);
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, [enabled, ref]);

  return (event: FocusEvent<E>) => {
    // Browsers fire `change` before `blur`, so this is normally a no-op; it covers values set without a change event.
    if (enabled) commit(event.currentTarget);
    onBlur?.(event);
  };
}
