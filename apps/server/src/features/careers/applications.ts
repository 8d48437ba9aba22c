import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  CAREERS_CONFIRMATION_DAYS,
  CAREERS_MESSAGES,
  RESUME_TYPES,
  canEditApplicant,
  can,
  type CareerConfirmationResult,
  type Discipline,
  type PendingCareerApplication,
  type UsStateCode,
} from '@agency/api-client/contract';
import { sha256Hex } from '../../platform/crypto';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden } from '../../platform/errors';
import type { BlobStore } from '../../platform/storage';
import './tables';
import { staffActor, type StaffActor, type StaffScope } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** Who the careers site's rows are written by (documents, submissions, their history). */
export const CAREERS_ACTOR_NAME = 'Careers site';

export const confirmationInvalid = () =>
  new ApiError(400, 'confirmation_invalid', CAREERS_MESSAGES.confirmationInvalid);
export const applicationNotFound = () => new ApiError(404, 'not_found', CAREERS_MESSAGES.applicationNotFound);
const EDIT_FORBIDDEN_MESSAGE = 'Only staff who may edit this applicant can merge its careers application.';

/** The values of the record an application may fill: only those still empty (staff's entries stay). */
export function fillEmpty(
  existing: { mobile_phone: string; discipline: string | null; license_states: string[] },
  values: { MobilePhone: string; Discipline: string; LicenseStates: string[] },
) {
  const changes: { mobile_phone?: string; discipline?: string; license_states?: string[] } = {};
  const added: string[] = [];
  if (existing.mobile_phone.trim() === '' && values.MobilePhone.trim() !== '') {
    changes.mobile_phone = values.MobilePhone;
    added.push('mobile phone');
  }
  if (existing.discipline === null) {
    changes.discipline = values.Discipline;
    added.push('discipline');
  }
  const newStates = values.LicenseStates.filter((state) => !existing.license_states.includes(state));
  if (newStates.length > 0) {
    changes.license_states = [...existing.license_states, ...newStates];
    added.push(`license states ${newStates.join(', ')}`);
  }
  return { changes, added };
}

/**
 * Keeps an application with the e-mail of an applicant the agency already has apart from that record: its
 * answers and resume in a row of careers_applications under the SHA-256 of a one-time confirmation token,
 * valid CAREERS_CONFIRMATION_DAYS. Nothing of the record changes. Answers the token (for the e-mail only).
 */
export async function keepApart(
  trx: Kysely<Database>,
  events: EventBus,
  input: {
    agencyId: number;
    applicantId: number;
    job: { id: number; title: string };
    values: { FirstName: string; LastName: string; MobilePhone: string; Discipline: string; LicenseStates: string[] };
    resume: { blob_key: string; file_name: string; content_type: string; size: number };
  },
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await trx
    .insertInto('careers_applications')
    .values({
      agency_id: input.agencyId,
      applicant_id: input.applicantId,
      job_order_id: input.job.id,
      job_title: input.job.title,
      first_name: input.values.FirstName,
      last_name: input.values.LastName,
      mobile_phone: input.values.MobilePhone,
      discipline: input.values.Discipline,
      license_states: input.values.LicenseStates,
      blob_key: input.resume.blob_key,
      file_name: input.resume.file_name,
      content_type: input.resume.content_type,
      size: input.resume.size,
      token_hash: sha256Hex(token),
      expires_at: sql<Date>`now() + make_interval(days => ${CAREERS_CONFIRMATION_DAYS})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await events.emit(trx, 'applicant.activity', {
    agencyId: input.agencyId,
    applicantId: input.applicantId,
    actor: null,
    kind: 'updated',
    text: `Applied on the careers site for ${input.job.title}: not confirmed yet, kept apart from the record`,
  });
  return { id: row.id, token };
}

type ApplicationRow = {
  id: number;
  applicant_id: number;
  job_title: string;
  mobile_phone: string;
  discipline: string;
  license_states: string[];
  blob_key: string;
  file_name: string;
  content_type: string;
  size: number;
};
const APPLICATION_COLUMNS = [
  'id',
  'applicant_id',
  'job_title',
  'mobile_phone',
  'discipline',
  'license_states',
  'blob_key',
  'file_name',
  'content_type',
  'size',
] as const;

/**
 * Merges an application kept apart into its record, in the caller's transaction (the application's row
 * locked by the caller): empty fields filled, license states added, an archived record restored, its resume
 * the current one (the earlier one kept, marked replaced), each written to the activity; the row marked
 * merged (and confirmed, when the person confirmed) by whom.
 */
async function merge(
  trx: Kysely<Database>,
  events: EventBus,
  agencyId: number,
  application: ApplicationRow,
  by: { confirmed: true } | { confirmed: false; actor: StaffActor },
): Promise<void> {
  const applicantId = application.applicant_id;
  const actor = by.confirmed ? null : by.actor;
  const record = await trx
    .selectFrom('applicants')
    .select(['mobile_phone', 'discipline', 'license_states', 'archived_at'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const { changes, added } = fillEmpty(record, {
    MobilePhone: application.mobile_phone,
    Discipline: application.discipline,
    LicenseStates: application.license_states,
  });
  await trx
    .updateTable('applicants')
    .set({
      ...changes,
      ...(record.archived_at === null ? {} : { archived_at: null, archived_by: null }),
      updated_at: sql<Date>`now()`,
    })
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .execute();
  const what = by.confirmed ? 'Confirmed the careers application' : 'Merged the careers application';
  if (record.archived_at !== null)
    await events.emit(trx, 'applicant.activity', {
      agencyId,
      applicantId,
      actor,
      kind: 'restored',
      text: `Restored from the archive: ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
    });
  const text = `${what} for ${application.job_title}`;
  await events.emit(trx, 'applicant.activity', {
    agencyId,
    applicantId,
    actor,
    kind: 'updated',
    text: added.length > 0 ? `${text} (added ${added.join('; ')})` : text,
  });
  await trx
    .updateTable('applicant_documents')
    .set({ replaced_at: sql<Date>`now()` })
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('kind', '=', 'resume')
    .where('replaced_at', 'is', null)
    .execute();
  await trx
    .insertInto('applicant_documents')
    .values({
      agency_id: agencyId,
      applicant_id: applicantId,
      kind: 'resume',
      file_name: application.file_name,
      content_type: application.content_type,
      size: application.size,
      blob_key: application.blob_key,
      uploaded_by: null,
      uploaded_by_name: CAREERS_ACTOR_NAME,
    })
    .execute();
  await events.emit(trx, 'applicant.activity', {
    agencyId,
    applicantId,
    actor,
    kind: 'document',
    text: `Resume uploaded on the careers site: ${application.file_name} (${resumeTypeName(application.content_type)})`,
  });
  await trx
    .updateTable('careers_applications')
    .set({
      merged_at: sql<Date>`now()`,
      ...(by.confirmed
        ? { confirmed_at: sql<Date>`now()` }
        : { merged_by: by.actor.recruiterId, merged_by_name: by.actor.name }),
    })
    .where('id', '=', application.id)
    .execute();
}

export const resumeTypeName = (type: string) => RESUME_TYPES[type as keyof typeof RESUME_TYPES] ?? type;

/**
 * The person confirms from their inbox: the token of the link, in its own agency, unexpired and not merged
 * yet (400 `confirmation_invalid` otherwise, whatever the reason), merges the application into the record.
 */
export async function confirmCareerApplication(
  db: Db,
  events: EventBus,
  agencyId: number,
  body: unknown,
): Promise<CareerConfirmationResult> {
  const token = typeof body === 'object' && body !== null ? (body as { Token?: unknown }).Token : undefined;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw confirmationInvalid();
  const tokenHash = sha256Hex(token);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('careers_applications')
      .select([...APPLICATION_COLUMNS, 'merged_at', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('agency_id', '=', agencyId)
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.merged_at !== null || row.expired) throw confirmationInvalid();
    await merge(trx, events, agencyId, row, { confirmed: true });
  });
  return { Message: CAREERS_MESSAGES.confirmed };
}

/** The applicant of an application, locked, if the staff member may see it (archived: with the archive permission). */
async function visibleRecord(trx: Kysely<Database>, actor: StaffActor, agencyId: number, applicantId: number) {
  const row = await trx
    .selectFrom('applicants')
    .select(['id', 'owner_id', 'archived_at'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!row || (row.archived_at !== null && !can(actor.roles, 'applicants.archive'))) return null;
  return row;
}

/**
 * Staff who may edit the applicant (edit-any, or edit-own of their own or unassigned ones; archived ones only
 * for those who may archive) merge an application kept apart: 404 when it is not there (or another
 * agency's), 403 without the permission, 409 `already_merged` once merged.
 */
export async function mergeCareerApplication(
  db: Db,
  events: EventBus,
  staff: StaffScope,
  id: number,
): Promise<CareerConfirmationResult> {
  await db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
    const row = await trx
      .selectFrom('careers_applications')
      .select([...APPLICATION_COLUMNS, 'merged_at'])
      .where('agency_id', '=', staff.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw applicationNotFound();
    const record = await visibleRecord(trx, actor, staff.agencyId, row.applicant_id);
    if (!record) throw applicationNotFound();
    const ownsOrUnassigned = record.owner_id === null || record.owner_id === actor.recruiterId;
    if (!canEditApplicant({ roles: actor.roles, ownsOrUnassigned })) throw forbidden(EDIT_FORBIDDEN_MESSAGE);
    if (row.merged_at !== null) throw new ApiError(409, 'already_merged', CAREERS_MESSAGES.alreadyMerged);
    await merge(trx, events, staff.agencyId, row, { confirmed: false, actor });
  });
  return { Message: CAREERS_MESSAGES.merged };
}

/** Staff: the applicant's applications kept apart, not merged yet, newest first (404 for an applicant they cannot see). */
export async function listCareerApplications(
  db: Db,
  staff: StaffScope,
  applicantId: number,
): Promise<PendingCareerApplication[]> {
  const actor = await staffActor(db, staff.agencyId, staff.recruiterId);
  if (!(await visibleRecord(db, actor, staff.agencyId, applicantId)))
    throw new ApiError(404, 'not_found', 'Applicant not found.');
  const rows = await db
    .selectFrom('careers_applications')
    .selectAll()
    .where('agency_id', '=', staff.agencyId)
    .where('applicant_id', '=', applicantId)
    .where('merged_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    ApplicantId: row.applicant_id,
    JobOrderId: row.job_order_id,
    JobTitle: row.job_title,
    AppliedAt: new Date(row.created_at).toISOString(),
    FirstName: row.first_name,
    LastName: row.last_name,
    MobilePhone: row.mobile_phone,
    Discipline: row.discipline as Discipline,
    LicenseStates: row.license_states as UsStateCode[],
    Resume: { FileName: row.file_name, ContentType: row.content_type, Size: row.size },
    Confirmed: row.confirmed_at !== null,
    ConfirmationExpiresAt: new Date(row.expires_at).toISOString(),
  }));
}

/** Staff: the resume of an application (of an applicant they can see). */
export async function readCareerApplicationResume(
  db: Db,
  blobs: BlobStore,
  staff: StaffScope,
  id: number,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const actor = await staffActor(db, staff.agencyId, staff.recruiterId);
  const row = await db
    .selectFrom('careers_applications')
    .select(['applicant_id', 'blob_key', 'file_name', 'content_type'])
    .where('agency_id', '=', staff.agencyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !(await visibleRecord(db, actor, staff.agencyId, row.applicant_id))) throw applicationNotFound();
  const blob = await blobs.get(row.blob_key);
  if (!blob) throw new ApiError(404, 'not_found', 'The file of this resume is missing.');
  return { fileName: row.file_name, contentType: row.content_type, bytes: blob.bytes };
}
