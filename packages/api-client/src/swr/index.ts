// Public API of @agency/api-client/swr. react and swr are optional peers of the package.

export { ApiClientProvider, useApiClient, shouldRetryOnError } from './ApiClientProvider';
export type { ApiClientProviderProps } from './ApiClientProvider';
export { useCurrentRecruiter, useUserRoles, useUser, useAgency, useIsAgencyOwner } from './hooks';
export type { ApiHookOptions } from './hooks';
