import type { ApiError } from './errors';

/** Codes of the errors the client raises itself (no HTTP response, or a response it cannot use). */
export const CLIENT_ERROR_CODES = {
  /** The request did not get an HTTP response (offline, DNS, CORS, connection refused...). */
  network: 'network_error',
  /** The caller aborted the request (its `signal`): not a failure to report; the request did not finish. */
  aborted: 'aborted',
  /** A 2xx response whose body is not what the call expects (e.g. invalid JSON, unreadable token). */
  invalidResponse: 'invalid_response',
  /** A protected call was attempted without an access token; it did not go out. */
  accessTokenNotFound: 'access_token_not_found',
  /** A renewal was needed but there is no refresh token. */
  refreshTokenNotFound: 'refresh_token_not_found',
  /** The renewal with the refresh token failed; the user has been logged out. */
  sessionExpired: 'session_expired',
  /** The renewed tokens could not be stored in the auth cookie; the user has been logged out. */
  cookiesDisabled: 'cookies_disabled',
} as const;

// The checks apart from the class (errors.ts): a screen that only asks what went wrong (the login screen,
// in the first load of @agency/api-client/deferred) does not carry the class the engine throws.

export const BRAND = Symbol.for('@agency/api-client/ApiError');

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** An error the server answered with an HTTP status (4xx/5xx): "HTTP error" of SPEC §8. */
export function isHttpError(value: unknown): value is ApiError & { status: number } {
  return isApiError(value) && typeof value.status === 'number';
}

/** A request that got no HTTP response at all. */
export function isNetworkError(value: unknown): value is ApiError {
  return isApiError(value) && value.code === CLIENT_ERROR_CODES.network;
}

const SESSION_ENDED_CODES: readonly string[] = [
  CLIENT_ERROR_CODES.accessTokenNotFound,
  CLIENT_ERROR_CODES.refreshTokenNotFound,
  CLIENT_ERROR_CODES.sessionExpired,
  CLIENT_ERROR_CODES.cookiesDisabled,
];

/**
 * The call failed because the session ended: the client has logged out and told the host through
 * `onLogout` (with the message to show), so a screen should not report this error again.
 */
export function isSessionEndedError(value: unknown): value is ApiError {
  return isApiError(value) && SESSION_ENDED_CODES.includes(value.code);
}
