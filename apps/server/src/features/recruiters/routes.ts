import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { messages, profileSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { accountGone, ApiError, forbidden } from '../../platform/errors';
import { normaliseEmail, route, sendText, validateBody } from '../../platform/http';
import type { RateLimitCheck } from '../../platform/rate-limit';
import { agencyOfRequest } from '../../platform/tenant';
import type { Recruiter } from '@agency/api-client/contract';
import { principalOf, SessionCheckCache, SessionScopedCache, type Authentication } from '../auth';
import { toUserRoles } from './mappers';
import { closeLatestEntry, findRecruiter, findRoles, staffEmailExists, updateStaffProfile } from './queries';

/** What the staff calls need. */
export interface RecruitersDeps {
  db: Db;
  auth: Authentication;
  /** The anonymous e-mail lookups' one per-IP budget (shared with the registration lookup). */
  limits: { lookup: RateLimitCheck };
  config: { defaultAgency: string | null; sessionCheckCacheMs: number };
}

export async function recruiterRoutes(app: FastifyInstance, deps: RecruitersDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  // Every signed-in staff screen asks for it: kept per session as long as the session check is
  // (SESSION_CHECK_CACHE), forgotten at once when this process changes the profile or the account; other
  // processes' changes show within that time.
  const current = new SessionScopedCache<Recruiter>(deps.config.sessionCheckCacheMs);
  route(app, API_CALLS.getCurrentRecruiter, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const key = SessionCheckCache.keyOf(principal);
    const cached = current.get(key, principal);
    if (cached) return cached;
    const readAt = Date.now();
    const recruiter = await findRecruiter(db, principal.agencyId, principal.userId);
    if (!recruiter) throw accountGone();
    current.set(key, principal, recruiter, readAt);
    return recruiter;
  });

  // The profile form's rules and messages (@agency/forms), checked again at the edge.
  route(app, API_CALLS.updateProfile, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const payload = validateBody(profileSchema, request.body);
    await db.transaction().execute((trx) => updateStaffProfile(trx, principal, payload));
    current.forgetUser(principal.userId, principal.agencyId);
    const recruiter = await findRecruiter(db, principal.agencyId, principal.userId);
    if (!recruiter) throw accountGone();
    return recruiter;
  });

  // Body: the caller's RecruiterId as a JSON number. Closes the caller's latest open entry (Recruiter History).
  route(app, API_CALLS.updateEntryExit, { preHandler: requireStaff }, async (request, reply) => {
    const principal = principalOf(request);
    const recruiterId = request.body;
    if (typeof recruiterId !== 'number' || !Number.isInteger(recruiterId))
      throw new ApiError(400, 'invalid_body', 'The body must be the recruiter id as a JSON number.');
    if (recruiterId !== principal.recruiter!.RecruiterId) throw forbidden('You can only record your own exit.');
    const closed = await closeLatestEntry(db, principal.agencyId, recruiterId);
    return sendText(reply, closed ? 'Exit recorded.' : 'No open entry to close.');
  });

  // Anonymous (SPEC §6): true when a staff account with this e-mail exists in the host's agency.
  route(app, API_CALLS.emailExist, {}, async (request) => {
    await deps.limits.lookup(request);
    const agency = await agencyOfRequest(db, request, deps.config.defaultAgency);
    const email = typeof request.query.email === 'string' ? normaliseEmail(request.query.email) : '';
    if (email === '')
      throw new ApiError(400, 'invalid_email', messages.registration.emailRequired, {
        email: messages.registration.emailRequired,
      });
    return staffEmailExists(db, agency.id, email);
  });

  // The caller's roles as stored now (the token's copy may be up to one access-token lifetime old).
  route(app, API_CALLS.getUserRoles, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const roles = await findRoles(db, principal.agencyId, principal.userId);
    if (!roles) throw accountGone();
    return toUserRoles(roles);
  });
}
