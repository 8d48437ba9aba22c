import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@agency/ui';

/**
 * An e-mail address input as every form of this package has it: an email keyboard, no capitalisation or
 * spell check (the rule wants lower case), trimmed (SPEC §5). Any prop can still be overridden.
 */
export const EmailField = forwardRef<HTMLInputElement, TextFieldProps>(function EmailField(props, ref) {
  return (
    <TextField ref={ref} type="email" autoComplete="email" autoCapitalize="off" spellCheck={false} trimmed {...props} />
  );
});
