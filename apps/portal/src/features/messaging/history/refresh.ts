import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The reads a message's change shows in: the histories, the message itself and the applicants' threads. */
const isMessageRead = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/api/messages') || /^\/api\/applicants\/\d+\/messages/.test(key));

/** Refreshes every message read on screen (after a cancellation). */
export function useRefreshMessages() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isMessageRead), [mutate]);
}
