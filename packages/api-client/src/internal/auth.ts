import { API_PATHS, AUTH_PATHS, type AuthCookie, type TokenResponse } from '../contract';
import { LOGIN_PATH } from '../constants';
import type { LogoutReason, ResolvedConfig } from '../config';
import { ApiError, CLIENT_ERROR_CODES, isHttpError } from '../errors';
import { AUTH_MESSAGES } from '../messages';
import { tenantFromHost } from '../tenant';
import { readSessionClaims, type SessionClaims } from './jwt';
import type { Session } from './session';
import type { FullResponse, LoginCredentials, LoginResult } from '../types';
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
    return { ok: true, userInfo: claims.userInfo, applicantId: claims.applicantId };
  }

  async function renewNow(): Promise<void> {
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
      await logout('session-expired');
      throw new ApiError({ code: CLIENT_ERROR_CODES.sessionExpired, message: AUTH_MESSAGES.sessionExpired, cause });
    }
    if (!session.saveTokens(renewed.tokens)) {
      await logout('cookies-disabled', renewed.tokens.refresh_token);
      throw new ApiError({ code: CLIENT_ERROR_CODES.cookiesDisabled, message: AUTH_MESSAGES.cookiesDisabled });
    }
    session.saveClaims(renewed.claims);
  }

  /** One renewal at a time: concurrent callers share the in-flight one. */
  function renew(): Promise<void> {
    renewing ??= renewNow().finally(() => {
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
    const userInfo = session.userInfo();
    const tokens = session.tokens();
    if (userInfo && tokens) {
      try {
        await request<string>({
          method: 'PUT',
          url: config.apiUrl + API_PATHS.updateEntryExit,
          json: userInfo.RecruiterId,
          bearer: tokens.access_token,
          responseType: 'text',
        });
      } catch {
        // The exit report is best effort: a logout never depends on it.
      }
    }
    session.clear();
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
      if (session.accessToken() === token) await renew();
      const renewed = session.accessToken();
      if (!renewed) throw error;
      return request<T>({ ...req, bearer: renewed });
    }
  }

  return { tenant, login, renew, logout: (reason) => logout(reason), revoke, send };
}
