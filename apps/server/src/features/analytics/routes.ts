import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { csvHeaders, route } from '../../platform/http';
import { analyticsCsv, analyticsReport } from './service';
import { staffContext, type Authentication } from '../../core/identity';

export interface AnalyticsDeps {
  db: Db;
  auth: Authentication;
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The analytics calls (staff only; the service checks `analytics.read`). */
export async function analyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getAnalytics, { preHandler: requireStaff }, async (request) =>
    analyticsReport(db, staffContext(request), query(request)),
  );

  route(app, API_CALLS.exportAnalytics, { preHandler: requireStaff }, async (request, reply) => {
    const { name, text } = await analyticsCsv(db, staffContext(request), query(request));
    return reply.headers(csvHeaders(name)).send(text);
  });
}
