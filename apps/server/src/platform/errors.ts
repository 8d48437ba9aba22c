import type { ApiErrorBody, TokenErrorCode } from '@agency/api-client/contract';

/** An API error: HTTP status + the contract's `ApiErrorBody` ({ Message, Code, Errors? }). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.errors
      ? { Message: this.message, Code: this.code, Errors: this.errors }
      : { Message: this.message, Code: this.code };
  }
}

/** 401 with `WWW-Authenticate: Bearer` (RFC 6750 §3): the API expects a bearer access token. */
export const unauthorized = (message = 'You are not signed in, or your session has expired.') =>
  new ApiError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer realm="api"' });
/** 401 for a valid token whose account has been deleted since it was issued. */
export const accountGone = () => unauthorized('The account no longer exists.');
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const validationFailed = (errors: Record<string, string>) =>
  new ApiError(400, 'validation_failed', Object.values(errors)[0] ?? 'The request is not valid.', errors);

/** An OAuth error of the token and revocation endpoints: HTTP 400 `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly error: TokenErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** 429 with the seconds to wait; the body is `ApiErrorBody` on the API, OAuth-shaped on /connect/*. */
export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/** A refused operation of the CLI or the seed (bad input, unknown agency): its message is for a person. */
export class OperationError extends Error {
  override readonly name = 'OperationError';
}
