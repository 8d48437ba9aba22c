import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import useSWR from 'swr';
import { ApiError, CLIENT_ERROR_CODES, isHttpError, type ApiClient } from '@agency/api-client';
import { API_PATHS, defineCall, getCurrentRecruiter, registrationLookup } from '@agency/api-client/contract';
import {
  ApiClientProvider,
  apiQueryKey,
  shouldRetryOnError,
  useApiQuery,
  useApplicantStatusCounts,
  useAgency,
  useApiClient,
  useCurrentRecruiter,
  useIsAgencyOwner,
  useUser,
  useUserRoles,
} from '@agency/api-client/swr';
import { createTestClient, fixtures, handlers } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { server, to } = setupMswServer();

// A fresh cache per test, fast SWR retries so that "no retry" is observable.
const swrConfig = { provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 5 };

async function setup(config: typeof swrConfig = swrConfig) {
  const test = createTestClient();
  await test.client.auth.login(fixtures.staffCredentials);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiClientProvider client={test.client} swrConfig={config}>
      {children}
    </ApiClientProvider>
  );
  return { ...test, wrapper };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('@agency/api-client/swr', () => {
  it.each<[string, () => { data?: unknown; error?: unknown }, unknown]>([
    ['useCurrentRecruiter', () => useCurrentRecruiter(), fixtures.recruiter],
    ['useUserRoles', () => useUserRoles(), fixtures.userRoles],
    ['useUser', () => useUser(), fixtures.user],
    ['useAgency', () => useAgency(), fixtures.agency],
    ['useIsAgencyOwner', () => useIsAgencyOwner(), true],
    ['useApplicantStatusCounts', () => useApplicantStatusCounts(), fixtures.applicantStatusCounts],
    ['useApiQuery(getCurrentRecruiter)', () => useApiQuery(getCurrentRecruiter), fixtures.recruiter],
  ])('%s loads its data through the client', async (_, hook, expected) => {
    const { wrapper } = await setup();
    const { result } = renderHook(hook, { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(expected));
    expect(result.current.error).toBeUndefined();
  });

  it('gives typed errors', async () => {
    const { wrapper } = await setup();
    server.use(handlers.getAgencyByUserId.networkError);
    const { result } = renderHook(() => useAgency({ shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ name: 'ApiError', code: 'network_error' });
  });

  it.each([
    ['401', handlers.getUserRoles.unauthorized, 401],
    ['403', handlers.getUserRoles.forbidden, 403],
  ] as const)('does not retry on %s (beyond the client renewing once)', async (_, handler, status) => {
    const { wrapper } = await setup();
    server.use(handler);
    const { result } = renderHook(() => useUserRoles(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(isHttpError(result.current.error) && result.current.error.status).toBe(status);
    await sleep(100);
    expect(to(API_PATHS.getUserRoles)).toHaveLength(2);
  });

  it('does retry other errors', async () => {
    const { wrapper } = await setup();
    server.use(handlers.getUserRoles.serverError);
    const { result } = renderHook(() => useUserRoles(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    await waitFor(() => expect(to(API_PATHS.getUserRoles).length).toBeGreaterThan(1));
  });

  it('the retry policy: not on 401/403 nor once the session has ended; yes on other errors', () => {
    const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
      new ApiError({ code: 'x', message: 'm', ...init });
    expect(shouldRetryOnError(error({ status: 401 }))).toBe(false);
    expect(shouldRetryOnError(error({ status: 403 }))).toBe(false);
    expect(shouldRetryOnError(error({ code: CLIENT_ERROR_CODES.accessTokenNotFound }))).toBe(false);
    expect(shouldRetryOnError(error({ code: CLIENT_ERROR_CODES.sessionExpired, status: 401 }))).toBe(false);
    expect(shouldRetryOnError(error({ status: 500 }))).toBe(true);
    expect(shouldRetryOnError(error({ status: 429 }))).toBe(true);
    expect(shouldRetryOnError(error({ code: CLIENT_ERROR_CODES.network }))).toBe(true);
  });

  it("sets the client's fetcher as the global SWR fetcher (key = API path)", async () => {
    const { wrapper } = await setup();
    const { result } = renderHook(() => useSWR(API_PATHS.getUserByUserId), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(fixtures.user));
    expect(to(API_PATHS.getUserByUserId)[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('the named hooks key their cache on the API path, as before the descriptors', async () => {
    const cache = new Map();
    const { wrapper } = await setup({ ...swrConfig, provider: () => cache });
    const { result } = renderHook(
      () => [
        useCurrentRecruiter(),
        useUserRoles(),
        useUser(),
        useAgency(),
        useIsAgencyOwner(),
        useApplicantStatusCounts(),
      ],
      { wrapper },
    );
    await waitFor(
      () =>
        expect(result.current.map((hook) => hook.error?.message ?? hook.data !== undefined)).toEqual(
          Array(6).fill(true),
        ),
      { timeout: 3000 },
    );
    expect([...cache.keys()].sort()).toEqual(
      [
        API_PATHS.getCurrentRecruiter,
        API_PATHS.getUserRoles,
        API_PATHS.getUserByUserId,
        API_PATHS.getAgencyByUserId,
        API_PATHS.isAgencyOwner,
        API_PATHS.getApplicantStatusCounts,
      ].sort(),
    );
  });

  it('apiQueryKey fills the path parameters and sorts the query, leaving out undefined values', () => {
    const search = defineCall<{ query: { q?: string; page?: number; sort?: string }; response: string[] }>()({
      method: 'GET',
      path: '/api/applicants/:status',
    });
    expect(apiQueryKey(getCurrentRecruiter)).toBe('/api/recruiter/get-current-recruiter');
    expect(apiQueryKey(registrationLookup, { params: { email: 'a@b.test' } })).toBe('/api/registration/a%40b.test');
    expect(apiQueryKey(search, { params: { status: 'lead' }, query: { sort: 'name', q: 'ann lee', page: 2 } })).toBe(
      apiQueryKey(search, { params: { status: 'lead' }, query: { page: 2, q: 'ann lee', sort: 'name' } }),
    );
    expect(apiQueryKey(search, { params: { status: 'lead' }, query: { page: 2, q: 'ann lee', sort: undefined } })).toBe(
      '/api/applicants/lead?page=2&q=ann+lee',
    );
  });

  it('useApiQuery sends the params and query of its input, and waits while the input is null', async () => {
    const search = defineCall<{ query: { q?: string; page?: number }; response: string[] }>()({
      method: 'GET',
      path: '/api/applicants/:status',
    });
    server.use(
      http.get('https://api.agency.test/api/applicants/:status', ({ request, params }) =>
        HttpResponse.json([`${String(params.status)}:${new URL(request.url).search}`]),
      ),
    );
    const { wrapper } = await setup();
    const { result, rerender } = renderHook(
      ({ status }: { status: string | null }) =>
        useApiQuery(search, status === null ? null : { params: { status }, query: { page: 2, q: 'ann' } }),
      { wrapper, initialProps: { status: null as string | null } },
    );
    await sleep(20);
    expect(result.current.data).toBeUndefined();
    expect(to('/api/applicants/lead')).toHaveLength(0);
    rerender({ status: 'lead' });
    await waitFor(() => expect(result.current.data).toEqual(['lead:?page=2&q=ann']));
    expect(to('/api/applicants/lead')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('useApiClient gives the provided client, and fails loudly outside a provider', async () => {
    const { client, wrapper } = await setup();
    const { result } = renderHook(() => useApiClient(), { wrapper });
    expect(result.current).toBe<ApiClient>(client);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useApiClient())).toThrow('useApiClient must be used inside <ApiClientProvider>');
    } finally {
      spy.mockRestore();
    }
  });
});
