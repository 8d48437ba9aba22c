import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { auditName, recordAudit } from '../../core/audit';
import { preparedQuery, type Database, type Db } from '../../platform/db';
import type { Principal, UserRow } from '../../core/identity';

/** A refresh token handle: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newRefreshHandle(): { handle: string; hash: string } {
  const handle = randomBytes(32).toString('base64url');
  return { handle, hash: hashRefreshHandle(handle) };
}

export function hashRefreshHandle(handle: string): string {
  return createHash('sha256').update(handle, 'utf8').digest('hex');
}

export interface Lifetimes {
  absoluteSeconds: number;
  slidingSeconds: number;
}

/**
 * Starts a token family (one sign-in of one client: a session, whose id is the access token's `sid`) and
 * issues its first refresh token.
 */
export async function startFamily(
  trx: Kysely<Database>,
  family: { userId: string; agencyId: number; clientId: string; scope: string },
  lifetimes: Lifetimes,
): Promise<{ familyId: string; refreshToken: string }> {
  const now = Date.now();
  const familyId = randomUUID();
  const absolute = new Date(now + lifetimes.absoluteSeconds * 1000);
  await trx
    .insertInto('refresh_token_families')
    .values({
      id: familyId,
      user_id: family.userId,
      agency_id: family.agencyId,
      client_id: family.clientId,
      scope: family.scope,
      absolute_expires_at: absolute,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return { familyId, refreshToken: await issueInFamily(trx, familyId, absolute, lifetimes) };
}

/** Issues the next refresh token of a family: sliding lifetime, never past the family's absolute end. */
export async function issueInFamily(
  trx: Kysely<Database>,
  familyId: string,
  absoluteExpiresAt: Date,
  lifetimes: Lifetimes,
): Promise<string> {
  const { handle, hash } = newRefreshHandle();
  const sliding = Date.now() + lifetimes.slidingSeconds * 1000;
  await trx
    .insertInto('refresh_tokens')
    .values({
      family_id: familyId,
      token_hash: hash,
      expires_at: new Date(Math.min(sliding, absoluteExpiresAt.getTime())),
      used_at: null,
      successor_box: null,
    })
    .execute();
  return handle;
}

/**
 * Marks a refresh token used and keeps the sealed pair it was rotated into (the grace window's box); the
 * family's older boxes are cleared, so only the immediately previous token can be replayed. False when the
 * token was used meanwhile (a concurrent grant won): nothing changes then.
 */
export async function claimRefreshToken(
  trx: Kysely<Database>,
  token: { id: number; familyId: string },
  successorBox: string | null,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(), successor_box: successorBox })
    .where('id', '=', token.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return false;
  await trx
    .updateTable('refresh_tokens')
    .set({ successor_box: null })
    .where('family_id', '=', token.familyId)
    .where('id', '<>', token.id)
    .where('successor_box', 'is not', null)
    .execute();
  return true;
}

/** Forgets every box whose token was rotated before `cutoff` (its grace window is over). */
export async function clearExpiredSuccessorBoxes(db: Db, cutoff: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ successor_box: null })
    .where('successor_box', 'is not', null)
    .where('used_at', '<', cutoff)
    .execute();
}

/** Forgets a token's box (its grace window is over, or its family ended). */
export async function clearSuccessorBox(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ successor_box: null }).where('id', '=', tokenId).execute();
}

/** What a request's session check reads: the account and, for a token with `sid`, its family (null: none). */
export interface SessionState {
  isActive: boolean;
  /** Locked by the agency owner (Manage Users): every token is refused. */
  locked: boolean;
  /** The account's agency is suspended by a platform operator (docs/agencies.md): every token is refused. */
  agencySuspended: boolean;
  mustChangePassword: boolean;
  /** The account's e-mail is verified (the applicant's own calls need it: docs/security.md). */
  emailVerified: boolean;
  /**
   * Applicant accounts: the applicant record linked to the account now (null: none yet; a registration whose
   * e-mail the agency already holds is linked to that record only once the e-mail is verified). The token's
   * claim is what it was at sign-in; this is what the request acts on.
   */
  applicantId: number | null;
  /** Null: the token has no `sid`, or its family does not exist (for this user). */
  family: { revokedAt: Date | null; absoluteExpiresAt: Date } | null;
}

const PROBE = {
  userId: '00000000-0000-0000-0000-0000000051d1',
  agencyId: -7_654_322,
  sessionId: '00000000-0000-0000-0000-0000000051d2',
};

/** A session's token: its account and its family, one prepared query (run on every request the cache misses). */
const sessionRow = preparedQuery(
  (db, { userId, agencyId, sessionId }: { userId: string; agencyId: number; sessionId: string }) =>
    db
      .selectFrom('users as u')
      .innerJoin('agencies as a', 'a.id', 'u.agency_id')
      .leftJoin('refresh_token_families as f', (join) =>
        join.on('f.id', '=', sessionId).onRef('f.user_id', '=', 'u.id').onRef('f.agency_id', '=', 'u.agency_id'),
      )
      .leftJoin('applicants as ap', (join) =>
        join.onRef('ap.user_id', '=', 'u.id').onRef('ap.agency_id', '=', 'u.agency_id'),
      )
      .select([
        'u.is_active',
        'u.must_change_password',
        'u.locked_at',
        'u.is_verified',
        'ap.id as applicant_id',
        'a.suspended_at as agency_suspended_at',
        'f.id as family_id',
        'f.revoked_at',
        'f.absolute_expires_at',
      ])
      .where('u.id', '=', userId)
      .where('u.agency_id', '=', agencyId),
  PROBE,
);

/** A token without a session: its account only. */
const accountRow = preparedQuery(
  (db, { userId, agencyId }: { userId: string; agencyId: number }) =>
    db
      .selectFrom('users as u')
      .innerJoin('agencies as a', 'a.id', 'u.agency_id')
      .leftJoin('applicants as ap', (join) =>
        join.onRef('ap.user_id', '=', 'u.id').onRef('ap.agency_id', '=', 'u.agency_id'),
      )
      .select([
        'u.is_active',
        'u.must_change_password',
        'u.locked_at',
        'u.is_verified',
        'ap.id as applicant_id',
        'a.suspended_at as agency_suspended_at',
      ])
      .where('u.id', '=', userId)
      .where('u.agency_id', '=', agencyId),
  { userId: PROBE.userId, agencyId: PROBE.agencyId },
);

/** The account (exists, active, must change its password) and the session (`sid`) in one query; null: no account. */
export async function findSessionState(
  db: Db,
  principal: { userId: string; agencyId: number; sessionId: string | null },
): Promise<SessionState | null> {
  const { userId, agencyId, sessionId } = principal;
  if (sessionId === null) {
    const [account] = await accountRow(db, { userId, agencyId });
    return account
      ? {
          isActive: account.is_active,
          locked: account.locked_at !== null,
          agencySuspended: account.agency_suspended_at !== null,
          mustChangePassword: account.must_change_password,
          emailVerified: account.is_verified,
          applicantId: account.applicant_id,
          family: null,
        }
      : null;
  }
  const [row] = await sessionRow(db, { userId, agencyId, sessionId });
  if (!row) return null;
  return {
    isActive: row.is_active,
    locked: row.locked_at !== null,
    agencySuspended: row.agency_suspended_at !== null,
    mustChangePassword: row.must_change_password,
    emailVerified: row.is_verified,
    applicantId: row.applicant_id,
    family:
      row.family_id !== null && row.absolute_expires_at !== null
        ? { revokedAt: row.revoked_at, absoluteExpiresAt: row.absolute_expires_at }
        : null,
  };
}

/** The audit log's 'sign-out': a session ended by its own client (the portal's logout revokes it). */
export async function recordSignOut(db: Db, session: { userId: string; agencyId: number; ip: string }): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', session.userId)
    .where('agency_id', '=', session.agencyId)
    .executeTakeFirst();
  if (!user) return;
  const name = auditName(user);
  await recordAudit(db, {
    agencyId: session.agencyId,
    action: 'sign-out',
    actorUserId: session.userId,
    actorName: name,
    subjectUserId: session.userId,
    subjectName: name,
    ip: session.ip,
  });
}

export async function findRefreshToken(db: Db, handle: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('refresh_token_families as f', 'f.id', 't.family_id')
    .select([
      't.id',
      't.family_id',
      't.expires_at',
      't.used_at',
      't.successor_box',
      'f.user_id',
      'f.agency_id',
      'f.client_id',
      'f.scope',
      'f.absolute_expires_at',
      'f.revoked_at',
    ])
    .where('t.token_hash', '=', hashRefreshHandle(handle))
    .executeTakeFirst();
}

/**
 * Builds the claims of a user's access token from the database (fresh names and roles on every grant); the
 * grant adds the session id (`sessionId`) once it knows the token family.
 */
export async function loadPrincipal(
  db: Db,
  user: UserRow,
  agencySlug: string,
  clientId: string,
  scope: string,
): Promise<Omit<Principal, 'sessionId'> | null> {
  const base = {
    userId: user.id,
    agencyId: user.agency_id,
    agencySlug,
    clientId,
    scope,
    mustChangePassword: user.must_change_password,
  };
  if (user.user_type === 'staff') {
    const recruiter = await db
      .selectFrom('recruiters')
      .select(['id', 'roles'])
      .where('user_id', '=', user.id)
      .where('agency_id', '=', user.agency_id)
      .executeTakeFirst();
    if (!recruiter) return null;
    return {
      ...base,
      recruiter: {
        FirstName: user.first_name,
        LastName: user.last_name,
        RecruiterId: recruiter.id,
        Roles: recruiter.roles,
      },
      applicantId: null,
    };
  }
  const applicant = await db
    .selectFrom('applicants')
    .select('id')
    .where('user_id', '=', user.id)
    .where('agency_id', '=', user.agency_id)
    .executeTakeFirst();
  // A registration whose e-mail the agency already held (a lead, a careers applicant) has no record until the
  // e-mail is verified: it signs in, verifies, and only then is linked to that record (registration/service.ts).
  if (!applicant) return user.is_verified ? null : { ...base, recruiter: null, applicantId: null };
  return { ...base, recruiter: null, applicantId: applicant.id };
}
