import { isHttpError } from '@agency/api-client';

/** The server's answer to a session signed in with a temporary password, on calls other than changing it. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** A 403 `password_change_required`: the user must choose a new password before anything else. */
export function isPasswordChangeRequired(error: unknown): boolean {
  if (!isHttpError(error) || error.status !== 403) return false;
  const body = error.body as { Code?: unknown } | null | undefined;
  return error.code === PASSWORD_CHANGE_REQUIRED || body?.Code === PASSWORD_CHANGE_REQUIRED;
}
