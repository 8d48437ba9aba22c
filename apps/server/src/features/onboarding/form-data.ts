import type { Kysely } from 'kysely';
import {
  can,
  ONBOARDING_HEALTH_ACCESS_TEXT,
  onboardingForm,
  SENSITIVE_FIELDS,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import { WrongKeyError } from '../../platform/crypto';
import type { Database } from '../../platform/db';
import { ApiError, forbidden } from '../../platform/errors';
import { sealedKeyId, type Data, type ValueVault } from './sensitive';
import { writeAudit } from '../../core/audit';
import type { RequestMeta } from '../../platform/http';
import type { StaffActor } from '../../core/identity';

/**
 * Where a version's data lives. Every path that reads or writes a form's data (draft, submit, document,
 * PDF, review, seed, rotate-data-key) goes through `readFormData`/`writeFormData` (the seed's bulk insert
 * through their `documentColumn`/`healthColumn`, the rotation through `healthSealContext`):
 * - a personnel form: in `onboarding_documents.data`, its sensitive identifiers sealed one by one
 *   (`SENSITIVE_FIELDS`, sensitive.ts);
 * - a health form (`ONBOARDING_FORMS`' `health`: medical information, ONBOARDING.md §6.8): apart, in
 *   `onboarding_health_data` (one row per version), the whole data sealed as one value with the health
 *   cipher (purpose HEALTH_SEAL_PURPOSE) bound to agency, applicant, form and version row; its
 *   `onboarding_documents.data` stays '{}'.
 */

/** What a version's data belongs to. */
export interface FormDataTarget {
  agencyId: number;
  applicantId: number;
  form: OnboardingFormKey;
  documentId: number;
}

/** What a sealed health form's data is bound to. */
export const healthSealContext = (target: FormDataTarget) =>
  `onboarding-health:${target.agencyId}:${target.applicantId}:${target.form}:${target.documentId}`;

/** What `onboarding_documents.data` holds for `data`: its identifiers sealed (JSON); '{}' for a health form. */
export function documentColumn(vault: ValueVault, scope: Omit<FormDataTarget, 'documentId'>, data: Data): string {
  if (onboardingForm(scope.form).health) return '{}';
  return JSON.stringify(vault.seal(data, scope, SENSITIVE_FIELDS[scope.form]));
}

/** What `onboarding_health_data.data` holds for a health form's `data` (the whole sealed); null for another form. */
export function healthColumn(vault: ValueVault, target: FormDataTarget, data: Data): string | null {
  if (!onboardingForm(target.form).health) return null;
  return vault.health.seal(JSON.stringify(data), healthSealContext(target));
}

/** Stores `data` as the data of the version row `target.documentId` (in the caller's transaction). */
export async function writeFormData(
  trx: Kysely<Database>,
  vault: ValueVault,
  target: FormDataTarget,
  data: Data,
): Promise<void> {
  await trx
    .updateTable('onboarding_documents')
    .set({ data: documentColumn(vault, target, data) })
    .where('id', '=', target.documentId)
    .where('agency_id', '=', target.agencyId)
    .execute();
  const health = healthColumn(vault, target, data);
  if (health !== null)
    await trx
      .insertInto('onboarding_health_data')
      .values({ document_id: target.documentId, agency_id: target.agencyId, data: health })
      .onConflict((conflict) => conflict.column('document_id').doUpdateSet({ data: health }))
      .execute();
}

/**
 * The data of a version with every sealed value opened (`column` is the row's `onboarding_documents.data`).
 * A value sealed under another key, or damaged, is a clear 500.
 */
export async function readFormData(
  db: Kysely<Database>,
  vault: ValueVault,
  target: FormDataTarget,
  column: Data,
): Promise<Data> {
  if (!onboardingForm(target.form).health) return vault.open(column, target, SENSITIVE_FIELDS[target.form]);
  const row = await db
    .selectFrom('onboarding_health_data')
    .select('data')
    .where('document_id', '=', target.documentId)
    .where('agency_id', '=', target.agencyId)
    .executeTakeFirst();
  if (!row) return {};
  try {
    return JSON.parse(vault.health.open(row.data, healthSealContext(target))) as Data;
  } catch (error) {
    throw new ApiError(
      500,
      error instanceof WrongKeyError ? 'data_key_unknown' : 'sealed_value_damaged',
      error instanceof WrongKeyError
        ? `The health data of ${target.form} was sealed under data key ${sealedKeyId(row.data)}, not the current DATA_ENCRYPTION_KEY (${vault.health.keyId}). Give every instance the same DATA_ENCRYPTION_KEY, or re-seal with \`agency-server rotate-data-key\` and OLD_DATA_ENCRYPTION_KEY.`
        : `The health data of ${target.form} cannot be decrypted: it is damaged.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Who may read a health form
// ---------------------------------------------------------------------------------------------

/** The 403 of a staff member who may not open health information. */
export const HEALTH_FORBIDDEN_MESSAGE = ONBOARDING_HEALTH_ACCESS_TEXT;

/**
 * Whether a staff member may read an applicant's health forms: `onboarding.health` (administrators and
 * admins), or owning the applicant.
 */
export async function mayReadHealth(
  db: Kysely<Database>,
  actor: StaffActor,
  agencyId: number,
  applicantId: number,
): Promise<boolean> {
  if (can(actor.roles, 'onboarding.health')) return true;
  const row = await db
    .selectFrom('applicants')
    .select('owner_id')
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  return row?.owner_id === actor.recruiterId;
}

/**
 * 403 unless the staff member may read health information of this applicant (`mayReadHealth`). `health`:
 * whether what is read is health information — a form key (a health form is), or the answer of
 * `healthUsesOfUpload` for an uploaded file (a proof named by a health form, a health requirement's file).
 */
export async function requireHealthAccess(
  db: Kysely<Database>,
  actor: StaffActor,
  agencyId: number,
  applicantId: number,
  health: OnboardingFormKey | boolean,
): Promise<void> {
  if (!(typeof health === 'boolean' ? health : onboardingForm(health).health)) return;
  if (!(await mayReadHealth(db, actor, agencyId, applicantId))) throw forbidden(HEALTH_FORBIDDEN_MESSAGE);
}

/** The detail of a 'health-read' audit row: a version of a form, its PDF, or an uploaded file. */
export const healthReadDetail = (what: 'form' | 'pdf', version: number | null) =>
  `${what === 'pdf' ? 'PDF of version' : 'Version'} ${version ?? '-'} read (health information)`;
export const healthFileReadDetail = (fileName: string, usedBy: readonly string[]) =>
  `Upload "${fileName}" read (health information: ${usedBy.join('; ')})`;

/**
 * The 'health-read' audit row of a staff member's read of health information (a health form's data, its
 * PDF, a health file), in the transaction of the read when it has one. Every such read writes one.
 */
export async function writeHealthRead(
  trx: Kysely<Database>,
  read: {
    agencyId: number;
    applicantId: number;
    actor: StaffActor;
    form: OnboardingFormKey | null;
    version: number | null;
    detail: string;
    meta: RequestMeta;
  },
): Promise<void> {
  await writeAudit(trx, {
    agencyId: read.agencyId,
    applicantId: read.applicantId,
    action: 'health-read',
    form: read.form,
    version: read.version,
    actor: { kind: 'staff', id: read.actor.recruiterId, name: read.actor.name },
    meta: read.meta,
    detail: read.detail,
  });
}
