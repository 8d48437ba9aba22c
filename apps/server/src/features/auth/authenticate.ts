import {
  ACCOUNT_LOCKED_MESSAGE,
  AGENCY_SUSPENDED_MESSAGE,
  API_CALLS,
  STAFF_PENDING_APPROVAL_MESSAGE,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { accountGone, ApiError, forbidden, unauthorized } from '../../platform/errors';
import type { PreHandler } from '../../platform/http';
import { agencyPolicy } from '../../core/policy';
import { resolveAgency, tenantLabelOf } from '../../platform/tenant';
import { AccessTokenVerifier } from './access-token';
import type { SigningKeys } from './keys';
import { findSessionState, type SessionState } from './queries';
import { buildRequestContext, SessionScopedCache, type Authentication, type Principal } from '../../core/identity';

/**
 * What a session that must choose a new password may call: change-password itself, the logout's exit
 * record, and what the change-password screen shows (the signed-in user). Revocation (/connect) is no API.
 */
const PASSWORD_CHANGE_CALLS = new Set(
  [API_CALLS.changePassword, API_CALLS.updateEntryExit, API_CALLS.getCurrentRecruiter, API_CALLS.getUserByUserId].map(
    (call) => `${call.method} ${call.path}`,
  ),
);

export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Choose a new password before you continue.';

/** What a staff account waiting for approval (no role) may call: the logout's exit record. */
const PENDING_APPROVAL_CALLS = new Set([API_CALLS.updateEntryExit].map((call) => `${call.method} ${call.path}`));

/** The scope a token must carry to call the API (the portal asks for it: DEFAULT_SCOPES of the contract). */
export const API_SCOPE = 'api';
export const INSUFFICIENT_SCOPE_MESSAGE =
  'This access token was not granted the api scope: sign in again asking for it.';
const insufficientScope = () =>
  new ApiError(403, 'insufficient_scope', INSUFFICIENT_SCOPE_MESSAGE, undefined, {
    'WWW-Authenticate': `Bearer realm="api", error="insufficient_scope", scope="${API_SCOPE}"`,
  });

/** The message of a token whose session or account has ended: the portal refreshes (or signs out) on it. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
/** The message of a token whose account has been disabled since it was issued. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';

/** The session checks of this process: the account's and session's state per session (null: no session). */
export class SessionCheckCache extends SessionScopedCache<SessionState | null> {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Request authentication: a valid Bearer access token (signature against the accepted key its `kid`
 * names, `typ` at+jwt, audience, lifetime), then its session and account, one query (cached briefly per
 * process): the account exists and is active, the session (`sid`) is neither revoked nor past its end, and
 * an account that must choose a new password reaches only the change-password screen's calls. Otherwise
 * 401, so the portal refreshes or signs out. A token of one agency used where the request names another
 * agency (platform/tenant's rule, the one every endpoint uses) is refused with 403, so a user of one agency
 * never reads or changes another (the queries are scoped to the token's agency too).
 */
export function createAuthentication(deps: {
  db: Db;
  keys: SigningKeys;
  config: { issuer: string | null; defaultAgency: string | null; sessionCheckCacheMs: number };
  /** The cache's clock (tests); Date.now by default. */
  now?: () => number;
}): Authentication & { sessions: SessionCheckCache } {
  const now = deps.now ?? (() => Date.now());
  const sessions = new SessionCheckCache(deps.config.sessionCheckCacheMs, now);
  const tokens = new AccessTokenVerifier(deps.keys, deps.config.issuer);

  const sessionStateOf = async (principal: Principal): Promise<SessionState | null> => {
    const key = SessionCheckCache.keyOf(principal);
    const cached = sessions.get(key, principal);
    if (cached !== undefined) return cached;
    const readAt = now();
    const state = await findSessionState(deps.db, principal);
    sessions.set(key, principal, state, readAt);
    return state;
  };

  const authenticate: PreHandler = async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header) : null;
    if (!match) throw unauthorized('You are not signed in.');
    let principal: Principal;
    try {
      principal = await tokens.verify(match[1]!);
    } catch {
      throw unauthorized('Your session has expired or the access token is not valid.');
    }
    if (!UUID.test(principal.userId) || (principal.sessionId !== null && !UUID.test(principal.sessionId)))
      throw unauthorized('Your session has expired or the access token is not valid.');
    // The API is the resource of the `api` scope (DEFAULT_SCOPES): a token granted only `openid` /
    // `offline_access` (a narrower sign-in or refresh) is no key to it. RFC 6750 §3.1: 403 insufficient_scope.
    if (!principal.scope.split(' ').includes(API_SCOPE)) throw insufficientScope();
    const state = await sessionStateOf(principal);
    if (!state) throw accountGone();
    if (!state.isActive) throw unauthorized(ACCOUNT_DISABLED_MESSAGE);
    if (state.locked) throw unauthorized(ACCOUNT_LOCKED_MESSAGE);
    // A platform operator suspended the agency (docs/agencies.md): its sessions end at once, nothing is deleted.
    if (state.agencySuspended) throw unauthorized(AGENCY_SUSPENDED_MESSAGE);
    if (
      principal.sessionId !== null &&
      (!state.family || state.family.revokedAt !== null || state.family.absoluteExpiresAt.getTime() <= Date.now())
    )
      throw unauthorized(SESSION_ENDED_MESSAGE);
    // An applicant's record and verification as they stand now (linked at verification, after the token's
    // sign-in): the applicant's calls act on these, not on the token's claim.
    request.principal = principal.recruiter
      ? { ...principal, emailVerified: state.emailVerified }
      : { ...principal, applicantId: state.applicantId, emailVerified: state.emailVerified };
    // The request's one context (core/identity): every handler reads its caller from it.
    request.requestContext = buildRequestContext(request, request.principal);
    // Staff: the agency's permission table as it stands now (core/policy): the handler's checks answer
    // by it, from this request on.
    if (principal.recruiter) request.rolePolicy = await agencyPolicy(deps.db, principal.agencyId);
    // Signed in with a temporary password: only the change-password screen's calls, until the account's
    // row says the password was changed (a token from before the change then works fully).
    if (
      principal.mustChangePassword &&
      state.mustChangePassword &&
      !PASSWORD_CHANGE_CALLS.has(`${request.method} ${request.routeOptions.url}`)
    )
      throw new ApiError(403, 'password_change_required', PASSWORD_CHANGE_REQUIRED_MESSAGE);
    // Only an agency the request names counts (the default agency it would fall back to is no claim); the
    // token's own agency needs no look-up.
    const label = tenantLabelOf(request);
    if (label !== null && label !== principal.agencySlug) {
      const tenant = await resolveAgency(deps.db, request, deps.config.defaultAgency);
      if (tenant?.explicit && tenant.agency.id !== principal.agencyId)
        throw forbidden('This account belongs to another agency.');
    }
  };

  const requireStaff: PreHandler = async (request, reply) => {
    await authenticate(request, reply);
    if (!request.principal?.recruiter) throw forbidden('Only agency staff can do this.');
    // A self-registered recruiter holds no role until an owner or admin approves them (docs/recruiters.md):
    // every staff call but the logout's exit record is refused. Approval gives roles, and the portal's
    // renewal on this 403 brings a token that carries them.
    if (
      request.principal.recruiter.Roles.length === 0 &&
      !PENDING_APPROVAL_CALLS.has(`${request.method} ${request.routeOptions.url}`)
    )
      throw new ApiError(403, 'pending_approval', STAFF_PENDING_APPROVAL_MESSAGE);
  };

  return { requireUser: authenticate, requireStaff, sessions };
}
