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
import { restrictValue } from './restrictValue';

interface Handlers {
  onChange: ChangeEventHandler<HTMLInputElement>;
  onFocus: FocusEventHandler<HTMLInputElement>;
}

/**
 * Applies the revert rule to an input: edits that leave `pattern` are undone in the DOM and never reach
 * onChange. The last allowed value is remembered before every edit (`beforeinput`, focus) so values set
 * from outside (a controlled value, react-hook-form's reset) are respected.
 */
export function useRestrictedInput(
  ref: RefObject<HTMLInputElement | null>,
  pattern: RegExp,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
  onFocus: FocusEventHandler<HTMLInputElement> | undefined,
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
      const result = restrictValue(pattern, lastAllowed.current, element.value, element.selectionStart);
      if (result.accepted) {
        lastAllowed.current = result.value;
        onChange?.(event);
        return;
      }
      element.value = result.value;
      element.setSelectionRange(result.caret, result.caret);
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      if (pattern.test(event.currentTarget.value)) lastAllowed.current = event.currentTarget.value;
      onFocus?.(event);
    },
  };
}
