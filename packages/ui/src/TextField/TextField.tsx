import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { splitFieldProps } from '../internal/splitFieldProps';
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
  { trimmed = false, type = 'text', onBlur, ...props },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const handleBlur = useTrimmedCommit(inputRef, trimmed, onBlur);
  const { field, input } = splitFieldProps(props);

  return (
    <Field {...field}>
      {(control) => <Input {...input} {...control} ref={mergedRef} type={type} onBlur={handleBlur} />}
    </Field>
  );
});
