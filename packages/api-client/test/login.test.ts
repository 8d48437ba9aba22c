import { AUTH_MESSAGES, SESSION_KEYS, isHttpError, isNetworkError, type ApiError } from '@agency/api-client';
import { ROLE_KEYS } from '@agency/api-client/contract';
import { createTestClient, createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { formOf, setupMswServer } from './support/msw';

const { server, to } = setupMswServer();

const cookieOf = (storage: { cookie: { get(): string | null } }) =>
  JSON.parse(storage.cookie.get() ?? 'null') as unknown;

describe('login', () => {
  it('sends the password grant form-encoded, with scopes, client and the tenant hint `old`', async () => {
    const { client } = createTestClient({ host: 'www.mercy.agency.test' });
    await client.auth.login(fixtures.staffCredentials);

    const [request] = to('/connect/token');
    expect(request?.method).toBe('POST');
    expect(request?.url.origin).toBe('https://identity.agency.test');
    expect(request?.url.searchParams.get('old')).toBe('mercy');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(await formOf(request))).toEqual({
      grant_type: 'password',
      username: fixtures.staffCredentials.username,
      password: fixtures.staffCredentials.password,
      scope: 'openid offline_access api',
      client_id: 'agency-portal',
      client_secret: 'test-secret',
    });
  });

  it('leaves client_secret out when the config has none', async () => {
    const { client } = createTestClient({ clientSecret: undefined });
    await client.auth.login(fixtures.staffCredentials);
    expect((await formOf(to('/connect/token')[0])).has('client_secret')).toBe(false);
  });

  it('saves {access_token, refresh_token} in the auth cookie; logged in = a cookie with an access token', async () => {
    const tokens = createTestTokenResponse({ refreshToken: 'refresh-1' });
    server.use(handlers.login.with(tokens));
    const { client, storage } = createTestClient();
    expect(client.auth.isLoggedIn()).toBe(false);

    const result = await client.auth.login(fixtures.staffCredentials);

    expect(result).toEqual({ ok: true, userInfo: fixtures.recruiterClaim, applicantId: null });
    expect(cookieOf(storage)).toEqual({ access_token: tokens.access_token, refresh_token: 'refresh-1' });
    expect(client.auth.isLoggedIn()).toBe(true);
    storage.cookie.set(JSON.stringify({ refresh_token: 'refresh-1' }), 60);
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it('logs out with the cookie message when the cookie cannot be read back, and revokes the unsaved refresh token', async () => {
    server.use(handlers.login.with(createTestTokenResponse({ refreshToken: 'unsaved-refresh' })));
    const { client, storage, logouts } = createTestClient({ cookiesEnabled: false });

    const result = await client.auth.login(fixtures.staffCredentials);

    expect(result).toEqual({ ok: false, reason: 'cookies-disabled' });
    expect(logouts).toEqual([
      {
        reason: 'cookies-disabled',
        message: 'Your browser does not accept cookies. cookies are required to use this site',
        redirectTo: '/login',
      },
    ]);
    expect(AUTH_MESSAGES.cookiesDisabled).toBe(logouts[0]?.message);
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(storage.session.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect((await formOf(to('/connect/revocation')[0])).get('token')).toBe('unsaved-refresh');
  });

  it('stores the recruiter claim (a JSON object) in session storage as the current user info', async () => {
    const { client, storage } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);

    expect(JSON.parse(storage.session.getItem(SESSION_KEYS.userInfo) ?? 'null')).toEqual({
      FirstName: 'Jane',
      LastName: 'Doe',
      RecruiterId: 42,
      Roles: ['recruiter', 'supervisor'],
    });
    expect(client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
  });

  it('accepts the recruiter claim as a JSON string', async () => {
    server.use(handlers.login.recruiterClaimAsString);
    const { client, storage } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);

    expect(JSON.parse(storage.session.getItem(SESSION_KEYS.userInfo) ?? 'null')).toEqual(fixtures.recruiterClaim);
    expect(client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
  });

  it("sets the role flags recruiter, supervisor, manager, administrator, admin as 'true' / 'false'", async () => {
    const recruiter = { ...fixtures.recruiterClaim, Roles: ['manager', 'admin'] as ('manager' | 'admin')[] };
    server.use(handlers.login.with(createTestTokenResponse({ recruiter })));
    const { client, storage } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);

    expect(ROLE_KEYS.map((role) => [role, storage.session.getItem(SESSION_KEYS.roleFlags[role])])).toEqual([
      ['recruiter', 'false'],
      ['supervisor', 'false'],
      ['manager', 'true'],
      ['administrator', 'false'],
      ['admin', 'true'],
    ]);
    expect(client.auth.getRoleFlags()).toEqual({
      recruiter: false,
      supervisor: false,
      manager: true,
      administrator: false,
      admin: true,
    });
  });

  it('stores the applicant id (a number) for applicant tokens', async () => {
    server.use(handlers.login.applicant);
    const { client, storage } = createTestClient();
    const result = await client.auth.login(fixtures.applicantCredentials);

    expect(result).toEqual({ ok: true, userInfo: null, applicantId: 1001 });
    expect(storage.session.getItem(SESSION_KEYS.applicantId)).toBe('1001');
    expect(client.auth.getApplicantId()).toBe(1001);
    expect(client.auth.getCurrentUserInfo()).toBeNull();
    expect(Object.values(client.auth.getRoleFlags())).toEqual([false, false, false, false, false]);
  });

  it('replaces everything a previous user left in session storage', async () => {
    const { client, storage } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);
    server.use(handlers.login.applicant);
    await client.auth.login(fixtures.applicantCredentials);

    expect(storage.session.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect(storage.session.getItem(SESSION_KEYS.roleFlags.recruiter)).toBe('false');
    expect(client.auth.getApplicantId()).toBe(1001);
  });

  it('rejects with a typed HTTP error on a refused login and stores nothing', async () => {
    server.use(handlers.login.invalidGrant);
    const { client, storage, logouts } = createTestClient();

    const error = (await client.auth.login(fixtures.staffCredentials).catch((e: unknown) => e)) as ApiError;

    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'invalid_grant',
      message: 'invalid_username_or_password',
    });
    expect(storage.cookie.get()).toBeNull();
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(logouts).toEqual([]);
  });

  it('rejects with a non-HTTP error when the identity server cannot be reached', async () => {
    server.use(handlers.login.networkError);
    const { client } = createTestClient();

    const error = await client.auth.login(fixtures.staffCredentials).catch((e: unknown) => e);

    expect(isNetworkError(error)).toBe(true);
    expect(isHttpError(error)).toBe(false);
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it('rejects an unreadable access token as a non-HTTP error and stores nothing', async () => {
    server.use(handlers.login.with({ ...createTestTokenResponse(), access_token: 'not-a-jwt' }));
    const { client, storage } = createTestClient();

    const error = (await client.auth.login(fixtures.staffCredentials).catch((e: unknown) => e)) as ApiError;

    expect(error.code).toBe('invalid_response');
    expect(isHttpError(error)).toBe(false);
    expect(storage.cookie.get()).toBeNull();
  });
});
