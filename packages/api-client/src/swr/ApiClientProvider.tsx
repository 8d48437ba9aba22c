import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client';
import { isHttpError, isSessionEndedError } from '../errors';
import { ApiClientContextProvider } from './context';

export interface ApiClientProviderProps {
  client: ApiClient;
  /** Extra SWR options, merged over the defaults (fetcher, retry policy). */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

/** No retry when the answer will not change: 401/403, or the session has ended (the user is logged out). */
export function shouldRetryOnError(error: unknown): boolean {
  if (isSessionEndedError(error)) return false;
  return !(isHttpError(error) && (error.status === 401 || error.status === 403));
}

/** Provides the client to the hooks and one global SWR config: the client's fetcher and retry policy. */
export function ApiClientProvider({ client, swrConfig, children }: ApiClientProviderProps) {
  const value = useMemo<SWRConfiguration>(
    () => ({ fetcher: (path: string) => client.fetcher(path), shouldRetryOnError, ...swrConfig }),
    [client, swrConfig],
  );
  return (
    <ApiClientContextProvider client={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ApiClientContextProvider>
  );
}
