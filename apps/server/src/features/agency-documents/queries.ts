import { sql, type Kysely } from 'kysely';
import {
  agencyDocumentKindOf,
  agencyDocumentLabel,
  type AgencyDocumentKind,
  type AgencyDocumentVersion,
  type OnboardingFormKey,
  type PublishedAgencyDocument,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { sha256Hex } from '../../platform/crypto';
import { ApiError } from '../../platform/errors';
import type { AgencyDocumentRow } from './tables';

// The reads every side of the agency's documents shares (the editor, the applicant's screen, the onboarding
// engine's check on submit). A leaf module: it imports no feature's routes or services.

/** SHA-256 (hex) of a published text: the JSON of its body, kind, title and version, in that order. */
export const documentHash = (text: { kind: AgencyDocumentKind; version: number; title: string; body: string }) =>
  sha256Hex(JSON.stringify({ body: text.body, kind: text.kind, title: text.title, version: text.version }));

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row → the contract's version. */
export function toVersion(row: AgencyDocumentRow): AgencyDocumentVersion {
  return {
    Kind: row.kind,
    Version: row.version,
    Title: row.title,
    Body: row.body,
    Status: row.status,
    Hash: row.body_hash,
    UpdatedAt: iso(row.updated_at)!,
    UpdatedBy: row.updated_by_name,
    PublishedAt: iso(row.published_at),
    PublishedBy: row.status === 'published' ? row.published_by_name : null,
  };
}

export const toPublished = (row: AgencyDocumentRow) => toVersion(row) as PublishedAgencyDocument;

/** The current version of a document (the newest published), or null when none was published. */
export async function currentPublished(
  db: Kysely<Database>,
  agencyId: number,
  kind: AgencyDocumentKind,
): Promise<AgencyDocumentRow | null> {
  const row = await db
    .selectFrom('agency_documents')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** One published version of a document, or null. */
export async function publishedVersion(
  db: Kysely<Database>,
  agencyId: number,
  kind: AgencyDocumentKind,
  version: number,
): Promise<AgencyDocumentRow | null> {
  const row = await db
    .selectFrom('agency_documents')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('kind', '=', kind)
    .where('version', '=', version)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ?? null;
}

export const NOT_PUBLISHED_MESSAGE = (kind: AgencyDocumentKind) =>
  `The agency has not published its ${agencyDocumentLabel(kind)} yet: try again later.`;
export const OUTDATED_MESSAGE = (kind: AgencyDocumentKind, current: number) =>
  `The agency has published a new version of its ${agencyDocumentLabel(kind)} (version ${current}): read it and accept it again.`;

/**
 * Serialises the signing of a document with the publication of its next version: a publication takes
 * this lock alone (`exclusive`), each submission of the form shares it, first in its transaction. So a
 * signature of the old version either commits before the publication (which then asks for it again) or
 * waits and is checked against the new version. Does nothing for the other forms.
 */
export async function lockDocumentKind(
  trx: Kysely<Database>,
  agencyId: number,
  form: OnboardingFormKey,
  mode: 'shared' | 'exclusive' = 'shared',
): Promise<void> {
  const kind = agencyDocumentKindOf(form);
  if (kind === null) return;
  const key = `agency_documents:${kind}`;
  if (mode === 'shared')
    await sql`SELECT pg_advisory_xact_lock_shared(${agencyId}::integer, hashtext(${key}))`.execute(trx);
  else await sql`SELECT pg_advisory_xact_lock(${agencyId}::integer, hashtext(${key}))`.execute(trx);
}

/**
 * On submit of a form that signs an agency document: the data must name the current published version and
 * its SHA-256 (what the applicant read is what is signed), else 409 `document_outdated` (a newer version
 * was published since the screen was opened) or 409 `document_not_published`. Other forms pass.
 */
export async function checkAcceptedVersion(
  db: Kysely<Database>,
  agencyId: number,
  form: OnboardingFormKey,
  data: Record<string, unknown>,
): Promise<void> {
  const kind = agencyDocumentKindOf(form);
  if (kind === null) return;
  const current = await currentPublished(db, agencyId, kind);
  if (!current) throw new ApiError(409, 'document_not_published', NOT_PUBLISHED_MESSAGE(kind));
  if (data.DocumentVersion !== current.version || data.DocumentHash !== current.body_hash)
    throw new ApiError(409, 'document_outdated', OUTDATED_MESSAGE(kind, current.version));
}
