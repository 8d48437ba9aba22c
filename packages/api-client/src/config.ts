import { DEFAULT_SCOPES } from './contract/oauth';
import { isTenantSlug } from './contract/tenant';
import { DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS, type LOGIN_PATH } from './constants';
import { browserBroadcastChannel, browserLocks, type BroadcastChannelLike, type LockManagerLike } from './crossTab';
import { createBrowserStorage, type StorageAdapters } from './storage';

/** Why the session ended. */
export type LogoutReason = 'logout' | 'not-logged-in' | 'session-expired' | 'cookies-disabled';

/** What the host app is told after every logout: show `message` (if any), then go to `redirectTo`. */
export interface LogoutEvent {
  reason: LogoutReason;
  /** One of `AUTH_MESSAGES` for the forced logouts; absent for a logout the user asked for. */
  message?: string;
  redirectTo: typeof LOGIN_PATH;
}

export interface ApiClientConfig {
  /** Base URL of the identity server (absolute http(s) URL, or a same-origin path such as `/identity`). */
  identityUrl: string;
  /** SPEC §7's optional `{path}` between the identity server's base URL and `/connect/revocation`. Default ''. */
  revocationPath?: string;
  /** Base URL of the API (absolute http(s) URL, or a same-origin path; '' for the page's origin). */
  apiUrl: string;
  clientId: string;
  clientSecret?: string;
  /** Scopes requested at login; must include `openid` and `offline_access`. Default `DEFAULT_SCOPES`. */
  scopes?: readonly string[];
  /** Tenant hint used when the host name has no usable label. */
  defaultTenant: string;
  /** Host name the tenant hint comes from. Default `location.hostname` in a browser. */
  host?: string;
  /** Storage adapters. Browser defaults (cookie, sessionStorage, localStorage) fill the ones left out. */
  storage?: Partial<StorageAdapters>;
  /** Lifetime of the auth cookie in seconds: the identity server's refresh token lifetime. Default 30 days. */
  refreshTokenLifetime?: number;
  /** Called after every logout, forced or asked for, also when another tab of the session logged out. */
  onLogout: (event: LogoutEvent) => void;
  /**
   * Seconds before the access token's `exp` at which it is renewed ahead (one timer; at most half the
   * token's lifetime). Default 60; 0 renews only when the API answers 401/403.
   */
  refreshAheadSeconds?: number;
  /**
   * Web Locks around each renewal, so that tabs sharing the auth cookie renew one at a time (the others
   * use what the first stored). Default `navigator.locks` where it exists when the auth cookie is the
   * browser's (no `storage.cookie` given); null: one renewal per tab.
   */
  locks?: LockManagerLike | null;
  /**
   * Opens the channel that tells the other tabs of new tokens, logins and logouts (one per tenant).
   * Default the browser's `BroadcastChannel` where it exists when the auth cookie is the browser's (no
   * `storage.cookie` given); null: no tab hears of the others.
   */
  broadcastChannel?: ((name: string) => BroadcastChannelLike | null) | null;
}

export interface ResolvedConfig {
  identityUrl: string;
  revocationPath: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: readonly string[];
  defaultTenant: string;
  host: string;
  storage: StorageAdapters;
  refreshTokenLifetime: number;
  onLogout: (event: LogoutEvent) => void;
  refreshAheadSeconds: number;
  locks: LockManagerLike | null;
  broadcastChannel: ((name: string) => BroadcastChannelLike | null) | null;
}

/** A configuration mistake, thrown by `createApiClient`; `field` names the offending option. */
export class ApiClientConfigError extends Error {
  override readonly name = 'ApiClientConfigError';
  readonly field: string;
  constructor(field: string, problem: string) {
    super(`Invalid api-client config: \`${field}\` ${problem}`);
    this.field = field;
  }
}

export function resolveConfig(config: ApiClientConfig): ResolvedConfig {
  if (typeof config !== 'object' || config === null) throw new ApiClientConfigError('config', 'must be an object');
  const identityUrl = baseUrl('identityUrl', config.identityUrl, false);
  const apiUrl = baseUrl('apiUrl', config.apiUrl, true);
  const revocationPath = pathPrefix('revocationPath', config.revocationPath ?? '');
  const clientId = nonEmpty('clientId', config.clientId);
  if (config.clientSecret !== undefined && typeof config.clientSecret !== 'string') {
    throw new ApiClientConfigError('clientSecret', 'must be a string when given');
  }
  const scopes = config.scopes ?? DEFAULT_SCOPES;
  if (
    !Array.isArray(scopes) ||
    scopes.some((scope) => typeof scope !== 'string' || !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope))
  ) {
    throw new ApiClientConfigError('scopes', 'must be a list of scope names without spaces');
  }
  for (const required of ['openid', 'offline_access']) {
    if (!scopes.includes(required)) throw new ApiClientConfigError('scopes', `must include '${required}'`);
  }
  const defaultTenant = nonEmpty('defaultTenant', config.defaultTenant);
  if (!isTenantSlug(defaultTenant)) {
    throw new ApiClientConfigError('defaultTenant', 'must be one lowercase host name label (letters, digits, hyphens)');
  }
  if (config.host !== undefined && typeof config.host !== 'string') {
    throw new ApiClientConfigError('host', 'must be a string when given');
  }
  const refreshTokenLifetime = config.refreshTokenLifetime ?? DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS;
  if (!Number.isInteger(refreshTokenLifetime) || refreshTokenLifetime <= 0) {
    throw new ApiClientConfigError('refreshTokenLifetime', 'must be a positive whole number of seconds');
  }
  if (typeof config.onLogout !== 'function') throw new ApiClientConfigError('onLogout', 'must be a function');
  const refreshAheadSeconds = config.refreshAheadSeconds ?? 60;
  if (!Number.isInteger(refreshAheadSeconds) || refreshAheadSeconds < 0) {
    throw new ApiClientConfigError('refreshAheadSeconds', 'must be a whole number of seconds, 0 or more');
  }
  // The defaults coordinate tabs sharing the browser's auth cookie; with another cookie store, pass them.
  const browserCookie = config.storage?.cookie === undefined;
  const locks = config.locks === undefined ? (browserCookie ? browserLocks() : null) : config.locks;
  if (locks !== null && typeof locks?.request !== 'function') {
    throw new ApiClientConfigError('locks', 'must have a request() method (a LockManager) or be null');
  }
  const broadcastChannel =
    config.broadcastChannel === undefined ? (browserCookie ? browserBroadcastChannel : null) : config.broadcastChannel;
  if (broadcastChannel !== null && typeof broadcastChannel !== 'function') {
    throw new ApiClientConfigError('broadcastChannel', 'must be a function opening a channel by name, or null');
  }
  return {
    identityUrl,
    revocationPath,
    apiUrl,
    clientId,
    clientSecret: config.clientSecret,
    scopes: [...scopes],
    defaultTenant,
    host: config.host ?? globalThis.location?.hostname ?? '',
    storage: resolveStorage(config.storage),
    refreshTokenLifetime,
    onLogout: config.onLogout,
    refreshAheadSeconds,
    locks,
    broadcastChannel,
  };
}

function nonEmpty(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiClientConfigError(field, 'must be a non-empty string');
  return value.trim();
}

/** An absolute http(s) URL or a same-origin path, without a trailing slash. */
function baseUrl(field: string, value: unknown, allowEmpty: boolean): string {
  if (typeof value !== 'string') throw new ApiClientConfigError(field, 'must be a string');
  const trimmed = value.trim();
  if (trimmed === '') {
    if (allowEmpty) return '';
    throw new ApiClientConfigError(field, 'must not be empty');
  }
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return pathPrefix(field, trimmed);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ApiClientConfigError(
      field,
      `must be an absolute http(s) URL or a path starting with '/', got ${JSON.stringify(value)}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiClientConfigError(field, `must use http or https, got ${JSON.stringify(value)}`);
  }
  if (url.search || url.hash) throw new ApiClientConfigError(field, 'must not have a query or a fragment');
  return trimmed.replace(/\/+$/, '');
}

/** '' or '/segment[/segment...]' without a trailing slash. */
function pathPrefix(field: string, value: unknown): string {
  if (typeof value !== 'string') throw new ApiClientConfigError(field, 'must be a string');
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^(\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)+$/.test(trimmed)) {
    throw new ApiClientConfigError(field, `must be '' or a path starting with '/', got ${JSON.stringify(value)}`);
  }
  return trimmed;
}

function resolveStorage(storage: Partial<StorageAdapters> | undefined): StorageAdapters {
  const given = storage ?? {};
  for (const key of ['cookie', 'session', 'local'] as const) {
    const adapter = given[key];
    if (adapter === undefined) continue;
    const methods = key === 'cookie' ? ['get', 'set', 'remove'] : ['getItem', 'setItem', 'removeItem', 'clear'];
    const missing = methods.find(
      (method) => typeof (adapter as unknown as Record<string, unknown>)[method] !== 'function',
    );
    if (missing) throw new ApiClientConfigError(`storage.${key}`, `must have a ${missing}() method`);
  }
  if (given.cookie && given.session && given.local)
    return { cookie: given.cookie, session: given.session, local: given.local };
  if (typeof globalThis.document === 'undefined') {
    const missing = (['cookie', 'session', 'local'] as const).find((key) => !given[key]);
    throw new ApiClientConfigError(`storage.${missing}`, 'is required outside a browser (e.g. createMemoryStorage())');
  }
  const browser = createBrowserStorage();
  return {
    cookie: given.cookie ?? browser.cookie,
    session: given.session ?? browser.session,
    local: given.local ?? browser.local,
  };
}
