import { http, HttpResponse } from 'msw';
import { LOCAL_KEYS, SESSION_KEYS } from '@agency/api-client';
import { API_PATHS } from '@agency/api-client/contract';
import {
  createHandlers,
  createTestClient,
  createTestTokenResponse,
  fixtures,
  handlers,
  TEST_URLS,
} from '@agency/api-client/testing';
import { formOf, setupMswServer } from './support/msw';

const { server, requests, to } = setupMswServer();
const exitPath = API_PATHS.updateEntryExit;

async function staffSession(options: Parameters<typeof createTestClient>[0] = {}) {
  const tokens = createTestTokenResponse({ refreshToken: 'refresh-1' });
  server.use(handlers.login.with(tokens));
  const test = createTestClient(options);
  await test.client.auth.login(fixtures.staffCredentials);
  test.storage.local.setItem(LOCAL_KEYS.verificationStatus, 'true');
  test.storage.local.setItem('unrelated', 'x');
  requests.length = 0;
  return { ...test, tokens };
}

describe('logout', () => {
  it('reports the exit, clears local and session storage, removes the cookie, revokes, then sends the host to /login', async () => {
    const { client, storage, logouts, tokens } = await staffSession();
    const seenAtRevocation: unknown[] = [];
    server.use(
      http.post(`${TEST_URLS.identityUrl}/connect/revocation`, () => {
        seenAtRevocation.push(storage.cookie.get(), storage.session.getItem(SESSION_KEYS.userInfo), logouts.length);
        return new HttpResponse(null, { status: 200 });
      }),
    );

    await client.auth.logout();

    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      `PUT ${exitPath}`,
      'POST /connect/revocation',
    ]);
    const [exit, revocation] = requests;
    expect(exit?.headers.get('authorization')).toBe(`Bearer ${tokens.access_token}`);
    expect(exit?.headers.get('content-type')).toBe('application/json');
    expect(await exit?.body).toBe('42');
    expect(revocation?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(await formOf(revocation))).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'agency-portal',
      client_secret: 'test-secret',
    });
    expect(seenAtRevocation).toEqual([null, null, 0]);
    expect(storage.cookie.get()).toBeNull();
    expect(storage.local.getItem(LOCAL_KEYS.verificationStatus)).toBeNull();
    expect(storage.local.getItem('unrelated')).toBeNull();
    expect(storage.session.getItem(SESSION_KEYS.roleFlags.recruiter)).toBeNull();
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });

  it("revokes at the identity server's {path}/connect/revocation when a revocation path is configured", async () => {
    const { client } = await staffSession({ revocationPath: '/identity/' });
    server.use(createHandlers({ ...TEST_URLS, revocationPath: '/identity' }).revoke.success);
    await client.auth.logout();
    expect(to('/identity/connect/revocation')).toHaveLength(1);
  });

  it('skips the exit report when no user info is in session (applicant)', async () => {
    server.use(handlers.login.applicant);
    const { client, logouts } = createTestClient();
    await client.auth.login(fixtures.applicantCredentials);
    requests.length = 0;

    await client.auth.logout();

    expect(requests.map((r) => r.url.pathname)).toEqual(['/connect/revocation']);
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });

  it('skips the revocation when there is no refresh token', async () => {
    server.use(handlers.login.with(createTestTokenResponse({ refreshToken: null })));
    const { client, logouts } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);
    requests.length = 0;

    await client.auth.logout();

    expect(requests.map((r) => r.url.pathname)).toEqual([exitPath]);
    expect(logouts).toHaveLength(1);
  });

  it.each([
    ['a server error', handlers.revoke.serverError],
    ['a network error', handlers.revoke.networkError],
  ])('still finishes with /login when the revocation fails with %s', async (_, failure) => {
    const { client, storage, logouts } = await staffSession();
    server.use(failure);

    await expect(client.auth.logout()).resolves.toBeUndefined();

    expect(to('/connect/revocation')).toHaveLength(1);
    expect(storage.cookie.get()).toBeNull();
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });

  it.each([
    ['a server error', handlers.updateEntryExit.serverError],
    ['an expired token', handlers.updateEntryExit.unauthorized],
    ['a network error', handlers.updateEntryExit.networkError],
  ])('still clears, revokes and finishes with /login when the exit report fails with %s', async (_, failure) => {
    const { client, storage, logouts } = await staffSession();
    server.use(failure);

    await client.auth.logout();

    expect(requests.map((r) => r.url.pathname)).toEqual([exitPath, '/connect/revocation']);
    expect(storage.session.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });

  it('concurrent logouts report once, revoke once and tell the host once', async () => {
    const { client, logouts } = await staffSession();
    await Promise.all([client.auth.logout(), client.auth.logout(), client.auth.logout()]);
    expect(to(exitPath)).toHaveLength(1);
    expect(to('/connect/revocation')).toHaveLength(1);
    expect(logouts).toHaveLength(1);
  });

  it('without a session sends nothing and still sends the host to /login', async () => {
    const { client, logouts } = createTestClient();
    await client.auth.logout();
    expect(requests).toEqual([]);
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });
});
