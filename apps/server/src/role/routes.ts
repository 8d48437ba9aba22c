import type { FastifyInstance } from 'fastify';
import { API_PATHS, ROLE_KEYS, type RoleKey, type UserRole } from '@agency/api-client/contract';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import { accountGone } from '../errors';

export const ROLE_NAMES: Record<RoleKey, string> = {
  recruiter: 'Recruiter',
  supervisor: 'Supervisor',
  manager: 'Manager',
  administrator: 'Administrator',
  admin: 'Admin',
};

export async function roleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { requireStaff } = authentication(ctx);

  // The caller's roles as stored now (the token's copy may be up to one access-token lifetime old).
  app.get(API_PATHS.getUserRoles, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const row = await ctx.db
      .selectFrom('recruiters')
      .select('roles')
      .where('user_id', '=', principal.userId)
      .where('agency_id', '=', principal.agencyId)
      .executeTakeFirst();
    if (!row) throw accountGone();
    const roles: UserRole[] = ROLE_KEYS.filter((key) => row.roles.includes(key)).map((key) => ({
      RoleKey: key,
      RoleName: ROLE_NAMES[key],
    }));
    return roles;
  });
}
