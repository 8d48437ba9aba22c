// Public API of @agency/api-client/deferred: the same client, its session engine loaded on first need.
// What a first paint needs (is there a session, who is signed in) is read here, synchronously; the rest of
// the client (password grant, renewal, cross-tab locks, logout, the ofetch transport, the endpoint groups)
// is a separate module, imported the first time something asks for it.

import type { ApiClient } from '../client';
import type { ApiClientConfig } from '../config';
import { browserBroadcastChannel, browserLocks } from '../crossTab';
import { readApplicantId, readRoleFlags, readTokens, readUserInfo, readVerificationStatus } from '../internal/reads';
import { createBrowserStorage, type StorageAdapters } from '../storage';
import { tenantFromHost } from '../tenant';
import type { OtherTabLogin } from '../types';

export { isApiError, isHttpError, isNetworkError, isSessionEndedError } from '../errorChecks';

/** An `ApiClient` whose session engine loads on first need (`load()`), or at once when a session exists. */
export interface DeferredApiClient extends ApiClient {
  /** Loads the engine (once; a failed load is tried again on the next call) and resolves to the full client. */
  load(): Promise<ApiClient>;
  /** The full client once loaded, else null. */
  readonly loaded: ApiClient | null;
}

type AnyFunction = (...args: unknown[]) => unknown;
type Groups = Record<string, Record<string, AnyFunction>>;

/**
 * The client of `createApiClient(config)`, with the same interface, for a page whose first paint should not
 * carry the session engine (a login screen):
 *
 * - `auth.isLoggedIn`, `getCurrentUserInfo`, `getRoleFlags`, `getApplicantId`,
 *   `registration.getVerificationStatus` and `tenant` read the storage at once, before anything loads;
 * - every other method loads the engine first (the `load()` promise), then makes its call: one microtask
 *   later than `createApiClient`'s client, the same result and errors;
 * - `auth.onOtherTabLogin` listens on the tabs' channel from the start: a sign-in in another tab loads the
 *   engine, then reports it as `createApiClient`'s client does;
 * - a page opened with a session (the auth cookie holds an access token) loads the engine at once, so
 *   renewal ahead of expiry and another tab's logout work as they do with `createApiClient`.
 *
 * `load()` starts the load early (on a login form's first input); it rejects with `ApiClientConfigError`
 * when the config is invalid, which `createApiClient` throws at once.
 */
export function createDeferredApiClient(config: ApiClientConfig): DeferredApiClient {
  // The same storage for the reads here and the engine (a browser that blocks storage gets one memory store).
  const given = config.storage ?? {};
  const browserCookie = given.cookie === undefined;
  const browser = given.cookie && given.session && given.local ? null : createBrowserStorage();
  const storage: StorageAdapters = {
    cookie: given.cookie ?? browser!.cookie,
    session: given.session ?? browser!.session,
    local: given.local ?? browser!.local,
  };
  // The tab coordination `createApiClient` picks for the browser's auth cookie (the engine gets it as it is).
  const openChannel =
    config.broadcastChannel === undefined ? (browserCookie ? browserBroadcastChannel : null) : config.broadcastChannel;
  const engineConfig: ApiClientConfig = {
    ...config,
    storage,
    locks: config.locks === undefined ? (browserCookie ? browserLocks() : null) : config.locks,
    broadcastChannel: openChannel,
  };

  let full: ApiClient | null = null;
  let loading: Promise<ApiClient> | undefined;
  const otherTabLogins = new Set<(event: OtherTabLogin) => void>();
  const reportOtherTabLogin = (event: OtherTabLogin) => {
    for (const listener of otherTabLogins) listener(event);
  };

  function load(): Promise<ApiClient> {
    loading ??= import('../client').then(
      ({ createApiClient }) => {
        if (!full) {
          const client = createApiClient(engineConfig);
          client.auth.onOtherTabLogin(reportOtherTabLogin);
          full = client;
        }
        return full;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  // Before the engine is here, a sign-in in another tab loads it: created now, it takes the new session's
  // claims from the shared cookie, which is what the engine does on that message. Afterwards the engine
  // hears the channel itself (and this listener, which also hears the engine's own messages, stands aside).
  const tenant = tenantFromHost(config.host ?? globalThis.location?.hostname ?? '', config.defaultTenant);
  openChannel?.(`@agency/api-client:${tenant}`)?.addEventListener('message', ({ data }) => {
    if (full || (data as { type?: unknown } | null)?.type !== 'login') return;
    load().then(
      (client) => {
        if (client.auth.isLoggedIn())
          reportOtherTabLogin({
            userInfo: client.auth.getCurrentUserInfo(),
            applicantId: client.auth.getApplicantId(),
          });
      },
      () => undefined,
    );
  });

  const later =
    (group: string | null, method: string): AnyFunction =>
    (...args) => {
      const run = (client: ApiClient) => {
        const target = (group === null ? client : (client as unknown as Groups)[group]) as Record<string, AnyFunction>;
        return target[method]!(...args);
      };
      return full ? run(full) : load().then(run);
    };

  const sync: Groups = {
    auth: {
      isLoggedIn: () => readTokens(storage.cookie) !== null,
      getCurrentUserInfo: () => readUserInfo(storage.session),
      getRoleFlags: () => readRoleFlags(storage.session),
      getApplicantId: () => readApplicantId(storage.session),
      onOtherTabLogin: (listener) => {
        const added = listener as (event: OtherTabLogin) => void;
        otherTabLogins.add(added);
        return () => void otherTabLogins.delete(added);
      },
    },
    registration: { getVerificationStatus: () => readVerificationStatus(storage.local) },
  };
  const group = (name: string) =>
    new Proxy(sync[name] ?? {}, {
      get: (own, method) =>
        typeof method !== 'string' || method === 'then' ? undefined : (own[method] ?? later(name, method)),
    });

  const client = {
    tenant,
    auth: group('auth'),
    registration: group('registration'),
    password: group('password'),
    recruiter: group('recruiter'),
    role: group('role'),
    user: group('user'),
    agency: group('agency'),
    base: group('base'),
    applicants: group('applicants'),
    captcha: group('captcha'),
    call: later(null, 'call'),
    fetcher: later(null, 'fetcher'),
    load,
    get loaded() {
      return full;
    },
  } as unknown as DeferredApiClient;

  if (readTokens(storage.cookie) !== null) load().catch(() => undefined);
  return client;
}

/** The full client behind `client`: loads a deferred client's engine; any other client is returned as it is. */
export function loadApiClient(client: ApiClient): Promise<ApiClient> {
  return 'load' in client && typeof client.load === 'function'
    ? (client as DeferredApiClient).load()
    : Promise.resolve(client);
}
