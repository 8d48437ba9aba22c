import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEvent,
  type FocusEventHandler,
  type RefObject,
} from 'react';
import { restrictValue, type RestrictResult } from './restrictValue';

/** One edit: the last allowed value, the text the edit left, the caret in it → what the control keeps. */
export type RestrictEdit = (previous: string, next: string, caret: number | null) => RestrictResult;

interface Handlers {
  onChange: ChangeEventHandler<HTMLInputElement>;
  onFocus: FocusEventHandler<HTMLInputElement>;
}

/**
 * Applies the revert rule to an input: edits that leave `pattern` are undone in the DOM and never reach
 * onChange. The last allowed value is remembered before every edit (`beforeinput`, focus) so values set
 * from outside (a controlled value, react-hook-form's reset) are respected. `edit` may also rewrite an
 * accepted edit (the phone field's separators and groups): the control shows its value, caret where it
 * says, before onChange reads it.
 */
export function useRestrictedInput(
  ref: RefObject<HTMLInputElement | null>,
  pattern: RegExp,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
  onFocus: FocusEventHandler<HTMLInputElement> | undefined,
  edit?: RestrictEdit,
): Handlers {
  const lastAllowed = useRef('');

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && pattern.test(element.value)) lastAllowed.current = element.value;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const remember = () => {
      if (pattern.test(element.value)) lastAllowed.current = element.value;
    };
    element.addEventListener('beforeinput', remember);
    return () => element.removeEventListener('beforeinput', remember);
  }, [ref, pattern]);

  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const element = event.currentTarget;
      const read: RestrictEdit = edit ?? ((previous, next, caret) => restrictValue(pattern, previous, next, caret));
      const result = read(lastAllowed.current, element.value, element.selectionStart);
      if (element.value !== result.value) {
        element.value = result.value;
        element.setSelectionRange(result.caret, result.caret);
      }
      if (result.accepted) {
        lastAllowed.current = result.value;
        onChange?.(event);
      }
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      if (pattern.test(event.currentTarget.value)) lastAllowed.current = event.currentTarget.value;
      onFocus?.(event);
    },
  };
}
