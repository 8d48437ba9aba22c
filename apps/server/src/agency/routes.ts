import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { API_PATHS, type Agency } from '@agency/api-client/contract';
import { EMAIL_PATTERN } from '@agency/forms/schemas';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import type { AgencyRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { sendText, validateBody } from '../http';

const text = (label: string, max = 200) =>
  string().trim().max(max, `${label} must be at most ${max} characters`).default('');
const optionalEmail = (label: string) =>
  text(label)
    .lowercase()
    .matches(EMAIL_PATTERN, { message: `${label} must be a valid email address`, excludeEmptyString: true });

export const updateAgencySchema = object({
  Name: string().trim().required('Agency Name is required').max(200, 'Agency Name must be at most 200 characters'),
  Email: optionalEmail('Email'),
  Phone: text('Phone', 30).matches(/^\+?[\d ]*$/, 'Phone may contain a leading + then digits and spaces'),
  Website: text('Website'),
  Address1: text('Address 1'),
  Address2: text('Address 2'),
  City: text('City', 100),
  State: text('State', 100),
  ZipCode: text('Zip Code', 20),
  RecruitmentEmail: optionalEmail('Recruitment Email'),
});

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

  app.put(API_PATHS.updateAgency, { preHandler: requireStaff }, async (request, reply) => {
    const principal = principalOf(request);
    const payload = validateBody(updateAgencySchema, request.body);
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
