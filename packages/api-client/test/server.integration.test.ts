/**
 * The client against the real reference server (apps/server) in the same Node process, with in-memory
 * storage: login, a protected call, expiry and silent renewal, logout with revocation, and the revoked
 * refresh token refused afterwards. Runs in the `integration` project (`vitest run --project=integration`).
 *
 * Expiry without waiting: client and server read `Date` in this process, so only `Date` is faked and moved
 * past the token's `exp` plus the server's clock tolerance; timers, I/O and the database run for real.
 */
import { createApiClient, createMemoryStorage, SESSION_KEYS, type LogoutEvent } from '@agency/api-client';
import { API_PATHS, AUTH_PATHS } from '@agency/api-client/contract';
import { CLIENT, PASSWORD, refreshGrant, startServer, type TestServer } from '../../../apps/server/test/helpers';

const ACCESS_TOKEN_LIFETIME = 1;
/** The server accepts tokens up to 5 s past `exp` (clock tolerance); the clock moves past both. */
const EXPIRY_JUMP_MS = (ACCESS_TOKEN_LIFETIME + 5 + 1.5) * 1000;

let server: TestServer;

beforeAll(async () => {
  server = await startServer('pglite', { config: { accessTokenLifetimeSeconds: ACCESS_TOKEN_LIFETIME } });
}, 60_000);

afterAll(async () => {
  await server?.close();
}, 60_000);

// Only `Date` is fake (it still advances with real time); `setSystemTime` jumps it forward.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Status codes the server answered for `method path`, in order (from its JSON request log). */
function answered(method: string, path: string): number[] {
  const lines = server.logs.map(
    (line) =>
      JSON.parse(line) as { reqId?: string; req?: { method: string; path: string }; res?: { statusCode: number } },
  );
  const ids = lines.filter((l) => l.req?.method === method && l.req.path === path).map((l) => l.reqId);
  return lines.filter((l) => l.res && ids.includes(l.reqId)).map((l) => l.res?.statusCode ?? 0);
}

const tokensOf = (storage: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(storage.cookie.get() ?? 'null') as { access_token: string; refresh_token?: string } | null;

it('logs in, calls, renews silently after expiry, logs out with revocation; the revoked token is refused', async () => {
  const storage = createMemoryStorage();
  const logouts: LogoutEvent[] = [];
  const client = createApiClient({
    identityUrl: server.baseUrl,
    apiUrl: server.baseUrl,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    defaultTenant: 'demo',
    host: 'acme.portal.test',
    storage,
    onLogout: (event) => logouts.push(event),
    // This test is about the renewal on 401; the renewal ahead of `exp` (the default) would beat it to it.
    refreshAheadSeconds: 0,
  });
  expect(client.tenant).toBe('acme');

  // Login: tokens in the cookie, the recruiter claim and role flags in session storage.
  const login = await client.auth.login({ username: 'recruiter@acme.test', password: PASSWORD });
  expect(login).toMatchObject({ ok: true, userInfo: { FirstName: 'Rob', LastName: 'Acme', Roles: ['recruiter'] } });
  expect(client.auth.isLoggedIn()).toBe(true);
  expect(client.auth.getRoleFlags()).toMatchObject({ recruiter: true, admin: false });
  const first = tokensOf(storage);
  expect(first?.refresh_token).toBeTruthy();

  // A protected call.
  const recruiter = await client.recruiter.getCurrentRecruiter();
  expect(recruiter.status).toBe(200);
  expect(recruiter.data).toMatchObject({ Email: 'recruiter@acme.test', FirstName: 'Rob' });
  await expect(client.agency.isAgencyOwner()).resolves.toBe(false);

  // Still valid a moment later: no renewal yet.
  expect(answered('POST', AUTH_PATHS.token)).toEqual([200]);

  // Expiry: the clock moves past the access token's lifetime; the next call is refused with 401 by the
  // server, renews silently (rotation, one refresh grant) and succeeds on its retry.
  vi.setSystemTime(Date.now() + EXPIRY_JUMP_MS);
  const afterExpiry = await client.recruiter.getCurrentRecruiter();
  expect(afterExpiry.data.Email).toBe('recruiter@acme.test');
  const second = tokensOf(storage);
  expect(second?.access_token).not.toBe(first?.access_token);
  expect(second?.refresh_token).toBeTruthy();
  expect(second?.refresh_token).not.toBe(first?.refresh_token);
  expect(answered('GET', API_PATHS.getCurrentRecruiter)).toEqual([200, 401, 200]);
  expect(answered('POST', AUTH_PATHS.token)).toEqual([200, 200]);
  expect(logouts).toEqual([]);

  // Logout: exit report, session cleared, refresh token revoked, host sent to /login.
  await client.auth.logout();
  expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  expect(storage.cookie.get()).toBeNull();
  expect(storage.session.getItem(SESSION_KEYS.userInfo)).toBeNull();
  expect(client.auth.isLoggedIn()).toBe(false);
  // What the server answered, from its request log: the 401 of the expired token, then the retry.
  expect(answered('GET', API_PATHS.getCurrentRecruiter)).toEqual([200, 401, 200]);
  expect(answered('POST', AUTH_PATHS.token)).toEqual([200, 200]);
  expect(answered('PUT', API_PATHS.updateEntryExit)).toEqual([200]);
  expect(answered('POST', AUTH_PATHS.revocation)).toEqual([200]);

  // The revoked refresh token is refused afterwards.
  const refused = await refreshGrant(server, second?.refresh_token ?? '');
  expect(refused.status).toBe(400);
  expect(refused.json).toMatchObject({ error: 'invalid_grant' });
}, 60_000);

it('two tabs renewing with one refresh token at the same moment both stay signed in (the server replays the pair)', async () => {
  // Two tabs without Web Locks (an insecure context): the cookie is shared, session storage is not.
  const shared = createMemoryStorage();
  const logouts: LogoutEvent[] = [];
  const tab = () =>
    createApiClient({
      identityUrl: server.baseUrl,
      apiUrl: server.baseUrl,
      clientId: CLIENT.client_id,
      clientSecret: CLIENT.client_secret,
      defaultTenant: 'demo',
      host: 'acme.portal.test',
      storage: { ...shared, session: createMemoryStorage().session },
      onLogout: (event) => logouts.push(event),
      refreshAheadSeconds: 0,
      locks: null,
      broadcastChannel: null,
    });
  const a = tab();
  await a.auth.login({ username: 'recruiter@acme.test', password: PASSWORD });
  const b = tab();
  expect(b.auth.getCurrentUserInfo()).toMatchObject({ FirstName: 'Rob', LastName: 'Acme' });
  const grantsBefore = answered('POST', AUTH_PATHS.token).length;

  vi.setSystemTime(Date.now() + EXPIRY_JUMP_MS);
  const [fromA, fromB] = await Promise.all([a.recruiter.getCurrentRecruiter(), b.recruiter.getCurrentRecruiter()]);

  expect([fromA.data.Email, fromB.data.Email]).toEqual(['recruiter@acme.test', 'recruiter@acme.test']);
  // Each tab renewed with the same refresh token; both grants succeeded with the same pair.
  expect(answered('POST', AUTH_PATHS.token).slice(grantsBefore)).toEqual([200, 200]);
  expect(logouts).toEqual([]);
  expect(a.auth.isLoggedIn() && b.auth.isLoggedIn()).toBe(true);
  // The session lives on: the stored refresh token renews again.
  const stored = tokensOf(shared);
  expect((await refreshGrant(server, stored?.refresh_token ?? '')).status).toBe(200);
}, 60_000);
