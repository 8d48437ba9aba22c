import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { csvHeaders, route, uuidParam } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import {
  accountList,
  accountNotFound,
  auditLog,
  auditLogCsv,
  lockAccount,
  requireOwner,
  sendPasswordReset,
  signOutAccount,
  unlockAccount,
} from './service';
import { staffContext, type Authentication, type StaffContext } from '../../core/identity';

/** What Manage Users needs. */
export interface UserManagementDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: Authentication;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: { temporaryPasswordTtlSeconds: number };
}

/** Manage Users (docs/user-management.md): the agency owner's only; anyone else 403, signed out 401. */
export async function userManagementRoutes(app: FastifyInstance, deps: UserManagementDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  /** The signed-in staff member, once the agency says they own it. */
  const owner = async (request: FastifyRequest): Promise<StaffContext> => {
    const caller = staffContext(request);
    await requireOwner(db, caller);
    return caller;
  };
  const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

  route(app, API_CALLS.listManagedAccounts, { preHandler: requireStaff }, async (request) =>
    accountList(db, await owner(request), queryOf(request)),
  );
  route(app, API_CALLS.lockManagedAccount, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    return lockAccount(db, caller, uuidParam(request.params.id, accountNotFound));
  });
  route(app, API_CALLS.unlockManagedAccount, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    return unlockAccount(db, caller, uuidParam(request.params.id, accountNotFound));
  });
  route(app, API_CALLS.signOutManagedAccount, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    return signOutAccount(db, caller, uuidParam(request.params.id, accountNotFound));
  });
  route(app, API_CALLS.resetManagedAccountPassword, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    return sendPasswordReset(deps, caller, uuidParam(request.params.id, accountNotFound));
  });

  route(app, API_CALLS.listAuditLog, { preHandler: requireStaff }, async (request) =>
    auditLog(db, await owner(request), queryOf(request)),
  );
  route(app, API_CALLS.exportAuditLog, { preHandler: requireStaff }, async (request, reply) => {
    const caller = await owner(request);
    const csv = await auditLogCsv(db, caller, queryOf(request));
    return reply.headers(csvHeaders('audit-log')).send(csv);
  });
}
