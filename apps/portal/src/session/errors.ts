import { isHttpError, isSessionEndedError } from '@agency/api-client/deferred';

/**
 * Turns a failed call into the message SPEC §8 gives for it: `http` when the server answered with an
 * error status, `other` otherwise. Null when the session ended: the logout already told the user.
 */
export function messageFor(error: unknown, http: string, other: string): string | null {
  if (isSessionEndedError(error)) return null;
  return isHttpError(error) ? http : other;
}
