import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../errors';
import { tenantLabelFromHost } from '@agency/api-client/contract';
import { verifyAccessToken } from './access-token';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Request authentication: a valid Bearer access token (signature against our key, `typ` at+jwt, audience,
 * lifetime) or 401. A token of one agency used on another agency's host name is refused with 403, so a
 * user of one agency never reads or changes another (the queries are scoped to the token's agency too).
 */
export function authentication(ctx: AppContext) {
  const authenticate: PreHandler = async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header) : null;
    if (!match) throw unauthorized('You are not signed in.');
    try {
      request.principal = await verifyAccessToken(ctx.key, match[1]!, ctx.config.issuer);
    } catch {
      throw unauthorized('Your session has expired or the access token is not valid.');
    }
    const hostLabel = tenantLabelFromHost(request.headers.host);
    if (hostLabel !== null && hostLabel !== request.principal.agencySlug) {
      const named = await ctx.db.selectFrom('agencies').select('id').where('slug', '=', hostLabel).executeTakeFirst();
      if (named && named.id !== request.principal.agencyId) throw forbidden('This account belongs to another agency.');
    }
  };

  /** Any signed-in account (staff or applicant). */
  const requireUser: PreHandler = authenticate;

  /** Staff accounts (any role). Applicant accounts get 403. */
  const requireStaff: PreHandler = async (request, reply) => {
    await authenticate(request, reply);
    if (!request.principal?.recruiter) throw forbidden('Only agency staff can do this.');
  };

  return { requireUser, requireStaff };
}
