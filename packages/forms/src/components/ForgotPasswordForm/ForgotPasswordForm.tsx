import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Link } from '@agency/ui';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../schemas';
import { FORGOT_PASSWORD_PAYLOAD_FIELDS } from '../../schemas/forgot-password/schema';
import { EmailField } from '../../internal/EmailField';
import { Actions, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

const resolver = yupResolver(forgotPasswordSchema);

export interface ForgotPasswordFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated, trimmed e-mail. A returned promise keeps the button busy. */
  onSubmit: (values: ForgotPasswordValues) => void | Promise<unknown>;
  /** Shows a Cancel action (e.g. back to the login form). */
  onCancel?: () => void;
  /** A request is in progress: the Submit button is busy and disabled. */
  loading?: boolean;
  /** Initial values (read once, on mount), e.g. the Login ID already typed. */
  defaultValues?: Partial<ForgotPasswordValues>;
  /**
   * Messages from the server, shown on their fields until the value changes: the forgot-password call's
   * `Errors` as they come (Email lands on the e-mail field), or keyed by form field. A new object means
   * new messages: keep it in state.
   */
  serverErrors?: ServerErrors<ForgotPasswordValues, keyof typeof FORGOT_PASSWORD_PAYLOAD_FIELDS>;
}

/**
 * SPEC §5 forgot password: one lowercase e-mail address, else 'Invalid Email Address.'. Messages appear
 * after the first submit attempt, then follow every change; leaving the field shows none, so Cancel under
 * it never moves while it is being clicked. (A half-typed address is not wrong yet: it is not flagged as
 * it is typed either.)
 */
export function ForgotPasswordForm({
  onSubmit,
  onCancel,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: ForgotPasswordFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<ForgotPasswordValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { email: '', ...defaultValues },
    serverErrors,
    payloadFields: FORGOT_PASSWORD_PAYLOAD_FIELDS,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <EmailField label="Email" required {...field('email')} />
      <Actions>
        <Button type="submit" fullWidth loading={loading || isSubmitting}>
          Submit
        </Button>
        {onCancel ? (
          <Link as="button" type="button" onClick={onCancel}>
            Cancel
          </Link>
        ) : null}
      </Actions>
    </FormLayout>
  );
}
