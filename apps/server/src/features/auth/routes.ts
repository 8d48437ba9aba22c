import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_PATHS, CLAIMS, type TokenResponse } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { OAuthError } from '../../platform/errors';
import { noStore } from '../../platform/http';
import type { PasswordHasher } from '../../platform/password';
import { createLimit, FailureLimit, type RateLimit } from '../../platform/rate-limit';
import { resolveAgency } from '../../platform/tenant';
import { signAccessToken } from './access-token';
import { authenticateClient, type ClientConfig } from './clients';
import type { SigningKey } from './keys';
import { findRefreshToken, issueInFamily, loadPrincipal, revokeFamily, startFamily } from './queries';

/** What the identity server needs. */
export interface AuthDeps {
  db: Db;
  hasher: PasswordHasher;
  key: SigningKey;
  config: {
    issuer: string | null;
    accessTokenLifetimeSeconds: number;
    refreshTokenAbsoluteSeconds: number;
    refreshTokenSlidingSeconds: number;
    clients: readonly ClientConfig[];
    defaultAgency: string | null;
    rateLimits: { tokenPerIp: RateLimit; tokenPerUsername: RateLimit };
  };
}

/** The issuer: ISSUER when configured, else the request's origin (as IdentityServer derives it). */
function issuerOf(config: AuthDeps['config'], request: FastifyRequest): string {
  return config.issuer ?? `${request.protocol}://${request.host}`;
}

function formBody(request: FastifyRequest): Record<string, string> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new OAuthError('invalid_request', 'The request must be application/x-www-form-urlencoded.');
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw new OAuthError('invalid_request', `Parameter ${name} is repeated.`);
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

function grantedScope(client: ClientConfig, requested: string | undefined, allowed: readonly string[]): string[] {
  const scopes = requested?.trim() ? [...new Set(requested.trim().split(/\s+/))] : [...allowed];
  const refused = scopes.filter((scope) => !allowed.includes(scope) || !client.scopes.includes(scope));
  if (refused.length > 0) throw new OAuthError('invalid_scope', `Scope not allowed: ${refused.join(' ')}.`);
  return scopes;
}

/** The token (password and refresh_token grants), revocation, discovery and JWKS endpoints. */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const { config, db, key, hasher } = deps;
  const lifetimes = {
    absoluteSeconds: config.refreshTokenAbsoluteSeconds,
    slidingSeconds: config.refreshTokenSlidingSeconds,
  };
  const limitPerIp = createLimit(
    app,
    'token-ip',
    config.rateLimits.tokenPerIp,
    (r) => r.ip,
    'Too many sign-in attempts from this address. Try again in {seconds} seconds.',
  );
  // Failed password grants per agency + username; successful sign-ins give their attempt back.
  const failedSignIns = new FailureLimit(
    config.rateLimits.tokenPerUsername,
    'Too many sign-in attempts for this account. Try again in {seconds} seconds.',
  );

  app.post(AUTH_PATHS.token, async (request, reply) => {
    noStore(reply);
    await limitPerIp(request);
    const body = formBody(request);
    const client = authenticateClient(config.clients, request, body);
    const grantType = body.grant_type;
    if (!grantType) throw new OAuthError('invalid_request', 'grant_type is missing.');
    if (grantType !== 'password' && grantType !== 'refresh_token')
      throw new OAuthError('unsupported_grant_type', `Grant type ${grantType} is not supported.`);
    if (!client.grants.includes(grantType))
      throw new OAuthError('unauthorized_client', `This client may not use the ${grantType} grant.`);

    if (grantType === 'password') {
      const username = body.username?.trim().toLowerCase();
      const password = body.password;
      if (!username || !password) throw new OAuthError('invalid_request', 'username and password are required.');
      const scopes = grantedScope(client, body.scope, client.scopes);
      const tenant = await resolveAgency(db, request, config.defaultAgency);
      // Counted per resolved agency (every hint that falls back to the default agency is that agency), so
      // varying the hint does not buy new attempts. Released below once the grant succeeds.
      const releaseAttempt = failedSignIns.claim(`${tenant?.agency.id ?? 'none'}:${username}`);
      const invalid = () => new OAuthError('invalid_grant', 'The user name or password is incorrect.');
      if (!tenant) {
        await hasher.verifyNothing(password);
        throw invalid();
      }
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('agency_id', '=', tenant.agency.id)
        .where('email', '=', username)
        .executeTakeFirst();
      if (!user) {
        await hasher.verifyNothing(password);
        throw invalid();
      }
      let viaTemporaryPassword = false;
      if (!(await hasher.verify(user.password_hash, password))) {
        const temporaryUsable =
          user.temp_password_hash &&
          !user.temp_password_used_at &&
          user.temp_password_expires_at &&
          user.temp_password_expires_at.getTime() > Date.now();
        if (!temporaryUsable || !(await hasher.verify(user.temp_password_hash!, password))) throw invalid();
        viaTemporaryPassword = true;
      }
      if (!user.is_active) throw new OAuthError('invalid_grant', 'This account is disabled.');
      const scope = scopes.join(' ');
      const principal = await loadPrincipal(db, user, tenant.agency.slug, client.clientId, scope);
      if (!principal) throw new OAuthError('invalid_grant', 'This account is not set up completely.');
      const family = await db.transaction().execute(async (trx) => {
        if (viaTemporaryPassword) {
          // The temporary password works once: from now on it only serves change-password.
          const used = await trx
            .updateTable('users')
            .set({ temp_password_used_at: new Date(), must_change_password: true, updated_at: new Date() })
            .where('id', '=', user.id)
            .where('temp_password_used_at', 'is', null)
            .executeTakeFirst();
          if (used.numUpdatedRows === 0n) throw invalid();
        }
        if (principal.recruiter)
          await trx
            .insertInto('recruiter_entries')
            .values({ recruiter_id: principal.recruiter.RecruiterId, agency_id: user.agency_id, exit_at: null })
            .execute();
        return scopes.includes('offline_access')
          ? startFamily(trx, { userId: user.id, agencyId: user.agency_id, clientId: client.clientId, scope }, lifetimes)
          : undefined;
      });
      // The session id (`sid`) is the refresh token family; a grant without offline_access has none.
      const accessToken = await signAccessToken(key, issuerOf(config, request), config.accessTokenLifetimeSeconds, {
        ...principal,
        sessionId: family?.familyId ?? null,
      });
      releaseAttempt();
      const response: TokenResponse = {
        access_token: accessToken,
        expires_in: config.accessTokenLifetimeSeconds,
        token_type: 'Bearer',
        scope,
        ...(family ? { refresh_token: family.refreshToken } : {}),
      };
      return response;
    }

    // grant_type=refresh_token: one-time use with rotation; a used token revokes its whole family.
    const handle = body.refresh_token;
    if (!handle) throw new OAuthError('invalid_request', 'refresh_token is missing.');
    const invalid = (why: string) => new OAuthError('invalid_grant', why);
    const stored = await findRefreshToken(db, handle);
    if (!stored) throw invalid('The refresh token is not valid.');
    if (stored.client_id !== client.clientId) throw invalid('The refresh token was issued to another client.');
    if (stored.revoked_at) throw invalid('The refresh token has been revoked.');
    if (stored.used_at) {
      await revokeFamily(db, stored.family_id, 'reuse');
      request.log.warn({ familyId: stored.family_id }, 'refresh token reused: family revoked');
      throw invalid('The refresh token has already been used.');
    }
    const now = Date.now();
    if (stored.expires_at.getTime() <= now || stored.absolute_expires_at.getTime() <= now)
      throw invalid('The refresh token has expired.');
    const familyScopes = stored.scope.split(' ');
    const scopes = grantedScope(client, body.scope, familyScopes);
    const row = await db
      .selectFrom('users')
      .innerJoin('agencies', 'agencies.id', 'users.agency_id')
      .selectAll('users')
      .select('agencies.slug as agency_slug')
      .where('users.id', '=', stored.user_id)
      .where('users.agency_id', '=', stored.agency_id)
      .executeTakeFirst();
    if (!row || !row.is_active) {
      await revokeFamily(db, stored.family_id, 'account-disabled');
      throw invalid('The account is disabled.');
    }
    const { agency_slug: agencySlug, ...user } = row;
    const scope = scopes.join(' ');
    const principal = await loadPrincipal(db, user, agencySlug, client.clientId, scope);
    if (!principal) throw invalid('This account is not set up completely.');
    const outcome = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: new Date() })
        .where('id', '=', stored.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return { reused: true as const };
      return {
        reused: false as const,
        refreshToken: await issueInFamily(trx, stored.family_id, stored.absolute_expires_at, lifetimes),
      };
    });
    if (outcome.reused) {
      await revokeFamily(db, stored.family_id, 'reuse');
      throw invalid('The refresh token has already been used.');
    }
    const accessToken = await signAccessToken(key, issuerOf(config, request), config.accessTokenLifetimeSeconds, {
      ...principal,
      sessionId: stored.family_id,
    });
    const response: TokenResponse = {
      access_token: accessToken,
      expires_in: config.accessTokenLifetimeSeconds,
      token_type: 'Bearer',
      scope,
      refresh_token: outcome.refreshToken,
    };
    return response;
  });

  // RFC 7009. Refresh tokens revoke their whole family; access tokens are self-contained JWTs (nothing to
  // revoke server-side, they expire); unknown tokens and other clients' tokens answer 200 without effect.
  app.post(AUTH_PATHS.revocation, async (request, reply) => {
    noStore(reply);
    const body = formBody(request);
    const client = authenticateClient(config.clients, request, body);
    const token = body.token;
    if (!token) throw new OAuthError('invalid_request', 'token is missing.');
    const hint = body.token_type_hint;
    if (hint !== undefined && hint !== 'refresh_token' && hint !== 'access_token')
      throw new OAuthError('unsupported_token_type', `Token type ${hint} is not supported.`);
    const stored = await findRefreshToken(db, token);
    if (stored && stored.client_id === client.clientId) await revokeFamily(db, stored.family_id, 'revoked');
    return reply.status(200).send();
  });

  app.get(AUTH_PATHS.discovery, async (request) => {
    const issuer = issuerOf(config, request);
    return {
      issuer,
      jwks_uri: `${issuer}${AUTH_PATHS.jwks}`,
      token_endpoint: `${issuer}${AUTH_PATHS.token}`,
      revocation_endpoint: `${issuer}${AUTH_PATHS.revocation}`,
      scopes_supported: [...new Set(config.clients.flatMap((c) => c.scopes))],
      claims_supported: ['sub', 'client_id', 'scope', ...Object.values(CLAIMS)],
      grant_types_supported: ['password', 'refresh_token'],
      response_types_supported: ['token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      id_token_signing_alg_values_supported: [key.alg],
      subject_types_supported: ['public'],
    };
  });

  app.get(AUTH_PATHS.jwks, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { keys: [key.publicJwk] };
  });
}
