import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@agency/api-client/contract';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import { accountGone } from '../errors';

export async function baseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { requireUser } = authentication(ctx);

  app.get(API_PATHS.isUserVerified, { preHandler: requireUser }, async (request) => {
    const principal = principalOf(request);
    const row = await ctx.db
      .selectFrom('users')
      .select('is_verified')
      .where('id', '=', principal.userId)
      .where('agency_id', '=', principal.agencyId)
      .executeTakeFirst();
    if (!row) throw accountGone();
    return row.is_verified;
  });
}
