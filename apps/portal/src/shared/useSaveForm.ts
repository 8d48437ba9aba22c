import { useState } from 'react';
import { useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { MESSAGES } from './messages';
import { messageFor } from '../session/errors';

export interface SaveTexts {
  /** Success toast. */
  success: string;
  /** Error toast when the server answered with an error status and no message of its own. */
  failure: string;
}

/**
 * Wiring of a settings form (its rules live in @agency/forms): `submit` runs `save`, reports the outcome
 * as a toast and keeps the server's field messages for the form's `serverErrors` prop. Resolves `true`
 * when the save succeeded.
 */
export function useSaveForm<V>(save: (values: V) => Promise<unknown>, texts: SaveTexts) {
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const submit = async (values: V): Promise<boolean> => {
    try {
      await save(values);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : texts.failure,
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
      return false;
    }
    toast.success(texts.success);
    return true;
  };

  return { submit, serverErrors };
}
