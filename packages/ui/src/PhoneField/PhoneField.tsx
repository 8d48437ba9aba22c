import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { PHONE_PATTERN } from '../internal/restrictValue';
import { useMergedRef } from '../internal/useMergedRef';
import { useRestrictedInput } from '../internal/useRestrictedInput';

export type PhoneFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

/**
 * A labelled phone input (SPEC §5): an optional leading plus, then digits and spaces. Typed, pasted or
 * dropped text that breaks the rule is reverted to the previous value and never reaches onChange.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, hint, error, showError, required, disabled, id, onChange, onFocus, autoComplete = 'tel', ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const handlers = useRestrictedInput(inputRef, PHONE_PATTERN, onChange, onFocus);

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
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={handlers.onChange}
          onFocus={handlers.onFocus}
        />
      )}
    </Field>
  );
});
