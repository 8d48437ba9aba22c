import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isTenantSlug, tenantLabelFromHost } from '@agency/api-client/contract';
import type { Database, Db } from '../db';
import { ApiError, notFound } from '../errors';
import type { AgencyRow } from './tables';

export type { AgenciesTable, AgencyRow } from './tables';

/** An agency (tenant) as stored. */
export type TenantAgency = AgencyRow;

/**
 * An agency by id (locked for the transaction when `lock`); 404 "The agency no longer exists." when it is
 * gone (the agency's settings, Management → Recruiters and Manage Users read the caller's agency with it).
 */
export async function agencyRow(db: Kysely<Database>, agencyId: number, lock = false): Promise<AgencyRow> {
  let query = db.selectFrom('agencies').selectAll().where('id', '=', agencyId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('The agency no longer exists.');
  return row;
}

export interface ResolvedTenant {
  agency: TenantAgency;
  /** True when the request named this agency; false when it fell back to the default agency. */
  explicit: boolean;
}

/**
 * The tenant label a request names, by SPEC §7's rule: the `old` query parameter when the request
 * carries one (the client's host-name label, which the token endpoint receives because the identity
 * server may live on another host), otherwise the first label of the request's own host name. Every
 * endpoint reads it here: the token endpoint, the anonymous API calls and the cross-agency check of
 * signed-in calls.
 */
export function tenantLabelOf(request: FastifyRequest): string | null {
  const old = (request.query as Record<string, unknown> | undefined)?.old;
  if (typeof old === 'string') return old.trim().toLowerCase() || null;
  return tenantLabelFromHost(request.headers.host);
}

/**
 * THE tenant rule: the agency a request's label names, else the configured default agency (null: none).
 */
export async function resolveAgency(
  db: Db,
  request: FastifyRequest,
  defaultAgency: string | null,
): Promise<ResolvedTenant | null> {
  const label = tenantLabelOf(request) ?? '';
  const candidates = [label, defaultAgency].filter((s): s is string => !!s && isTenantSlug(s));
  if (candidates.length === 0) return null;
  const rows = await db.selectFrom('agencies').selectAll().where('slug', 'in', candidates).execute();
  const named = rows.find((row) => row.slug === label);
  if (named) return { agency: named, explicit: true };
  const fallback = rows.find((row) => row.slug === defaultAgency);
  return fallback ? { agency: fallback, explicit: false } : null;
}

/** The agency of an anonymous API call; 404 `unknown_agency` when the request names none and there is no default. */
export async function agencyOfRequest(
  db: Db,
  request: FastifyRequest,
  defaultAgency: string | null,
): Promise<TenantAgency> {
  const tenant = await resolveAgency(db, request, defaultAgency);
  if (!tenant) throw new ApiError(404, 'unknown_agency', 'No agency is served at this address.');
  return tenant.agency;
}

/** What the origin of an agency's links is made of (app/config/auth.ts: AGENCY_ORIGIN, ISSUER, NODE_ENV). */
export interface LinkOriginSettings {
  /** `https://{agency}.portal.example.com`, or null. */
  agencyOrigin: string | null;
  issuer: string | null;
  production: boolean;
}

/**
 * THE origin of a link in an e-mail to anyone but the requester (an invitation, an approval, the owner's notice
 * of a registration, a reference request): the agency's configured origin (AGENCY_ORIGIN with its slug), else
 * ISSUER; only outside production, with neither set, the request's own origin (as the issuer is there). Never a
 * request's `Origin` (nor, in production, its Host): whoever sends the request would choose where the link
 * points, and the e-mail comes from the agency.
 */
export function agencyLinkOrigin(settings: LinkOriginSettings, slug: string, request: FastifyRequest): string {
  if (settings.agencyOrigin !== null && isTenantSlug(slug)) return settings.agencyOrigin.replace('{agency}', slug);
  if (settings.issuer !== null) return settings.issuer.replace(/\/+$/, '');
  if (settings.production) throw new Error('ISSUER is required in production (app/config/auth.ts).');
  return `${request.protocol}://${request.host}`;
}
