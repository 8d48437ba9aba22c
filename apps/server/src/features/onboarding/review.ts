import { sql, type Kysely } from 'kysely';
import {
  I9_EDITION,
  I9_SECTION2_SENSITIVE_FIELDS,
  ONBOARDING_REASON_MAX_LENGTH,
  onboardingForm,
  SENSITIVE_FIELDS,
  type I9Section2Document,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type OnboardingFormSummary,
} from '@agency/api-client/contract';
import { i9Section2Schema } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { auditName, recordAudit, writeAudit } from '../../core/audit';
import { sha256Hex } from '../../platform/crypto';
import { ApiError, validationFailed } from '../../platform/errors';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { applicantName, lockApplicant, staffOnApplicant } from '../applicants';
import { formDocument, formSummary, lockCurrentVersion, signaturesOf } from './documents';
import { checkShape, readSignature, validateUnmasked } from './engine';
import { healthReadDetail, readFormData, requireHealthAccess, writeHealthRead } from './form-data';
import {
  canonicalData,
  canonicalJson,
  isSensitivePath,
  maskData,
  unmaskInput,
  valueAt,
  withoutMasks,
  type Data,
  type ValueVault,
} from './sensitive';
import type { RequestMeta } from '../../platform/http';
import type { StaffActor as Actor, StaffScope } from '../../core/identity';

export interface ReviewDeps {
  db: Db;
  vault: ValueVault;
  mail: Mailer;
}

/** The form of Section 2 in seal contexts, canonical texts and audit rows. */
export const SECTION2_SCOPE = 'i9-section-2';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const staffAudit = (actor: Actor) => ({ kind: 'staff' as const, id: actor.recruiterId, name: actor.name });

/** The details of the staff's audit rows (the demo seed writes the same). */
export const STAFF_AUDIT_DETAIL = {
  approved: (version: number) => `Version ${version} approved`,
  section2Signed: (typedName: string, firstDay: string | null, hash: string) =>
    `Section 2 signed by "${typedName}"; first day ${firstDay ?? '-'}; SHA-256 ${hash}`,
  pdfDownloaded: (fileName: string, hash: string | null) => `Downloaded ${fileName}${hash ? `; SHA-256 ${hash}` : ''}`,
};

/** A reason of 1 to ONBOARDING_REASON_MAX_LENGTH characters (trimmed), else 400. */
export function readReason(body: unknown): string {
  const reason = isObject(body) && typeof body.Reason === 'string' ? body.Reason.trim() : '';
  if (reason === '') throw validationFailed({ Reason: 'Give a reason.' });
  if (reason.length > ONBOARDING_REASON_MAX_LENGTH)
    throw validationFailed({ Reason: `The reason must be at most ${ONBOARDING_REASON_MAX_LENGTH} characters.` });
  return reason;
}

/**
 * A form of an applicant of the staff member's agency (read-only). A health form only for those who may read
 * health information (`requireHealthAccess`), each read of its data with a 'health-read' audit row.
 */
export async function staffFormDocument(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  form: OnboardingFormKey,
  meta: RequestMeta,
): Promise<OnboardingFormDocument> {
  const actor = await staffOnApplicant(
    deps.db,
    caller,
    applicantId,
    'onboarding.review',
    "read applicants' onboarding",
  );
  if (!onboardingForm(form).health) return formDocument(deps.db, deps.vault, caller.agencyId, applicantId, form);
  return deps.db.transaction().execute(async (trx) => {
    await requireHealthAccess(trx, actor, caller.agencyId, applicantId, form);
    const document = await formDocument(trx, deps.vault, caller.agencyId, applicantId, form);
    if (document.Data !== null)
      await writeHealthRead(trx, {
        agencyId: caller.agencyId,
        applicantId,
        actor,
        form,
        version: document.Version,
        meta,
        detail: healthReadDetail('form', document.Version),
      });
    return document;
  });
}

/** Approves the submitted version (409 for any other status). */
export async function approveForm(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  form: OnboardingFormKey,
  meta: RequestMeta,
): Promise<OnboardingFormDocument> {
  await deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.review', 'approve onboarding forms');
    await requireHealthAccess(trx, actor, caller.agencyId, applicantId, form);
    await lockApplicant(trx, caller.agencyId, applicantId);
    const current = await lockCurrentVersion(trx, caller.agencyId, applicantId, form);
    if (!current || current.status !== 'submitted')
      throw new ApiError(
        409,
        'not_submitted',
        `Only a submitted form can be approved; this one is ${current ? current.status.replace('-', ' ') : 'not started'}.`,
      );
    await trx
      .updateTable('onboarding_documents')
      .set({
        status: 'approved',
        reviewed_at: sql<Date>`now()`,
        reviewed_by: actor.recruiterId,
        reviewed_by_name: actor.name,
        changes_reason: null,
      })
      .where('id', '=', current.id)
      .execute();
    await writeAudit(trx, {
      agencyId: caller.agencyId,
      applicantId,
      action: 'approved',
      form,
      version: current.version,
      actor: staffAudit(actor),
      meta,
      detail: STAFF_AUDIT_DETAIL.approved(current.version),
    });
  });
  return formDocument(deps.db, deps.vault, caller.agencyId, applicantId, form);
}

/** Sends a submitted or approved form back with a reason: shown to the applicant and e-mailed (outbox). */
export async function requestChanges(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  form: OnboardingFormKey,
  body: unknown,
  meta: RequestMeta,
): Promise<OnboardingFormDocument> {
  const reason = readReason(body);
  await deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.review', 'ask for changes');
    await requireHealthAccess(trx, actor, caller.agencyId, applicantId, form);
    await lockApplicant(trx, caller.agencyId, applicantId);
    const current = await lockCurrentVersion(trx, caller.agencyId, applicantId, form);
    if (!current || (current.status !== 'submitted' && current.status !== 'approved'))
      throw new ApiError(
        409,
        'not_submitted',
        `Changes can be asked for on a submitted or approved form; this one is ${current ? current.status.replace('-', ' ') : 'not started'}.`,
      );
    await trx
      .updateTable('onboarding_documents')
      .set({
        status: 'changes-requested',
        reviewed_at: sql<Date>`now()`,
        reviewed_by: actor.recruiterId,
        reviewed_by_name: actor.name,
        changes_reason: reason,
      })
      .where('id', '=', current.id)
      .execute();
    await writeAudit(trx, {
      agencyId: caller.agencyId,
      applicantId,
      action: 'changes-requested',
      form,
      version: current.version,
      actor: staffAudit(actor),
      meta,
      detail: reason,
    });
    const applicant = await applicantName(trx, caller.agencyId, applicantId);
    const agency = await trx
      .selectFrom('agencies')
      .select('name')
      .where('id', '=', caller.agencyId)
      .executeTakeFirstOrThrow();
    const label = onboardingForm(form).label;
    const text = `Hello ${applicant.name},\n\n${agency.name} asks you to change your ${label} form:\n\n${reason}\n\nSign in to the portal, open ${label}, make the changes and submit it again.\n`;
    const html = `<p>Hello ${escapeHtml(applicant.name)},</p><p>${escapeHtml(agency.name)} asks you to change your ${escapeHtml(label)} form:</p><blockquote>${escapeHtml(reason).replace(/\n/g, '<br>')}</blockquote><p>Sign in to the portal, open ${escapeHtml(label)}, make the changes and submit it again.</p>`;
    await deps.mail.enqueue(trx, {
      agencyId: caller.agencyId,
      to: applicant.email,
      kind: 'onboarding-changes-requested',
      subject: `Changes requested: ${label}`,
      text,
      html,
    });
  });
  deps.mail.kick();
  return formDocument(deps.db, deps.vault, caller.agencyId, applicantId, form);
}

/**
 * The audit of a reveal (one value, or a PDF with the values in full), in its transaction: a 'revealed' row
 * of the applicant's onboarding audit (`detail` names what was shown, never a value) and a
 * 'sensitive-revealed' row of the agency's security audit log (Manage Users): who saw what of whose.
 */
export async function recordReveal(
  trx: Kysely<Database>,
  reveal: {
    caller: StaffScope;
    actor: Actor;
    applicantId: number;
    form: OnboardingFormKey;
    version: number | null;
    /** The field revealed ('Tin', 'Section2.ListA[0].Number'), or 'PDF' for a whole PDF. */
    field: string;
    detail: string;
    meta: RequestMeta;
  },
): Promise<void> {
  const { caller, actor, applicantId, form, version, field, meta } = reveal;
  await writeAudit(trx, {
    agencyId: caller.agencyId,
    applicantId,
    action: 'revealed',
    form,
    version,
    actor: staffAudit(actor),
    meta,
    detail: reveal.detail,
  });
  const staffUser = await trx
    .selectFrom('recruiters')
    .select('user_id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', caller.recruiterId)
    .executeTakeFirst();
  const subject = await trx
    .selectFrom('applicants')
    .select(['user_id', 'first_name', 'last_name'])
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  await recordAudit(trx, {
    agencyId: caller.agencyId,
    action: 'sensitive-revealed',
    actorUserId: staffUser?.user_id ?? null,
    actorName: actor.name,
    subjectUserId: subject?.user_id ?? null,
    subjectName: auditName(subject),
    detail: { ApplicantId: applicantId, Form: form, Field: field, ...(version !== null ? { Version: version } : {}) },
    ip: meta.ip,
  });
}

/**
 * One sensitive value in full (administrators and admins), with an audit row naming the field (never the
 * value). `Field` is a path of the form's data, or "Section2.<path>" of the I-9's Section 2.
 */
export async function revealValue(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  form: OnboardingFormKey,
  body: unknown,
  meta: RequestMeta,
): Promise<{ Field: string; Value: string }> {
  const field = isObject(body) && typeof body.Field === 'string' ? body.Field.trim() : '';
  const section2 = form === 'uscis-info' && field.startsWith('Section2.');
  const path = section2 ? field.slice('Section2.'.length) : field;
  const patterns = section2 ? I9_SECTION2_SENSITIVE_FIELDS : SENSITIVE_FIELDS[form];
  return deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.reveal', 'reveal a sensitive value');
    if (field.length > 200 || !isSensitivePath(path, patterns))
      throw validationFailed({ Field: 'Field must name a sensitive value of this form (e.g. "Tin").' });
    let value: unknown;
    let version: number | null = null;
    if (section2) {
      const row = await trx
        .selectFrom('onboarding_i9_section2')
        .select('data')
        .where('agency_id', '=', caller.agencyId)
        .where('applicant_id', '=', applicantId)
        .executeTakeFirst();
      if (row)
        value = valueAt(
          deps.vault.open(row.data, { agencyId: caller.agencyId, applicantId, form: SECTION2_SCOPE }, patterns),
          path,
        );
    } else {
      const current = await lockCurrentVersion(trx, caller.agencyId, applicantId, form);
      if (current) {
        version = current.version;
        value = valueAt(
          await readFormData(
            trx,
            deps.vault,
            { agencyId: caller.agencyId, applicantId, form, documentId: current.id },
            current.data,
          ),
          path,
        );
      }
    }
    if (typeof value !== 'string' || value === '')
      throw new ApiError(404, 'not_found', 'There is no value in this field.');
    await recordReveal(trx, {
      caller,
      actor,
      applicantId,
      form,
      version,
      field,
      detail: `Revealed ${field}`,
      meta,
    });
    return { Field: field, Value: value };
  });
}

/** Opens the I-9 before an accepted offer (supervisors and above), recorded with its reason. */
export async function unlockI9(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  body: unknown,
  meta: RequestMeta,
): Promise<OnboardingFormSummary> {
  const reason = readReason(body);
  await deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.unlock-i9', 'unlock the I-9');
    await trx
      .insertInto('onboarding_i9_unlocks')
      .values({
        agency_id: caller.agencyId,
        applicant_id: applicantId,
        unlocked_by: actor.recruiterId,
        unlocked_by_name: actor.name,
        unlocked_at: sql<Date>`now()`,
        reason,
      })
      .execute();
    await writeAudit(trx, {
      agencyId: caller.agencyId,
      applicantId,
      action: 'i9-unlocked',
      form: 'uscis-info',
      version: null,
      actor: staffAudit(actor),
      meta,
      detail: reason,
    });
  });
  return formSummary(deps.db, caller.agencyId, applicantId, 'uscis-info');
}

// ---------------------------------------------------------------------------------------------
// I-9 Section 2
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists (no February 30th) in years 1-9999 (PostgreSQL has no year 0). */
function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The day Section 2 is due: 3 business days after the first day of employment (Monday to Friday; public
 * holidays are not counted out: the server knows none). A Monday start is due on Thursday.
 */
export function section2DueDate(firstDay: string): string {
  const date = new Date(`${firstDay}T00:00:00Z`);
  let counted = 0;
  while (counted < 3) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) counted += 1;
  }
  return date.toISOString().slice(0, 10);
}

interface Section2Row {
  id: number;
  status: 'in-progress' | 'completed';
  data: Record<string, unknown>;
  first_day: string | null;
  updated_at: Date;
}

async function section2Row(db: Kysely<Database>, agencyId: number, applicantId: number, lock = false) {
  let query = db
    .selectFrom('onboarding_i9_section2')
    .select([
      'id',
      'status',
      'data',
      sql<string | null>`to_char(first_day, 'YYYY-MM-DD')`.as('first_day'),
      'updated_at',
    ])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId);
  if (lock) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as Section2Row | undefined) ?? null;
}

async function section2Document(
  deps: ReviewDeps,
  agencyId: number,
  applicantId: number,
  today: string,
): Promise<I9Section2Document> {
  const row = await section2Row(deps.db, agencyId, applicantId);
  if (!row)
    return {
      Status: 'not-started',
      Data: null,
      FirstDay: null,
      DueDate: null,
      Overdue: false,
      Signature: null,
      UpdatedAt: null,
    };
  const scope = { agencyId, applicantId, form: SECTION2_SCOPE };
  const data = maskData(deps.vault.open(row.data, scope, I9_SECTION2_SENSITIVE_FIELDS), I9_SECTION2_SENSITIVE_FIELDS);
  const due = row.first_day ? section2DueDate(row.first_day) : null;
  const [signature] = await signaturesOf(deps.db, agencyId, { section2Id: row.id });
  return {
    Status: row.status,
    Data: data,
    FirstDay: row.first_day,
    DueDate: due,
    Overdue: row.status !== 'completed' && due !== null && today > due,
    Signature: signature ? (({ drawnPng: _png, position: _position, ...rest }) => rest)(signature) : null,
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function getSection2(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  today = new Date().toISOString().slice(0, 10),
): Promise<I9Section2Document> {
  await staffOnApplicant(deps.db, caller, applicantId, 'onboarding.review', 'read I-9 Section 2');
  return section2Document(deps, caller.agencyId, applicantId, today);
}

/**
 * What a signed Section 2 stores: its data with the numbers sealed (JSON), the canonical text the employer
 * signs (it includes the hash of the Section 1 it completes) and its SHA-256. `data` is valid.
 */
export function section2Content(
  vault: ValueVault,
  owner: { agencyId: number; applicantId: number },
  section1Hash: string,
  data: Data,
): { sealed: string; canonical: string; hash: string } {
  const patterns = I9_SECTION2_SENSITIVE_FIELDS;
  const canonical = canonicalJson({
    form: SECTION2_SCOPE,
    edition: I9_EDITION,
    applicantId: owner.applicantId,
    section1Hash,
    data: canonicalData(data, patterns, vault),
  });
  return {
    sealed: JSON.stringify(vault.seal(data, { ...owner, form: SECTION2_SCOPE }, patterns)),
    canonical,
    hash: sha256Hex(canonical),
  };
}

/**
 * Saves Section 2: without a signature a draft (shape only); with one the section is validated with its
 * schema and signed by the staff member, which needs the applicant's Section 1 submitted (409 otherwise).
 * A completed Section 2 is a signed record and no longer changes (409).
 */
export async function saveSection2(
  deps: ReviewDeps,
  caller: StaffScope,
  applicantId: number,
  body: unknown,
  meta: RequestMeta,
): Promise<I9Section2Document> {
  const request = isObject(body) ? body : {};
  const input = checkShape(i9Section2Schema, request.Data);
  const patterns = I9_SECTION2_SENSITIVE_FIELDS;
  const scope = { agencyId: caller.agencyId, applicantId, form: SECTION2_SCOPE };
  await deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.review', 'complete I-9 Section 2');
    await lockApplicant(trx, caller.agencyId, applicantId);
    const current = await section2Row(trx, caller.agencyId, applicantId, true);
    if (current?.status === 'completed')
      throw new ApiError(409, 'section_2_completed', 'Section 2 is signed and complete; it can no longer change.');
    const stored = current ? deps.vault.open(current.data, scope, patterns) : null;
    const signing = request.Signature !== null && request.Signature !== undefined;
    let data: Data = unmaskInput(input, stored, patterns);
    let section1: { id: number; hash: string } | null = null;
    let signature: ReturnType<typeof readSignature> | null = null;
    if (signing) {
      data = validateUnmasked<Data>(i9Section2Schema, data, patterns);
      signature = readSignature(request.Signature, 'Signature');
      const i9 = await lockCurrentVersion(trx, caller.agencyId, applicantId, 'uscis-info');
      const submitted =
        i9 && i9.status !== 'in-progress'
          ? i9
          : await trx
              .selectFrom('onboarding_documents')
              .select(['id', 'document_hash', 'status'])
              .where('agency_id', '=', caller.agencyId)
              .where('applicant_id', '=', applicantId)
              .where('form', '=', 'uscis-info')
              .where('status', 'in', ['submitted', 'approved'])
              .orderBy('version', 'desc')
              .executeTakeFirst();
      if (!submitted || (submitted.status !== 'submitted' && submitted.status !== 'approved'))
        throw new ApiError(
          409,
          'section_1_not_submitted',
          "Section 2 can be signed once the applicant's Section 1 is submitted.",
        );
      section1 = { id: submitted.id, hash: submitted.document_hash! };
    }
    if (!signing) data = withoutMasks(data, patterns);
    const firstDay = isCalendarDate(data.FirstDayOfEmployment) ? data.FirstDayOfEmployment : null;
    const signed = section1 ? section2Content(deps.vault, scope, section1.hash, data) : null;
    const canonical = signed?.canonical ?? null;
    const hash = signed?.hash ?? null;
    const values = {
      status: signing ? ('completed' as const) : ('in-progress' as const),
      data: signed?.sealed ?? JSON.stringify(deps.vault.seal(data, scope, patterns)),
      first_day: firstDay,
      section1_document_id: section1?.id ?? null,
      canonical_text: canonical,
      document_hash: hash,
      updated_at: sql<Date>`now()`,
      updated_by: actor.recruiterId,
      completed_at: signing ? sql<Date>`now()` : null,
    };
    const saved = current
      ? await trx
          .updateTable('onboarding_i9_section2')
          .set(values)
          .where('id', '=', current.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('onboarding_i9_section2')
          .values({ agency_id: caller.agencyId, applicant_id: applicantId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
    if (signature && hash) {
      await trx
        .insertInto('onboarding_signatures')
        .values({
          agency_id: caller.agencyId,
          applicant_id: applicantId,
          section2_id: saved.id,
          signer: 'employer',
          signer_recruiter_id: actor.recruiterId,
          typed_name: signature.typedName,
          drawn_png:
            signature.png === null ? null : sql`decode(${Buffer.from(signature.png).toString('base64')}, 'base64')`,
          signed_at: sql<Date>`now()`,
          ip: meta.ip,
          user_agent: meta.userAgent,
          document_hash: hash,
          edition: I9_EDITION,
        })
        .execute();
      await writeAudit(trx, {
        agencyId: caller.agencyId,
        applicantId,
        action: 'section-2-signed',
        form: 'uscis-info',
        version: null,
        actor: staffAudit(actor),
        meta,
        detail: STAFF_AUDIT_DETAIL.section2Signed(signature.typedName, firstDay, hash),
      });
    }
  });
  return section2Document(deps, caller.agencyId, applicantId, new Date().toISOString().slice(0, 10));
}
