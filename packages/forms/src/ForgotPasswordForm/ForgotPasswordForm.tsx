import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, TextField } from '@agency/ui';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { Actions, FormLayout } from '../internal/layout';
import { LinkButton } from '../internal/LinkButton';
import { SERVER_ERROR_TYPE, useValidatedForm, type ServerErrors } from '../internal/useValidatedForm';

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
  /** Messages from the server, shown on their fields until the value changes. A new object means new messages: keep it in state. */
  serverErrors?: ServerErrors<ForgotPasswordValues>;
}

/** SPEC §5 forgot password: one lowercase e-mail address, else 'Invalid Email Address.'. */
export function ForgotPasswordForm({
  onSubmit,
  onCancel,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: ForgotPasswordFormProps) {
  const {
    register,
    submitWith,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useValidatedForm<ForgotPasswordValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', ...defaultValues },
    serverErrors,
  });

  const error = errors.email;
  const showError = isSubmitted || Boolean(touchedFields.email) || error?.type === SERVER_ERROR_TYPE;

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        trimmed
        error={error?.message}
        showError={showError}
        {...register('email')}
      />
      <Actions>
        <Button type="submit" fullWidth loading={loading || isSubmitting}>
          Submit
        </Button>
        {onCancel ? <LinkButton onClick={onCancel}>Cancel</LinkButton> : null}
      </Actions>
    </FormLayout>
  );
}
