import type { Db } from './db';
import type { AgencyRow } from './db/schema';
import { isTenantSlug } from '@agency/api-client/contract';

export interface ResolvedTenant {
  agency: AgencyRow;
  /** True when the hint or host named this agency; false when it fell back to the default agency. */
  explicit: boolean;
}

/**
 * A hint (or host label) that names an agency resolves to it; anything else resolves to the configured
 * default agency, or to null when there is none.
 */
export async function resolveTenant(
  db: Db,
  hint: string | null,
  defaultAgency: string | null,
): Promise<ResolvedTenant | null> {
  const slug = hint?.trim().toLowerCase() ?? '';
  const candidates = [slug, defaultAgency].filter((s): s is string => !!s && isTenantSlug(s));
  if (candidates.length === 0) return null;
  const rows = await db.selectFrom('agencies').selectAll().where('slug', 'in', candidates).execute();
  const named = rows.find((row) => row.slug === slug);
  if (named) return { agency: named, explicit: true };
  const fallback = rows.find((row) => row.slug === defaultAgency);
  return fallback ? { agency: fallback, explicit: false } : null;
}
