import { isHttpError, isNetworkError } from '@agency/api-client';
import { API_PATHS, type ApiPathName } from '@agency/api-client/contract';
import {
  createHandlers,
  createTestAccessToken,
  createTestClient,
  createTestTokenResponse,
  defaultHandlers,
  fixtures,
  handlers,
  successHandlers,
  TEST_URLS,
} from '@agency/api-client/testing';
import { CALLS } from './support/calls';
import { setupMswServer } from './support/msw';

const { server, to } = setupMswServer();

const decode = (segment: string | undefined) =>
  JSON.parse(atob((segment ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

const handlerName = (name: ApiPathName): keyof typeof handlers =>
  name === 'registrationLookup' ? 'emailExists' : name;

describe('@agency/api-client/testing', () => {
  describe('test tokens', () => {
    it('look like signed JWTs: three base64url segments, an RS256 header with a kid', () => {
      const token = createTestAccessToken();
      const [header, payload, signature] = token.split('.');
      expect(token.split('.')).toHaveLength(3);
      expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(decode(header)).toEqual({ alg: 'RS256', typ: 'at+jwt', kid: 'test-key' });
      expect(decode(payload)).toMatchObject({
        agency: 'acme',
        agency_id: 1,
        recruiter: fixtures.recruiterClaim,
        scope: 'openid offline_access api',
      });
      expect(signature).not.toBe('');
    });

    it('carry the applicant id for applicants, the recruiter claim as a string on request, and the expiry asked for', () => {
      const applicant = decode(createTestAccessToken({ kind: 'applicant' }).split('.')[1]);
      expect(applicant.applicant_id).toBe(fixtures.applicantId);
      expect(applicant.recruiter).toBeUndefined();
      const asString = decode(createTestAccessToken({ recruiterClaimAsString: true }).split('.')[1]);
      expect(JSON.parse(String(asString.recruiter))).toEqual(fixtures.recruiterClaim);
      const expired = decode(createTestAccessToken({ expiresIn: -60 }).split('.')[1]);
      expect(Number(expired.exp)).toBeLessThan(Date.now() / 1000);
    });

    it('are unique, and token responses carry a unique refresh token unless told otherwise', () => {
      const a = createTestTokenResponse();
      const b = createTestTokenResponse();
      expect(a.access_token).not.toBe(b.access_token);
      expect(a.refresh_token).not.toBe(b.refresh_token);
      expect(createTestTokenResponse({ refreshToken: null })).not.toHaveProperty('refresh_token');
      expect(createTestTokenResponse({ refreshToken: 'r' }).refresh_token).toBe('r');
    });
  });

  describe('handlers', () => {
    it('defaultHandlers holds the success handler of every group', () => {
      expect(defaultHandlers).toEqual(successHandlers(handlers));
      expect(defaultHandlers).toHaveLength(Object.keys(handlers).length);
      expect(Object.keys(handlers)).toEqual(expect.arrayContaining(['login', 'refreshToken', 'revoke']));
    });

    describe.each(Object.keys(API_PATHS) as ApiPathName[])('%s', (name) => {
      const group = handlers[handlerName(name)] as unknown as Record<string, Parameters<typeof server.use>[0]>;

      it.each([
        ['unauthorized', 401],
        ['forbidden', 403],
        ['rateLimited', 429],
        ['serverError', 500],
      ] as const)('%s answers %i', async (variant, status) => {
        const { client } = createTestClient();
        await client.auth.login(fixtures.staffCredentials);
        server.use(group[variant]!);
        const error = await CALLS[name].invoke(client).catch((e: unknown) => e);
        expect(isHttpError(error) && error.status).toBe(status);
      });

      it('networkError gives no response', async () => {
        const { client } = createTestClient();
        await client.auth.login(fixtures.staffCredentials);
        server.use(group.networkError!);
        expect(isNetworkError(await CALLS[name].invoke(client).catch((e: unknown) => e))).toBe(true);
      });
    });

    it('protected success handlers refuse a request without a Bearer token, like the server', async () => {
      const response = await fetch(TEST_URLS.apiUrl + API_PATHS.getCurrentRecruiter);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ Code: 'unauthorized' });
    });

    it('with(data) answers with other data', async () => {
      const { client } = createTestClient();
      await client.auth.login(fixtures.staffCredentials);
      server.use(handlers.getCurrentRecruiter.with({ ...fixtures.recruiter, FirstName: 'Ann' }));
      await expect(client.recruiter.getCurrentRecruiter()).resolves.toMatchObject({ data: { FirstName: 'Ann' } });
    });

    it('the specific variants answer as documented', async () => {
      const { client } = createTestClient();
      await client.auth.login(fixtures.staffCredentials);
      server.use(handlers.verify.invalidCode);
      await expect(client.registration.verify('x')).resolves.toMatchObject({ status: 200, data: false });
      server.use(handlers.verify.incorrectCode);
      await expect(client.registration.verify('x')).rejects.toMatchObject({ status: 400, code: 'invalid_code' });
      server.use(handlers.emailExists.taken, handlers.emailExist.taken, handlers.isAgencyOwner.notOwner);
      await expect(client.registration.emailExists('a@b.test')).resolves.toMatchObject({ data: true });
      await expect(client.recruiter.emailExist('a@b.test')).resolves.toMatchObject({ data: true });
      await expect(client.agency.isAgencyOwner()).resolves.toBe(false);
      server.use(handlers.register.emailTaken, handlers.forgotPassword.notFound, handlers.changePassword.wrongPassword);
      await expect(CALLS.register.invoke(client)).rejects.toMatchObject({ status: 409 });
      await expect(CALLS.forgotPassword.invoke(client)).rejects.toMatchObject({ status: 404 });
      await expect(CALLS.changePassword.invoke(client)).rejects.toMatchObject({
        status: 400,
        errors: { CurrentPassword: expect.any(String) },
      });
      server.use(handlers.updateProfile.invalid);
      await expect(CALLS.updateProfile.invoke(client)).rejects.toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
    });

    it('the e-mail lookup handler leaves the other GET paths under /api/registration alone', async () => {
      const { client } = createTestClient();
      await client.auth.login(fixtures.staffCredentials);
      server.use(handlers.emailExists.taken);
      await expect(client.registration.resendVerificationCode()).resolves.toBe(
        'A new verification code has been sent.',
      );
    });

    it('token handlers answer only their grant type', async () => {
      const { client, logouts } = createTestClient();
      server.use(handlers.refreshToken.invalidGrant);
      await expect(client.auth.login(fixtures.staffCredentials)).resolves.toMatchObject({ ok: true });
      server.use(handlers.login.invalidGrant);
      await expect(client.auth.refreshToken()).rejects.toMatchObject({ code: 'session_expired' });
      expect(logouts.map((e) => e.reason)).toEqual(['session-expired']);
    });

    it('createHandlers answers on other base URLs and revocation paths', async () => {
      const urls = {
        identityUrl: 'https://login.mercy.example/auth',
        apiUrl: 'https://mercy.example',
        revocationPath: '/v2',
      };
      server.use(...successHandlers(createHandlers(urls)));
      const { client } = createTestClient(urls);
      await client.auth.login(fixtures.staffCredentials);
      await expect(client.agency.isAgencyOwner()).resolves.toBe(true);
      await client.auth.logout();
      expect(to('/auth/connect/token')).toHaveLength(1);
      expect(to('/auth/v2/connect/revocation')).toHaveLength(1);
    });
  });

  it('createTestClient uses memory storage, the test URLs and records logouts', async () => {
    const seen: string[] = [];
    const { client, storage, logouts } = createTestClient({ onLogout: (event) => seen.push(event.reason) });
    expect(client.tenant).toBe('acme');
    await client.auth.login(fixtures.staffCredentials);
    expect(storage.cookie.get()).toContain('access_token');
    await client.auth.logout();
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    expect(seen).toEqual(['logout']);
    expect(to('/connect/token')[0]?.url.origin).toBe(TEST_URLS.identityUrl);
  });
});
