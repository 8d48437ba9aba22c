import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_LOCKED_MESSAGE,
  AGENCY_SUSPENDED_MESSAGE,
  API_CALLS,
  STAFF_PENDING_APPROVAL_MESSAGE,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { accountGone, ApiError, forbidden, unauthorized } from '../../platform/errors';
import type { PreHandler } from '../../platform/http';
import { agencyPolicy } from '../../platform/policy';
import { resolveAgency, tenantLabelOf } from '../../platform/tenant';
import { AccessTokenVerifier, type Principal } from './access-token';
import type { SigningKeys } from './keys';
import { findSessionState, watchSessions, type SessionChange, type SessionState } from './queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication pre-handlers for signed-in routes. */
    principal: Principal | null;
  }
}

/** The signed-in caller; the authentication pre-handler guarantees it on protected routes. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Route is missing its authentication pre-handler.');
  return request.principal;
}

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

/** The pre-handlers of signed-in calls, handed to the features that need them. */
export interface Authentication {
  /** Any signed-in account (staff or applicant). */
  requireUser: PreHandler;
  /** Staff accounts (any role). Applicant accounts get 403. */
  requireStaff: PreHandler;
}

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

/** Entries a process keeps at most; the oldest go first. */
const SESSION_CACHE_MAX = 10_000;

interface Cached<T> {
  value: T;
  userId: string;
  agencyId: number;
  /** When the look-up started (ms). */
  readAt: number;
}

/**
 * A per-process cache of something read for a session, one entry per session (`sid`; per token without one),
 * each trusted for `ttlMs` (SESSION_CHECK_CACHE), bounded, forgotten at once when this process ends a session
 * or changes an account (queries.ts `sessionsChanged`) or when its owner says (`forgetUser`). Other processes
 * notice within `ttlMs`. A new sign-in is a new session, so its first read always goes to the database.
 */
export class SessionScopedCache<T> {
  readonly #entries = new Map<string, Cached<T>>();
  /** Recent changes (ms) by `s:<sid>` and `u:<user>`: a look-up that started before one is used once, not kept. */
  readonly #changedAt = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (ttlMs > 0) watchSessions(this);
  }

  static keyOf(principal: Principal): string {
    return principal.sessionId !== null
      ? `s:${principal.sessionId}`
      : `t:${principal.userId}:${principal.issuedAt ?? 0}`;
  }

  /** The value read for this session (undefined: none, or too old). */
  get(key: string, principal: Principal): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      this.now() - entry.readAt >= this.ttlMs ||
      entry.userId !== principal.userId ||
      entry.agencyId !== principal.agencyId
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read from `readAt` on, unless the session or account changed since then. */
  set(key: string, principal: Principal, value: T, readAt: number): void {
    if (this.ttlMs <= 0) return;
    const changed = Math.max(this.#changedAt.get(key) ?? 0, this.#changedAt.get(`u:${principal.userId}`) ?? 0);
    if (changed >= readAt) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, userId: principal.userId, agencyId: principal.agencyId, readAt });
    if (this.#entries.size > SESSION_CACHE_MAX) this.#entries.delete(this.#entries.keys().next().value!);
  }

  sessionChanged(change: SessionChange): void {
    const now = this.now();
    if ('familyId' in change) {
      this.#entries.delete(`s:${change.familyId}`);
      this.#changedAt.delete(`s:${change.familyId}`);
      this.#changedAt.set(`s:${change.familyId}`, now);
    } else {
      for (const [key, entry] of this.#entries)
        if (entry.userId === change.userId && entry.agencyId === change.agencyId) this.#entries.delete(key);
      this.#changedAt.delete(`u:${change.userId}`);
      this.#changedAt.set(`u:${change.userId}`, now);
    }
    // Only changes newer than any look-up still running matter; a few seconds' worth is plenty.
    for (const [key, at] of this.#changedAt) {
      if (now - at < 10_000) break;
      this.#changedAt.delete(key);
    }
  }

  /** Forgets what was read for every session of the account (this process changed it). */
  forgetUser(userId: string, agencyId: number): void {
    this.sessionChanged({ userId, agencyId });
  }

  get size(): number {
    return this.#entries.size;
  }
}

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
    // Staff: the agency's permission table as it stands now (platform/policy.ts): the handler's checks answer
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
