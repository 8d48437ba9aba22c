import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_UPLOAD_REQUIREMENTS,
  formRequiredFor,
  isoDay,
  maxFilesReachedMessage,
  UPLOAD_REJECT_REASON_MAX_LENGTH,
  UPLOAD_REQUIREMENT_MESSAGES as MESSAGES,
  uploadRequirementCounts,
  uploadRequirementState,
  type Discipline,
  type DisciplineRule,
  type UploadRequirement,
  type UploadRequirementFile,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { isIsoDate, replaceCredentialExpiries } from '../credentials';
import { mayReadHealth } from '../onboarding';
import { applicantName, lockOnboardingApplicant, staffOnApplicant } from '../applicants';
import './tables';
import { writeAudit } from '../../core/audit';
import { idParam, type RequestMeta } from '../../platform/http';
import type { StaffActor, StaffScope } from '../../core/identity';

/** The credential expiries' source of this feature (credentials/expiries.ts). */
export const UPLOAD_REQUIREMENTS_SOURCE = 'upload-requirements';

export const ITEM_NOT_FOUND_MESSAGE = 'Requirement not found.';
export const FILE_NOT_FOUND_MESSAGE = 'File not found.';
const fileNotFound = () => new ApiError(404, 'not_found', FILE_NOT_FOUND_MESSAGE);
export const UPLOAD_NOT_FOUND_MESSAGE = 'The upload was not found: upload the file again.';
export const ALREADY_ATTACHED_MESSAGE = 'This upload is already attached to a requirement.';
export const APPROVED_FILE_MESSAGE = 'An approved file cannot be removed: upload a new one instead.';
export const ALREADY_APPROVED_MESSAGE = 'This file is already approved.';
export const ALREADY_REJECTED_MESSAGE = 'This file is already rejected.';
export const HEALTH_FILE_FORBIDDEN_MESSAGE =
  "Health information: only administrators, admins and the applicant's owner can review this file.";

export interface UploadRequirementsDeps {
  db: Db;
  mail: Mailer;
  /** The clock (tests pass their own). */
  now?: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const todayOf = (deps: UploadRequirementsDeps) => isoDay((deps.now ?? (() => new Date()))());

/**
 * The agency's requirement items: the default set (DEFAULT_UPLOAD_REQUIREMENTS) is added once for an agency
 * that has none (an agency created after migration 0017); one statement, safe when two requests race.
 */
export async function ensureItems(db: Kysely<Database>, agencyId: number): Promise<void> {
  const existing = await db
    .selectFrom('upload_requirement_items')
    .select('id')
    .where('agency_id', '=', agencyId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('upload_requirement_items')
    .values(
      DEFAULT_UPLOAD_REQUIREMENTS.map((item, index) => ({
        agency_id: agencyId,
        key: item.key,
        label: item.label,
        description: item.description,
        has_expiry: item.hasExpiry,
        health: item.health,
        position: index + 1,
      })),
    )
    .onConflict((oc) => oc.columns(['agency_id', 'key']).doNothing())
    .execute();
}

interface ItemRow {
  id: number;
  key: string;
  label: string;
  description: string;
  has_expiry: boolean;
  health: boolean;
  all_disciplines: boolean;
  disciplines: string[];
  max_files: number | null;
}

/** Who must upload an item (the forms catalogue's rule, `formRequiredFor`). */
export const itemRule = (item: Pick<ItemRow, 'all_disciplines' | 'disciplines'>): DisciplineRule => ({
  AllDisciplines: item.all_disciplines,
  Disciplines: item.all_disciplines ? [] : (item.disciplines as Discipline[]),
});

/** The agency's active items, in order. */
async function listItems(db: Kysely<Database>, agencyId: number): Promise<ItemRow[]> {
  await ensureItems(db, agencyId);
  return db
    .selectFrom('upload_requirement_items')
    .select([
      'id',
      'key',
      'label',
      'description',
      'has_expiry',
      'health',
      'all_disciplines',
      'disciplines',
      'max_files',
    ])
    .where('agency_id', '=', agencyId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * The active items the agency asks of this applicant: those for every discipline and those for the
 * applicant's discipline (all of them while it is not known yet, as the checklist's forms).
 */
async function applicantItems(db: Kysely<Database>, agencyId: number, applicantId: number): Promise<ItemRow[]> {
  const [items, applicant] = await Promise.all([
    listItems(db, agencyId),
    db
      .selectFrom('applicants')
      .select('discipline')
      .where('agency_id', '=', agencyId)
      .where('id', '=', applicantId)
      .executeTakeFirst(),
  ]);
  const discipline = (applicant?.discipline ?? null) as Discipline | null;
  return items.filter((item) => formRequiredFor(itemRule(item), discipline));
}

const FILE_COLUMNS = [
  'f.id',
  'f.item_id',
  'f.upload_id',
  'f.status',
  'f.reason',
  sql<string | null>`to_char(f.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
  'f.reviewed_at',
  'f.reviewed_by_name',
  'u.file_name',
  'u.content_type',
  'u.size',
  'u.uploaded_at',
] as const;

async function listFiles(db: Kysely<Database>, agencyId: number, applicantId: number) {
  return db
    .selectFrom('upload_requirement_files as f')
    .innerJoin('onboarding_uploads as u', 'u.id', 'f.upload_id')
    .select(FILE_COLUMNS)
    .where('f.agency_id', '=', agencyId)
    .where('f.applicant_id', '=', applicantId)
    .orderBy('f.id')
    .execute();
}

type FileRow = Awaited<ReturnType<typeof listFiles>>[number];

const toFile = (row: FileRow): UploadRequirementFile => ({
  FileId: row.id,
  UploadId: row.upload_id,
  FileName: row.file_name,
  ContentType: row.content_type,
  Size: row.size,
  UploadedAt: new Date(row.uploaded_at).toISOString(),
  Status: row.status,
  Reason: row.reason,
  ExpiresOn: row.expires_on,
  ReviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  ReviewedBy: row.reviewed_at ? row.reviewed_by_name || null : null,
});

/**
 * Every requirement the agency asks of an applicant (active, of their discipline) with its files and state.
 * `healthAccess` false (staff who may not read health information): the files of a health item are left
 * out (`Restricted`), its state stays.
 */
export async function requirementsOverview(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  today: string,
  healthAccess = true,
): Promise<UploadRequirementsOverview> {
  const [items, files] = await Promise.all([
    applicantItems(db, agencyId, applicantId),
    listFiles(db, agencyId, applicantId),
  ]);
  const requirements = items.map((item): UploadRequirement => {
    const own = files.filter((file) => file.item_id === item.id).map(toFile);
    const restricted = item.health && !healthAccess;
    return {
      Key: item.key,
      Label: item.label,
      Description: item.description,
      HasExpiry: item.has_expiry,
      Health: item.health,
      Restricted: restricted,
      MaxFiles: item.max_files,
      ...uploadRequirementState(own, today),
      Files: restricted ? [] : own,
    };
  });
  const counts = uploadRequirementCounts(requirements.map((item) => item.State));
  return { Requirements: requirements, ...counts, Complete: counts.Approved === counts.Total };
}

/** The detail of a review's audit row: the requirement, the file, approved or rejected with the reason. */
export const reviewAuditDetail = (label: string, fileName: string, rejectedFor: string | null) =>
  `Upload Requirements, ${label}: "${fileName}" ${rejectedFor === null ? 'approved' : `rejected: ${rejectedFor}`}`;

/**
 * The credential expiries of this feature for an applicant: per active requirement with a date, its file
 * (not rejected) with the latest expiry date, keyed 'file:<id>' and labelled with the requirement's label. A
 * renewed document (a later date) takes the place of the old one; a rejected one never warns, nor does a
 * requirement the agency no longer asks for (deactivated on the Forms screen, which runs this again).
 */
export async function syncExpiries(trx: Db, agencyId: number, applicantId: number): Promise<void> {
  const rows = await trx
    .selectFrom('upload_requirement_files as f')
    .innerJoin('upload_requirement_items as i', (join) =>
      join.onRef('i.id', '=', 'f.item_id').onRef('i.agency_id', '=', 'f.agency_id'),
    )
    .select(['f.id', 'f.item_id', 'i.label', sql<string>`to_char(f.expires_on, 'YYYY-MM-DD')`.as('expires_on')])
    .where('f.agency_id', '=', agencyId)
    .where('f.applicant_id', '=', applicantId)
    .where('f.status', '<>', 'rejected')
    .where('f.expires_on', 'is not', null)
    .where('i.has_expiry', '=', true)
    .where('i.active', '=', true)
    .execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const best = latest.get(row.item_id);
    if (!best || row.expires_on > best.expires_on || (row.expires_on === best.expires_on && row.id > best.id))
      latest.set(row.item_id, row);
  }
  await replaceCredentialExpiries(trx, {
    agencyId,
    applicantId,
    source: UPLOAD_REQUIREMENTS_SOURCE,
    items: [...latest.values()].map((row) => ({ key: `file:${row.id}`, label: row.label, expiresOn: row.expires_on })),
  });
}

/** The body of an attach: the upload's id and, for a requirement with a date, its expiry (today or later). */
function readFilePayload(body: unknown, item: ItemRow, today: string): { uploadId: string; expiresOn: string | null } {
  const value = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const uploadId = typeof value.UploadId === 'string' ? value.UploadId.trim().toLowerCase() : '';
  if (!uploadId) errors.UploadId = MESSAGES.uploadRequired;
  else if (!UUID.test(uploadId)) errors.UploadId = UPLOAD_NOT_FOUND_MESSAGE;
  const given = value.ExpiresOn === undefined || value.ExpiresOn === '' ? null : value.ExpiresOn;
  let expiresOn: string | null = null;
  if (item.has_expiry) {
    if (given === null) errors.ExpiresOn = MESSAGES.expiryRequired;
    else if (typeof given !== 'string' || !isIsoDate(given)) errors.ExpiresOn = MESSAGES.expiryInvalid;
    else if (given < today) errors.ExpiresOn = MESSAGES.expiryPast;
    else expiresOn = given;
  } else if (given !== null) errors.ExpiresOn = MESSAGES.expiryNotAllowed;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { uploadId, expiresOn };
}

/** One requirement the agency asks of the applicant, by its Key; 404 for any other. */
async function itemByKey(db: Kysely<Database>, owner: ApplicantOwner, key: string): Promise<ItemRow> {
  const items = await applicantItems(db, owner.agencyId, owner.applicantId);
  const item = items.find((entry) => entry.key === key);
  if (!item) throw new ApiError(404, 'not_found', ITEM_NOT_FOUND_MESSAGE);
  return item;
}

// ---------------------------------------------------------------------------------------------
// The applicant
// ---------------------------------------------------------------------------------------------

export interface ApplicantOwner {
  agencyId: number;
  applicantId: number;
}

export async function applicantRequirements(deps: UploadRequirementsDeps, owner: ApplicantOwner) {
  return requirementsOverview(deps.db, owner.agencyId, owner.applicantId, todayOf(deps));
}

/**
 * Attaches one of the applicant's uploads (stored by `uploadOnboardingFile`: its type checked by content)
 * to a requirement, with its expiry date; the credential expiries follow in the same transaction. A
 * requirement with its most files (`max_files`, the rejected ones not counted) answers 409 `too_many_files`.
 */
export async function addFile(
  deps: UploadRequirementsDeps,
  owner: ApplicantOwner,
  itemKey: string,
  body: unknown,
): Promise<UploadRequirementsOverview> {
  const today = todayOf(deps);
  const item = await itemByKey(deps.db, owner, itemKey);
  const payload = readFilePayload(body, item, today);
  await deps.db.transaction().execute(async (trx) => {
    await lockOnboardingApplicant(trx, owner.agencyId, owner.applicantId, null);
    const upload = await trx
      .selectFrom('onboarding_uploads')
      .select('id')
      .where('agency_id', '=', owner.agencyId)
      .where('applicant_id', '=', owner.applicantId)
      .where('id', '=', payload.uploadId)
      .executeTakeFirst();
    if (!upload) throw validationFailed({ UploadId: UPLOAD_NOT_FOUND_MESSAGE });
    const attached = await trx
      .selectFrom('upload_requirement_files')
      .select('id')
      .where('upload_id', '=', payload.uploadId)
      .executeTakeFirst();
    if (attached) throw new ApiError(409, 'already_attached', ALREADY_ATTACHED_MESSAGE);
    if (item.max_files !== null) {
      const held = await trx
        .selectFrom('upload_requirement_files')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('agency_id', '=', owner.agencyId)
        .where('applicant_id', '=', owner.applicantId)
        .where('item_id', '=', item.id)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow();
      if (Number(held.count) >= item.max_files)
        throw new ApiError(409, 'too_many_files', maxFilesReachedMessage(item.max_files));
    }
    await trx
      .insertInto('upload_requirement_files')
      .values({
        agency_id: owner.agencyId,
        applicant_id: owner.applicantId,
        item_id: item.id,
        upload_id: payload.uploadId,
        expires_on: payload.expiresOn,
      })
      .execute();
    await syncExpiries(trx, owner.agencyId, owner.applicantId);
  });
  return requirementsOverview(deps.db, owner.agencyId, owner.applicantId, today);
}

/** Removes one of the applicant's files while it is not approved (the stored upload stays, as every upload does). */
export async function removeFile(
  deps: UploadRequirementsDeps,
  owner: ApplicantOwner,
  fileIdText: string,
): Promise<UploadRequirementsOverview> {
  const fileId = idParam(fileIdText, fileNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await lockOnboardingApplicant(trx, owner.agencyId, owner.applicantId, null);
    const file = await trx
      .selectFrom('upload_requirement_files')
      .select(['id', 'status'])
      .where('agency_id', '=', owner.agencyId)
      .where('applicant_id', '=', owner.applicantId)
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!file) throw new ApiError(404, 'not_found', FILE_NOT_FOUND_MESSAGE);
    if (file.status === 'approved') throw new ApiError(409, 'file_approved', APPROVED_FILE_MESSAGE);
    await trx.deleteFrom('upload_requirement_files').where('id', '=', file.id).execute();
    await syncExpiries(trx, owner.agencyId, owner.applicantId);
  });
  return requirementsOverview(deps.db, owner.agencyId, owner.applicantId, todayOf(deps));
}

// ---------------------------------------------------------------------------------------------
// The staff (`onboarding.review`; health items with `onboarding.health` or as the owner)
// ---------------------------------------------------------------------------------------------

const staffAudit = (actor: StaffActor) => ({ kind: 'staff' as const, id: actor.recruiterId, name: actor.name });

/**
 * An applicant's requirements for the staff. With health access, a 'health-read' audit row records that
 * the files of the health items (TB test, physical, immunization records) were listed, when there are any.
 */
export async function staffRequirements(
  deps: UploadRequirementsDeps,
  caller: StaffScope,
  applicantId: number,
  meta: RequestMeta,
): Promise<UploadRequirementsOverview> {
  const actor = await staffOnApplicant(
    deps.db,
    caller,
    applicantId,
    'onboarding.review',
    "read applicants' onboarding",
  );
  const health = await mayReadHealth(deps.db, actor, caller.agencyId, applicantId);
  const overview = await requirementsOverview(deps.db, caller.agencyId, applicantId, todayOf(deps), health);
  const healthFiles = overview.Requirements.filter((item) => item.Health && item.Files.length > 0);
  if (healthFiles.length > 0)
    await writeAudit(deps.db, {
      agencyId: caller.agencyId,
      applicantId,
      action: 'health-read',
      form: null,
      version: null,
      actor: staffAudit(actor),
      meta,
      detail: `Upload Requirements read (health information): ${healthFiles.map((item) => item.Label).join(', ')}`,
    });
  return overview;
}

/** The reason of a rejection: required, at most UPLOAD_REJECT_REASON_MAX_LENGTH characters. */
function readReason(body: unknown): string {
  const value = (body && typeof body === 'object' ? (body as Record<string, unknown>).Reason : undefined) ?? '';
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) throw validationFailed({ Reason: MESSAGES.reasonRequired });
  if (reason.length > UPLOAD_REJECT_REASON_MAX_LENGTH) throw validationFailed({ Reason: MESSAGES.reasonTooLong });
  return reason;
}

/** Approves (or rejects with a reason) one file; audit row, credential expiries and the applicant's e-mail in one transaction. */
export async function reviewFile(
  deps: UploadRequirementsDeps,
  caller: StaffScope,
  applicantId: number,
  fileIdText: string,
  decision: { approve: true } | { approve: false; body: unknown },
  meta: RequestMeta,
): Promise<UploadRequirementsOverview> {
  const fileId = idParam(fileIdText, fileNotFound);
  const reason = decision.approve ? null : readReason(decision.body);
  await deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.review', 'review uploaded documents');
    await lockOnboardingApplicant(trx, caller.agencyId, applicantId, actor);
    const file = await trx
      .selectFrom('upload_requirement_files as f')
      .innerJoin('upload_requirement_items as i', (join) =>
        join.onRef('i.id', '=', 'f.item_id').onRef('i.agency_id', '=', 'f.agency_id'),
      )
      .innerJoin('onboarding_uploads as u', 'u.id', 'f.upload_id')
      .select(['f.id', 'f.status', 'i.label', 'i.health', 'u.file_name'])
      .where('f.agency_id', '=', caller.agencyId)
      .where('f.applicant_id', '=', applicantId)
      .where('f.id', '=', fileId)
      .forUpdate('f')
      .executeTakeFirst();
    if (!file) throw new ApiError(404, 'not_found', FILE_NOT_FOUND_MESSAGE);
    if (file.health && !(await mayReadHealth(trx, actor, caller.agencyId, applicantId)))
      throw new ApiError(403, 'forbidden', HEALTH_FILE_FORBIDDEN_MESSAGE);
    if (decision.approve && file.status === 'approved')
      throw new ApiError(409, 'already_approved', ALREADY_APPROVED_MESSAGE);
    if (!decision.approve && file.status === 'rejected')
      throw new ApiError(409, 'already_rejected', ALREADY_REJECTED_MESSAGE);
    await trx
      .updateTable('upload_requirement_files')
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reason,
        reviewed_at: sql<Date>`now()`,
        reviewed_by: actor.recruiterId,
        reviewed_by_name: actor.name,
      })
      .where('id', '=', file.id)
      .execute();
    await writeAudit(trx, {
      agencyId: caller.agencyId,
      applicantId,
      action: decision.approve ? 'approved' : 'changes-requested',
      form: null,
      version: null,
      actor: staffAudit(actor),
      meta,
      detail: reviewAuditDetail(file.label, file.file_name, decision.approve ? null : reason),
    });
    await syncExpiries(trx, caller.agencyId, applicantId);
    const applicant = await applicantName(trx, caller.agencyId, applicantId);
    const agency = await trx
      .selectFrom('agencies')
      .select('name')
      .where('id', '=', caller.agencyId)
      .executeTakeFirstOrThrow();
    const mail = decision.approve
      ? approvedMail(applicant.name, agency.name, file.label, file.file_name)
      : rejectedMail(applicant.name, agency.name, file.label, file.file_name, reason!);
    await deps.mail.enqueue(trx, { agencyId: caller.agencyId, to: applicant.email, ...mail });
  });
  deps.mail.kick();
  const actor = await staffOnApplicant(
    deps.db,
    caller,
    applicantId,
    'onboarding.review',
    "read applicants' onboarding",
  );
  const health = await mayReadHealth(deps.db, actor, caller.agencyId, applicantId);
  return requirementsOverview(deps.db, caller.agencyId, applicantId, todayOf(deps), health);
}

function approvedMail(name: string, agency: string, label: string, fileName: string) {
  const text = `Hello ${name},\n\n${agency} approved your ${label} ("${fileName}").\n\nYou can see every document the agency requires in the portal, under Upload Requirements.\n`;
  const html = `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(agency)} approved your ${escapeHtml(label)} ("${escapeHtml(fileName)}").</p><p>You can see every document the agency requires in the portal, under Upload Requirements.</p>`;
  return { kind: 'upload-approved', subject: `Approved: ${label}`, text, html };
}

function rejectedMail(name: string, agency: string, label: string, fileName: string, reason: string) {
  const text = `Hello ${name},\n\n${agency} could not accept your ${label} ("${fileName}"):\n\n${reason}\n\nSign in to the portal, open Upload Requirements and upload the document again.\n`;
  const html = `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(agency)} could not accept your ${escapeHtml(label)} ("${escapeHtml(fileName)}"):</p><blockquote>${escapeHtml(reason).replace(/\n/g, '<br>')}</blockquote><p>Sign in to the portal, open Upload Requirements and upload the document again.</p>`;
  return { kind: 'upload-rejected', subject: `Please upload again: ${label}`, text, html };
}
