import { createApiClient, type ApiClient } from '../client';
import type { ApiClientConfig, LogoutEvent } from '../config';
import { createMemoryStorage, type StorageAdapters } from '../storage';
import { TEST_URLS } from './handlers';

export interface TestClientOptions extends Partial<Omit<ApiClientConfig, 'storage'>> {
  /** Memory storage by default; pass adapters to share them between clients. */
  storage?: StorageAdapters;
  /** Simulates a browser that refuses the auth cookie. Default true. */
  cookiesEnabled?: boolean;
}

export interface TestClient {
  client: ApiClient;
  storage: StorageAdapters;
  /** Every `onLogout` event, in order (also forwarded to `options.onLogout` if given). */
  logouts: LogoutEvent[];
}

/**
 * A client on `TEST_URLS` (where `handlers` answer) with in-memory storage and recorded logouts. It talks
 * to no other tab (no Web Locks, no BroadcastChannel) unless `locks` / `broadcastChannel` are given.
 */
export function createTestClient(options: TestClientOptions = {}): TestClient {
  const { cookiesEnabled = true, storage = createMemoryStorage({ cookiesEnabled }), onLogout, ...config } = options;
  const logouts: LogoutEvent[] = [];
  const client = createApiClient({
    ...TEST_URLS,
    clientId: 'agency-portal',
    clientSecret: 'test-secret',
    defaultTenant: 'acme',
    host: 'acme.agency.test',
    locks: null,
    broadcastChannel: null,
    ...config,
    storage,
    onLogout(event) {
      logouts.push(event);
      onLogout?.(event);
    },
  });
  return { client, storage, logouts };
}
