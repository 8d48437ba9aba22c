import type { FastifyReply, FastifyRequest } from 'fastify';
import { validateValues } from '@agency/forms/schemas';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AppContext } from './context';
import type { AgencyRow } from './db/schema';
import { ApiError, validationFailed } from './errors';
import { tenantLabelFromHost } from '@agency/api-client/contract';
import { resolveTenant } from './tenant';

/**
 * Validates a JSON body at the edge with a yup schema (the shared rules and messages); 400 with Errors.
 * A field the schema reads as a single value (text, number, yes/no) that arrives as an object or a list is
 * refused first: yup's transforms (`trim`) would otherwise throw a TypeError, which is a 500.
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  const wrongTypes: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = (body as Record<string, unknown>)[name];
    const type = (field as { type?: string }).type;
    // Text fields: validateValues reports a non-text value itself, with the same message on both sides.
    if (type === 'string' || type === 'object' || type === 'array') continue;
    if (typeof value === 'object' && value !== null) wrongTypes[name] = `${name} must be a single ${type ?? ''} value.`;
  }
  if (Object.keys(wrongTypes).length > 0) throw validationFailed(wrongTypes);
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

/** The first place in `value` (a parsed body, query or params) where a string holds a NUL character. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNulCharacter(item, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** The token endpoint's caching rule (RFC 6749 §5.1), on every /connect/* answer. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

export function sendText(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
