import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { route } from '../../platform/http';
import { principalOf, type Authentication } from '../auth';
import {
  createInstitution,
  findDuplicates,
  getInstitution,
  institutionIdParam,
  listInstitutions,
  updateInstitution,
  type InstitutionsCaller,
} from './service';

export interface InstitutionsDeps {
  db: Db;
  auth: Authentication;
}

function caller(request: FastifyRequest): InstitutionsCaller {
  const principal = principalOf(request);
  return { agencyId: principal.agencyId, recruiterId: principal.recruiter!.RecruiterId };
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The Institution List's calls (staff only; each checks its permission in the service). */
export async function institutionsRoutes(app: FastifyInstance, deps: InstitutionsDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.listInstitutions, { preHandler: requireStaff }, async (request) =>
    listInstitutions(db, caller(request), queryOf(request)),
  );

  // Registered before `/:id`: `duplicates` is not an id.
  route(app, API_CALLS.findInstitutionDuplicates, { preHandler: requireStaff }, async (request) =>
    findDuplicates(db, caller(request), queryOf(request)),
  );

  route(app, API_CALLS.getInstitution, { preHandler: requireStaff }, async (request) =>
    getInstitution(db, caller(request), institutionIdParam(request.params.id)),
  );

  route(app, API_CALLS.createInstitution, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createInstitution(db, caller(request), request.body)),
  );

  route(app, API_CALLS.updateInstitution, { preHandler: requireStaff }, async (request) =>
    updateInstitution(db, caller(request), institutionIdParam(request.params.id), request.body),
  );
}
