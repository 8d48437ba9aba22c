import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { CLAIMS, isRoleKey, type RecruiterClaim, type RoleKey } from '@agency/api-client/contract';
import type { SigningKey } from './keys';

/** The audience of every access token: this API. */
export const API_AUDIENCE = 'api';

export interface Principal {
  userId: string;
  agencyId: number;
  agencySlug: string;
  clientId: string;
  scope: string;
  /** Staff: the recruiter claim; null for applicant accounts. */
  recruiter: RecruiterClaim | null;
  /** Applicant accounts: the applicant's id; null for staff. */
  applicantId: number | null;
  /**
   * The refresh token family (session) of the sign-in (`sid`); null without offline_access.
   * change-password keeps this session and revokes the rest.
   */
  sessionId: string | null;
  /**
   * Signed in while the account must choose a new password (a temporary password): the API answers only
   * the calls of the change-password screen until it has (authenticate.ts). Claim `must_change_password`.
   */
  mustChangePassword?: boolean;
}

/** The claim of `Principal.mustChangePassword` (present only when true). */
export const MUST_CHANGE_PASSWORD_CLAIM = 'must_change_password';

export async function signAccessToken(
  key: SigningKey,
  issuer: string,
  lifetimeSeconds: number,
  principal: Principal,
): Promise<string> {
  const claims: Record<string, unknown> = {
    client_id: principal.clientId,
    scope: principal.scope,
    [CLAIMS.agencyId]: principal.agencyId,
    [CLAIMS.agency]: principal.agencySlug,
  };
  if (principal.recruiter) claims[CLAIMS.recruiter] = principal.recruiter;
  if (principal.applicantId !== null) claims[CLAIMS.applicantId] = principal.applicantId;
  if (principal.sessionId !== null) claims[CLAIMS.sessionId] = principal.sessionId;
  if (principal.mustChangePassword) claims[MUST_CHANGE_PASSWORD_CLAIM] = true;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setSubject(principal.userId)
    .setAudience(API_AUDIENCE)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + lifetimeSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

/** Verifies signature, `typ`, audience, lifetime (and issuer when one is configured). Throws if invalid. */
export async function verifyAccessToken(key: SigningKey, token: string, issuer: string | null): Promise<Principal> {
  const { payload } = await jwtVerify(token, key.publicKey, {
    algorithms: [key.alg],
    typ: 'at+jwt',
    audience: API_AUDIENCE,
    ...(issuer ? { issuer } : {}),
    clockTolerance: 5,
  });
  const agencyId = payload[CLAIMS.agencyId];
  const agencySlug = payload[CLAIMS.agency];
  if (typeof payload.sub !== 'string' || typeof agencyId !== 'number' || typeof agencySlug !== 'string')
    throw new Error('missing claims');
  const rawRecruiter = payload[CLAIMS.recruiter];
  const recruiter = rawRecruiter === undefined ? null : parseRecruiterClaim(rawRecruiter);
  const applicantId = payload[CLAIMS.applicantId];
  const sessionId = payload[CLAIMS.sessionId];
  if (sessionId !== undefined && typeof sessionId !== 'string') throw new Error('bad sid claim');
  return {
    userId: payload.sub,
    agencyId,
    agencySlug,
    clientId: String(payload.client_id ?? ''),
    scope: String(payload.scope ?? ''),
    recruiter,
    applicantId: typeof applicantId === 'number' ? applicantId : null,
    sessionId: sessionId ?? null,
    mustChangePassword: payload[MUST_CHANGE_PASSWORD_CLAIM] === true,
  };
}

function parseRecruiterClaim(value: unknown): RecruiterClaim {
  const claim = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<RecruiterClaim> | null;
  if (!claim || typeof claim.RecruiterId !== 'number' || !Array.isArray(claim.Roles))
    throw new Error('bad recruiter claim');
  return {
    FirstName: String(claim.FirstName ?? ''),
    LastName: String(claim.LastName ?? ''),
    RecruiterId: claim.RecruiterId,
    Roles: claim.Roles.filter((role): role is RoleKey => isRoleKey(role)),
  };
}
