import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field';
import { Input } from '../internal/Input';
import { splitFieldProps } from '../internal/splitFieldProps';

export interface DateFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> {
  /** Earliest allowed date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  max?: string;
}

/** A labelled native date input; its value is an ISO date `YYYY-MM-DD` (empty when unset). */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const { field, input } = splitFieldProps(props);
  return <Field {...field}>{(control) => <Input {...input} {...control} ref={ref} type="date" />}</Field>;
});
