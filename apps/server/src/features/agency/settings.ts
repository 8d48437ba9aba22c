import { createHash } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import {
  can,
  type AgencyBranding,
  type AgencySettings,
  type AgencySettingsPayload,
  type RoleKey,
} from '@agency/api-client/contract';
import { agencySettingsSchema } from '@agency/forms/schemas';
import { auditName, recordAudit } from '../../core/audit';
import type { Database, Db } from '../../platform/db';
import { accountGone, forbidden } from '../../platform/errors';
import { validateBody } from '../../platform/http';
import type { BlobStore } from '../../platform/storage';
import { agencyRow, type AgenciesTable, type AgencyRow } from '../../platform/tenant';
import { checkLogo } from './logo';
import type { StaffContext } from '../../core/identity';

/** Who the caller is for the settings: their roles (read now), name, whether they own the agency, operate the platform. */
export interface CallerStanding {
  roles: RoleKey[];
  name: string;
  owner: boolean;
  operator: boolean;
}

export const EDITORS_ONLY_MESSAGE = "Only the agency owner or an admin can change the agency's settings.";

/** The caller's standing in one query (their roles as stored now, not as the token says). */
export async function callerStanding(db: Kysely<Database>, agencyId: number, userId: string): Promise<CallerStanding> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('recruiters as r', (join) =>
      join.onRef('r.user_id', '=', 'u.id').onRef('r.agency_id', '=', 'u.agency_id'),
    )
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .leftJoin('platform_operators as p', 'p.user_id', 'u.id')
    .select(['r.roles', 'u.first_name', 'u.last_name', 'a.owner_user_id', 'p.user_id as operator_id'])
    .where('u.id', '=', userId)
    .where('u.agency_id', '=', agencyId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw accountGone();
  return {
    roles: row.roles as RoleKey[],
    name: auditName(row),
    owner: row.owner_user_id === userId,
    operator: row.operator_id !== null,
  };
}

/** Whether the standing may change the settings: `agency.settings`, or the agency's owner whatever their roles. */
export const mayEdit = (standing: CallerStanding) => standing.owner || can(standing.roles, 'agency.settings');

/** The logo's address, relative to the API's base URL: the agency named (`old`) and its version (digest). */
export function logoUrl(row: Pick<AgencyRow, 'slug' | 'logo_blob_key' | 'logo_sha256'>): string | null {
  if (!row.logo_blob_key || !row.logo_sha256) return null;
  return `/api/agency/logo?old=${encodeURIComponent(row.slug)}&v=${row.logo_sha256.slice(0, 16)}`;
}

export function toAgencySettings(row: AgencyRow, standing: CallerStanding): AgencySettings {
  return {
    AgencyId: row.id,
    Slug: row.slug,
    Name: row.name,
    Phone: row.phone,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    ZipCode: row.zip_code,
    RecruitmentEmail: row.recruitment_email,
    TimeZone: row.time_zone,
    BrandPrimary: row.brand_primary,
    BrandAccent: row.brand_accent,
    LogoUrl: logoUrl(row),
    CanEdit: mayEdit(standing),
    Owner: standing.owner,
    Operator: standing.operator,
  };
}

export function toAgencyBranding(row: AgencyRow): AgencyBranding {
  return {
    Name: row.name,
    LogoUrl: logoUrl(row),
    BrandPrimary: row.brand_primary || null,
    BrandAccent: row.brand_accent || null,
    RecruitmentEmail: row.recruitment_email,
  };
}

/** The agency's settings as the caller reads them (every staff member). */
export async function readSettings(db: Db, caller: StaffContext): Promise<AgencySettings> {
  const standing = await callerStanding(db, caller.agencyId, caller.userId);
  return toAgencySettings(await agencyRow(db, caller.agencyId), standing);
}

/** The settings' fields in words (the audit row names what changed, never more). */
const FIELD_WORDS: Readonly<Record<keyof AgencySettingsPayload, string>> = {
  TimeZone: 'Time Zone',
  BrandPrimary: 'Primary Color',
  BrandAccent: 'Accent Color',
};

const COLUMN_OF: Readonly<Record<keyof AgencySettingsPayload, keyof AgencyRow>> = {
  TimeZone: 'time_zone',
  BrandPrimary: 'brand_primary',
  BrandAccent: 'brand_accent',
};

/** The caller as an editor, inside the transaction (403 otherwise). */
async function editor(trx: Kysely<Database>, caller: StaffContext): Promise<CallerStanding> {
  const standing = await callerStanding(trx, caller.agencyId, caller.userId);
  if (!mayEdit(standing)) throw forbidden(EDITORS_ONLY_MESSAGE);
  return standing;
}

/**
 * Changes the settings (the settings form's rules and messages, @agency/forms, checked again here: 400 with
 * `Errors`, a color below 4.5:1 included), in one transaction with an 'agency-updated' audit row naming the
 * fields that changed. Answers the settings as saved.
 */
export async function updateSettings(db: Db, caller: StaffContext, body: unknown): Promise<AgencySettings> {
  const values = validateBody(agencySettingsSchema, body);
  return db.transaction().execute(async (trx) => {
    const standing = await editor(trx, caller);
    const before = await agencyRow(trx, caller.agencyId, true);
    const changed = (Object.keys(COLUMN_OF) as (keyof AgencySettingsPayload)[]).filter(
      (field) => before[COLUMN_OF[field]] !== values[field],
    );
    if (changed.length === 0) return toAgencySettings(before, standing);
    return saveAgency(
      trx,
      caller,
      standing,
      {
        time_zone: values.TimeZone,
        brand_primary: values.BrandPrimary,
        brand_accent: values.BrandAccent,
      },
      { Changed: changed.map((field) => FIELD_WORDS[field]).join(', ') },
    );
  });
}

/**
 * Writes `change` to the caller's agency with its 'agency-updated' audit row (`detail`: what changed), in the
 * transaction; answers the settings as saved.
 */
async function saveAgency(
  trx: Kysely<Database>,
  caller: StaffContext,
  standing: CallerStanding,
  change: Omit<Updateable<AgenciesTable>, 'updated_at'>,
  detail: Record<string, unknown>,
): Promise<AgencySettings> {
  const after = await trx
    .updateTable('agencies')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', caller.agencyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    agencyId: caller.agencyId,
    action: 'agency-updated',
    actorUserId: caller.userId,
    actorName: standing.name,
    detail,
    ip: caller.ip,
  });
  return toAgencySettings(after, standing);
}

/** Where an agency's logo of this digest is kept in the blob store. */
const logoKey = (agencyId: number, sha256: string) => `agencies/${agencyId}/branding/logo-${sha256.slice(0, 32)}`;

/**
 * Replaces the logo: its type by content (PNG, JPEG, or an SVG without scripts or outside references; 400
 * otherwise), at most 1 MB (the route's body limit: 413). The bytes are stored under a key of their own
 * digest first, the agency row and its audit row then change in one transaction, and the previous blob
 * goes last (a failure leaves the old logo in place).
 */
export async function replaceLogo(
  deps: { db: Db; blobs: BlobStore },
  caller: StaffContext,
  bytes: Uint8Array,
): Promise<AgencySettings> {
  const { db, blobs } = deps;
  // The editor check first: nobody else stores bytes, even for a moment.
  await editor(db, caller);
  const type = checkLogo(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = logoKey(caller.agencyId, sha256);
  // The same bytes again (the current logo): kept whatever happens next.
  const existed = await blobs.exists(key);
  await blobs.put(key, bytes, { contentType: type, agencyId: caller.agencyId });
  const seen: { previous: string | null } = { previous: null };
  try {
    const settings = await db.transaction().execute(async (trx) => {
      const standing = await editor(trx, caller);
      const before = await agencyRow(trx, caller.agencyId, true);
      seen.previous = before.logo_blob_key;
      return saveAgency(
        trx,
        caller,
        standing,
        { logo_blob_key: key, logo_content_type: type, logo_sha256: sha256 },
        { Changed: 'Logo', Type: type, Size: bytes.length },
      );
    });
    if (seen.previous && seen.previous !== key) await blobs.delete(seen.previous);
    return settings;
  } catch (error) {
    if (!existed) await blobs.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Removes the logo (the sign-in screens show the agency's name alone), with its audit row. */
export async function removeLogo(deps: { db: Db; blobs: BlobStore }, caller: StaffContext): Promise<AgencySettings> {
  const { db, blobs } = deps;
  const seen: { previous: string | null } = { previous: null };
  const settings = await db.transaction().execute(async (trx) => {
    const standing = await editor(trx, caller);
    const before = await agencyRow(trx, caller.agencyId, true);
    seen.previous = before.logo_blob_key;
    if (!seen.previous) return toAgencySettings(before, standing);
    return saveAgency(
      trx,
      caller,
      standing,
      { logo_blob_key: null, logo_content_type: null, logo_sha256: null },
      { Changed: 'Logo removed' },
    );
  });
  if (seen.previous) await blobs.delete(seen.previous);
  return settings;
}

/** The logo of an agency (null: none, or its blob is gone). */
export async function readLogo(
  blobs: BlobStore,
  agency: Pick<AgencyRow, 'logo_blob_key' | 'logo_content_type' | 'logo_sha256'>,
): Promise<{ bytes: Uint8Array; contentType: string; sha256: string } | null> {
  if (!agency.logo_blob_key || !agency.logo_content_type || !agency.logo_sha256) return null;
  const blob = await blobs.get(agency.logo_blob_key);
  return blob ? { bytes: blob.bytes, contentType: agency.logo_content_type, sha256: agency.logo_sha256 } : null;
}
