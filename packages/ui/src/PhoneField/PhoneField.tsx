import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldOwnProps } from '../Field';
import { RestrictedField } from '../internal/RestrictedField';
import { PHONE_PATTERN } from '../internal/restrictValue';

export type PhoneFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

/**
 * A labelled phone input (SPEC §5): an optional leading plus, then digits and spaces. Typed, pasted or
 * dropped text that breaks the rule is reverted to the previous value and never reaches onChange.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { autoComplete = 'tel', ...props },
  ref,
) {
  return (
    <RestrictedField
      {...props}
      ref={ref}
      allowed={PHONE_PATTERN}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
    />
  );
});
