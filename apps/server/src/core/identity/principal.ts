import type { FastifyRequest } from 'fastify';
import type { RecruiterClaim } from '@agency/api-client/contract';
import type { PreHandler } from '../../platform/http';

/**
 * Who signed in, as the access token says (features/auth verifies it and sets `request.principal` in its
 * pre-handlers). Features read the request's context (./context.ts) rather than the principal itself.
 */
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
  /** When the token was issued (`iat`, epoch seconds); set by verification only. */
  issuedAt?: number;
  /**
   * Whether the account's e-mail is verified, read with the request's session check (authenticate.ts), never
   * from the token: an applicant's own calls need it (`applicantContext`). Absent outside requests.
   */
  emailVerified?: boolean;
}

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

/** The pre-handlers of signed-in calls, handed to the features that need them. */
export interface Authentication {
  /** Any signed-in account (staff or applicant). */
  requireUser: PreHandler;
  /** Staff accounts (any role). Applicant accounts get 403. */
  requireStaff: PreHandler;
}
