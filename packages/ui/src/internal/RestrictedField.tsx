import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from './Input';
import { splitFieldProps } from './splitFieldProps';
import { useMergedRef } from './useMergedRef';
import { useRestrictedInput, type RestrictEdit } from './useRestrictedInput';

export type RestrictedFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type' | 'inputMode'> & {
    /** The rule every value must match; edits that break it are reverted (SPEC §5). */
    allowed: RegExp;
    /** Reads each edit instead of the plain revert rule (e.g. the phone field's separators and groups). */
    edit?: RestrictEdit;
    type: 'text' | 'tel';
    inputMode: 'numeric' | 'tel';
  };

/**
 * A labelled input whose value must match `allowed`: typed, pasted or dropped text that breaks the rule
 * is reverted to the previous value and never reaches onChange. NumberField and PhoneField are this
 * control with their rule and input attributes.
 */
export const RestrictedField = forwardRef<HTMLInputElement, RestrictedFieldProps>(function RestrictedField(
  { allowed, edit, type, inputMode, onChange, onFocus, ...props },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const handlers = useRestrictedInput(inputRef, allowed, onChange, onFocus, edit);
  const { field, input } = splitFieldProps(props);

  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...input}
          {...control}
          ref={mergedRef}
          type={type}
          inputMode={inputMode}
          onChange={handlers.onChange}
          onFocus={handlers.onFocus}
        />
      )}
    </Field>
  );
});
