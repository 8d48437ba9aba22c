import type { FastifyReply, FastifyRequest } from 'fastify';
import { validateValues } from '@agency/forms/schemas';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AppContext } from './context';
import type { AgencyRow } from './db/schema';
import { ApiError, validationFailed } from './errors';
import { tenantLabelFromHost } from '@agency/api-client/contract';
import { resolveTenant } from './tenant';

/** Validates a JSON body at the edge with a yup schema (the shared rules and messages); 400 with Errors. */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  const result = validateValues(schema, body);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

/** The agency of an anonymous request, from its host name by the `old` rule (SPEC §7). */
export async function agencyOfRequest(ctx: AppContext, request: FastifyRequest): Promise<AgencyRow> {
  const tenant = await resolveTenant(ctx.db, tenantLabelFromHost(request.headers.host), ctx.config.defaultAgency);
  if (!tenant) throw new ApiError(404, 'unknown_agency', 'No agency is served at this address.');
  return tenant.agency;
}

export function sendText(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
