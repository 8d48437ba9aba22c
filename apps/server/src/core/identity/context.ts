import type { FastifyRequest } from 'fastify';
import { EMAIL_NOT_VERIFIED_MESSAGE, type RoleKey } from '@agency/api-client/contract';
import { ApiError, forbidden } from '../../platform/errors';
import { requestMeta } from '../../platform/http';
import type { Principal } from './principal';
import { personName } from './staff';

/** What every signed-in request knows of its caller. */
interface ContextBase {
  agencyId: number;
  agencySlug: string;
  userId: string;
  /** The session (refresh token family, the token's `sid`); null for a token without one. */
  sessionId: string | null;
  /** The request's address and user agent (audit rows, signatures, consents). */
  ip: string;
  userAgent: string;
}

/**
 * A staff member: recruiter id, roles and name as the access token carries them. A write that needs the roles
 * as stored now reads them in its transaction (`staffActor`); `requirePermission` checks those.
 */
export interface StaffContext extends ContextBase {
  kind: 'staff';
  recruiterId: number;
  roles: readonly RoleKey[];
  name: string;
}

/** An applicant account: its applicant record as linked now (null: none yet) and whether its e-mail is verified. */
export interface ApplicantContext extends ContextBase {
  kind: 'applicant';
  applicantId: number | null;
  emailVerified: boolean;
}

/** THE context of a signed-in request: built once, by the authentication pre-handler, from its principal. */
export type RequestContext = StaffContext | ApplicantContext;

/** An applicant acting on their own record (verified, linked): what `applicantContext` answers. */
export type OwnApplicantContext = ApplicantContext & { applicantId: number };

/**
 * The part of a context a service acting for someone reads: a staff member of an agency, or an applicant on
 * their own record. Routes pass their request's context; the demo seed and jobs, which act without a request,
 * build one.
 */
export type StaffScope = Pick<StaffContext, 'agencyId' | 'recruiterId'>;
export type ApplicantScope = Pick<OwnApplicantContext, 'agencyId' | 'applicantId'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once by the authentication pre-handlers of signed-in routes (null on anonymous ones). */
    requestContext: RequestContext | null;
  }
}

/** Builds the request's context from the principal its token and session check gave (features/auth calls it). */
export function buildRequestContext(request: FastifyRequest, principal: Principal): RequestContext {
  const { ip, userAgent } = requestMeta(request);
  const base = {
    agencyId: principal.agencyId,
    agencySlug: principal.agencySlug,
    userId: principal.userId,
    sessionId: principal.sessionId,
    ip,
    userAgent,
  };
  const recruiter = principal.recruiter;
  return recruiter
    ? {
        ...base,
        kind: 'staff',
        recruiterId: recruiter.RecruiterId,
        roles: recruiter.Roles,
        name: personName(recruiter.FirstName, recruiter.LastName),
      }
    : {
        ...base,
        kind: 'applicant',
        applicantId: principal.applicantId,
        emailVerified: principal.emailVerified === true,
      };
}

/** The signed-in caller's context; the authentication pre-handler guarantees it on signed-in routes. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.requestContext) throw new Error('Route is missing its authentication pre-handler.');
  return request.requestContext;
}

/** The staff member calling (a route behind `requireStaff`). */
export function staffContext(request: FastifyRequest): StaffContext {
  const context = contextOf(request);
  if (context.kind !== 'staff') throw new Error('Route is missing its staff pre-handler.');
  return context;
}

export const ONLY_APPLICANTS_MESSAGE = 'Only applicants have onboarding forms of their own.';

/**
 * The applicant acting on their own record: a verified e-mail first (403 `email_not_verified`), so an account
 * registered with someone else's address never reads or writes anything of a record (docs/security.md).
 */
export function applicantContext(request: FastifyRequest): OwnApplicantContext {
  const context = contextOf(request);
  if (context.kind === 'staff') throw forbidden(ONLY_APPLICANTS_MESSAGE);
  if (!context.emailVerified) throw new ApiError(403, 'email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE);
  if (context.applicantId === null) throw forbidden(ONLY_APPLICANTS_MESSAGE);
  return { ...context, applicantId: context.applicantId };
}
