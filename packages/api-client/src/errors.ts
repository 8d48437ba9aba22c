import { BRAND } from './errorChecks';

export { CLIENT_ERROR_CODES, isApiError, isHttpError, isNetworkError, isSessionEndedError } from './errorChecks';

export interface ApiErrorInit {
  message: string;
  code: string;
  /** HTTP status when the server answered; absent for errors without an HTTP response. */
  status?: number;
  /** Parsed response body (JSON when possible, otherwise text). */
  body?: unknown;
  /** Field messages of the server's `ApiErrorBody.Errors`. */
  errors?: Record<string, string>;
  /** Seconds to wait before retrying (from `Retry-After`, e.g. on 429). */
  retryAfter?: number;
  cause?: unknown;
}

/** The one error type every call of the client rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
    this.errors = init.errors;
    this.retryAfter = init.retryAfter;
    // A brand rather than `instanceof`: still true when two copies of the package meet in one app.
    Object.defineProperty(this, BRAND, { value: true });
  }
}
