import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  canEditApplicant,
  ownsOrUnassigned,
  type ApplicantDocument,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import type { BlobStore } from '../../platform/storage';
import { toApplicantDocument } from './mappers';
import {
  archivedError,
  editError,
  lockForChange,
  takeIfUnassigned,
  visibleApplicant,
  writeActivity,
  type Staff,
} from './records';
import { staffActor } from '../../core/identity';

export type ResumeType = keyof typeof RESUME_TYPES;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXTENSIONS: Record<ResumeType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  [DOCX]: 'docx',
};

export const INVALID_FILE_TYPE_MESSAGE = 'The resume must be a PDF, DOC or DOCX file.';
export const FILE_TOO_LARGE_MESSAGE = `The resume must be at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`;
export const EMPTY_FILE_MESSAGE = 'The file is empty.';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

/** The names of a ZIP archive's entries (its central directory), or null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end of central directory record: 22 bytes, then a comment of up to 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= lowest; i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The resume type of a file by its content, whatever its name: PDF (`%PDF-`), DOC (the OLE2 compound file
 * header) or DOCX (a ZIP archive holding word/document.xml); null for anything else.
 */
export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names?.includes('word/document.xml')) return DOCX;
  }
  return null;
}

/**
 * The name a document is stored and downloaded under: the given name without folders, control characters
 * or characters that are unsafe in a header or on a disk, at most 120 characters, with the extension of
 * the detected type (a DOCX named "cv.pdf" is stored as "cv.docx").
 */
export function resumeFileName(given: unknown, type: ResumeType): string {
  const raw = typeof given === 'string' ? given : '';
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f' && !'"<>:|?*;'.includes(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.(pdf|docx?)$/i, '')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return `${cleaned || 'resume'}.${EXTENSIONS[type]}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const DOCUMENT_COLUMNS = [
  'id',
  'kind',
  'file_name',
  'content_type',
  'size',
  'uploaded_at',
  'uploaded_by_name',
  'blob_key',
] as const;

/** The applicant's current documents (the resume; replaced ones are kept but not listed), newest first. */
export async function listDocuments(db: Db, staff: Staff, applicantId: number): Promise<ApplicantDocument[]> {
  await visibleApplicant(db, staff, applicantId);
  const rows = await db
    .selectFrom('applicant_documents')
    .select(DOCUMENT_COLUMNS)
    .where('agency_id', '=', staff.agencyId)
    .where('applicant_id', '=', applicantId)
    .where('replaced_at', 'is', null)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApplicantDocument);
}

/**
 * Stores a resume: its type from its bytes (400 `invalid_file_type`), at most RESUME_MAX_BYTES (413
 * `file_too_large`), by someone who may edit the applicant (a recruiter taking an unassigned one takes it).
 * The bytes go to the blob store first (outside the transaction: it may be S3); then, in one transaction
 * with the applicant locked, the previous resume is marked replaced, the new one recorded and a 'document'
 * activity row written. A refused or failed transaction deletes the stored bytes again.
 */
export async function uploadResume(
  db: Db,
  blobs: BlobStore,
  staff: Staff,
  applicantId: number,
  upload: { bytes: Uint8Array; fileName: unknown },
): Promise<ApplicantDocument> {
  // Before storing anything: the applicant exists here and the caller may change it.
  const visible = await visibleApplicant(db, staff, applicantId);
  if (visible.archivedAt !== null) throw archivedError();
  if (!canEditApplicant({ roles: staff.roles, ownsOrUnassigned: ownsOrUnassigned(visible.ownerId, staff.recruiterId) }))
    throw editError();
  if (upload.bytes.length === 0) throw new ApiError(400, 'invalid_file_type', EMPTY_FILE_MESSAGE);
  if (upload.bytes.length > RESUME_MAX_BYTES) throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
  const type = detectResumeType(upload.bytes);
  if (!type) throw new ApiError(400, 'invalid_file_type', INVALID_FILE_TYPE_MESSAGE);
  const fileName = resumeFileName(upload.fileName, type);
  const key = `agencies/${staff.agencyId}/applicants/${applicantId}/documents/${randomUUID()}`;
  await blobs.put(key, upload.bytes, { contentType: type, agencyId: staff.agencyId });
  try {
    return await db.transaction().execute(async (trx: Kysely<Database>) => {
      const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
      // Again under the lock, with the roles as stored now: the owner may have changed since the check above.
      const row = await lockForChange(trx, staff.agencyId, actor, applicantId);
      if (
        !canEditApplicant({ roles: actor.roles, ownsOrUnassigned: ownsOrUnassigned(row.owner_id, actor.recruiterId) })
      )
        throw editError();
      await takeIfUnassigned(trx, actor, row, staff.agencyId);
      await trx
        .updateTable('applicant_documents')
        .set({ replaced_at: sql<Date>`now()` })
        .where('agency_id', '=', staff.agencyId)
        .where('applicant_id', '=', applicantId)
        .where('kind', '=', 'resume')
        .where('replaced_at', 'is', null)
        .execute();
      const document = await trx
        .insertInto('applicant_documents')
        .values({
          agency_id: staff.agencyId,
          applicant_id: applicantId,
          kind: 'resume',
          file_name: fileName,
          content_type: type,
          size: upload.bytes.length,
          blob_key: key,
          uploaded_by: actor.recruiterId,
          uploaded_by_name: actor.name,
        })
        .returning(DOCUMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('applicants')
        .set({ updated_at: sql<Date>`now()` })
        .where('agency_id', '=', staff.agencyId)
        .where('id', '=', applicantId)
        .execute();
      await writeActivity(trx, {
        agencyId: staff.agencyId,
        applicantId,
        actor,
        kind: 'document',
        text: `Resume uploaded: ${fileName} (${RESUME_TYPES[type]})`,
      });
      return toApplicantDocument(document);
    });
  } catch (error) {
    await blobs.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A document of a visible applicant of the agency, with its bytes; 404 when there is none. */
export async function readDocument(
  db: Db,
  blobs: BlobStore,
  staff: Staff,
  applicantId: number,
  documentId: number,
): Promise<{ document: ApplicantDocument; bytes: Uint8Array }> {
  await visibleApplicant(db, staff, applicantId);
  const row = await db
    .selectFrom('applicant_documents')
    .select(DOCUMENT_COLUMNS)
    .where('agency_id', '=', staff.agencyId)
    .where('applicant_id', '=', applicantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', 'Document not found.');
  const blob = await blobs.get(row.blob_key);
  if (!blob) throw new ApiError(404, 'not_found', 'The file of this document is missing.');
  return { document: toApplicantDocument(row), bytes: blob.bytes };
}
