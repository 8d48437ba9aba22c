import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { API_PATHS, type Agency, type Recruiter, type User, type UserRole } from '../contract';
import type { ApiError } from '../errors';
import { useApiClient } from './ApiClientProvider';

/** SWR options of the hooks; errors are always `ApiError`. */
export type ApiHookOptions<T> = SWRConfiguration<T, ApiError>;

// The SWR key of each hook is its API path. To update or revalidate after a save, call the hook's own
// `mutate` (a host may give each mount its own SWR cache, where a global `mutate(key)` does not reach).

export function useCurrentRecruiter(options?: ApiHookOptions<Recruiter>): SWRResponse<Recruiter, ApiError> {
  const client = useApiClient();
  return useSWR<Recruiter, ApiError>(
    API_PATHS.getCurrentRecruiter,
    async () => (await client.recruiter.getCurrentRecruiter()).data,
    options,
  );
}

export function useUserRoles(options?: ApiHookOptions<UserRole[]>): SWRResponse<UserRole[], ApiError> {
  const client = useApiClient();
  return useSWR<UserRole[], ApiError>(
    API_PATHS.getUserRoles,
    async () => (await client.role.getUserRoles()).data,
    options,
  );
}

export function useUser(options?: ApiHookOptions<User>): SWRResponse<User, ApiError> {
  const client = useApiClient();
  return useSWR<User, ApiError>(
    API_PATHS.getUserByUserId,
    async () => (await client.user.getUserByUserId()).data,
    options,
  );
}

export function useAgency(options?: ApiHookOptions<Agency>): SWRResponse<Agency, ApiError> {
  const client = useApiClient();
  return useSWR<Agency, ApiError>(
    API_PATHS.getAgencyByUserId,
    async () => (await client.agency.getAgencyByUserId()).data,
    options,
  );
}

export function useIsAgencyOwner(options?: ApiHookOptions<boolean>): SWRResponse<boolean, ApiError> {
  const client = useApiClient();
  return useSWR<boolean, ApiError>(API_PATHS.isAgencyOwner, () => client.agency.isAgencyOwner(), options);
}
