import type { FastifyInstance } from 'fastify';
import { API_PATHS, type Agency } from '@agency/api-client/contract';
import { agencyProfileSchema } from '@agency/forms/schemas';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import type { AgencyRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { sendText, validateBody } from '../http';

export function toAgency(row: AgencyRow): Agency {
  return {
    AgencyId: row.id,
    Slug: row.slug,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Website: row.website,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    ZipCode: row.zip_code,
    RecruitmentEmail: row.recruitment_email,
  };
}

export async function agencyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const { requireStaff } = authentication(ctx);

  app.get(API_PATHS.getAgencyByUserId, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const row = await db.selectFrom('agencies').selectAll().where('id', '=', principal.agencyId).executeTakeFirst();
    if (!row) throw notFound('The agency no longer exists.');
    return toAgency(row);
  });

  // The owner is a property of the agency (agencies.owner_user_id), decided here, not by a role.
  app.get(API_PATHS.isAgencyOwner, { preHandler: requireStaff }, async (request) => {
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
  app.put(API_PATHS.updateAgency, { preHandler: requireStaff }, async (request, reply) => {
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
