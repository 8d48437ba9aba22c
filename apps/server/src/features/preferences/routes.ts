import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { preferencesSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { route, validateBody } from '../../platform/http';
import { preferencesOf, savePreferences } from './queries';
import { principalOf, type Authentication } from '../../core/identity';

export interface PreferencesDeps {
  db: Db;
  auth: Authentication;
}

/** The signed-in staff member's own preferences (Timecards → Manage Profile). */
export async function preferencesRoutes(app: FastifyInstance, deps: PreferencesDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getUserPreferences, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    return preferencesOf(db, principal.agencyId, principal.userId);
  });

  route(app, API_CALLS.saveUserPreferences, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const values = validateBody(preferencesSchema, request.body);
    return savePreferences(db, principal.agencyId, principal.userId, values);
  });
}
