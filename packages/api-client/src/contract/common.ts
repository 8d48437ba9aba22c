/**
 * The conventions every API call follows: one descriptor per call (method, path, anonymous or not, how the
 * response is read, and the body / query / response types as phantom types), the error body, and the one
 * paging / sorting / filter shape of every list call. Client methods, SWR hooks, MSW handlers and the
 * reference server's route registration are all derived from the descriptors.
 *
 * React-free and dependency-free: safe to import from Node.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call's successful body is read. A `Blob` body (a file upload) is sent as it is, with its own type. */
export type ResponseType = 'json' | 'text' | 'blob';

/** The names of the `:param` parts of a path: `'/api/applicants/:id/notes/:noteId'` → `'id' | 'noteId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The values of a path's `:param` parts; `undefined` when the path has none. */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? undefined
  : { readonly [K in PathParamNames<P>]: string | number };

/**
 * One API call. `Body`, `Query` and `Response` exist only as types (`types` is never set at run time);
 * read them with `CallBody<D>`, `CallQuery<D>`, `CallResponse<D>`.
 */
export interface CallDescriptor<
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Response = unknown,
  M extends HttpMethod = HttpMethod,
> {
  readonly method: M;
  /** Relative to the API base URL; `:name` marks a path parameter. */
  readonly path: Path;
  /** Works without sign-in; every other call carries `Authorization: Bearer`. */
  readonly anonymous: boolean;
  /** How the body of a success is read: JSON (default), plain text, or a Blob (a file download). */
  readonly responseType: ResponseType;
  /** Phantom: never present at run time. */
  readonly types?: { readonly body: Body; readonly query: Query; readonly response: Response };
}

/** Any descriptor, whatever its types (every type parameter is read-only, so `unknown` takes them all). */
export type AnyCall = CallDescriptor<string, unknown, unknown, unknown>;

export type CallBody<D> = D extends CallDescriptor<string, infer B, unknown, unknown> ? B : never;
export type CallQuery<D> = D extends CallDescriptor<string, unknown, infer Q, unknown> ? Q : never;
export type CallResponse<D> = D extends CallDescriptor<string, unknown, unknown, infer R> ? R : never;
export type CallParams<D> = D extends CallDescriptor<infer P, unknown, unknown, unknown> ? PathParams<P> : never;

/**
 * Declares a call: `defineCall<{ body: X; response: Y }>()({ method: 'PUT', path: '/api/...' })`.
 * `body` and `query` default to `undefined` (none), `anonymous` to false, `responseType` to 'json'.
 */
export function defineCall<T extends { body?: unknown; query?: unknown; response: unknown }>() {
  return <const Path extends string, const M extends HttpMethod>(spec: {
    method: M;
    path: Path;
    anonymous?: boolean;
    responseType?: ResponseType;
  }): CallDescriptor<
    Path,
    T extends { body: infer B } ? B : undefined,
    T extends { query: infer Q } ? Q : undefined,
    T['response'],
    M
  > =>
    Object.freeze({
      method: spec.method,
      path: spec.path,
      anonymous: spec.anonymous ?? false,
      responseType: spec.responseType ?? 'json',
    });
}

/** The path of a call with its parameters filled in (each one URI-encoded). Throws on a missing one. */
export function pathOf(call: { path: string }, params?: Readonly<Record<string, string | number>>): string {
  return call.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new TypeError(`Missing path parameter '${name}' of ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** Error body of every API error (4xx/5xx). `Errors` maps a payload field to its message. */
export interface ApiErrorBody {
  Message: string;
  Code: string;
  Errors?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Lists: paging, sorting, filters (query string) and the page they answer
// ---------------------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * The query of every list call: `page` (1-based), `pageSize` (1 to MAX_PAGE_SIZE), `sort` (a column the
 * call names), `order`, `q` (free text); each list adds its own filters (`F`) as plain query parameters.
 */
export type ListQuery<Sort extends string = string, F extends object = Record<never, never>> = {
  page?: number;
  pageSize?: number;
  sort?: Sort;
  order?: 'asc' | 'desc';
  q?: string;
} & F;

/** The answer of every list call: one page of items and the total number matching the filters. */
export interface Page<T> {
  Items: T[];
  Page: number;
  PageSize: number;
  /** Rows matching the query; a lower bound when `TotalCapped`. */
  Total: number;
  /**
   * True when counting stopped at a cap (a large, filtered list: counting every match would cost more than
   * the page): there are more than `Total` rows, shown as "10,050+". Absent or false: `Total` is exact.
   */
  TotalCapped?: boolean;
}
