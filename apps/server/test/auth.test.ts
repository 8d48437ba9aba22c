import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, type RecruiterClaim } from '@agency/api-client/contract';
import { tenantLabelFromHost } from '@agency/api-client/contract';
import { sha256Hex } from '../src/app/config';
import type { FastifyRequest } from 'fastify';
import { findRefreshToken } from '../src/features/auth';
import { resolveAgency } from '../src/platform/tenant';
import {
  CLIENT,
  DB_KINDS,
  decodeJwt,
  http,
  PASSWORD,
  passwordGrant,
  refreshGrant,
  SCOPE,
  signIn,
  startServer,
  testConfig,
  type TestServer,
} from './helpers';

const clients = [
  ...testConfig().clients,
  {
    clientId: 'reports',
    secretSha256: sha256Hex('reports-secret'),
    grants: ['password'] as const,
    scopes: ['openid', 'api'],
  },
  {
    clientId: 'mobile',
    secretSha256: null,
    grants: ['password', 'refresh_token'] as const,
    scopes: ['openid', 'offline_access', 'api'],
  },
];

describe('tenant rule (old)', () => {
  it.each([
    ['demo.portal.example.com', 'demo'],
    ['www.acme.example.com', 'acme'],
    ['ACME.example.com:8080', 'acme'],
    ['localhost:3000', null],
    ['127.0.0.1:3000', null],
    ['www.example', 'example'],
    ['[::1]:3000', null],
    [undefined, null],
  ])('%s → %s', (host, expected) => {
    expect(tenantLabelFromHost(host)).toBe(expected);
  });
});

describe.each(DB_KINDS)('identity server on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { config: { clients } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('password grant for staff: no-store response with a signed at+jwt carrying the recruiter claim', async () => {
    const result = await passwordGrant(s, 'owner@demo.test');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('pragma')).toBe('no-cache');
    const body = result.json;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: SCOPE });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { header, payload } = decodeJwt(body.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(typeof header.kid).toBe('string');
    const recruiter = payload.recruiter as RecruiterClaim;
    expect(recruiter).toMatchObject({ FirstName: 'Olivia', LastName: 'Owner', Roles: ['admin'] });
    expect(typeof recruiter.RecruiterId).toBe('number');
    expect(payload).toMatchObject({
      agency: 'demo',
      client_id: 'agency-portal',
      aud: 'api',
      iss: s.baseUrl,
      scope: SCOPE,
    });
    expect(typeof payload.agency_id).toBe('number');
    expect(payload.applicant_id).toBeUndefined();
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
    // sid: the session, i.e. the refresh token family the returned refresh token belongs to.
    const stored = await findRefreshToken(s.app.services.db, body.refresh_token!);
    expect(payload.sid).toBe(stored?.family_id);
  });

  it('password grant for an applicant carries applicant_id and no recruiter claim', async () => {
    const { access_token } = await signIn(s, 'applicant@demo.test');
    const { payload } = decodeJwt(access_token);
    expect(typeof payload.applicant_id).toBe('number');
    expect(payload.recruiter).toBeUndefined();
    const applicant = await s.app.services.db
      .selectFrom('applicants')
      .select('id')
      .where('email', '=', 'applicant@demo.test')
      .executeTakeFirstOrThrow();
    expect(payload.applicant_id).toBe(applicant.id);
  });

  it('issues a refresh token only when offline_access is asked for', async () => {
    const result = await passwordGrant(s, 'recruiter@demo.test', PASSWORD, { scope: 'openid api' });
    expect(result.status).toBe(200);
    expect(result.json.refresh_token).toBeUndefined();
    expect(result.json.scope).toBe('openid api');
    // No family, no session id.
    expect(decodeJwt(result.json.access_token).payload.sid).toBeUndefined();
  });

  it('accepts client_secret_basic as well as client_secret_post', async () => {
    const result = await http<{ access_token?: string }>(s, 'POST', AUTH_PATHS.token, {
      form: { grant_type: 'password', username: 'manager@demo.test', password: PASSWORD, scope: SCOPE },
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.client_id}:${CLIENT.client_secret}`).toString('base64')}`,
      },
    });
    expect(result.status).toBe(200);
    expect(result.json.access_token).toBeTruthy();
  });

  it.each([
    ['a wrong password', { password: 'Wrong-password1' }, 'invalid_grant'],
    ['an unknown user', { username: 'nobody@demo.test' }, 'invalid_grant'],
    ['no username', { username: '' }, 'invalid_request'],
    ['an unknown client', { client_id: 'nope' }, 'invalid_client'],
    ['a wrong client secret', { client_secret: 'nope' }, 'invalid_client'],
    ['no client id', { client_id: '' }, 'invalid_client'],
    ['an unknown grant type', { grant_type: 'client_credentials' }, 'unsupported_grant_type'],
    ['no grant type', { grant_type: '' }, 'invalid_request'],
    ['a scope the client may not ask for', { scope: 'openid admin' }, 'invalid_scope'],
  ])('answers 400 for %s', async (_name, form, error) => {
    const base = { grant_type: 'password', username: 'owner@demo.test', password: PASSWORD, scope: SCOPE, ...CLIENT };
    const result = await http<{ error: string; error_description: string }>(s, 'POST', AUTH_PATHS.token, {
      form: { ...base, ...form },
    });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe(error);
    expect(result.json.error_description).toEqual(expect.any(String));
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('answers invalid_request for a JSON body', async () => {
    const result = await http<{ error: string }>(s, 'POST', AUTH_PATHS.token, {
      body: { grant_type: 'password', username: 'owner@demo.test', password: PASSWORD, ...CLIENT },
    });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe('invalid_request');
  });

  it('refuses a grant the client is not allowed (unauthorized_client) and scopes beyond its list (invalid_scope)', async () => {
    const reports = { client_id: 'reports', client_secret: 'reports-secret' };
    const refresh = await http<{ error: string }>(s, 'POST', AUTH_PATHS.token, {
      form: { grant_type: 'refresh_token', refresh_token: 'x', ...reports },
    });
    expect(refresh.json.error).toBe('unauthorized_client');
    const offline = await passwordGrant(s, 'owner@demo.test', PASSWORD, { form: reports });
    expect(offline.json.error).toBe('invalid_scope');
    const fine = await passwordGrant(s, 'owner@demo.test', PASSWORD, { form: reports, scope: 'openid api' });
    expect(fine.status).toBe(200);
  });

  it('resolves the tenant from old: its agency, else the default agency; never another agency', async () => {
    expect((await passwordGrant(s, 'owner@acme.test', PASSWORD, { old: 'acme' })).status).toBe(200);
    const acme = await signIn(s, 'owner@acme.test', PASSWORD, 'acme');
    expect(decodeJwt(acme.access_token).payload.agency).toBe('acme');
    // No hint, or a hint naming no agency: the default agency (demo), where acme's owner has no account.
    expect((await passwordGrant(s, 'owner@acme.test')).json.error).toBe('invalid_grant');
    expect((await passwordGrant(s, 'owner@acme.test', PASSWORD, { old: 'localhost' })).json.error).toBe(
      'invalid_grant',
    );
    expect((await passwordGrant(s, 'owner@demo.test', PASSWORD, { old: 'www' })).status).toBe(200);
    // Cross-agency sign-in fails.
    expect((await passwordGrant(s, 'owner@demo.test', PASSWORD, { old: 'acme' })).json.error).toBe('invalid_grant');
    // Without a default agency, a hint that names none resolves to nothing (the login fails).
    const naming = (old: string) => ({ query: { old }, headers: {} }) as unknown as FastifyRequest;
    expect(await resolveAgency(s.app.services.db, naming('nope'), null)).toBeNull();
    expect(await resolveAgency(s.app.services.db, naming('nope'), 'demo')).toMatchObject({
      agency: { slug: 'demo' },
      explicit: false,
    });
  });

  /** Moves a used refresh token's rotation `seconds` into the past (its grace window runs from there). */
  async function rotatedAgo(handle: string, seconds: number) {
    const stored = await findRefreshToken(s.app.services.db, handle);
    await s.app.services.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - seconds * 1000) })
      .where('id', '=', stored!.id)
      .execute();
  }
  const revokedReasonOf = async (accessToken: string) =>
    (
      await s.app.services.db
        .selectFrom('refresh_token_families')
        .select('revoked_reason')
        .where('id', '=', decodeJwt(accessToken).payload.sid as string)
        .executeTakeFirstOrThrow()
    ).revoked_reason;

  it('rotates refresh tokens; a used one presented after the grace window is rejected and revokes its whole family', async () => {
    const first = await signIn(s, 'supervisor@demo.test');
    const second = await refreshGrant(s, first.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.json.refresh_token).toBeTruthy();
    expect(second.json.refresh_token).not.toBe(first.refresh_token);
    // The rotated token belongs to the same session.
    expect(decodeJwt(second.json.access_token).payload.sid).toBe(decodeJwt(first.access_token).payload.sid);
    expect(decodeJwt(second.json.access_token).payload.recruiter).toMatchObject({
      FirstName: 'Sam',
      Roles: ['supervisor'],
    });
    // The grace window (30 s by default) has passed: a second use is a reuse.
    await rotatedAgo(first.refresh_token!, 31);
    const reuse = await refreshGrant(s, first.refresh_token!);
    expect(reuse.status).toBe(400);
    expect(reuse.json).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token has already been used.',
    });
    expect(await revokedReasonOf(first.access_token)).toBe('reuse');
    // The family is revoked: the newest token of it no longer works either.
    const afterReuse = await refreshGrant(s, second.json.refresh_token!);
    expect(afterReuse.json.error).toBe('invalid_grant');
    // The rotated token's box is gone with the window.
    const used = await findRefreshToken(s.app.services.db, first.refresh_token!);
    expect(used!.successor_box).toBeNull();
    // Another sign-in starts a new family and works.
    const other = await signIn(s, 'supervisor@demo.test');
    expect(decodeJwt(other.access_token).payload.sid).not.toBe(decodeJwt(first.access_token).payload.sid);
    expect((await refreshGrant(s, other.refresh_token!)).status).toBe(200);
  });

  it('two refresh grants at once with one refresh token (two tabs): both get the same new pair, the session lives on', async () => {
    const first = await signIn(s, 'manager@demo.test');
    const [a, b] = await Promise.all([refreshGrant(s, first.refresh_token!), refreshGrant(s, first.refresh_token!)]);
    // The grace window: the immediately previous token presented again shortly after its rotation gets the
    // pair it was rotated into, not a reuse verdict.
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json.access_token).toBe(a.json.access_token);
    expect(b.json.refresh_token).toBe(a.json.refresh_token);
    expect(a.json.refresh_token).not.toBe(first.refresh_token);
    expect(b.headers.get('cache-control')).toBe('no-store');
    expect(b.json.expires_in).toBeGreaterThan(3500);
    expect(await revokedReasonOf(first.access_token)).toBeNull();
    // One successor only, and it rotates on.
    const family = decodeJwt(first.access_token).payload.sid as string;
    const tokens = await s.app.services.db
      .selectFrom('refresh_tokens')
      .select(['used_at', 'successor_box'])
      .where('family_id', '=', family)
      .orderBy('id')
      .execute();
    expect(tokens.map((t) => [t.used_at !== null, t.successor_box !== null])).toEqual([
      [true, true],
      [false, false],
    ]);
    // The box opens with the rotated token only: nothing in it is readable as a token.
    expect(tokens[0]!.successor_box).not.toContain(a.json.refresh_token!);
    const next = await refreshGrant(s, a.json.refresh_token!);
    expect(next.status).toBe(200);
    // Within the window again, but no longer the immediately previous token: a reuse, the family ends.
    const older = await refreshGrant(s, first.refresh_token!);
    expect(older.json).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token has already been used.',
    });
    expect(await revokedReasonOf(first.access_token)).toBe('reuse');
    expect((await refreshGrant(s, next.json.refresh_token!)).json.error_description).toBe(
      'The refresh token has been revoked.',
    );
  });

  it('replays within the window only: the same token at 29 s gets the pair, at 31 s it revokes the family', async () => {
    const first = await signIn(s, 'owner@demo.test');
    const rotated = await refreshGrant(s, first.refresh_token!);
    await rotatedAgo(first.refresh_token!, 29);
    const replay = await refreshGrant(s, first.refresh_token!);
    expect(replay.status).toBe(200);
    expect(replay.json.refresh_token).toBe(rotated.json.refresh_token);
    await rotatedAgo(first.refresh_token!, 31);
    const reuse = await refreshGrant(s, first.refresh_token!);
    expect(reuse.json.error_description).toBe('The refresh token has already been used.');
    expect(await revokedReasonOf(first.access_token)).toBe('reuse');
    expect((await refreshGrant(s, rotated.json.refresh_token!)).json.error).toBe('invalid_grant');
  });

  it('keeps no box past its window: the next rotation anywhere clears the boxes rotated more than 30 s ago', async () => {
    const first = await signIn(s, 'administrator@demo.test');
    await refreshGrant(s, first.refresh_token!);
    const boxOf = async (handle: string) => (await findRefreshToken(s.app.services.db, handle))!.successor_box;
    expect(await boxOf(first.refresh_token!)).not.toBeNull();
    await rotatedAgo(first.refresh_token!, 31);
    const other = await signIn(s, 'recruiter@demo.test');
    await refreshGrant(s, other.refresh_token!);
    expect(await boxOf(first.refresh_token!)).toBeNull();
    expect(await boxOf(other.refresh_token!)).not.toBeNull();
  });

  it("rejects unknown, expired and other clients' refresh tokens with invalid_grant", async () => {
    expect((await refreshGrant(s, 'not-a-token')).json.error).toBe('invalid_grant');
    expect((await refreshGrant(s, '')).json.error).toBe('invalid_request');
    const tokens = await signIn(s, 'administrator@demo.test');
    const mobile = await refreshGrant(s, tokens.refresh_token!, { client_id: 'mobile', client_secret: '' });
    expect(mobile.json.error).toBe('invalid_grant');
    // Expire it (sliding lifetime reached): this test's token only, the database is shared by the file.
    const stored = await findRefreshToken(s.app.services.db, tokens.refresh_token!);
    await s.app.services.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stored!.id)
      .execute();
    expect((await refreshGrant(s, tokens.refresh_token!)).json.error).toBe('invalid_grant');
  });

  it('keeps the sliding lifetime within the absolute lifetime of the family', async () => {
    const tokens = await signIn(s, 'admin@demo.test');
    const row = await s.app.services.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('refresh_token_families as f', 'f.id', 't.family_id')
      .select(['t.expires_at', 'f.absolute_expires_at', 't.token_hash'])
      .orderBy('t.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(tokens.refresh_token!);
    const day = 86_400_000;
    expect(Math.round((row.expires_at.getTime() - Date.now()) / day)).toBe(15);
    expect(Math.round((row.absolute_expires_at.getTime() - Date.now()) / day)).toBe(30);
  });

  it('revokes (RFC 7009): 200, the family stops working; unknown tokens 200; errors as IdentityServer', async () => {
    const tokens = await signIn(s, 'recruiter@demo.test');
    const revoke = (form: Record<string, string>) =>
      http<{ error?: string }>(s, 'POST', AUTH_PATHS.revocation, { form: { ...CLIENT, ...form } });
    // Another client cannot revoke it (200, no effect).
    const foreign = await http(s, 'POST', AUTH_PATHS.revocation, {
      form: { token: tokens.refresh_token!, client_id: 'mobile' },
    });
    expect(foreign.status).toBe(200);
    expect((await revoke({ token: tokens.refresh_token!, token_type_hint: 'refresh_token' })).status).toBe(200);
    expect((await refreshGrant(s, tokens.refresh_token!)).json.error).toBe('invalid_grant');
    expect((await revoke({ token: 'unknown-token' })).status).toBe(200);
    expect((await revoke({ token: tokens.access_token, token_type_hint: 'access_token' })).status).toBe(200);
    const badHint = await revoke({ token: 'x', token_type_hint: 'id_token' });
    expect([badHint.status, badHint.json.error]).toEqual([400, 'unsupported_token_type']);
    const badClient = await revoke({ token: 'x', client_secret: 'wrong' });
    expect([badClient.status, badClient.json.error]).toEqual([400, 'invalid_client']);
    const noToken = await revoke({});
    expect([noToken.status, noToken.json.error]).toEqual([400, 'invalid_request']);
  });

  it('publishes discovery and a JWKS that verifies the access tokens', async () => {
    const discovery = await http<Record<string, unknown>>(s, 'GET', AUTH_PATHS.discovery);
    expect(discovery.status).toBe(200);
    expect(discovery.json).toMatchObject({
      issuer: s.baseUrl,
      token_endpoint: `${s.baseUrl}${AUTH_PATHS.token}`,
      revocation_endpoint: `${s.baseUrl}${AUTH_PATHS.revocation}`,
      jwks_uri: `${s.baseUrl}${AUTH_PATHS.jwks}`,
      grant_types_supported: ['password', 'refresh_token'],
      claims_supported: expect.arrayContaining(['sub', 'agency_id', 'recruiter', 'applicant_id', 'sid']),
    });
    const jwks = await http<{ keys: Array<Record<string, unknown>> }>(s, 'GET', AUTH_PATHS.jwks);
    expect(jwks.json.keys).toHaveLength(1);
    expect(jwks.json.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.json.keys[0]!.d).toBeUndefined();
    const { access_token } = await signIn(s, 'owner@demo.test');
    const { payload, protectedHeader } = await jwtVerify(access_token, createLocalJWKSet(jwks.json as never), {
      issuer: s.baseUrl,
      audience: 'api',
      typ: 'at+jwt',
    });
    expect(protectedHeader.kid).toBe(jwks.json.keys[0]!.kid);
    expect(payload.agency).toBe('demo');
  });

  it('rejects forged and tampered access tokens with 401', async () => {
    const { access_token } = await signIn(s, 'recruiter@acme.test', PASSWORD, 'acme');
    const [h, p, sig] = access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, agency_id: 1, agency: 'demo' })).toString('base64url')}.${sig}`;
    const result = await http<{ Code: string }>(s, 'GET', '/api/recruiter/get-current-recruiter', { token: tampered });
    expect(result.status).toBe(401);
    expect(result.json.Code).toBe('unauthorized');
  });
});
