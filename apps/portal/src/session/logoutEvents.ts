import type { LogoutEvent } from '@agency/api-client';

export type LogoutListener = (event: LogoutEvent) => void;

/**
 * Carries the api client's `onLogout` reports (created before React renders) to the component that shows
 * them and navigates. A report that arrives while nobody listens waits for the first listener.
 */
export interface LogoutEvents {
  emit: LogoutListener;
  subscribe(listener: LogoutListener): () => void;
}

export function createLogoutEvents(): LogoutEvents {
  const listeners = new Set<LogoutListener>();
  let pending: LogoutEvent[] = [];
  return {
    emit(event) {
      if (listeners.size === 0) pending.push(event);
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      const waiting = pending;
      pending = [];
      for (const event of waiting) listener(event);
      return () => listeners.delete(listener);
    },
  };
}
