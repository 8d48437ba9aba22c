import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Link, TextField } from '@agency/ui';
import { VERIFICATION_CODE_MAX_LENGTH, verificationSchema, type VerificationValues } from '../../schemas';
import { Actions, FormLayout, Note } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

const resolver = yupResolver(verificationSchema);

export interface VerificationFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated, trimmed code. A returned promise keeps the button busy. */
  onSubmit: (values: VerificationValues) => void | Promise<unknown>;
  /** The Resend Code action. */
  onResend: () => void;
  /** A resend is in progress: Resend Code is disabled. */
  resending?: boolean;
  /** A verification is in progress: the Verify button is busy and disabled. */
  loading?: boolean;
  /** Initial values (read once, on mount). */
  defaultValues?: Partial<VerificationValues>;
  /** Messages from the server, shown on their fields until the value changes. A new object means new messages: keep it in state. */
  serverErrors?: ServerErrors<VerificationValues>;
}

/** The hint of SPEC §2 under the code field. */
const SPAM_HINT = 'Did not receive the code? Check your Spam folder.';

/**
 * SPEC §2 verification: one code (at most 10 characters, trimmed), Verify, Resend Code. Messages appear
 * after the first submit attempt, then follow every change; leaving the field shows none, so Resend Code
 * under it never moves while it is being clicked.
 */
export function VerificationForm({
  onSubmit,
  onResend,
  resending = false,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: VerificationFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<VerificationValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { verificationCode: '', ...defaultValues },
    serverErrors,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField
        label="Verification Code"
        hint={SPAM_HINT}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        required
        trimmed
        {...field('verificationCode')}
      />
      <Actions>
        <Button type="submit" fullWidth loading={loading || isSubmitting}>
          Verify
        </Button>
        <Note>
          <Link as="button" type="button" onClick={onResend} disabled={resending} aria-busy={resending || undefined}>
            Resend Code
          </Link>
        </Note>
      </Actions>
    </FormLayout>
  );
}
