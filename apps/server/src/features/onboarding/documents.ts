import { sql, type Kysely } from 'kysely';
import {
  formNotRequiredMessage,
  formRequiredFor,
  ONBOARDING_FORM_KEYS,
  onboardingForm,
  onboardingProgress,
  opensAtStatus,
  SENSITIVE_FIELDS,
  type ApplicantStatus,
  type Discipline,
  type EsignConsent,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type OnboardingFormSummary,
  type OnboardingOpensAt,
  type OnboardingOverview,
  type OnboardingSignature,
  type OnboardingStatus,
  type ProgressCounts,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { formRules, type FormRules } from '../../core/form-rules';
import { readFormData } from './form-data';
import { knownValues } from './prefill';
import { maskData, type Data, type ValueVault } from './sensitive';
import type { StoredStatus } from './tables';

export const I9_LOCKED_MESSAGE = 'The I-9 opens once you have accepted a job offer.';
export const HEALTH_LOCKED_MESSAGE = 'This form opens once you have received a job offer.';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The columns of a version. */
export const VERSION_COLUMNS = [
  'id',
  'form',
  'version',
  'status',
  'data',
  'edition',
  'canonical_text',
  'document_hash',
  'updated_at',
  'submitted_at',
  'reviewed_at',
  'reviewed_by_name',
  'changes_reason',
] as const;

export interface VersionRow {
  id: number;
  form: OnboardingFormKey;
  version: number;
  status: StoredStatus;
  data: Record<string, unknown>;
  edition: string | null;
  canonical_text: string | null;
  document_hash: string | null;
  updated_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewed_by_name: string;
  changes_reason: string | null;
}

/** Every version of one form of an applicant, newest first. */
export async function versionsOf(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
): Promise<VersionRow[]> {
  return db
    .selectFrom('onboarding_documents')
    .select(VERSION_COLUMNS)
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('form', '=', form)
    .orderBy('version', 'desc')
    .execute();
}

/** The current (highest) version of a form, locked for the rest of the transaction; null when none. */
export async function lockCurrentVersion(
  trx: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
): Promise<VersionRow | null> {
  const row = await trx
    .selectFrom('onboarding_documents')
    .select(VERSION_COLUMNS)
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('form', '=', form)
    .orderBy('version', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** The lock message of each `opensAt` (ONBOARDING_OPENS_AT): what the form and the checklist say before it opens. */
export const OPENS_AT_MESSAGES: Readonly<Record<OnboardingOpensAt, string | null>> = Object.freeze({
  start: null,
  offer: HEALTH_LOCKED_MESSAGE,
  'accepted-offer': I9_LOCKED_MESSAGE,
});

/**
 * What decides the locks of an applicant's forms: the pipeline status, whether staff unlocked the I-9, and
 * the discipline under the agency's forms catalogue (`rules`: who must complete each form).
 */
interface LockState {
  status: ApplicantStatus;
  unlocked: boolean;
  discipline: Discipline | null;
  rules: FormRules;
}

async function lockState(db: Kysely<Database>, agencyId: number, applicantId: number): Promise<LockState | null> {
  const row = await db
    .selectFrom('applicants as a')
    .select([
      'a.status',
      'a.discipline',
      sql<boolean>`EXISTS (SELECT 1 FROM onboarding_i9_unlocks u WHERE u.agency_id = a.agency_id AND u.applicant_id = a.id)`.as(
        'unlocked',
      ),
    ])
    .where('a.agency_id', '=', agencyId)
    .where('a.id', '=', applicantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    unlocked: row.unlocked,
    discipline: (row.discipline ?? null) as Discipline | null,
    rules: await formRules(db, agencyId),
  };
}

/**
 * Why a form may not be opened, or null. A form the agency's catalogue does not ask of the applicant's
 * discipline is closed for good ("This form is for RN, LPN/LVN and CNA applicants only.", `formRequiredFor`).
 * Otherwise by its `opensAt`: the health forms open once an offer was made (Offered or Accepted: no medical
 * questions before a conditional offer, ONBOARDING.md §6.8); the I-9 once the offer was accepted (its
 * instructions forbid asking for Section 1 before, §2.6) or once staff unlocked it (`onboarding.unlock-i9`;
 * no unlock opens a health form).
 */
function lockOf(form: OnboardingFormKey, state: LockState | null): string | null {
  const { opensAt } = onboardingForm(form);
  const rule = state?.rules.get(form);
  if (state && rule && !formRequiredFor(rule, state.discipline)) return formNotRequiredMessage(rule);
  if (!state || opensAtStatus(opensAt, state.status)) return null;
  if (opensAt === 'accepted-offer' && state.unlocked) return null;
  return OPENS_AT_MESSAGES[opensAt];
}

/** The lock of a form (see `lockOf`). */
export async function formLock(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
): Promise<string | null> {
  return lockOf(form, await lockState(db, agencyId, applicantId));
}

/** 423 with the lock's message. */
export const lockedError = (message: string) => new ApiError(423, 'form_locked', message);

function toSummary(form: OnboardingFormKey, row: VersionRow | null, locked: string | null): OnboardingFormSummary {
  return {
    Form: form,
    Status: (row?.status ?? 'not-started') as OnboardingStatus,
    Version: row?.version ?? 0,
    Edition: row?.edition ?? onboardingForm(form).edition,
    UpdatedAt: iso(row?.updated_at ?? null),
    SubmittedAt: iso(row?.submitted_at ?? null),
    ReviewedAt: iso(row?.reviewed_at ?? null),
    ChangesReason: row?.status === 'changes-requested' ? row.changes_reason : null,
    Locked: locked,
  };
}

/** The summary of one form. */
export async function formSummary(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
): Promise<OnboardingFormSummary> {
  const [current] = await versionsOf(db, agencyId, applicantId, form);
  return toSummary(form, current ?? null, await formLock(db, agencyId, applicantId, form));
}

/** The applicant's current consent (the latest given), or null. */
export async function currentConsent(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
): Promise<(EsignConsent & { id: number }) | null> {
  const row = await db
    .selectFrom('onboarding_consents')
    .select(['id', 'version', 'given_at', 'withdrawn_at'])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .orderBy('given_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, Version: row.version, GivenAt: iso(row.given_at)!, WithdrawnAt: iso(row.withdrawn_at) };
}

const publicConsent = (consent: (EsignConsent & { id: number }) | null): EsignConsent | null =>
  consent ? { Version: consent.Version, GivenAt: consent.GivenAt, WithdrawnAt: consent.WithdrawnAt } : null;

/**
 * The checklist: every form's current version, the consent, and the progress (`onboardingProgress`: the
 * forms and Upload Requirements, whose counts `uploads` gives). The applicant's and the staff's calls both
 * answer this, so both sides count the same.
 */
export async function overview(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  uploads: ProgressCounts | null,
): Promise<OnboardingOverview> {
  const rows = await db
    .selectFrom('onboarding_documents')
    .select(VERSION_COLUMNS)
    .distinctOn('form')
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .orderBy('form')
    .orderBy('version', 'desc')
    .execute();
  const byForm = new Map(rows.map((row) => [row.form, row]));
  const state = await lockState(db, agencyId, applicantId);
  // The checklist is the forms the agency's catalogue asks of the applicant's discipline (formRequiredFor).
  const rules = state?.rules ?? (await formRules(db, agencyId));
  const forms = ONBOARDING_FORM_KEYS.filter((form) => formRequiredFor(rules.get(form)!, state?.discipline)).map(
    (form) => toSummary(form, byForm.get(form) ?? null, lockOf(form, state)),
  );
  return {
    ApplicantId: applicantId,
    Forms: forms,
    Uploads: uploads,
    Progress: onboardingProgress(forms, uploads),
    Consent: publicConsent(await currentConsent(db, agencyId, applicantId)),
  };
}

export { publicConsent };

/** The signatures of a version (or of a Section 2), in order. */
export async function signaturesOf(
  db: Kysely<Database>,
  agencyId: number,
  target: { documentId: number } | { section2Id: number },
): Promise<(OnboardingSignature & { drawnPng: Uint8Array | null; position: number })[]> {
  let query = db
    .selectFrom('onboarding_signatures')
    .select([
      'signer',
      'position',
      'typed_name',
      sql<string | null>`encode(drawn_png, 'base64')`.as('drawn'),
      'signed_at',
      'ip',
      'user_agent',
      'document_hash',
      'edition',
    ])
    .where('agency_id', '=', agencyId);
  query =
    'documentId' in target
      ? query.where('document_id', '=', target.documentId)
      : query.where('section2_id', '=', target.section2Id);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    Signer: row.signer,
    TypedName: row.typed_name,
    Drawn: row.drawn !== null,
    SignedAt: iso(row.signed_at)!,
    Ip: row.ip,
    UserAgent: row.user_agent,
    DocumentHash: row.document_hash,
    Edition: row.edition,
    drawnPng: row.drawn === null ? null : new Uint8Array(Buffer.from(row.drawn, 'base64')),
    position: row.position,
  }));
}

/**
 * A form of an applicant as the contract shows it: sensitive values masked, signatures, history.
 * `prefill` (the applicant's own screen): a form not submitted yet starts from `knownValues`.
 */
export async function formDocument(
  db: Kysely<Database>,
  vault: ValueVault,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
  options: { prefill?: boolean } = {},
): Promise<OnboardingFormDocument> {
  const versions = await versionsOf(db, agencyId, applicantId, form);
  const current = versions[0] ?? null;
  const locked = await formLock(db, agencyId, applicantId, form);
  const patterns = SENSITIVE_FIELDS[form];
  let data: Data | null = null;
  if (current)
    data = maskData(
      await readFormData(db, vault, { agencyId, applicantId, form, documentId: current.id }, current.data),
      patterns,
    );
  // The applicant's screen starts from what the agency knows (./prefill): before the first save, and under
  // a (possibly partial) draft, whose values win. Staff read only what the applicant saved.
  if (options.prefill && (!current || current.status === 'in-progress')) {
    const known = await knownValues(db, vault, agencyId, applicantId, form);
    if (known) data = { ...maskData(known, patterns), ...(data ?? {}) };
  }
  const signatures = current ? await signaturesOf(db, agencyId, { documentId: current.id }) : [];
  return {
    ...toSummary(form, current, locked),
    Data: data,
    Signatures: signatures.map(({ drawnPng: _png, position: _position, ...signature }) => signature),
    DocumentHash: current?.document_hash ?? null,
    ReviewedBy: current?.reviewed_at ? current.reviewed_by_name || null : null,
    History: versions.map((row) => ({
      Version: row.version,
      Status: row.status,
      SubmittedAt: iso(row.submitted_at),
      DocumentHash: row.document_hash,
    })),
  };
}
