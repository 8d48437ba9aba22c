import type { FastifyBaseLogger } from 'fastify';
import type { TokenResponse } from '@agency/api-client/contract';
import { OAuthError } from '../../platform/errors';
import type { TenantAgency } from '../../platform/tenant';
import { signAccessToken } from './access-token';
import type { ClientConfig } from './clients';
import type { AuthDeps } from './routes';
import { findRefreshToken, issueInFamily, loadPrincipal, revokeFamily, startFamily } from './queries';

const lifetimesOf = (config: AuthDeps['config']) => ({
  absoluteSeconds: config.refreshTokenAbsoluteSeconds,
  slidingSeconds: config.refreshTokenSlidingSeconds,
});

/**
 * The password grant in the agency the request resolved to (null: none). The password, or a temporary
 * password once (from then on it only serves change-password); a staff sign-in records an entry (Recruiter
 * History); with offline_access a refresh token family (the session, `sid`) starts. Unknown accounts cost
 * one Argon2 verification like known ones.
 */
export async function passwordGrant(
  deps: Pick<AuthDeps, 'db' | 'hasher' | 'key' | 'config'>,
  grant: {
    agency: TenantAgency | null;
    client: ClientConfig;
    username: string;
    password: string;
    scope: string;
    issuer: string;
  },
): Promise<TokenResponse> {
  const { db, hasher, key, config } = deps;
  const { agency, client, username, password, scope } = grant;
  const invalid = () => new OAuthError('invalid_grant', 'The user name or password is incorrect.');
  if (!agency) {
    await hasher.verifyNothing(password);
    throw invalid();
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('agency_id', '=', agency.id)
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
  const principal = await loadPrincipal(db, user, agency.slug, client.clientId, scope);
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
    return scope.split(' ').includes('offline_access')
      ? startFamily(
          trx,
          { userId: user.id, agencyId: user.agency_id, clientId: client.clientId, scope },
          lifetimesOf(config),
        )
      : undefined;
  });
  // The session id (`sid`) is the refresh token family; a grant without offline_access has none.
  const accessToken = await signAccessToken(key, grant.issuer, config.accessTokenLifetimeSeconds, {
    ...principal,
    sessionId: family?.familyId ?? null,
  });
  return {
    access_token: accessToken,
    expires_in: config.accessTokenLifetimeSeconds,
    token_type: 'Bearer',
    scope,
    ...(family ? { refresh_token: family.refreshToken } : {}),
  };
}

/**
 * The refresh_token grant: one-time use with rotation. The presented token is marked used atomically and
 * the next one issued in the same transaction; a token presented again (a reuse, or the loser of two
 * simultaneous refreshes) revokes its whole family. `scope` narrows the family's scopes (or refuses).
 */
export async function refreshGrant(
  deps: Pick<AuthDeps, 'db' | 'key' | 'config'>,
  grant: {
    client: ClientConfig;
    handle: string;
    scope: (familyScopes: string[]) => string;
    issuer: string;
    log: FastifyBaseLogger;
  },
): Promise<TokenResponse> {
  const { db, key, config } = deps;
  const { client } = grant;
  const invalid = (why: string) => new OAuthError('invalid_grant', why);
  const stored = await findRefreshToken(db, grant.handle);
  if (!stored) throw invalid('The refresh token is not valid.');
  if (stored.client_id !== client.clientId) throw invalid('The refresh token was issued to another client.');
  if (stored.revoked_at) throw invalid('The refresh token has been revoked.');
  if (stored.used_at) {
    await revokeFamily(db, stored.family_id, 'reuse');
    grant.log.warn({ familyId: stored.family_id }, 'refresh token reused: family revoked');
    throw invalid('The refresh token has already been used.');
  }
  const now = Date.now();
  if (stored.expires_at.getTime() <= now || stored.absolute_expires_at.getTime() <= now)
    throw invalid('The refresh token has expired.');
  const scope = grant.scope(stored.scope.split(' '));
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
      refreshToken: await issueInFamily(trx, stored.family_id, stored.absolute_expires_at, lifetimesOf(config)),
    };
  });
  if (outcome.reused) {
    await revokeFamily(db, stored.family_id, 'reuse');
    throw invalid('The refresh token has already been used.');
  }
  const accessToken = await signAccessToken(key, grant.issuer, config.accessTokenLifetimeSeconds, {
    ...principal,
    sessionId: stored.family_id,
  });
  return {
    access_token: accessToken,
    expires_in: config.accessTokenLifetimeSeconds,
    token_type: 'Bearer',
    scope,
    refresh_token: outcome.refreshToken,
  };
}
