import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { preferencesSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { route, validateBody } from '../../platform/http';
import { preferencesOf, savePreferences } from './queries';
import { contextOf, type Authentication } from '../../core/identity';

export interface PreferencesDeps {
  db: Db;
  auth: Authentication;
}

/** The signed-in staff member's own preferences (Timecards → Manage Profile). */
export async function preferencesRoutes(app: FastifyInstance, deps: PreferencesDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getUserPreferences, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    return preferencesOf(db, caller.agencyId, caller.userId);
  });

  route(app, API_CALLS.saveUserPreferences, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    const values = validateBody(preferencesSchema, request.body);
    return savePreferences(db, caller.agencyId, caller.userId, values);
  });
}
