import { ofetch } from 'ofetch';
import type { ApiErrorBody, HttpMethod, TokenErrorResponse } from '../contract';
import { ApiError, CLIENT_ERROR_CODES } from '../errors';
import type { FullResponse } from '../types';

export interface TransportRequest {
  method: HttpMethod;
  /** Absolute URL (or same-origin path in a browser). */
  url: string;
  query?: Record<string, string>;
  /** JSON body (any JSON value, including numbers and `false`). */
  json?: unknown;
  /** Raw body (a file upload): sent as it is, with its own type (`application/octet-stream` when it has none). */
  binary?: Blob;
  /** Form-encoded body (token and revocation calls). Undefined values are left out. */
  form?: Record<string, string | undefined>;
  /** Extra headers (the captcha's `X-Captcha`); they cannot replace the ones set here. */
  headers?: Readonly<Record<string, string>>;
  /** Access token sent as `Authorization: Bearer`. */
  bearer?: string;
  /** How to read a successful body: JSON (default), raw text, or a Blob (a file download). */
  responseType?: 'json' | 'text' | 'blob';
}

const ACCEPT = { json: 'application/json', text: 'text/plain, */*', blob: '*/*' } as const;

/**
 * The one place where requests go out and errors are produced: every failure becomes an `ApiError`.
 * No automatic retries here; renewal-and-retry is the session's business.
 */
export async function request<T>(req: TransportRequest): Promise<FullResponse<T>> {
  const headers = new Headers(req.headers);
  headers.set('accept', ACCEPT[req.responseType ?? 'json']);
  let body: string | URLSearchParams | Blob | undefined;
  if (req.binary) {
    body = req.binary;
    headers.set('content-type', req.binary.type || 'application/octet-stream');
  } else if (req.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(req.form)) if (value !== undefined) form.set(key, value);
    body = form;
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers.set('content-type', 'application/json');
  }
  if (req.bearer) headers.set('authorization', `Bearer ${req.bearer}`);

  // ofetch is the transport (the design card: "a typed client on ofetch"). Its own JSON parsing, retries and
  // throwing on error statuses are off: the body is read as text and every failure is turned into an
  // ApiError below, the same way for every caller.
  let response: Response & { _data?: unknown };
  try {
    response = await ofetch.raw(req.url, {
      method: req.method,
      query: req.query,
      headers,
      body,
      responseType: req.responseType === 'blob' ? 'blob' : 'text',
      retry: false,
      ignoreResponseError: true,
    });
  } catch (cause) {
    throw new ApiError({
      code: CLIENT_ERROR_CODES.network,
      message: `Network request failed: ${req.method} ${req.url}`,
      cause,
    });
  }

  if (req.responseType === 'blob' && response._data instanceof Blob) {
    if (response.status >= 400) throw httpError(response, await response._data.text());
    return { status: response.status, headers: response.headers, data: response._data as T };
  }
  const text = typeof response._data === 'string' ? response._data : '';
  if (response.status >= 400) throw httpError(response, text);

  if (req.responseType === 'text') return { status: response.status, headers: response.headers, data: text as T };
  if (text === '') return { status: response.status, headers: response.headers, data: undefined as T };
  try {
    return { status: response.status, headers: response.headers, data: JSON.parse(text) as T };
  } catch (cause) {
    throw new ApiError({
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: `The server answered ${req.method} ${req.url} with a body that is not JSON`,
      body: text,
      cause,
    });
  }
}

function httpError(response: Response, text: string): ApiError {
  const body = parseMaybeJson(text);
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const base = { status: response.status, body, ...(retryAfter === undefined ? {} : { retryAfter }) };
  if (isApiErrorBody(body)) {
    return new ApiError({
      ...base,
      code: body.Code,
      message: body.Message,
      ...(body.Errors ? { errors: body.Errors } : {}),
    });
  }
  if (isTokenErrorBody(body)) {
    return new ApiError({ ...base, code: body.error, message: body.error_description || body.error });
  }
  return new ApiError({
    ...base,
    code: `http_${response.status}`,
    message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
  });
}

function parseMaybeJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { Message, Code, Errors } = body as Record<string, unknown>;
  return (
    typeof Message === 'string' &&
    typeof Code === 'string' &&
    (Errors === undefined || (typeof Errors === 'object' && Errors !== null))
  );
}

function isTokenErrorBody(body: unknown): body is TokenErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { error, error_description } = body as Record<string, unknown>;
  return typeof error === 'string' && (error_description === undefined || typeof error_description === 'string');
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
