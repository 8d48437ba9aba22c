import { randomUUID } from 'node:crypto';
import {
  ONBOARDING_UPLOAD_MAX_BYTES,
  ONBOARDING_UPLOAD_TYPES,
  type OnboardingUpload,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import type { BlobStore } from '../../platform/storage';
import { lockOnboardingApplicant, writeApplicantAudit, type RequestMeta } from './context';

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

/** An upload of this applicant (of this agency) with its bytes; 404 otherwise. */
export async function readUpload(
  deps: { db: Db; blobs: BlobStore },
  owner: { agencyId: number; applicantId: number },
  uploadId: string,
): Promise<{ upload: OnboardingUpload; bytes: Uint8Array }> {
  if (!UUID.test(uploadId)) throw new ApiError(404, 'not_found', UPLOAD_NOT_FOUND_MESSAGE);
  const row = await deps.db
    .selectFrom('onboarding_uploads')
    .select(UPLOAD_COLUMNS)
    .where('agency_id', '=', owner.agencyId)
    .where('applicant_id', '=', owner.applicantId)
    .where('id', '=', uploadId.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', UPLOAD_NOT_FOUND_MESSAGE);
  const blob = await deps.blobs.get(row.blob_key);
  if (!blob) throw new ApiError(404, 'not_found', 'The file of this upload is missing.');
  return { upload: toUpload(row), bytes: blob.bytes };
}
