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
  /** Aborts the request: it rejects with an `ApiError` of code `CLIENT_ERROR_CODES.aborted`. */
  signal?: AbortSignal;
  /**
   * Bytes of the `binary` body sent so far, of `total`. With it, a browser sends the request through
   * XMLHttpRequest (fetch cannot report an upload's progress); where there is none (Node), through fetch,
   * reporting `(total, total)` once when the answer arrives. Ignored for other bodies.
   */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** What either way of sending answers: the status line, headers and the body as text (or a Blob). */
interface RawResponse {
  status: number;
  statusText: string;
  headers: Headers;
  data: unknown;
}

const ACCEPT = { json: 'application/json', text: 'text/plain, */*', blob: '*/*' } as const;

/**
 * The one place where requests go out and errors are produced: every failure becomes an `ApiError` (an
 * aborted request one of code `aborted`, whichever way it went). Requests go out through ofetch, or through
 * XMLHttpRequest for a file whose upload progress is reported. No automatic retries here; renewal-and-retry
 * is the session's business (it sends the same request, signal and progress callback included, again).
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

  const url = urlOf(req);
  const aborted = () =>
    new ApiError({
      code: CLIENT_ERROR_CODES.aborted,
      message: `Request aborted: ${req.method} ${req.url}`,
      cause: req.signal?.reason,
    });
  // Aborted before it went out: it never does.
  if (req.signal?.aborted) throw aborted();
  const progress = req.binary ? req.onUploadProgress : undefined;
  const viaXhr = progress !== undefined && typeof XMLHttpRequest !== 'undefined';
  let response: RawResponse;
  try {
    response =
      viaXhr && body instanceof Blob
        ? await sendWithProgress(req, url, headers, body, progress)
        : await sendWithFetch(req, url, headers, body);
  } catch (cause) {
    if (req.signal?.aborted) throw aborted();
    throw new ApiError({
      code: CLIENT_ERROR_CODES.network,
      message: `Network request failed: ${req.method} ${req.url}`,
      cause,
    });
  }
  if (progress && !viaXhr && req.binary) progress(req.binary.size, req.binary.size);

  if (req.responseType === 'blob' && response.data instanceof Blob) {
    if (response.status >= 400) throw httpError(response, await response.data.text());
    return { status: response.status, headers: response.headers, data: response.data as T };
  }
  const text = typeof response.data === 'string' ? response.data : '';
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

/** The request's URL with its query string (undefined values are already left out). */
function urlOf(req: TransportRequest): string {
  const query = new URLSearchParams(req.query).toString();
  if (query === '') return req.url;
  return `${req.url}${req.url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Through ofetch (the design card: "a typed client on ofetch"). Its own JSON parsing, retries and throwing on
 * error statuses are off: the body is read as text (or a Blob) and every failure is turned into an ApiError
 * by `request`, the same way for every caller.
 */
async function sendWithFetch(
  req: TransportRequest,
  url: string,
  headers: Headers,
  body: string | URLSearchParams | Blob | undefined,
): Promise<RawResponse> {
  const response: Response & { _data?: unknown } = await ofetch.raw(url, {
    method: req.method,
    headers,
    body,
    responseType: req.responseType === 'blob' ? 'blob' : 'text',
    retry: false,
    ignoreResponseError: true,
    ...(req.signal ? { signal: req.signal } : {}),
  });
  return { status: response.status, statusText: response.statusText, headers: response.headers, data: response._data };
}

/**
 * Through XMLHttpRequest, for a file whose upload progress is reported: the same headers and body, the answer
 * read the same way. Rejects on a network failure or an abort (`request` tells which).
 */
function sendWithProgress(
  req: TransportRequest,
  url: string,
  headers: Headers,
  body: Blob,
  onUploadProgress: (loaded: number, total: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => req.signal?.removeEventListener('abort', abort);
    xhr.open(req.method, url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = req.responseType === 'blob' ? 'blob' : 'text';
    xhr.upload.addEventListener('progress', (event) =>
      onUploadProgress(event.loaded, event.lengthComputable ? event.total : body.size),
    );
    xhr.upload.addEventListener('load', () => onUploadProgress(body.size, body.size));
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
        data: xhr.response,
      });
    });
    for (const type of ['error', 'abort', 'timeout'] as const)
      xhr.addEventListener(type, () => {
        settle();
        reject(new TypeError(`XMLHttpRequest ${type}`));
      });
    req.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

/** The headers of `getAllResponseHeaders()` ("name: value" lines). */
function parseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function httpError(response: RawResponse, text: string): ApiError {
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
