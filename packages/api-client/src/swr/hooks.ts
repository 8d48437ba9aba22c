import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import {
  getAgencyByUserId,
  getApplicantStatusCounts,
  getCurrentRecruiter,
  getUserByUserId,
  getUserRoles,
  isAgencyOwner,
  pathOf,
  type Agency,
  type AnyCall,
  type ApplicantStatusCount,
  type CallParams,
  type CallQuery,
  type CallResponse,
  type Recruiter,
  type User,
  type UserRole,
} from '../contract';
import type { ApiError } from '../errors';
import type { Part } from '../call';
import { useApiClient } from './context';

/** SWR options of the hooks; errors are always `ApiError`. */
export type ApiHookOptions<T> = SWRConfiguration<T, ApiError>;

/** A call `useApiQuery` can read: a GET without a body. */
export type QueryCall = AnyCall & { readonly method: 'GET' };

/** What a query sends: its path parameters and its query string, as its descriptor types them. */
export type QueryInput<D extends AnyCall> = Part<'params', CallParams<D>> & Part<'query', CallQuery<D>>;

/**
 * The arguments after the descriptor: the input (optional when the call needs none; `null` waits, sending
 * nothing, as SWR's conditional fetching does) and the SWR options.
 */
export type QueryArgs<D extends QueryCall> =
  Record<never, never> extends QueryInput<D>
    ? [input?: QueryInput<D> | null, options?: ApiHookOptions<CallResponse<D>>]
    : [input: QueryInput<D> | null, options?: ApiHookOptions<CallResponse<D>>];

/**
 * The SWR key of a query: its path with the parameters filled in, then the query parameters sorted by name
 * (undefined ones left out): `/api/recruiter/get-current-recruiter`, `/api/applicants?page=2&q=ann`. A call
 * without parameters keys on its path, which the global fetcher also accepts.
 */
export function apiQueryKey<D extends QueryCall>(descriptor: D, input?: QueryInput<D>): string {
  const path = pathOf(descriptor, input?.params as Record<string, string | number> | undefined);
  const query = Object.entries((input?.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, String(value)]);
  return query.length === 0 ? path : `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * Reads a GET call of the contract with SWR: `useApiQuery(getCurrentRecruiter)`,
 * `useApiQuery(getApplicant, { params: { id } })`. The key is `apiQueryKey(descriptor, input)`; data and
 * errors are typed by the descriptor. To update or revalidate after a save, call the hook's own `mutate`
 * (a host may give each mount its own SWR cache, where a global `mutate(key)` does not reach).
 */
export function useApiQuery<D extends QueryCall>(
  descriptor: D,
  ...[input, options]: QueryArgs<D>
): SWRResponse<CallResponse<D>, ApiError> {
  const client = useApiClient();
  const key = input === null ? null : apiQueryKey(descriptor, input);
  // `input` was typed against `descriptor` by QueryArgs; the generic call signature cannot see that here.
  const call = client.call as (descriptor: AnyCall, input?: object) => Promise<{ data: CallResponse<D> }>;
  return useSWR<CallResponse<D>, ApiError>(key, async () => (await call(descriptor, input ?? undefined)).data, options);
}

export function useCurrentRecruiter(options?: ApiHookOptions<Recruiter>): SWRResponse<Recruiter, ApiError> {
  return useApiQuery(getCurrentRecruiter, undefined, options);
}

export function useUserRoles(options?: ApiHookOptions<UserRole[]>): SWRResponse<UserRole[], ApiError> {
  return useApiQuery(getUserRoles, undefined, options);
}

export function useUser(options?: ApiHookOptions<User>): SWRResponse<User, ApiError> {
  return useApiQuery(getUserByUserId, undefined, options);
}

export function useAgency(options?: ApiHookOptions<Agency>): SWRResponse<Agency, ApiError> {
  return useApiQuery(getAgencyByUserId, undefined, options);
}

export function useIsAgencyOwner(options?: ApiHookOptions<boolean>): SWRResponse<boolean, ApiError> {
  return useApiQuery(isAgencyOwner, undefined, options);
}

/** Staff only: how many applicants are in each status (the menu's View By Status counts). */
export function useApplicantStatusCounts(
  options?: ApiHookOptions<ApplicantStatusCount[]>,
): SWRResponse<ApplicantStatusCount[], ApiError> {
  return useApiQuery(getApplicantStatusCounts, undefined, options);
}
