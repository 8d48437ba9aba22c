import { forwardRef, useCallback, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { splitFieldProps } from '../internal/splitFieldProps';
import { useMergedRef } from '../internal/useMergedRef';
import { dateValue, formatDateText, maskDateText } from './dateText';

export interface DateFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type' | 'min' | 'max'> {}

/** The input's own value accessor (read when first used: the module also loads where there is no DOM). */
const native = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
/** The text the input shows. */
const shown = (input: HTMLInputElement) => native().get!.call(input) as string;
/** Shows `text` without going through the ISO accessor or React's tracker. */
const show = (input: HTMLInputElement, text: string) => native().set!.call(input, text);
const installed = new WeakSet<HTMLInputElement>();

/**
 * Makes the input's `value` the ISO date of the text it shows: reading it gives `YYYY-MM-DD` once the text
 * names a real date (the text itself until then), and writing an ISO date shows it as MM/DD/YYYY. So
 * react-hook-form's register(), a controlled `value` and `event.target.value` all see ISO dates while the
 * person reads and types US dates. The accessor wraps the one already on the element (React's value
 * tracker), so React still sees every change.
 */
function installDateValue(input: HTMLInputElement) {
  if (installed.has(input)) return;
  installed.add(input);
  const inner = Object.getOwnPropertyDescriptor(input, 'value') ?? native();
  Object.defineProperty(input, 'value', {
    configurable: true,
    enumerable: inner.enumerable ?? true,
    get(this: HTMLInputElement) {
      return dateValue(inner.get!.call(this) as string);
    },
    set(this: HTMLInputElement, value: unknown) {
      inner.set!.call(this, formatDateText(value === null || value === undefined ? '' : String(value)));
    },
  });
  show(input, formatDateText(shown(input)));
}

/**
 * A labelled date field people type into, on a phone's numeric keyboard too: MM/DD/YYYY with the slashes
 * put in as they type (or an ISO date, kept as typed). Its value is the ISO date
 * `YYYY-MM-DD` (empty when unset; the text itself while it names no date, so validation can say so).
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { onChange, placeholder = 'MM/DD/YYYY', ...props },
  ref,
) {
  const install = useCallback((input: HTMLInputElement | null) => {
    if (input) installDateValue(input);
  }, []);
  const mergedRef = useMergedRef(install, ref);
  const { field, input } = splitFieldProps(props);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const text = shown(target);
    const masked = maskDateText(text);
    if (masked !== text) {
      const caret = target.selectionStart ?? text.length;
      show(target, masked);
      const moved = caret >= text.length ? masked.length : caret + masked.length - text.length;
      target.setSelectionRange(moved, moved);
    }
    onChange?.(event);
  };

  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...input}
          {...control}
          ref={mergedRef}
          type="text"
          inputMode="numeric"
          placeholder={placeholder}
          onChange={handleChange}
        />
      )}
    </Field>
  );
});
