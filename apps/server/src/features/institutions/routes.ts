import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { idParam, route } from '../../platform/http';
import {
  createInstitution,
  findDuplicates,
  getInstitution,
  institutionNotFound,
  listInstitutions,
  updateInstitution,
} from './service';
import { staffContext, type Authentication } from '../../core/identity';

export interface InstitutionsDeps {
  db: Db;
  auth: Authentication;
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The Institution List's calls (staff only; each checks its permission in the service). */
export async function institutionsRoutes(app: FastifyInstance, deps: InstitutionsDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.listInstitutions, { preHandler: requireStaff }, async (request) =>
    listInstitutions(db, staffContext(request), queryOf(request)),
  );

  // Registered before `/:id`: `duplicates` is not an id.
  route(app, API_CALLS.findInstitutionDuplicates, { preHandler: requireStaff }, async (request) =>
    findDuplicates(db, staffContext(request), queryOf(request)),
  );

  route(app, API_CALLS.getInstitution, { preHandler: requireStaff }, async (request) =>
    getInstitution(db, staffContext(request), idParam(request.params.id, institutionNotFound)),
  );

  route(app, API_CALLS.createInstitution, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createInstitution(db, staffContext(request), request.body)),
  );

  route(app, API_CALLS.updateInstitution, { preHandler: requireStaff }, async (request) =>
    updateInstitution(db, staffContext(request), idParam(request.params.id, institutionNotFound), request.body),
  );
}
