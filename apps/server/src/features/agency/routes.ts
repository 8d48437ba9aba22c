import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { agencyProfileSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { route, sendText, validateBody } from '../../platform/http';
import { principalOf, type Authentication } from '../auth';
import { toAgency } from './mappers';

/** What the agency calls need. */
export interface AgencyDeps {
  db: Db;
  auth: Authentication;
}

export async function agencyRoutes(app: FastifyInstance, deps: AgencyDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getAgencyByUserId, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const row = await db.selectFrom('agencies').selectAll().where('id', '=', principal.agencyId).executeTakeFirst();
    if (!row) throw notFound('The agency no longer exists.');
    return toAgency(row);
  });

  // The owner is a property of the agency (agencies.owner_user_id), decided here, not by a role.
  route(app, API_CALLS.isAgencyOwner, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const row = await db
      .selectFrom('agencies')
      .select('id')
      .where('id', '=', principal.agencyId)
      .where('owner_user_id', '=', principal.userId)
      .executeTakeFirst();
    return row !== undefined;
  });

  // The agency profile form's rules and messages (@agency/forms), checked again at the edge.
  route(app, API_CALLS.updateAgency, { preHandler: requireStaff }, async (request, reply) => {
    const principal = principalOf(request);
    const payload = validateBody(agencyProfileSchema, request.body);
    const result = await db
      .updateTable('agencies')
      .set({
        name: payload.Name,
        email: payload.Email,
        phone: payload.Phone,
        website: payload.Website,
        address1: payload.Address1,
        address2: payload.Address2,
        city: payload.City,
        state: payload.State,
        zip_code: payload.ZipCode,
        recruitment_email: payload.RecruitmentEmail,
        updated_at: new Date(),
      })
      .where('id', '=', principal.agencyId)
      .where('owner_user_id', '=', principal.userId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw forbidden('Only the agency owner can update the agency.');
    return sendText(reply, 'The agency has been updated.');
  });
}
