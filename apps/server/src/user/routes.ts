import type { FastifyInstance } from 'fastify';
import { API_PATHS, type User } from '@agency/api-client/contract';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import { accountGone } from '../errors';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { requireUser } = authentication(ctx);

  // The signed-in user's account (staff or applicant).
  app.get(API_PATHS.getUserByUserId, { preHandler: requireUser }, async (request) => {
    const principal = principalOf(request);
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', principal.userId)
      .where('agency_id', '=', principal.agencyId)
      .executeTakeFirst();
    if (!row) throw accountGone();
    const user: User = {
      UserId: row.id,
      AgencyId: row.agency_id,
      Email: row.email,
      FirstName: row.first_name,
      LastName: row.last_name,
      MiddleName: row.middle_name,
      Phone: row.phone,
      UserType: row.user_type,
      IsVerified: row.is_verified,
      MustChangePassword: row.must_change_password,
      CreatedAt: row.created_at.toISOString(),
    };
    return user;
  });
}
