import { createContext, useContext } from 'react';

/**
 * Who the current session is (`<logouts so far>:<user or applicant id, or guest>`), read by
 * `SessionEvents` when the route changes. `SignedInSession` keys the session's SWR cache by it.
 */
export const SessionKeyContext = createContext('0:guest');

export function useSessionKey(): string {
  return useContext(SessionKeyContext);
}
