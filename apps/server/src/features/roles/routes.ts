import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { route } from '../../platform/http';
import { changeRolePermission, rolePermissions } from './service';
import { staffActor, staffContext, type Authentication } from '../../core/identity';

export interface RolesDeps {
  db: Db;
  auth: Authentication;
}

/** The agency's permission table: every staff member reads it; the owner changes it. */
export async function rolesRoutes(app: FastifyInstance, deps: RolesDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getRolePermissions, { preHandler: requireStaff }, async (request) =>
    rolePermissions(db, staffContext(request).agencyId),
  );

  route(app, API_CALLS.setRolePermission, { preHandler: requireStaff }, async (request) => {
    const caller = staffContext(request);
    const { name } = await staffActor(db, caller.agencyId, caller.recruiterId);
    return changeRolePermission(
      db,
      { agencyId: caller.agencyId, userId: caller.userId, name, ip: caller.ip },
      request.body,
    );
  });
}
