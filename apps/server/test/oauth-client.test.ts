import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@agency/api-client/contract';
import { findRefreshToken } from '../src/features/auth';
import { CLIENT, DB_KINDS, PASSWORD, SCOPE, startServer, type TestServer } from './helpers';

/** An independent OAuth client library, used as a real client would use it. */
describe.each(DB_KINDS)('oauth4webapi against the server on %s', (kind) => {
  let s: TestServer;
  let as: oauth.AuthorizationServer;
  const client: oauth.Client = { client_id: CLIENT.client_id };
  const clientAuth = oauth.ClientSecretPost(CLIENT.client_secret);
  const http = { [oauth.allowInsecureRequests]: true };

  beforeAll(async () => {
    s = await startServer(kind);
    const issuer = new URL(s.baseUrl);
    as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oidc' }),
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('password grant, refresh, reuse rejected, revoke, and the access token validated against the published JWKS', async () => {
    const params = new URLSearchParams({ username: 'owner@demo.test', password: PASSWORD, scope: SCOPE });
    const first = await oauth.processGenericTokenEndpointResponse(
      as,
      client,
      await oauth.genericTokenEndpointRequest(as, client, clientAuth, 'password', params, http),
    );
    expect(first.token_type).toBe('bearer');
    expect(first.expires_in).toBe(3600);
    expect(first.refresh_token).toBeTruthy();

    // A resource server validating the access token with the library (JWKS fetched from jwks_uri).
    const request = new Request(`${s.baseUrl}${API_PATHS.getCurrentRecruiter}`, {
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    const claims = await oauth.validateJwtAccessToken(as, request, 'api', http);
    expect(claims).toMatchObject({ iss: s.baseUrl, aud: 'api', client_id: 'agency-portal', agency: 'demo' });
    expect(claims.recruiter).toMatchObject({ FirstName: 'Olivia', Roles: ['admin'] });

    const second = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, first.refresh_token!, http),
    );
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);

    // The used refresh token, presented after the rotation's grace window (moved 31 s back), is rejected ...
    const used = await findRefreshToken(s.app.services.db, first.refresh_token!);
    await s.app.services.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - 31_000) })
      .where('id', '=', used!.id)
      .execute();
    const reuse = oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, first.refresh_token!, http),
    );
    await expect(reuse).rejects.toMatchObject({ name: 'ResponseBodyError', error: 'invalid_grant', status: 400 });
    // ... and its whole family with it.
    const afterReuse = oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, second.refresh_token!, http),
    );
    await expect(afterReuse).rejects.toMatchObject({ error: 'invalid_grant' });

    // A new sign-in, revoked, cannot be refreshed.
    const third = await oauth.processGenericTokenEndpointResponse(
      as,
      client,
      await oauth.genericTokenEndpointRequest(as, client, clientAuth, 'password', params, http),
    );
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, clientAuth, third.refresh_token!, {
        ...http,
        additionalParameters: { token_type_hint: 'refresh_token' },
      }),
    );
    const afterRevoke = oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, third.refresh_token!, http),
    );
    await expect(afterRevoke).rejects.toMatchObject({ error: 'invalid_grant' });

    // The library also rejects a token that is not ours.
    const forged = first.access_token.slice(0, -4) + (first.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const forgedRequest = new Request(request.url, { headers: { authorization: `Bearer ${forged}` } });
    await expect(oauth.validateJwtAccessToken(as, forgedRequest, 'api', http)).rejects.toThrow();
  });

  it('wrong credentials surface as invalid_grant through the library', async () => {
    const params = new URLSearchParams({ username: 'owner@demo.test', password: 'wrong-password', scope: SCOPE });
    const attempt = oauth.processGenericTokenEndpointResponse(
      as,
      client,
      await oauth.genericTokenEndpointRequest(as, client, clientAuth, 'password', params, http),
    );
    await expect(attempt).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
  });
});
