import type { FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError, forbidden, unauthorized } from '../../platform/errors';
import type { PreHandler } from '../../platform/http';
import { resolveAgency, tenantLabelOf } from '../../platform/tenant';
import { verifyAccessToken, type Principal } from './access-token';
import type { SigningKey } from './keys';

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

/** The pre-handlers of signed-in calls, handed to the features that need them. */
export interface Authentication {
  /** Any signed-in account (staff or applicant). */
  requireUser: PreHandler;
  /** Staff accounts (any role). Applicant accounts get 403. */
  requireStaff: PreHandler;
}

/**
 * Request authentication: a valid Bearer access token (signature against our key, `typ` at+jwt, audience,
 * lifetime) or 401. A token of one agency used where the request names another agency (platform/tenant's
 * rule, the one every endpoint uses) is refused with 403, so a user of one agency never reads or changes
 * another (the queries are scoped to the token's agency too).
 */
export function createAuthentication(deps: {
  db: Db;
  key: SigningKey;
  config: { issuer: string | null; defaultAgency: string | null };
}): Authentication {
  const authenticate: PreHandler = async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header) : null;
    if (!match) throw unauthorized('You are not signed in.');
    let principal: Principal;
    try {
      principal = await verifyAccessToken(deps.key, match[1]!, deps.config.issuer);
    } catch {
      throw unauthorized('Your session has expired or the access token is not valid.');
    }
    request.principal = principal;
    // Signed in with a temporary password: only the change-password screen's calls, until the account's
    // row says the password was changed (a token from before the change then works fully).
    if (principal.mustChangePassword && !PASSWORD_CHANGE_CALLS.has(`${request.method} ${request.routeOptions.url}`)) {
      const row = await deps.db
        .selectFrom('users')
        .select('must_change_password')
        .where('id', '=', principal.userId)
        .where('agency_id', '=', principal.agencyId)
        .executeTakeFirst();
      if (row?.must_change_password)
        throw new ApiError(403, 'password_change_required', PASSWORD_CHANGE_REQUIRED_MESSAGE);
    }
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
  };

  return { requireUser: authenticate, requireStaff };
}
