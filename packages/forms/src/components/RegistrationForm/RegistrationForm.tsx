import { useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { Button, Checkbox, PasswordField, TextField } from '@agency/ui';
import { EMAIL_PATTERN, REGISTRATION_PAYLOAD_FIELDS, type RegistrationValues } from '../../schemas';
// The registration's own messages, not the `messages` of every form: those would load with the registration screen.
import { registrationMessages } from '../../schemas/registration/messages';
import { deferredRules, useAskForRules } from '../../internal/deferredRules';
import { EmailField } from '../../internal/EmailField';
import { Actions, FormLayout } from '../../internal/layout';
import { useAfterPointerRelease } from '../../internal/useAfterPointerRelease';
import {
  SERVER_ERROR_TYPE,
  useValidatedForm,
  type PinnedError,
  type ServerErrors,
} from '../../internal/useValidatedForm';

export interface RegistrationFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed). A returned promise keeps the button busy. */
  onSubmit: (values: RegistrationValues) => void | Promise<unknown>;
  /**
   * Looks the e-mail up when the person leaves a well-formed Email field; resolves `true` when it is
   * already registered, which marks the field 'Email already exist' and blocks submitting that address.
   * A rejected lookup changes nothing.
   */
  onEmailBlur?: (email: string) => Promise<boolean>;
  /** A registration is in progress: the Register button is busy and disabled. */
  loading?: boolean;
  /** Initial values (read once, on mount). */
  defaultValues?: Partial<RegistrationValues>;
  /**
   * Messages from the server, shown on their fields until the value changes: the register call's `Errors`
   * as they come (First_Name, Last_Name, Email, Password land on their fields), or keyed by form field. A
   * new object means new messages: keep it in state.
   */
  serverErrors?: ServerErrors<RegistrationValues, keyof typeof REGISTRATION_PAYLOAD_FIELDS>;
  /** Label of the terms box (e.g. with a link to the terms). */
  termsLabel?: ReactNode;
  /** Rendered under the Register button: the Login link, the resume note. */
  footer?: ReactNode;
}

const EMPTY: RegistrationValues = {
  lastName: '',
  firstName: '',
  email: '',
  password: '',
  confirmPassword: '',
  isConditionAgree: false,
};

/** Error `type` of the e-mail lookup's finding. */
const EMAIL_TAKEN_TYPE = 'emailTaken';

/** The registration's rules (its schema and yup): loaded at the page's first input, or at once when given values. */
const rules = deferredRules(() => import('./rules').then((module) => module.registrationResolver));

/**
 * SPEC §2 registration. Messages (and red borders) appear after the first submit attempt; from then on
 * they follow every change. Submitting is blocked while any rule fails, including a taken e-mail.
 */
export function RegistrationForm({
  onSubmit,
  onEmailBlur,
  loading = false,
  defaultValues,
  serverErrors,
  termsLabel = 'I agree to the terms and conditions',
  footer,
  ...rest
}: RegistrationFormProps) {
  // What the e-mail lookup found: each taken address is refused for as long as the field holds it.
  const [takenEmails, setTakenEmails] = useState<readonly PinnedError[]>([]);
  const afterPointerRelease = useAfterPointerRelease();
  useAskForRules(rules, defaultValues !== undefined);

  const {
    field,
    submitWith,
    getValues,
    getFieldState,
    setError,
    clearErrors,
    formState: { isSubmitting, isSubmitted },
  } = useValidatedForm<RegistrationValues>({
    resolver: rules.resolver,
    mode: 'onSubmit',
    defaultValues: { ...EMPTY, ...defaultValues },
    serverErrors,
    payloadFields: REGISTRATION_PAYLOAD_FIELDS,
    pinnedErrors: takenEmails,
  });

  const lookUpEmail = async () => {
    const email = getValues('email').trim();
    if (!onEmailBlur || !EMAIL_PATTERN.test(email)) return;
    let taken: boolean;
    try {
      taken = await onEmailBlur(email);
    } catch {
      return; // SPEC §8: a failed lookup shows no message.
    }
    // Leaving the field by pressing the mouse on something under it starts the lookup: show its finding
    // once that click is done, or the message would move the target away from under the pointer.
    afterPointerRelease(() => applyLookup(email, taken));
  };

  const applyLookup = (email: string, taken: boolean) => {
    setTakenEmails((list) => {
      const others = list.filter((item) => item.value !== email);
      return taken
        ? [...others, { name: 'email', value: email, type: EMAIL_TAKEN_TYPE, message: registrationMessages.emailTaken }]
        : others;
    });
    // The person may have moved on to another address while the lookup ran.
    if (getValues('email').trim() !== email) return;
    if (taken) setError('email', { type: EMAIL_TAKEN_TYPE, message: registrationMessages.emailTaken });
    // A well-formed address that is free has nothing else to show.
    else if (getFieldState('email').error?.type === EMAIL_TAKEN_TYPE) clearErrors('email');
  };

  const onEmailChange = () => {
    // Before the first submit nothing re-validates on change: drop a lookup or server message that no
    // longer applies to the address being typed (afterwards validation does it).
    if (isSubmitted) return;
    const { error } = getFieldState('email');
    const email = getValues('email').trim();
    const stillTaken = takenEmails.some((item) => item.value === email);
    if (error?.type === SERVER_ERROR_TYPE || (error?.type === EMAIL_TAKEN_TYPE && !stillTaken)) clearErrors('email');
  };

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <TextField label="Last Name" autoComplete="family-name" required trimmed {...field('lastName')} />
      <TextField label="First Name" autoComplete="given-name" required trimmed {...field('firstName')} />
      <EmailField label="Email" required {...field('email', { onBlur: lookUpEmail, onChange: onEmailChange })} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        {...field('password', { deps: 'confirmPassword' })}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...field('confirmPassword')} />
      <Checkbox label={termsLabel} required {...field('isConditionAgree')} />
      <Actions>
        <Button type="submit" fullWidth loading={loading || isSubmitting}>
          Register
        </Button>
        {footer}
      </Actions>
    </FormLayout>
  );
}
