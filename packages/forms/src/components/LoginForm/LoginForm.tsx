import { useEffect, type FormHTMLAttributes } from 'react';
import { Button, Link, PasswordField, TextField } from '@agency/ui';
import type { LoginValues } from '../../schemas';
import { deferredRules, useAskForRules } from '../../internal/deferredRules';
import { Actions, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface LoginFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (Login ID trimmed). A returned promise keeps the button busy. */
  onSubmit: (values: LoginValues) => void | Promise<unknown>;
  /** Shows the "Forgot password?" action. */
  onForgotPassword?: () => void;
  /** A sign-in is in progress: the Login button is busy and disabled. */
  loading?: boolean;
  /** Initial values (read once, on mount). */
  defaultValues?: Partial<LoginValues>;
  /** Messages from the server, shown on their fields until the value changes. A new object means new messages: keep it in state. */
  serverErrors?: ServerErrors<LoginValues>;
}

const EMPTY: LoginValues = { email: '', password: '' };

/** The login's rules (its schema and yup): loaded at the page's first input, or at once when given values. */
const rules = deferredRules(() => import('./rules').then((module) => module.loginResolver));

/**
 * SPEC §2 login: Login ID (focused on load) and Password (no whitespace, show/hide toggle). Login stays
 * disabled while the form is invalid or loading.
 *
 * Messages never appear because a field lost focus: the Login ID is focused on load, so a blur message
 * would push "Forgot password?" down between mousedown and mouseup and the click would be lost. A value
 * that breaks a rule (a space in the password) is reported as it is typed; an empty field only says it
 * is required after a submit attempt (the disabled Login button already tells the form is incomplete).
 */
export function LoginForm({
  onSubmit,
  onForgotPassword,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: LoginFormProps) {
  const {
    field,
    submitWith,
    setFocus,
    formState: { isValid, isSubmitting },
  } = useValidatedForm<LoginValues>({
    resolver: rules.resolver,
    mode: 'onChange',
    defaultValues: { ...EMPTY, ...defaultValues },
    serverErrors,
  });
  useEffect(() => setFocus('email'), [setFocus]);
  useAskForRules(rules, defaultValues !== undefined);

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField
        label="Login ID"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        trimmed
        {...field('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <Actions>
        <Button type="submit" fullWidth disabled={!isValid} loading={loading || isSubmitting}>
          Login
        </Button>
        {onForgotPassword ? (
          <Link as="button" type="button" onClick={onForgotPassword}>
            Forgot password?
          </Link>
        ) : null}
      </Actions>
    </FormLayout>
  );
}
