// Public API of @agency/api-client/swr. react and swr are optional peers of the package.

export { ApiClientProvider, useApiClient, shouldRetryOnError } from './ApiClientProvider';
export type { ApiClientProviderProps } from './ApiClientProvider';
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
