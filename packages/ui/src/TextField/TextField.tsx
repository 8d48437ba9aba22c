import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { useMergedRef } from '../internal/useMergedRef';
import { useTrimmedCommit } from '../internal/useTrimmedCommit';

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  /**
   * SPEC §5 "trimmed": when the edit is committed (blur or Enter) runs of whitespace collapse to one
   * space and the ends are trimmed; the DOM value changes and onChange reports it.
   */
  trimmed?: boolean;
}

/** A labelled single-line text input. Works uncontrolled (react-hook-form `register`) and controlled. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, showError, required, disabled, id, trimmed = false, type = 'text', onBlur, ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const handleBlur = useTrimmedCommit(inputRef, trimmed, onBlur);

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
        <Input {...rest} {...control} ref={mergedRef} type={type} disabled={disabled} onBlur={handleBlur} />
      )}
    </Field>
  );
});
