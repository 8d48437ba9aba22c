import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { DIGITS_PATTERN } from '../internal/restrictValue';
import { useMergedRef } from '../internal/useMergedRef';
import { useRestrictedInput } from '../internal/useRestrictedInput';

export type NumberFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

/**
 * A labelled digits-only input (SPEC §5). The value stays a string of digits (leading zeros kept, as in
 * ZIP codes or licence numbers); anything else typed or pasted is reverted and never reaches onChange.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, hint, error, showError, required, disabled, id, onChange, onFocus, ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const handlers = useRestrictedInput(inputRef, DIGITS_PATTERN, onChange, onFocus);

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      showError={showError}
      required={required}
      disabled={disabled}
      id={id}
      describedBy={rest['aria-describedby']}
    >
      {(control) => (
        <Input
          {...rest}
          {...control}
          ref={mergedRef}
          type="text"
          inputMode="numeric"
          disabled={disabled}
          onChange={handlers.onChange}
          onFocus={handlers.onFocus}
        />
      )}
    </Field>
  );
});
