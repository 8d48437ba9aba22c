import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { route } from '../../platform/http';
import { principalOf, type Authentication } from '../auth';
import { countByStatus } from './queries';

/** What the applicant calls need. */
export interface ApplicantsDeps {
  db: Db;
  auth: Authentication;
}

export async function applicantRoutes(app: FastifyInstance, deps: ApplicantsDeps): Promise<void> {
  const { requireStaff } = deps.auth;

  // The menu's View By Status counts: staff only, the caller's agency only.
  route(app, API_CALLS.getApplicantStatusCounts, { preHandler: requireStaff }, async (request) =>
    countByStatus(deps.db, principalOf(request).agencyId),
  );
}
