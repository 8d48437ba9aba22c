import { http, HttpResponse } from 'msw';
import { AUTH_MESSAGES, isHttpError, isSessionEndedError, type ApiError } from '@agency/api-client';
import { API_PATHS } from '@agency/api-client/contract';
import {
  apiErrorBody,
  createTestClient,
  createTestTokenResponse,
  fixtures,
  handlers,
  TEST_URLS,
} from '@agency/api-client/testing';
import { formOf, setupMswServer } from './support/msw';

const { server, to } = setupMswServer();
const recruiterUrl = TEST_URLS.apiUrl + API_PATHS.getCurrentRecruiter;
const recruiterPath = API_PATHS.getCurrentRecruiter;

/** Logs in with known tokens; the API then accepts only `accepted` and answers `status` otherwise. */
async function loggedInClient(options: { refreshToken?: string | null; status?: 401 | 403 } = {}) {
  const first = createTestTokenResponse({
    refreshToken: options.refreshToken === undefined ? 'refresh-1' : options.refreshToken,
  });
  const second = createTestTokenResponse({ refreshToken: 'refresh-2' });
  server.use(handlers.login.with(first));
  const test = createTestClient();
  await test.client.auth.login(fixtures.staffCredentials);
  const accepted = { token: second.access_token };
  server.use(
    handlers.refreshToken.with(second),
    http.get(recruiterUrl, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${accepted.token}`
        ? HttpResponse.json(fixtures.recruiter)
        : HttpResponse.json(apiErrorBody('unauthorized', 'Token expired'), { status: options.status ?? 401 }),
    ),
  );
  return { ...test, first, second, accepted };
}

const bearerOf = (request: { headers: Headers } | undefined) => request?.headers.get('authorization');
const refreshCalls = async () => {
  const grants = await Promise.all(to('/connect/token').map(async (r) => (await formOf(r)).get('grant_type')));
  return grants.filter((grant) => grant === 'refresh_token').length;
};

describe('renewal on 401 / 403', () => {
  it('on 401 renews with the refresh token and retries the request once with the new access token', async () => {
    const { client, storage, first, second } = await loggedInClient();

    await expect(client.recruiter.getCurrentRecruiter()).resolves.toMatchObject({
      status: 200,
      data: fixtures.recruiter,
    });

    const calls = to(recruiterPath);
    expect(calls.map(bearerOf)).toEqual([`Bearer ${first.access_token}`, `Bearer ${second.access_token}`]);
    const refresh = to('/connect/token')[1];
    expect(refresh?.url.searchParams.get('old')).toBe('acme');
    expect(Object.fromEntries(await formOf(refresh))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'agency-portal',
      client_secret: 'test-secret',
    });
    expect(JSON.parse(storage.cookie.get() ?? '{}')).toEqual({
      access_token: second.access_token,
      refresh_token: 'refresh-2',
    });
  });

  it('on 403 does the same', async () => {
    const { client, second } = await loggedInClient({ status: 403 });
    await expect(client.recruiter.getCurrentRecruiter()).resolves.toMatchObject({ data: fixtures.recruiter });
    expect(to(recruiterPath).map(bearerOf).at(-1)).toBe(`Bearer ${second.access_token}`);
    expect(await refreshCalls()).toBe(1);
  });

  it('five requests getting 401 at once share exactly one refresh call: five retries, no sixth', async () => {
    const { client, first, second } = await loggedInClient();

    const results = await Promise.all(Array.from({ length: 5 }, () => client.recruiter.getCurrentRecruiter()));

    expect(results.map((r) => r.data)).toEqual(Array(5).fill(fixtures.recruiter));
    expect(await refreshCalls()).toBe(1);
    const bearers = to(recruiterPath).map(bearerOf);
    expect(bearers.filter((b) => b === `Bearer ${first.access_token}`)).toHaveLength(5);
    expect(bearers.filter((b) => b === `Bearer ${second.access_token}`)).toHaveLength(5);
    expect(bearers).toHaveLength(10);
  });

  it('never retries a request more than once: a second 401 rejects without another renewal', async () => {
    const { client, accepted, logouts } = await loggedInClient();
    accepted.token = 'nothing-is-accepted';

    const error = (await client.recruiter.getCurrentRecruiter().catch((e: unknown) => e)) as ApiError;

    expect(isHttpError(error)).toBe(true);
    expect(error.status).toBe(401);
    expect(to(recruiterPath)).toHaveLength(2);
    expect(await refreshCalls()).toBe(1);
    expect(logouts).toEqual([]);
  });

  it("reports 'Refresh token not found' when there is no refresh token, and ends the session", async () => {
    const { client, logouts } = await loggedInClient({ refreshToken: null });

    const error = (await client.recruiter.getCurrentRecruiter().catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('Refresh token not found');
    expect(error.message).toBe(AUTH_MESSAGES.refreshTokenNotFound);
    expect(error.code).toBe('refresh_token_not_found');
    expect(await refreshCalls()).toBe(0);
    expect(to(recruiterPath)).toHaveLength(1);
    expect(logouts).toEqual([
      { reason: 'session-expired', message: 'Your session has expired. Please login again', redirectTo: '/login' },
    ]);
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it("logs out with 'Your session has expired. Please login again' when the renewal is refused", async () => {
    const { client, storage, logouts } = await loggedInClient();
    server.use(handlers.refreshToken.invalidGrant);

    const error = (await client.recruiter.getCurrentRecruiter().catch((e: unknown) => e)) as ApiError;

    expect(logouts).toEqual([
      { reason: 'session-expired', message: 'Your session has expired. Please login again', redirectTo: '/login' },
    ]);
    expect(AUTH_MESSAGES.sessionExpired).toBe(logouts[0]?.message);
    expect(error).toMatchObject({ code: 'session_expired', message: AUTH_MESSAGES.sessionExpired });
    expect(isSessionEndedError(error)).toBe(true);
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(storage.session.getItem('currentUserInfo')).toBeNull();
    expect(to(recruiterPath)).toHaveLength(1);
  });

  it('logs out the same way when the identity server cannot be reached for the renewal', async () => {
    const { client, logouts } = await loggedInClient();
    server.use(handlers.refreshToken.networkError);

    await expect(client.recruiter.getCurrentRecruiter()).rejects.toMatchObject({ code: 'session_expired' });
    expect(logouts.map((e) => e.reason)).toEqual(['session-expired']);
  });

  it('five concurrent failures with a refused renewal: one refresh call, one logout, five rejections', async () => {
    const { client, logouts } = await loggedInClient();
    server.use(handlers.refreshToken.invalidGrant);

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => client.recruiter.getCurrentRecruiter()));

    expect(outcomes.every((o) => o.status === 'rejected' && isSessionEndedError(o.reason))).toBe(true);
    expect(await refreshCalls()).toBe(1);
    expect(logouts).toHaveLength(1);
    expect(to(recruiterPath)).toHaveLength(5);
  });

  it('does not renew on other errors', async () => {
    const { client } = await loggedInClient();
    server.use(handlers.getCurrentRecruiter.serverError);

    await expect(client.recruiter.getCurrentRecruiter()).rejects.toMatchObject({ status: 500 });
    expect(await refreshCalls()).toBe(0);
    expect(to(recruiterPath)).toHaveLength(1);
  });

  it('auth.refreshToken() renews on demand: rotated tokens in the cookie', async () => {
    const { client, storage, second } = await loggedInClient();
    await client.auth.refreshToken();
    expect(JSON.parse(storage.cookie.get() ?? '{}')).toEqual({
      access_token: second.access_token,
      refresh_token: 'refresh-2',
    });
  });
});

describe('authorization', () => {
  it("without an access token the call does not go out and the user is logged out with 'You are not logged in'", async () => {
    const { client, logouts } = createTestClient();

    const error = (await client.recruiter.getCurrentRecruiter().catch((e: unknown) => e)) as ApiError;

    expect(to(recruiterPath)).toHaveLength(0);
    expect(logouts).toEqual([{ reason: 'not-logged-in', message: 'You are not logged in', redirectTo: '/login' }]);
    expect(AUTH_MESSAGES.notLoggedIn).toBe(logouts[0]?.message);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'access_token_not_found',
      message: 'Access token not found',
    });
    expect(AUTH_MESSAGES.accessTokenNotFound).toBe(error.message);
    expect(isHttpError(error)).toBe(false);
    expect(isSessionEndedError(error)).toBe(true);
  });

  it('the SWR fetcher carries the Bearer token too and renews like every other call', async () => {
    const { client, second } = await loggedInClient();
    await expect(client.fetcher(recruiterPath)).resolves.toEqual(fixtures.recruiter);
    expect(to(recruiterPath).map(bearerOf).at(-1)).toBe(`Bearer ${second.access_token}`);
  });
});
