import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';

export interface DateFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> {
  /** Earliest allowed date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  max?: string;
}

/** A labelled native date input; its value is an ISO date `YYYY-MM-DD` (empty when unset). */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, hint, error, showError, required, disabled, id, ...rest },
  ref,
) {
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
      {(control) => <Input {...rest} {...control} ref={ref} type="date" disabled={disabled} />}
    </Field>
  );
});
