import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_LOCKED_MESSAGE, AGENCY_SUSPENDED_MESSAGE, type TokenResponse } from '@agency/api-client/contract';
import { auditName, recordAudit } from '../../core/audit';
import { OAuthError } from '../../platform/errors';
import type { TenantAgency } from '../../platform/tenant';
import { signAccessToken } from './access-token';
import type { ClientConfig } from './clients';
import type { AuthDeps } from './routes';
import { openPair, replaysScope, sealPair } from './grace';
import {
  claimRefreshToken,
  clearExpiredSuccessorBoxes,
  clearSuccessorBox,
  findRefreshToken,
  issueInFamily,
  loadPrincipal,
  startFamily,
} from './queries';
import { revokeFamily } from '../../core/identity';

const lifetimesOf = (config: AuthDeps['config']) => ({
  absoluteSeconds: config.refreshTokenAbsoluteSeconds,
  slidingSeconds: config.refreshTokenSlidingSeconds,
});

/**
 * The password grant in the agency the request resolved to (null: none). The password, or a temporary
 * password once (from then on it only serves change-password); a staff sign-in records an entry (Recruiter
 * History); with offline_access a refresh token family (the session, `sid`) starts. Unknown accounts cost
 * one Argon2 verification like known ones. The audit log (core/audit) records the sign-in, in its
 * transaction, and each refused attempt on an account of the agency (the reason in words, never the
 * password). A locked or deactivated account's right password answers as a wrong one (only the audit log tells).
 */
export async function passwordGrant(
  deps: Pick<AuthDeps, 'db' | 'hasher' | 'keys' | 'config'>,
  grant: {
    agency: TenantAgency | null;
    client: ClientConfig;
    username: string;
    password: string;
    scope: string;
    issuer: string;
    /** The request's address (the audit log). */
    ip?: string;
  },
): Promise<TokenResponse> {
  const { db, hasher, keys, config } = deps;
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
  const refused = async (reason: string, error: OAuthError = invalid()) => {
    await recordAudit(db, {
      agencyId: user.agency_id,
      action: 'sign-in-failed',
      subjectUserId: user.id,
      subjectName: auditName(user),
      detail: { Reason: reason },
      ip: grant.ip ?? '',
    });
    return error;
  };
  let viaTemporaryPassword = false;
  if (!(await hasher.verify(user.password_hash, password))) {
    const temporaryUsable =
      user.temp_password_hash &&
      !user.temp_password_used_at &&
      user.temp_password_expires_at &&
      user.temp_password_expires_at.getTime() > Date.now();
    if (!temporaryUsable || !(await hasher.verify(user.temp_password_hash!, password)))
      throw await refused('Wrong password');
    viaTemporaryPassword = true;
  }
  // A disabled or locked account's right password gets the wrong password's answer (status, error and
  // description): an answer of its own would tell whoever is guessing that the guess was right, to be used once
  // the account is unlocked (or elsewhere). The audit log keeps the reason.
  if (!user.is_active) throw await refused('Account deactivated');
  if (user.locked_at !== null) throw await refused('Account locked');
  // A suspended agency (docs/agencies.md): told so after the right password only, like a locked account.
  if (agency.suspended_at !== null)
    throw await refused('Agency suspended', new OAuthError('invalid_grant', AGENCY_SUSPENDED_MESSAGE));
  const principal = await loadPrincipal(db, user, agency.slug, client.clientId, scope);
  if (!principal)
    throw await refused(
      'Account not set up',
      new OAuthError('invalid_grant', 'This account is not set up completely.'),
    );
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
    await trx.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', user.id).execute();
    await recordAudit(trx, {
      agencyId: user.agency_id,
      action: 'sign-in',
      actorUserId: user.id,
      actorName: auditName(user),
      subjectUserId: user.id,
      subjectName: auditName(user),
      detail: viaTemporaryPassword ? { TemporaryPassword: true } : {},
      ip: grant.ip ?? '',
    });
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
  const accessToken = await signAccessToken(keys, grant.issuer, config.accessTokenLifetimeSeconds, {
    ...principal,
    // Set by this very sign-in when it used the temporary password.
    mustChangePassword: principal.mustChangePassword || viaTemporaryPassword,
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

/** A concurrent grant claimed the same refresh token first: this one rolls back and replays its pair. */
class LostRotationRace extends Error {}

/**
 * The refresh_token grant: one-time use with rotation. The presented token is marked used atomically and
 * the next one issued in the same transaction. The immediately previous token of a family presented again
 * within the grace window (`refreshTokenReuseGraceSeconds` after its rotation: two tabs refreshing at once)
 * gets the same pair it was rotated into; any other second use (after the window, or an older token) is a
 * reuse and revokes the whole family. `scope` narrows the family's scopes (or refuses).
 */
export async function refreshGrant(
  deps: Pick<AuthDeps, 'db' | 'keys' | 'config'>,
  grant: {
    client: ClientConfig;
    handle: string;
    scope: (familyScopes: string[]) => string;
    issuer: string;
    log: FastifyBaseLogger;
  },
): Promise<TokenResponse> {
  const { db, keys, config } = deps;
  const { client } = grant;
  const invalid = (why: string) => new OAuthError('invalid_grant', why);
  const graceMs = config.refreshTokenReuseGraceSeconds * 1000;

  /**
   * A used token: the pair it was rotated into while the window lasts (for the same scope only), else reuse
   * (the family ends).
   */
  async function replayOrRevoke(used: {
    id: number;
    family_id: string;
    used_at: Date;
    successor_box: string | null;
    scope: string;
  }) {
    const now = Date.now();
    const sealed =
      used.successor_box !== null && used.used_at.getTime() + graceMs > now
        ? openPair(grant.handle, used.successor_box)
        : null;
    if (sealed) {
      // Another scope than the pair's (narrower or wider): the pair would not be what was asked for, and a
      // second live pair would break the one-time rotation. Refused; the session stays (same client, in time).
      if (!replaysScope(sealed, grant.scope(used.scope.split(' '))))
        throw invalid('The refresh token was just used with another scope; use the tokens issued then.');
      grant.log.info({ familyId: used.family_id }, 'refresh token replayed within the grace window');
      return { ...sealed.response, expires_in: Math.max(0, Math.floor((sealed.accessExpiresAt - now) / 1000)) };
    }
    await revokeFamily(db, used.family_id, 'reuse');
    if (used.successor_box !== null) await clearSuccessorBox(db, used.id);
    grant.log.warn({ familyId: used.family_id }, 'refresh token reused: family revoked');
    throw invalid('The refresh token has already been used.');
  }

  const stored = await findRefreshToken(db, grant.handle);
  if (!stored) throw invalid('The refresh token is not valid.');
  if (stored.client_id !== client.clientId) throw invalid('The refresh token was issued to another client.');
  if (stored.revoked_at) throw invalid('The refresh token has been revoked.');
  if (stored.used_at) return replayOrRevoke({ ...stored, used_at: stored.used_at });
  const now = Date.now();
  if (stored.expires_at.getTime() <= now || stored.absolute_expires_at.getTime() <= now)
    throw invalid('The refresh token has expired.');
  const scope = grant.scope(stored.scope.split(' '));
  const row = await db
    .selectFrom('users')
    .innerJoin('agencies', 'agencies.id', 'users.agency_id')
    .selectAll('users')
    .select(['agencies.slug as agency_slug', 'agencies.suspended_at as agency_suspended_at'])
    .where('users.id', '=', stored.user_id)
    .where('users.agency_id', '=', stored.agency_id)
    .executeTakeFirst();
  if (!row || !row.is_active) {
    await revokeFamily(db, stored.family_id, 'account-disabled');
    throw invalid('The account is disabled.');
  }
  if (row.locked_at !== null) {
    await revokeFamily(db, stored.family_id, 'account-locked');
    throw invalid(ACCOUNT_LOCKED_MESSAGE);
  }
  // A suspended agency: no renewal, but the session stays (resuming the agency restores it).
  if (row.agency_suspended_at !== null) throw invalid(AGENCY_SUSPENDED_MESSAGE);
  const { agency_slug: agencySlug, agency_suspended_at: _suspendedAt, ...user } = row;
  const principal = await loadPrincipal(db, user, agencySlug, client.clientId, scope);
  if (!principal) throw invalid('This account is not set up completely.');
  const response = await db
    .transaction()
    .execute(async (trx): Promise<TokenResponse> => {
      const refreshToken = await issueInFamily(trx, stored.family_id, stored.absolute_expires_at, lifetimesOf(config));
      const accessExpiresAt = Date.now() + config.accessTokenLifetimeSeconds * 1000;
      const accessToken = await signAccessToken(keys, grant.issuer, config.accessTokenLifetimeSeconds, {
        ...principal,
        sessionId: stored.family_id,
      });
      const issued: TokenResponse = {
        access_token: accessToken,
        expires_in: config.accessTokenLifetimeSeconds,
        token_type: 'Bearer',
        scope,
        refresh_token: refreshToken,
      };
      const box = graceMs > 0 ? sealPair(grant.handle, { response: issued, accessExpiresAt }) : null;
      // Claimed by a concurrent grant meanwhile: roll back what this one issued.
      if (!(await claimRefreshToken(trx, { id: stored.id, familyId: stored.family_id }, box)))
        throw new LostRotationRace();
      return issued;
    })
    .catch((error: unknown) => {
      if (error instanceof LostRotationRace) return null;
      throw error;
    });
  if (response) {
    // Boxes outlive their window only until the next rotation anywhere: nothing opens them afterwards.
    await clearExpiredSuccessorBoxes(db, new Date(Date.now() - graceMs));
    return response;
  }
  // The concurrent grant has committed: replay the pair it issued (or, without a window, a reuse).
  const used = await findRefreshToken(db, grant.handle);
  if (!used?.used_at) throw invalid('The refresh token has already been used.');
  if (used.revoked_at) throw invalid('The refresh token has been revoked.');
  return replayOrRevoke({ ...used, used_at: used.used_at });
}
