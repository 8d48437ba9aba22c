// Public API of @agency/api-client/swr. react and swr are optional peers of the package.

export { ApiClientProvider, shouldRetryOnError } from './ApiClientProvider';
export type { ApiClientProviderProps } from './ApiClientProvider';
export { ApiClientContextProvider, useApiClient } from './context';
export type { ApiClientContextProviderProps } from './context';
export {
  apiQueryKey,
  useApiQuery,
  useCurrentRecruiter,
  useUserRoles,
  useUser,
  useAgency,
  useIsAgencyOwner,
  useApplicantStatusCounts,
} from './hooks';
export type { ApiHookOptions, QueryArgs, QueryCall, QueryInput } from './hooks';
