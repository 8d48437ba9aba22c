import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client';

// Kept apart from the SWR provider (and from `swr` itself): an app can provide the client on a screen that
// needs no data hooks (a login screen) without loading SWR, and add `ApiClientProvider` where it does.
const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientContextProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Provides the client to `useApiClient` only, without SWR: for the parts of an app that call the client
 * directly (sign-in, guards). `ApiClientProvider` provides the same client and adds the SWR config.
 */
export function ApiClientContextProvider({ client, children }: ApiClientContextProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest `ApiClientProvider` (or `ApiClientContextProvider`). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
