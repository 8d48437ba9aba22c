import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { agencyProfileSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { route, sendText, validateBody } from '../../platform/http';
import { principalOf, type Authentication } from '../auth';
import { toAgency } from './mappers';
import { findAgency, isOwner, updateProfileOfOwned } from './queries';

/** What the agency calls need. */
export interface AgencyDeps {
  db: Db;
  auth: Authentication;
}

export async function agencyRoutes(app: FastifyInstance, deps: AgencyDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getAgencyByUserId, { preHandler: requireStaff }, async (request) => {
    const row = await findAgency(db, principalOf(request).agencyId);
    if (!row) throw notFound('The agency no longer exists.');
    return toAgency(row);
  });

  route(app, API_CALLS.isAgencyOwner, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    return isOwner(db, principal.agencyId, principal.userId);
  });

  // The agency profile form's rules and messages (@agency/forms), checked again at the edge.
  route(app, API_CALLS.updateAgency, { preHandler: requireStaff }, async (request, reply) => {
    const principal = principalOf(request);
    const profile = validateBody(agencyProfileSchema, request.body);
    if (!(await updateProfileOfOwned(db, principal.agencyId, principal.userId, profile)))
      throw forbidden('Only the agency owner can update the agency.');
    return sendText(reply, 'The agency has been updated.');
  });
}
