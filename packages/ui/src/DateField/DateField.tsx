import { forwardRef, useCallback, type ChangeEvent, type FocusEvent, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { splitFieldProps } from '../internal/splitFieldProps';
import { useMergedRef } from '../internal/useMergedRef';
import { formatDate, parseDate } from '../utils/formatDate';
import { dateValue, maskDateText } from './dateText';

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
      inner.set!.call(this, formatDate(value === null || value === undefined ? '' : String(value)));
    },
  });
  show(input, formatDate(shown(input)));
}

/** Shows the text as MM/DD/YYYY when it names a date (`7/4/1990`, `1990-07-04`); its value stays the same. */
function showAsUsDate(input: HTMLInputElement) {
  const text = shown(input);
  const date = parseDate(text);
  if (date && formatDate(date) !== text) show(input, formatDate(date));
}

/**
 * A whole text put in at once: a paste or drop (`insertFrom…`), an autofill (`insertReplacementText`, or an
 * input event without a type). Typed text (keys, a phone keyboard's composition) is left as typed until the
 * field is left, so `1990-4-1` on its way to `1990-4-15` is not rewritten.
 */
const isWholeText = (event: Event) => {
  const type = (event as InputEvent).inputType ?? '';
  return type === '' || type.startsWith('insertFrom') || type === 'insertReplacementText';
};

/**
 * A labelled date field people type into, on a phone's numeric keyboard too: MM/DD/YYYY with the slashes
 * put in as they type. A date pasted or autofilled (US or ISO, `1990-07-04`) is shown as MM/DD/YYYY at once,
 * one typed otherwise (`7/4/1990`) when the field is left. Its value is the ISO date `YYYY-MM-DD` (empty
 * when unset; the text itself while it names no date, so validation can say so).
 *
 * A text input rather than `<input type="date">`: the native one shows and takes a different format in each
 * browser and locale (and its own picker on phones), so the field could not say "MM/DD/YYYY" and mean it.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { onChange, onBlur, placeholder = 'MM/DD/YYYY', ...props },
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
    if (isWholeText(event.nativeEvent)) showAsUsDate(target);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    showAsUsDate(event.currentTarget);
    onBlur?.(event);
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
          onBlur={handleBlur}
        />
      )}
    </Field>
  );
});
