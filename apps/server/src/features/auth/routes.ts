import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_PATHS, CLAIMS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { OAuthError } from '../../platform/errors';
import { noStore } from '../../platform/http';
import type { PasswordHasher } from '../../platform/password';
import { clientAddressKey, createLimit, SignInThrottle, type RateLimit } from '../../platform/rate-limit';
import { resolveAgency } from '../../platform/tenant';
import { authenticateClient, type ClientConfig } from './clients';
import type { SigningKeys } from './keys';
import { findRefreshToken, recordSignOut } from './queries';
import { passwordGrant, refreshGrant } from './service';
import { revokeFamily } from '../../core/identity';

/** What the identity server needs. */
export interface AuthDeps {
  db: Db;
  hasher: PasswordHasher;
  keys: SigningKeys;
  config: {
    issuer: string | null;
    production: boolean;
    accessTokenLifetimeSeconds: number;
    refreshTokenAbsoluteSeconds: number;
    refreshTokenSlidingSeconds: number;
    /** Seconds after a rotation in which the previous refresh token replays the same pair (0: none). */
    refreshTokenReuseGraceSeconds: number;
    clients: readonly ClientConfig[];
    defaultAgency: string | null;
    rateLimits: {
      tokenPerIp: RateLimit;
      signInPerAccountIp: RateLimit;
      signInPerIp: RateLimit;
      signInPerAccount: RateLimit;
    };
    signInBackoff: { baseMs: number; maxMs: number };
  };
}

/**
 * The issuer: ISSUER when configured (always in production, where the configuration requires it: a
 * request's Host or X-Forwarded-Host never decides it there), else in development the request's origin
 * (as IdentityServer derives it).
 */
function issuerOf(config: AuthDeps['config'], request: FastifyRequest): string {
  if (config.issuer !== null) return config.issuer;
  if (config.production) throw new Error('ISSUER is required in production (app/config/auth.ts).');
  return `${request.protocol}://${request.host}`;
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
  const { config, db, keys } = deps;
  const limitPerIp = createLimit(
    app,
    'token-ip',
    config.rateLimits.tokenPerIp,
    clientAddressKey,
    'Too many sign-in attempts from this address. Try again in {seconds} seconds.',
  );
  // Failed password grants per account + IP (back-off), per IP and per account (platform/rate-limit/sign-in.ts).
  const signInThrottle = new SignInThrottle(app, {
    perAccountIp: config.rateLimits.signInPerAccountIp,
    backoff: config.signInBackoff,
    perIp: config.rateLimits.signInPerIp,
    perAccount: config.rateLimits.signInPerAccount,
  });

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

    const issuer = issuerOf(config, request);
    if (grantType === 'password') {
      const username = body.username?.trim().toLowerCase();
      const password = body.password;
      if (!username || !password) throw new OAuthError('invalid_request', 'username and password are required.');
      const scopes = grantedScope(client, body.scope, client.scopes);
      const tenant = await resolveAgency(db, request, config.defaultAgency);
      // Counted per resolved agency (every hint that falls back to the default agency is that agency), so
      // varying the hint does not buy new attempts. Claimed before the password is checked.
      const attempt = await signInThrottle.claim(
        `${tenant?.agency.id ?? 'none'}:${username}`,
        clientAddressKey(request),
      );
      let response;
      try {
        response = await passwordGrant(deps, {
          agency: tenant?.agency ?? null,
          client,
          username,
          password,
          scope: scopes.join(' '),
          issuer,
          ip: request.ip,
        });
      } catch (error) {
        // A refused password stays a failure; anything else (a server error) was no guess.
        if (!(error instanceof OAuthError)) await attempt.notAGuess();
        throw error;
      }
      await attempt.succeeded();
      return response;
    }

    // grant_type=refresh_token: one-time use with rotation; a used token revokes its whole family (except the
    // previous token within the grace window, which gets the same pair again).
    const handle = body.refresh_token;
    if (!handle) throw new OAuthError('invalid_request', 'refresh_token is missing.');
    return refreshGrant(deps, {
      client,
      handle,
      scope: (familyScopes) => grantedScope(client, body.scope, familyScopes).join(' '),
      issuer,
      log: request.log,
    });
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
    if (stored && stored.client_id === client.clientId && !stored.revoked_at) {
      await revokeFamily(db, stored.family_id, 'revoked');
      // The portal's sign-out revokes its session: the audit log's 'sign-out'.
      await recordSignOut(db, { userId: stored.user_id, agencyId: stored.agency_id, ip: request.ip });
    }
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
      id_token_signing_alg_values_supported: [...new Set(keys.published().map((jwk) => jwk.alg!))],
      subject_types_supported: ['public'],
    };
  });

  // The current key and the previous one (still accepted until the next rotation), as this instance last
  // read them (every SIGNING_KEY_RELOAD, and at once on a token with a kid it did not know).
  app.get(AUTH_PATHS.jwks, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { keys: keys.published() };
  });
}
