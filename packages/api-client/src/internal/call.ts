import { pathOf, type AnyCall, type CallBody, type CallParams, type CallQuery, type CallResponse } from '../contract';
import type { FullResponse } from '../types';
import type { AuthEngine } from './auth';

/** A part of a call's input: required when the descriptor has one, absent otherwise. */
export type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : { readonly [P in K]: T };

/** What a call sends: its JSON body, its query and its path parameters, as its descriptor types them. */
export type CallInput<D extends AnyCall> = Part<'body', CallBody<D>> &
  Part<'query', CallQuery<D>> &
  Part<'params', CallParams<D>>;

/** The input argument of `call(descriptor, input)`: optional when the call needs none. */
export type CallArgs<D extends AnyCall> =
  Record<never, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/**
 * Makes one call of the contract: `call(getCurrentRecruiter)`, `call(updateProfile, { body })`,
 * `call(registrationLookup, { params: { email } })`. Method, path and how the answer is read come from the
 * descriptor; protected calls carry `Authorization: Bearer` and share the session's renewal.
 */
export type ApiCall = <D extends AnyCall>(
  descriptor: D,
  ...args: CallArgs<D>
) => Promise<FullResponse<CallResponse<D>>>;

/** The query string of a call: undefined values are left out, the others sent as text. */
function queryOf(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * Anonymous calls name their agency with the tenant hint `old`, as the token request does (SPEC §7): on a
 * host without a tenant label (localhost, an IP address) the server would otherwise fall back to its default.
 */
export function createApiCall(apiUrl: string, engine: AuthEngine): ApiCall {
  return async (descriptor, ...[input]) => {
    const query = descriptor.anonymous ? { ...queryOf(input?.query), old: engine.tenant } : queryOf(input?.query);
    return engine.send(
      {
        method: descriptor.method,
        url: apiUrl + pathOf(descriptor, input?.params as Record<string, string | number> | undefined),
        ...(query ? { query } : {}),
        ...(input?.body !== undefined ? { json: input.body } : {}),
        responseType: descriptor.responseType,
      },
      !descriptor.anonymous,
    );
  };
}
