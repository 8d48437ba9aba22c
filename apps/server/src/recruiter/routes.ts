import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@agency/api-client/contract';
import { messages, profileSchema } from '@agency/forms/schemas';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import { accountGone, ApiError, forbidden } from '../errors';
import { agencyOfRequest, normaliseEmail, sendText, validateBody } from '../http';
import { findRecruiter } from './queries';

export async function recruiterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const { requireStaff } = authentication(ctx);

  app.get(API_PATHS.getCurrentRecruiter, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const recruiter = await findRecruiter(db, principal.agencyId, principal.userId);
    if (!recruiter) throw accountGone();
    return recruiter;
  });

  // The profile form's rules and messages (@agency/forms), checked again at the edge.
  app.put(API_PATHS.updateProfile, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const payload = validateBody(profileSchema, request.body);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          first_name: payload.FirstName,
          last_name: payload.LastName,
          middle_name: payload.MiddleName,
          phone: payload.Phone,
          updated_at: new Date(),
        })
        .where('id', '=', principal.userId)
        .where('agency_id', '=', principal.agencyId)
        .execute();
      await trx
        .updateTable('recruiters')
        .set({ title: payload.Title })
        .where('user_id', '=', principal.userId)
        .where('agency_id', '=', principal.agencyId)
        .execute();
    });
    const recruiter = await findRecruiter(db, principal.agencyId, principal.userId);
    if (!recruiter) throw accountGone();
    return recruiter;
  });

  // Body: the caller's RecruiterId as a JSON number. Closes the caller's latest open entry (Recruiter History).
  app.put(API_PATHS.updateEntryExit, { preHandler: requireStaff }, async (request, reply) => {
    const principal = principalOf(request);
    const recruiterId = request.body;
    if (typeof recruiterId !== 'number' || !Number.isInteger(recruiterId))
      throw new ApiError(400, 'invalid_body', 'The body must be the recruiter id as a JSON number.');
    if (recruiterId !== principal.recruiter!.RecruiterId) throw forbidden('You can only record your own exit.');
    const result = await db
      .updateTable('recruiter_entries')
      .set({ exit_at: new Date() })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('recruiter_entries')
          .select('id')
          .where('recruiter_id', '=', recruiterId)
          .where('agency_id', '=', principal.agencyId)
          .where('exit_at', 'is', null)
          .orderBy('entry_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1),
      )
      .executeTakeFirst();
    return sendText(reply, result.numUpdatedRows > 0n ? 'Exit recorded.' : 'No open entry to close.');
  });

  // Anonymous (SPEC §6): true when a staff account with this e-mail exists in the host's agency.
  app.get<{ Querystring: { email?: string } }>(API_PATHS.emailExist, async (request) => {
    await ctx.limits.lookup(request);
    const agency = await agencyOfRequest(ctx, request);
    const email = typeof request.query.email === 'string' ? normaliseEmail(request.query.email) : '';
    if (email === '')
      throw new ApiError(400, 'invalid_email', messages.registration.emailRequired, {
        email: messages.registration.emailRequired,
      });
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('agency_id', '=', agency.id)
      .where('email', '=', email)
      .where('user_type', '=', 'staff')
      .executeTakeFirst();
    return found !== undefined;
  });
}
