import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldOwnProps } from '../Field';
import { RestrictedField } from '../internal/RestrictedField';
import { DIGITS_PATTERN } from '../internal/restrictValue';

export type NumberFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

/**
 * A labelled digits-only input (SPEC §5). The value stays a string of digits (leading zeros kept, as in
 * ZIP codes or license numbers); anything else typed or pasted is reverted and never reaches onChange.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(props, ref) {
  return <RestrictedField {...props} ref={ref} allowed={DIGITS_PATTERN} type="text" inputMode="numeric" />;
});
