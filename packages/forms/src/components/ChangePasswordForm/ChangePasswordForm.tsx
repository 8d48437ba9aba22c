import { type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, PasswordField } from '@agency/ui';
import {
  changePasswordSchema,
  toChangePasswordPayload,
  type ChangePasswordPayloadValues,
  type ChangePasswordValues,
} from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface ChangePasswordFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /**
   * Called with the change-password payload (the confirmation checked and left out). A returned promise
   * keeps the button busy. To empty the form after a change, remount it (e.g. with a new `key`).
   */
  onSubmit: (payload: ChangePasswordPayloadValues) => void | Promise<unknown>;
  /** A change is in progress: the button is busy and disabled. */
  loading?: boolean;
  /** Initial values (read once, on mount). */
  defaultValues?: Partial<ChangePasswordValues>;
  /**
   * Messages from the server by payload field (e.g. CurrentPassword: 'The current password is
   * incorrect.'), shown until the value changes. A new object means new messages: keep it in state.
   */
  serverErrors?: ServerErrors<ChangePasswordValues>;
}

const EMPTY: ChangePasswordValues = { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' };
const resolver = yupResolver(changePasswordSchema);

/**
 * Change password: Current Password, New Password (at least 6 characters, SPEC §9) and Confirm New
 * Password ('Passwords must match'). Messages appear after the first submit attempt, then follow every change.
 */
export function ChangePasswordForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  ...rest
}: ChangePasswordFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<ChangePasswordValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { ...EMPTY, ...defaultValues },
    serverErrors,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith((values) => onSubmit(toChangePasswordPayload(values)))} {...rest}>
      <PasswordField label="Current Password" autoComplete="current-password" required {...field('CurrentPassword')} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        {...field('NewPassword', { deps: 'ConfirmNewPassword' })}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        required
        {...field('ConfirmNewPassword')}
      />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          Change Password
        </Button>
      </ButtonRow>
    </FormLayout>
  );
}
