import { useState, type FormEvent } from 'react';
import { useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { MESSAGES } from '../messages';
import { messageFor } from '../session/errors';

/**
 * State of a form whose rules the server checks (the profile screens have no form definition in
 * @agency/forms yet): the values, the server's field messages, and a submit that reports the outcome.
 */
export function useServerForm<V extends Record<string, string>>(initial: V) {
  const toast = useToast();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [saving, setSaving] = useState(false);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit =
    (save: (values: V) => Promise<unknown>, success: string, failure: string) => async (event: FormEvent) => {
      event.preventDefault();
      setSaving(true);
      try {
        await save(values);
        setErrors({});
        toast.success(success);
      } catch (error) {
        if (isApiError(error) && error.errors) setErrors(error.errors as Partial<Record<keyof V, string>>);
        const message = messageFor(
          error,
          isApiError(error) && error.message ? error.message : failure,
          MESSAGES.serverError,
        );
        if (message) toast.error(message);
      } finally {
        setSaving(false);
      }
    };

  return { values, setValues, field, submit, saving };
}
