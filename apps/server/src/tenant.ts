import type { Db } from './db';
import type { AgencyRow } from './db/schema';

/**
 * The tenant rule of SPEC §7 (`old`): the first label of the host name; 'www' falls back to the second
 * label. A host without a usable label (an IP address, a one-label name such as localhost) gives null.
 * The portal's api-client applies the same rule to build the `old` hint.
 */
export function tenantLabelFromHost(host: string | undefined): string | null {
  const name = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^([^:]+):\d+$/, '$1')
    .replace(/\.$/, '');
  if (name === '' || name.includes(':') || name.startsWith('[')) return null;
  const labels = name.split('.');
  if (labels.length < 2 || labels.every((label) => /^\d+$/.test(label))) return null;
  const label = labels[0] === 'www' ? labels[1] : labels[0];
  return label !== undefined && label !== 'www' && isSlug(label) ? label : null;
}

export function isSlug(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value);
}

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
  const candidates = [slug, defaultAgency].filter((s): s is string => !!s && isSlug(s));
  if (candidates.length === 0) return null;
  const rows = await db.selectFrom('agencies').selectAll().where('slug', 'in', candidates).execute();
  const named = rows.find((row) => row.slug === slug);
  if (named) return { agency: named, explicit: true };
  const fallback = rows.find((row) => row.slug === defaultAgency);
  return fallback ? { agency: fallback, explicit: false } : null;
}
