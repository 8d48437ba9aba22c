// The contract's area files, not its index: the index's maps of every call would come with them.
import { AUTH_PATHS, type AuthCookie, type TokenResponse } from '../contract/oauth';
import { updateEntryExit } from '../contract/recruiters';
import { LOGIN_PATH } from '../constants';
import type { LogoutReason, ResolvedConfig } from '../config';
import { ApiError, CLIENT_ERROR_CODES, isHttpError, isNetworkError } from '../errors';
import { AUTH_MESSAGES } from '../messages';
import { tenantFromHost } from '../tenant';
import { decodeJwtPayload, readSessionClaims, type SessionClaims } from './jwt';
import type { Session } from './session';
import type { FullResponse, LoginCredentials, LoginResult, OtherTabLogin } from '../types';
import { request, type TransportRequest } from './transport';

/** The session engine: login, renewal shared by concurrent callers, logout, and authorized sending. */
export interface AuthEngine {
  readonly tenant: string;
  login(credentials: LoginCredentials): Promise<LoginResult>;
  renew(): Promise<void>;
  logout(reason?: LogoutReason): Promise<void>;
  revoke(token: string, tokenTypeHint?: 'refresh_token' | 'access_token'): Promise<void>;
  /** Sends a request; with `authenticated`, carries the access token and renews-and-retries once on 401/403. */
  send<T>(req: Omit<TransportRequest, 'bearer'>, authenticated: boolean): Promise<FullResponse<T>>;
  /** Calls `listener` when another tab signed in (the shared cookie now holds that session). */
  onOtherTabLogin(listener: (event: OtherTabLogin) => void): () => void;
}

/** How long a renewal waits for another tab's renewal (the lock) before renewing without it. */
const LOCK_TIMEOUT_MS = 10_000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** What tabs tell each other (never the tokens: those are in the shared cookie). */
type TabMessage = { type: 'tokens' } | { type: 'login' } | { type: 'logout'; reason: LogoutReason };

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, reason } = value as Record<string, unknown>;
  if (type === 'tokens' || type === 'login') return true;
  return type === 'logout' && typeof reason === 'string' && reason in LOGOUT_MESSAGES;
}

const LOGOUT_MESSAGES: Record<LogoutReason, string | undefined> = {
  logout: undefined,
  'not-logged-in': AUTH_MESSAGES.notLoggedIn,
  'session-expired': AUTH_MESSAGES.sessionExpired,
  'cookies-disabled': AUTH_MESSAGES.cookiesDisabled,
};

export function createAuthEngine(config: ResolvedConfig, session: Session): AuthEngine {
  const tenant = tenantFromHost(config.host, config.defaultTenant);
  const tokenUrl = config.identityUrl + AUTH_PATHS.token;
  const revocationUrl = config.identityUrl + config.revocationPath + AUTH_PATHS.revocation;
  const client = { client_id: config.clientId, client_secret: config.clientSecret };

  let renewing: Promise<void> | null = null;
  let loggingOut: Promise<void> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const otherTabLogins = new Set<(event: OtherTabLogin) => void>();
  // One name per tenant: the tabs of one portal share the auth cookie.
  const channelName = `@agency/api-client:${tenant}`;
  const lockName = `${channelName}:renewal`;
  const channel = config.broadcastChannel?.(channelName) ?? null;

  function tell(message: TabMessage): void {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel: the other tabs find out on their next request.
    }
  }

  /** Claims of the stored access token into this tab's session storage (a new tab has none yet). */
  function adoptStoredClaims(): SessionClaims | null {
    const token = session.accessToken();
    if (!token) return null;
    try {
      const claims = readSessionClaims(token);
      session.saveClaims(claims);
      return claims;
    } catch {
      return null;
    }
  }

  /** One timer: renew `refreshAheadSeconds` before the stored access token's `exp` (at most half its life). */
  function scheduleRenewal(): void {
    clearTimeout(renewTimer);
    renewTimer = undefined;
    const token = session.accessToken();
    if (config.refreshAheadSeconds === 0 || !token || !session.refreshToken()) return;
    let exp: unknown;
    let iat: unknown;
    try {
      ({ exp, iat } = decodeJwtPayload(token));
    } catch {
      return;
    }
    if (typeof exp !== 'number') return;
    const lifetime = typeof iat === 'number' && iat < exp ? exp - iat : Infinity;
    const ahead = Math.min(config.refreshAheadSeconds, lifetime / 2);
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, (exp - ahead) * 1000 - Date.now()));
    renewTimer = setTimeout(() => {
      renewTimer = undefined;
      if (session.accessToken() === token) renew(token, true).catch(() => undefined);
    }, delay);
    (renewTimer as { unref?: () => void }).unref?.();
  }

  function onTabMessage(message: TabMessage): void {
    if (message.type === 'logout') {
      clearTimeout(renewTimer);
      renewTimer = undefined;
      if (loggingOut) return;
      // The other tab cleared the shared cookie and local storage; this tab's session storage remains.
      session.clearTab();
      const text = LOGOUT_MESSAGES[message.reason];
      config.onLogout(
        text === undefined
          ? { reason: message.reason, redirectTo: LOGIN_PATH }
          : { reason: message.reason, message: text, redirectTo: LOGIN_PATH },
      );
      return;
    }
    const claims = adoptStoredClaims();
    scheduleRenewal();
    if (message.type === 'login' && claims) {
      for (const listener of otherTabLogins) listener({ userInfo: claims.userInfo, applicantId: claims.applicantId });
    }
  }

  channel?.addEventListener('message', (event) => {
    if (isTabMessage(event.data)) onTabMessage(event.data);
  });

  async function tokenRequest(
    form: Record<string, string | undefined>,
  ): Promise<{ tokens: AuthCookie; claims: SessionClaims }> {
    const { data } = await request<TokenResponse>({
      method: 'POST',
      url: tokenUrl,
      query: { old: tenant },
      form: { ...form, ...client },
    });
    if (
      typeof data !== 'object' ||
      data === null ||
      typeof data.access_token !== 'string' ||
      data.access_token === ''
    ) {
      throw new ApiError({
        code: CLIENT_ERROR_CODES.invalidResponse,
        message: 'The identity server returned no access token',
        body: data,
      });
    }
    let claims: SessionClaims;
    try {
      claims = readSessionClaims(data.access_token);
    } catch (cause) {
      throw new ApiError({
        code: CLIENT_ERROR_CODES.invalidResponse,
        message: 'The identity server returned an unreadable access token',
        cause,
      });
    }
    const tokens: AuthCookie =
      typeof data.refresh_token === 'string' && data.refresh_token !== ''
        ? { access_token: data.access_token, refresh_token: data.refresh_token }
        : { access_token: data.access_token };
    return { tokens, claims };
  }

  async function login({ username, password }: LoginCredentials): Promise<LoginResult> {
    const { tokens, claims } = await tokenRequest({
      grant_type: 'password',
      username,
      password,
      scope: config.scopes.join(' '),
    });
    if (!session.saveTokens(tokens)) {
      await logout('cookies-disabled', tokens.refresh_token);
      return { ok: false, reason: 'cookies-disabled' };
    }
    session.saveClaims(claims);
    tell({ type: 'login' });
    scheduleRenewal();
    return { ok: true, userInfo: claims.userInfo, applicantId: claims.applicantId };
  }

  /** `ahead`: a renewal before expiry, which a network failure does not end the session over. */
  async function renewNow(ahead: boolean): Promise<void> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) {
      await logout('session-expired');
      throw new ApiError({
        code: CLIENT_ERROR_CODES.refreshTokenNotFound,
        message: AUTH_MESSAGES.refreshTokenNotFound,
      });
    }
    let renewed: { tokens: AuthCookie; claims: SessionClaims };
    try {
      renewed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (cause) {
      // Ahead of expiry and offline: the token still works; a 401 later renews (or ends the session) as usual.
      if (ahead && isNetworkError(cause)) throw cause;
      await logout('session-expired');
      throw new ApiError({ code: CLIENT_ERROR_CODES.sessionExpired, message: AUTH_MESSAGES.sessionExpired, cause });
    }
    if (!session.saveTokens(renewed.tokens)) {
      await logout('cookies-disabled', renewed.tokens.refresh_token);
      throw new ApiError({ code: CLIENT_ERROR_CODES.cookiesDisabled, message: AUTH_MESSAGES.cookiesDisabled });
    }
    session.saveClaims(renewed.claims);
    tell({ type: 'tokens' });
    scheduleRenewal();
  }

  /**
   * Renews unless the stored access token is no longer `seen` (another tab renewed, or logged out, since).
   * Across tabs: under a Web Lock, waited for at most LOCK_TIMEOUT_MS and never stolen; the stored tokens
   * are read again once it is held. Without locks (or after the wait), it renews without one: the server's
   * grace window answers a second use of the same refresh token with the same pair.
   */
  async function renewOnce(seen: string | null, ahead: boolean): Promise<void> {
    const renewedElsewhere = () => session.accessToken() !== seen;
    const locks = config.locks;
    if (!locks) return renewNow(ahead);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), LOCK_TIMEOUT_MS);
    let held = false;
    try {
      await locks.request(lockName, { signal: timeout.signal }, async () => {
        held = true;
        clearTimeout(timer);
        if (!renewedElsewhere()) await renewNow(ahead);
      });
    } catch (error) {
      if (held) throw error;
      // Waited too long (or the lock failed): go on without it.
      if (!renewedElsewhere()) await renewNow(ahead);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One renewal at a time per tab: concurrent callers share the in-flight one. */
  function renew(seen: string | null = session.accessToken(), ahead = false): Promise<void> {
    renewing ??= renewOnce(seen, ahead).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function revoke(
    token: string,
    tokenTypeHint: 'refresh_token' | 'access_token' = 'refresh_token',
  ): Promise<void> {
    await request<string>({
      method: 'POST',
      url: revocationUrl,
      form: { token, token_type_hint: tokenTypeHint, ...client },
      responseType: 'text',
    });
  }

  async function logoutNow(reason: LogoutReason, unsavedRefreshToken: string | undefined): Promise<void> {
    clearTimeout(renewTimer);
    renewTimer = undefined;
    const userInfo = session.userInfo();
    const tokens = session.tokens();
    if (userInfo && tokens) {
      try {
        await request<string>({
          method: 'PUT',
          url: config.apiUrl + updateEntryExit.path,
          json: userInfo.RecruiterId,
          bearer: tokens.access_token,
          responseType: 'text',
        });
      } catch {
        // The exit report is best effort: a logout never depends on it.
      }
    }
    session.clear();
    // Every tab of this session ends with it (a tab that never had one tells nobody).
    if (tokens) tell({ type: 'logout', reason });
    const refreshToken = unsavedRefreshToken ?? tokens?.refresh_token;
    if (refreshToken) {
      try {
        await revoke(refreshToken);
      } catch {
        // Revocation is best effort too: the tokens are gone from this browser either way.
      }
    }
    const message = LOGOUT_MESSAGES[reason];
    config.onLogout(
      message === undefined ? { reason, redirectTo: LOGIN_PATH } : { reason, message, redirectTo: LOGIN_PATH },
    );
  }

  /** One logout at a time: concurrent forced logouts report once. */
  function logout(reason: LogoutReason = 'logout', unsavedRefreshToken?: string): Promise<void> {
    loggingOut ??= logoutNow(reason, unsavedRefreshToken).finally(() => {
      loggingOut = null;
    });
    return loggingOut;
  }

  async function send<T>(req: Omit<TransportRequest, 'bearer'>, authenticated: boolean): Promise<FullResponse<T>> {
    if (!authenticated) return request<T>(req);
    const token = session.accessToken();
    if (!token) {
      await logout('not-logged-in');
      throw new ApiError({ code: CLIENT_ERROR_CODES.accessTokenNotFound, message: AUTH_MESSAGES.accessTokenNotFound });
    }
    try {
      return await request<T>({ ...req, bearer: token });
    } catch (error) {
      if (!isHttpError(error) || (error.status !== 401 && error.status !== 403)) throw error;
      // Logged out meanwhile (e.g. a concurrent renewal failed): nothing to renew, no second logout.
      if (session.accessToken() === null) throw error;
      // Renew unless another request already did since this one went out.
      if (session.accessToken() === token) await renew(token);
      const renewed = session.accessToken();
      if (!renewed) throw error;
      return request<T>({ ...req, bearer: renewed });
    }
  }

  // A new tab: the user's claims from the shared cookie's access token, and the renewal ahead of expiry.
  if (session.accessToken()) adoptStoredClaims();
  scheduleRenewal();

  return {
    tenant,
    login,
    renew: () => renew(),
    logout: (reason) => logout(reason),
    revoke,
    send,
    onOtherTabLogin(listener) {
      otherTabLogins.add(listener);
      return () => void otherTabLogins.delete(listener);
    },
  };
}
