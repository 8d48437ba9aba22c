import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { messages, profileSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { accountGone, ApiError, forbidden } from '../../platform/errors';
import { csvHeaders, idParam, normaliseEmail, route, sendText, validateBody } from '../../platform/http';
import { clientAddressKey, createLimit, type RateLimit, type RateLimitCheck } from '../../platform/rate-limit';
import { agencyLinkOrigin, agencyOfRequest } from '../../platform/tenant';
import type { Recruiter } from '@agency/api-client/contract';
import { toUserRoles } from './mappers';
import { staffDirectory } from './directory';
import { recruiterHistory, recruiterHistoryCsv } from './history';
import { closeLatestEntry, findRecruiter, findRoles, staffEmailExists, updateStaffProfile } from './queries';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import type { Captcha } from '../captcha';
import type { LinkBase } from './mail';
import {
  acceptInvitation,
  approveMember,
  deactivateMember,
  declineMember,
  invitationOfToken,
  inviteMember,
  memberNotFound,
  reactivateMember,
  registerSelf,
  resendInvitation,
  resetMemberPassword,
  updateMember,
} from './management';
import { principalOf, SessionScopedCache, staffContext, type Authentication } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the staff calls need. */
export interface RecruitersDeps {
  db: Db;
  auth: Authentication;
  /** The anonymous e-mail lookups' one per-IP budget (shared with the registration lookup). */
  limits: { lookup: RateLimitCheck };
  config: {
    defaultAgency: string | null;
    sessionCheckCacheMs: number;
    /** The origin of e-mailed links (app/config/auth.ts: AGENCY_ORIGIN, else ISSUER). */
    agencyOrigin: string | null;
    issuer: string | null;
    production: boolean;
    temporaryPasswordTtlSeconds: number;
    verificationCodeTtlSeconds: number;
    rateLimits: { register: RateLimit };
  };
  /** Staff management (docs/recruiters.md): accounts, invitation and approval e-mails, the registration captcha. */
  hasher: PasswordHasher;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  captcha: Pick<Captcha, 'require'>;
  /** A deactivation tells `applicant.activity` for the applicants it reassigns (app/events.ts). */
  events: EventBus;
}

/** The public invitation calls, per IP (a person opens a link a few times; this bounds token guessing). */
export const STAFF_INVITATION_PUBLIC_LIMIT: RateLimit = { max: 30, windowMs: 15 * 60_000 };

/**
 * The portal's origin for a link in an e-mail (an invitation, an approval, the owner's notice of a
 * registration): the agency's origin (AGENCY_ORIGIN), else ISSUER, else outside production the request's own
 * origin (platform/tenant `agencyLinkOrigin`). Never the request's `Origin` header: an anonymous registration
 * would choose where the link in the owner's e-mail points.
 */
function linkBase(config: RecruitersDeps['config'], agencySlug: string, request: FastifyRequest): LinkBase {
  return { origin: agencyLinkOrigin(config, agencySlug, request) };
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
    const key = SessionScopedCache.keyOf(principal);
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

  // Recruiter History (docs/recruiter-history.md): the caller's own, everyone's with `history.read-all`.
  const historyQuery = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
  route(app, API_CALLS.getRecruiterHistory, { preHandler: requireStaff }, async (request) =>
    recruiterHistory(db, staffContext(request), historyQuery(request), new Date()),
  );
  route(app, API_CALLS.exportRecruiterHistory, { preHandler: requireStaff }, async (request, reply) =>
    reply
      .headers(csvHeaders('recruiter-history'))
      .send(await recruiterHistoryCsv(db, staffContext(request), historyQuery(request), new Date())),
  );

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

  // The staff directory (Management → Recruiters): every staff member of the caller's agency.
  route(app, API_CALLS.listStaff, { preHandler: requireStaff }, async (request) =>
    staffDirectory(db, principalOf(request).agencyId),
  );

  // Staff management (docs/recruiters.md): `staff.manage` (admins) or the agency owner; the service checks.
  const management = { db, hasher: deps.hasher, mail: deps.mail, config: deps.config, events: deps.events };
  route(app, API_CALLS.inviteStaff, { preHandler: requireStaff }, async (request) =>
    inviteMember(
      management,
      staffContext(request),
      request.body,
      linkBase(deps.config, principalOf(request).agencySlug, request),
    ),
  );
  route(app, API_CALLS.resendStaffInvitation, { preHandler: requireStaff }, async (request) =>
    resendInvitation(
      management,
      staffContext(request),
      idParam(request.params.recruiterId, memberNotFound),
      linkBase(deps.config, principalOf(request).agencySlug, request),
    ),
  );
  route(app, API_CALLS.updateStaff, { preHandler: requireStaff }, async (request) =>
    updateMember(management, staffContext(request), idParam(request.params.recruiterId, memberNotFound), request.body),
  );
  route(app, API_CALLS.deactivateStaff, { preHandler: requireStaff }, async (request) =>
    deactivateMember(
      management,
      staffContext(request),
      idParam(request.params.recruiterId, memberNotFound),
      request.body,
    ),
  );
  route(app, API_CALLS.reactivateStaff, { preHandler: requireStaff }, async (request) =>
    reactivateMember(management, staffContext(request), idParam(request.params.recruiterId, memberNotFound)),
  );
  route(app, API_CALLS.resetStaffPassword, { preHandler: requireStaff }, async (request) =>
    resetMemberPassword(management, staffContext(request), idParam(request.params.recruiterId, memberNotFound)),
  );
  route(app, API_CALLS.approveStaff, { preHandler: requireStaff }, async (request) =>
    approveMember(
      management,
      staffContext(request),
      idParam(request.params.recruiterId, memberNotFound),
      request.body,
      linkBase(deps.config, principalOf(request).agencySlug, request),
    ),
  );
  route(app, API_CALLS.declineStaff, { preHandler: requireStaff }, async (request) =>
    declineMember(management, staffContext(request), idParam(request.params.recruiterId, memberNotFound)),
  );

  // Public (no sign-in): the invitation link, scoped to the agency the request names like every anonymous call.
  const limitInvitation = createLimit(
    app,
    'staff-invitation',
    STAFF_INVITATION_PUBLIC_LIMIT,
    clientAddressKey,
    'Too many requests from this address. Try again in {seconds} seconds.',
  );
  route(app, API_CALLS.getStaffInvitation, {}, async (request, reply) => {
    await limitInvitation(request);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const agency = await agencyOfRequest(db, request, deps.config.defaultAgency);
    return invitationOfToken(db, agency, request.params.token);
  });
  route(app, API_CALLS.acceptStaffInvitation, {}, async (request, reply) => {
    await limitInvitation(request);
    reply.header('Cache-Control', 'no-store');
    const agency = await agencyOfRequest(db, request, deps.config.defaultAgency);
    return acceptInvitation(management, agency, request.params.token, request.body);
  });

  // Public: recruiter self-registration (SPEC §1), with registration's budget per IP (its own counter) and captcha.
  const limitRegister = createLimit(
    app,
    'staff-register',
    deps.config.rateLimits.register,
    clientAddressKey,
    'Too many registrations from this address. Try again in {seconds} seconds.',
  );
  route(app, API_CALLS.registerRecruiter, {}, async (request, reply) => {
    await limitRegister(request);
    const agency = await agencyOfRequest(db, request, deps.config.defaultAgency);
    // After the body's checks: a form sent back for a field error keeps its unused solution.
    const created = await registerSelf(
      management,
      agency,
      request.body,
      linkBase(deps.config, agency.slug, request),
      () => deps.captcha.require(request),
    );
    return reply.status(201).send(created);
  });

  // The caller's roles as stored now (the token's copy may be up to one access-token lifetime old).
  route(app, API_CALLS.getUserRoles, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const roles = await findRoles(db, principal.agencyId, principal.userId);
    if (!roles) throw accountGone();
    return toUserRoles(roles);
  });
}
