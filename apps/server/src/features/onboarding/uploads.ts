import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ONBOARDING_FORMS,
  ONBOARDING_UPLOAD_MAX_BYTES,
  ONBOARDING_UPLOAD_TYPES,
  onboardingForm,
  type OnboardingFormKey,
  type OnboardingUpload,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import type { BlobStore } from '../../platform/storage';
import { healthFileReadDetail, readFormData, requireHealthAccess, writeHealthRead } from './form-data';
import { nurseFormUploads } from './nurse-form';
import { physicalInfoUploads } from './physical-info';
import type { Data, ValueVault } from './sensitive';
import { lockOnboardingApplicant, staffOnApplicant } from '../applicants';
import { writeApplicantAudit } from '../../core/audit';
import type { RequestMeta } from '../../platform/http';
import type { StaffScope } from '../../core/identity';

export type UploadType = (typeof ONBOARDING_UPLOAD_TYPES)[number]['contentType'];

export const UNSUPPORTED_TYPE_MESSAGE = `The file must be a ${ONBOARDING_UPLOAD_TYPES.slice(0, -1)
  .map((type) => type.label)
  .join(', ')} or ${ONBOARDING_UPLOAD_TYPES.at(-1)!.label} file (its content decides, not its name).`;
export const UPLOAD_TOO_LARGE_MESSAGE = `The file must be at most ${ONBOARDING_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;
export const EMPTY_UPLOAD_MESSAGE = 'The file is empty.';
export const UPLOAD_NOT_FOUND_MESSAGE = 'Upload not found.';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** HEIF major brands of HEIC/HEIF images (the `ftyp` box). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'hevc']);

/**
 * The type of an upload by its content: PDF (`%PDF-`), JPEG (FF D8 FF), PNG (its 8-byte signature), HEIC (an
 * `ftyp` box whose major brand is heic, heix, mif1, msf1 or hevc); null for anything else.
 */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return null;
}

/** The name an upload is kept under: no folders or unsafe characters, ≤ 120 characters, the type's extension. */
export function uploadFileName(given: unknown, type: UploadType): string {
  const extension = ONBOARDING_UPLOAD_TYPES.find((entry) => entry.contentType === type)!.extensions[0];
  const base = (typeof given === 'string' ? given : '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f' && !'"<>:|?*;'.includes(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return `${cleaned || 'upload'}${extension}`;
}

const UPLOAD_COLUMNS = ['id', 'file_name', 'content_type', 'size', 'uploaded_at', 'blob_key'] as const;

const toUpload = (row: {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: Date;
}): OnboardingUpload => ({
  UploadId: row.id,
  FileName: row.file_name,
  ContentType: row.content_type,
  Size: row.size,
  UploadedAt: new Date(row.uploaded_at).toISOString(),
});

/** Where an applicant's upload `id` is kept in the blob store. */
export const onboardingBlobKey = (agencyId: number, applicantId: number, id: string) =>
  `agencies/${agencyId}/applicants/${applicantId}/onboarding/${id}`;

/** The detail of an 'uploaded' audit row: the file's name, type and size (never its content). */
export function uploadedDetail(fileName: string, type: UploadType, size: number): string {
  const label = ONBOARDING_UPLOAD_TYPES.find((entry) => entry.contentType === type)!.label;
  const rounded =
    size < 1024
      ? ''
      : size < 1024 * 1024
        ? ` (${(size / 1024).toFixed(1)} KB)`
        : ` (${(size / 1048576).toFixed(1)} MB)`;
  return `"${fileName}", ${label}, ${size} bytes${rounded}`;
}

/**
 * Stores an applicant's upload: its type by content (415 otherwise), at most 10 MB (413), the bytes through
 * the blob port first (it may be S3: outside the transaction), then its row and its 'uploaded' audit row; a
 * failed transaction deletes the bytes again.
 */
export async function storeUpload(
  deps: { db: Db; blobs: BlobStore },
  owner: { agencyId: number; applicantId: number },
  upload: { bytes: Uint8Array; fileName: unknown },
  meta: RequestMeta,
): Promise<OnboardingUpload> {
  if (upload.bytes.length === 0) throw new ApiError(400, 'empty_file', EMPTY_UPLOAD_MESSAGE);
  if (upload.bytes.length > ONBOARDING_UPLOAD_MAX_BYTES)
    throw new ApiError(413, 'file_too_large', UPLOAD_TOO_LARGE_MESSAGE);
  const type = detectUploadType(upload.bytes);
  if (!type) throw new ApiError(415, 'unsupported_file_type', UNSUPPORTED_TYPE_MESSAGE);
  const id = randomUUID();
  const key = onboardingBlobKey(owner.agencyId, owner.applicantId, id);
  await deps.blobs.put(key, upload.bytes, { contentType: type, agencyId: owner.agencyId });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockOnboardingApplicant(trx, owner.agencyId, owner.applicantId, null);
      const row = await trx
        .insertInto('onboarding_uploads')
        .values({
          id,
          agency_id: owner.agencyId,
          applicant_id: owner.applicantId,
          blob_key: key,
          file_name: uploadFileName(upload.fileName, type),
          content_type: type,
          size: upload.bytes.length,
        })
        .returning(UPLOAD_COLUMNS)
        .executeTakeFirstOrThrow();
      await writeApplicantAudit(trx, owner, meta, {
        action: 'uploaded',
        form: null,
        version: null,
        detail: uploadedDetail(row.file_name, type, row.size),
      });
      return toUpload(row);
    });
  } catch (error) {
    await deps.blobs.delete(key).catch(() => undefined);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row of an upload of this applicant (of this agency); 404 otherwise. */
async function uploadRow(db: Kysely<Database>, owner: { agencyId: number; applicantId: number }, uploadId: string) {
  if (!UUID.test(uploadId)) throw new ApiError(404, 'not_found', UPLOAD_NOT_FOUND_MESSAGE);
  const row = await db
    .selectFrom('onboarding_uploads')
    .select(UPLOAD_COLUMNS)
    .where('agency_id', '=', owner.agencyId)
    .where('applicant_id', '=', owner.applicantId)
    .where('id', '=', uploadId.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', UPLOAD_NOT_FOUND_MESSAGE);
  return row;
}

/** The bytes of an upload's row; 404 when the blob store no longer has them. */
async function uploadBytes(blobs: BlobStore, row: { blob_key: string }): Promise<Uint8Array> {
  const blob = await blobs.get(row.blob_key);
  if (!blob) throw new ApiError(404, 'not_found', 'The file of this upload is missing.');
  return blob.bytes;
}

/** An upload of this applicant (of this agency) with its bytes; 404 otherwise. The applicant's own download. */
export async function readUpload(
  deps: { db: Db; blobs: BlobStore },
  owner: { agencyId: number; applicantId: number },
  uploadId: string,
): Promise<{ upload: OnboardingUpload; bytes: Uint8Array }> {
  const row = await uploadRow(deps.db, owner, uploadId);
  return { upload: toUpload(row), bytes: await uploadBytes(deps.blobs, row) };
}

/**
 * The uploads a form's data names, with their field paths: identity document images, the health forms'
 * proofs (a vaccination record, Physical Info's TB test and other proofs), the Nurse Form's cards. Only
 * non-empty strings. The one list of "which fields hold an upload": the submission's ownership check and
 * the health rule of the downloads both read it.
 */
export function formUploads(form: OnboardingFormKey, data: Data): [string, string][] {
  const named: [unknown, string][] = [];
  if (form === 'identification-info' && Array.isArray(data.Documents))
    (data.Documents as Data[]).forEach((document, i) => {
      for (const side of ['FrontUploadId', 'BackUploadId']) named.push([document?.[side], `Documents[${i}].${side}`]);
    });
  if (form === 'influenza-vaccination' || form === 'hepab-hippa-info')
    named.push([data.ProofUploadId, 'ProofUploadId']);
  if (form === 'nurse-physical-info') named.push(...physicalInfoUploads(data));
  if (form === 'nurse-form') named.push(...nurseFormUploads(data));
  return named.filter((entry): entry is [string, string] => typeof entry[0] === 'string' && entry[0] !== '');
}

/** Where an upload is health information: a version of a health form that names it, or a health requirement. */
export interface HealthUse {
  /** The health form and version naming it (null: a file of a health upload requirement). */
  form: OnboardingFormKey | null;
  version: number | null;
  /** How the audit row names the use: 'Physical Info version 1 (TbProofUploadId)', 'Upload Requirements, TB test'. */
  label: string;
}

const HEALTH_FORMS = ONBOARDING_FORMS.filter((form) => form.health).map((form) => form.key);

/**
 * Whether an upload of this applicant is health information, and why: every version (drafts included) of
 * a health form whose data names it (`formUploads`), and every health upload requirement it is filed
 * under. Empty: not health information. Reads the health forms' data through `readFormData`.
 */
export async function healthUsesOfUpload(
  db: Kysely<Database>,
  vault: ValueVault,
  owner: { agencyId: number; applicantId: number },
  uploadId: string,
): Promise<HealthUse[]> {
  const id = uploadId.toLowerCase();
  const uses: HealthUse[] = [];
  const versions = await db
    .selectFrom('onboarding_documents')
    .select(['id', 'form', 'version', 'data'])
    .where('agency_id', '=', owner.agencyId)
    .where('applicant_id', '=', owner.applicantId)
    .where('form', 'in', HEALTH_FORMS)
    .orderBy('version', 'desc')
    .orderBy('form')
    .execute();
  for (const row of versions) {
    const data = await readFormData(db, vault, { ...owner, form: row.form, documentId: row.id }, row.data);
    for (const [named, path] of formUploads(row.form, data))
      if (named.toLowerCase() === id)
        uses.push({
          form: row.form,
          version: row.version,
          label: `${onboardingForm(row.form).label} version ${row.version} (${path})`,
        });
  }
  const files = await db
    .selectFrom('upload_requirement_files as f')
    .innerJoin('upload_requirement_items as i', (join) =>
      join.onRef('i.id', '=', 'f.item_id').onRef('i.agency_id', '=', 'f.agency_id'),
    )
    .select('i.label')
    .where('f.agency_id', '=', owner.agencyId)
    .where('f.applicant_id', '=', owner.applicantId)
    .where('f.upload_id', '=', id)
    .where('i.health', '=', true)
    .execute();
  for (const file of files) uses.push({ form: null, version: null, label: `Upload Requirements, ${file.label}` });
  return uses;
}

/**
 * An upload of an applicant of the staff member's agency (`onboarding.review`). A health file
 * (`healthUsesOfUpload`) follows the health forms' rule (`requireHealthAccess`: `onboarding.health` or the
 * applicant's owner, else 403) and each download writes a 'health-read' audit row, before the bytes go out.
 */
export async function staffReadUpload(
  deps: { db: Db; blobs: BlobStore; vault: ValueVault },
  caller: StaffScope,
  applicantId: number,
  uploadId: string,
  meta: RequestMeta,
): Promise<{ upload: OnboardingUpload; bytes: Uint8Array }> {
  const owner = { agencyId: caller.agencyId, applicantId };
  const actor = await staffOnApplicant(
    deps.db,
    caller,
    applicantId,
    'onboarding.review',
    "read applicants' onboarding",
  );
  const row = await uploadRow(deps.db, owner, uploadId);
  const uses = await healthUsesOfUpload(deps.db, deps.vault, owner, row.id);
  await requireHealthAccess(deps.db, actor, caller.agencyId, applicantId, uses.length > 0);
  const bytes = await uploadBytes(deps.blobs, row);
  if (uses.length > 0)
    await writeHealthRead(deps.db, {
      ...owner,
      actor,
      form: uses[0]!.form,
      version: uses[0]!.version,
      meta,
      detail: healthFileReadDetail(
        row.file_name,
        uses.map((use) => use.label),
      ),
    });
  return { upload: toUpload(row), bytes };
}
