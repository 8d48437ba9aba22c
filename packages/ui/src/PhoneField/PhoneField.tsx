import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldOwnProps } from '../Field';
import { RestrictedField } from '../internal/RestrictedField';
import { PHONE_PATTERN } from '../internal/restrictValue';
import { editPhone } from './phone';

export type PhoneFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'>;

/**
 * A labelled phone input (SPEC §5): it only ever holds an optional leading plus, then digits and spaces.
 * Typed, pasted or autofilled text is read by `normalizePhone`: brackets, dots and hyphens separate groups
 * ("(312) 555-0177" → "312 555 0177"), a US number is grouped 3-3-4 as it is typed, the caret stays after the
 * same digit. Text that cannot be read as a phone number is reverted to the previous value and never reaches
 * onChange. Read-only views show a number with `formatPhone`.
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
      edit={editPhone}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
    />
  );
});
