import { sql, type Kysely } from 'kysely';
import {
  ESIGN_CONSENT_VERSION,
  onboardingForm,
  SENSITIVE_FIELDS,
  type EsignConsent,
  type OnboardingDraftSaved,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type SignatureInput,
} from '@agency/api-client/contract';
import { isDraftShape, messages, onboardingFormSchemas, signatureSchema, validateValues } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { sha256Hex } from '../../platform/crypto';
import { ApiError, validationFailed } from '../../platform/errors';
import { checkAcceptedVersion, lockDocumentKind } from '../agency-documents';
import { loadApplicant, lockOnboardingApplicant } from '../applicants';
import {
  currentConsent,
  formDocument,
  formLock,
  lockCurrentVersion,
  lockedError,
  publicConsent,
  type VersionRow,
} from './documents';
import { withNyChrc, withW9Ssn } from './cbc';
import { readFormData, writeFormData } from './form-data';
import { nurseFormReportedExpiries } from './nurse-form';
import { physicalInfoReportedExpiries } from './physical-info';
import type { ReportedExpiry } from './events';
import { knownValues } from './prefill';
import { formUploads } from './uploads';
import {
  canonicalData,
  canonicalJson,
  maskedPaths,
  unmaskInput,
  withoutMasks,
  type Data,
  type ValueVault,
} from './sensitive';
import { writeApplicantAudit } from '../../core/audit';
import type { RequestMeta } from '../../platform/http';
import type { ApplicantScope } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the onboarding engine needs. */
export interface EngineDeps {
  db: Db;
  vault: ValueVault;
  /** The app's events: `onboarding.formSubmitted`, `applicant.activity` (app/events.ts wires the listeners). */
  events: EventBus;
}

/** The credential expiries a submitted form reports (`onboarding.formSubmitted`), null for a form that reports none. */
export function reportedExpiries(form: OnboardingFormKey, data: Data): ReportedExpiry[] | null {
  if (form === 'nurse-form') return nurseFormReportedExpiries(data);
  if (form === 'nurse-physical-info') return physicalInfoReportedExpiries(data);
  return null;
}

/** Largest draft or submission, as JSON text (the shape guard bounds each field; this bounds the whole). */
export const DATA_MAX_JSON_LENGTH = 200_000;

export const DRAFT_SHAPE_MESSAGE =
  "The form's data does not have the form's fields, or a value is of the wrong kind or too long.";
export const CONSENT_REQUIRED_MESSAGE =
  'Consent to electronic records and signatures before you sign (you can withdraw it at any time).';
export const SIGNATURE_REQUIRED_MESSAGE = 'Sign the form: type your full name.';
export const PREPARER_SIGNATURES_MESSAGE = 'Each preparer or translator signs: one signature per preparer, in order.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 400 unless `data` is an object of the form's shape (fields of the right kind, bounded sizes). */
export function checkShape(schema: Parameters<typeof isDraftShape>[0], data: unknown): Data {
  if (!isObject(data) || JSON.stringify(data).length > DATA_MAX_JSON_LENGTH || !isDraftShape(schema, data))
    throw new ApiError(400, 'validation_failed', DRAFT_SHAPE_MESSAGE, { Data: DRAFT_SHAPE_MESSAGE });
  return data;
}

/** Validates with a schema; a failing rule (never a 500) is a 400 with Errors by field path. */
export function validateWith<T>(schema: Parameters<typeof isDraftShape>[0], data: unknown, prefix = ''): T {
  let result;
  try {
    result = validateValues(schema, data);
  } catch {
    throw validationFailed({ [prefix || 'Data']: DRAFT_SHAPE_MESSAGE });
  }
  if (!result.ok)
    throw validationFailed(
      Object.fromEntries(
        Object.entries(result.errors).map(([path, message]) => [
          prefix ? `${prefix}${path ? `.${path}` : ''}` : path,
          message,
        ]),
      ),
    );
  return result.value as T;
}

/**
 * Validates a submission whose masks `unmaskInput` has replaced: a mask still there (no stored value for it)
 * is refused on its field, like any invalid value.
 */
export function validateUnmasked<T extends Data>(
  schema: Parameters<typeof isDraftShape>[0],
  data: Data,
  patterns: readonly string[],
): T {
  const valid = validateWith<T>(schema, data);
  const masked = maskedPaths(valid, patterns);
  if (masked.length > 0)
    throw validationFailed(Object.fromEntries(masked.map((path) => [path, messages.onboarding.maskedIdentifier])));
  return valid;
}

/** A validated signature, its drawn mark as PNG bytes (magic bytes checked) or null. */
export interface ValidSignature {
  typedName: string;
  png: Uint8Array | null;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readSignature(input: unknown, field: string): ValidSignature {
  if (!isObject(input)) throw validationFailed({ [field]: SIGNATURE_REQUIRED_MESSAGE });
  const value = validateWith<SignatureInput>(signatureSchema, input, field);
  if (value.Drawn === null || value.Drawn === undefined) return { typedName: value.TypedName, png: null };
  const bytes = Buffer.from(value.Drawn.slice(value.Drawn.indexOf(',') + 1), 'base64');
  if (!PNG_MAGIC.every((byte, i) => bytes[i] === byte))
    throw validationFailed({ [`${field}.Drawn`]: 'The drawn signature could not be read: draw it again' });
  return { typedName: value.TypedName, png: new Uint8Array(bytes) };
}

/** The applicant's data as stored (sealed values opened), or null. */
const openedData = async (
  trx: Kysely<Database>,
  vault: ValueVault,
  caller: ApplicantScope,
  form: OnboardingFormKey,
  row: VersionRow | null,
) =>
  row
    ? readFormData(
        trx,
        vault,
        { agencyId: caller.agencyId, applicantId: caller.applicantId, form, documentId: row.id },
        row.data,
      )
    : null;

/**
 * `input` with each mask it sent back put back: against the form's current version, then against what the
 * agency knew when the screen opened (`knownValues`: a prefilled identifier comes masked too).
 */
async function unmasked(
  trx: Kysely<Database>,
  vault: ValueVault,
  caller: ApplicantScope,
  form: OnboardingFormKey,
  input: Data,
  current: VersionRow | null,
): Promise<Data> {
  const patterns = SENSITIVE_FIELDS[form];
  const own = unmaskInput(input, await openedData(trx, vault, caller, form, current), patterns);
  if (maskedPaths(own, patterns).length === 0) return own;
  return unmaskInput(own, await knownValues(trx, vault, caller.agencyId, caller.applicantId, form), patterns);
}

/** The agency and applicant of a caller (what a version's data belongs to). */
const owner = (caller: ApplicantScope) => ({ agencyId: caller.agencyId, applicantId: caller.applicantId });

/** The details of the applicant's audit rows (the demo seed writes the same). */
export const AUDIT_DETAIL = {
  /** A version's first save, and the state of the version it follows. */
  draftStarted: (version: number, previous: { version: number; status: string } | null) =>
    `Draft of version ${version} started${previous ? ` (version ${previous.version} is ${previous.status.replace('-', ' ')})` : ''}`,
  submitted: (version: number, hash: string) => `Version ${version} submitted; SHA-256 ${hash}`,
  signed: (signatures: readonly { signer: 'applicant' | 'preparer'; signature: ValidSignature }[]) =>
    signatures
      .map(
        ({ signer, signature }) =>
          `${signer === 'applicant' ? 'Signed' : 'Signed as preparer/translator'} by "${signature.typedName}"${signature.png ? ' (typed and drawn)' : ' (typed)'}`,
      )
      .join('; '),
  consentGiven: (version: string) => `E-signature consent version ${version} given`,
};

/**
 * Saves a draft: shape and size checked only. The current version is updated while in progress; after a
 * submission (submitted, approved, changes requested) the draft starts the next version and the submitted
 * one stays as it was. A version's first save writes a 'draft-started' audit row (later saves do not).
 * 423 while the form is locked.
 */
export async function saveDraft(
  deps: EngineDeps,
  caller: ApplicantScope,
  form: OnboardingFormKey,
  body: unknown,
  meta: RequestMeta,
): Promise<OnboardingDraftSaved> {
  const input = checkShape(onboardingFormSchemas[form], isObject(body) ? body.Data : undefined);
  const patterns = SENSITIVE_FIELDS[form];
  return deps.db.transaction().execute(async (trx) => {
    await lockOnboardingApplicant(trx, caller.agencyId, caller.applicantId, null);
    const locked = await formLock(trx, caller.agencyId, caller.applicantId, form);
    if (locked) throw lockedError(locked);
    const current = await lockCurrentVersion(trx, caller.agencyId, caller.applicantId, form);
    let data = withoutMasks(await unmasked(trx, deps.vault, caller, form, input, current), patterns);
    // CHRC Form Info: the SSN "from my W-9" is copied from the W-9 on the server (./cbc).
    if (form === 'cbc-form-info') data = await withW9Ssn(trx, deps.vault, caller, data, false);
    let saved: { id: number; version: number; updated_at: Date };
    if (current?.status === 'in-progress') {
      saved = await trx
        .updateTable('onboarding_documents')
        .set({ updated_at: sql<Date>`now()` })
        .where('id', '=', current.id)
        .where('status', '=', 'in-progress')
        .returning(['id', 'version', 'updated_at'])
        .executeTakeFirstOrThrow();
    } else {
      saved = await trx
        .insertInto('onboarding_documents')
        .values({
          agency_id: caller.agencyId,
          applicant_id: caller.applicantId,
          form,
          version: (current?.version ?? 0) + 1,
          status: 'in-progress',
          // Written by writeFormData below (a health form's data is stored apart).
          data: '{}',
          edition: onboardingForm(form).edition,
        })
        .returning(['id', 'version', 'updated_at'])
        .executeTakeFirstOrThrow();
      // The version's first save is audited; its autosaves (every few seconds) are not.
      await writeApplicantAudit(trx, caller, meta, {
        action: 'draft-started',
        form,
        version: saved.version,
        detail: AUDIT_DETAIL.draftStarted(saved.version, current),
      });
    }
    await writeFormData(trx, deps.vault, { ...owner(caller), form, documentId: saved.id }, data);
    return {
      Form: form,
      Status: 'in-progress',
      Version: saved.version,
      UpdatedAt: new Date(saved.updated_at).toISOString(),
    } satisfies OnboardingDraftSaved;
  });
}

/** The fields of Personal Info that are the applicant record's, and their labels. */
const RECORD_FIELDS = {
  FirstName: ['first_name', 'First Name'],
  MiddleName: ['middle_name', 'Middle Name'],
  LastName: ['last_name', 'Last Name'],
  PreferredName: ['preferred_name', 'Preferred Name'],
  Email: ['email', 'Email'],
  MobilePhone: ['mobile_phone', 'Mobile Phone'],
  OtherPhone: ['other_phone', 'Other Phone'],
  AddressLine1: ['address_line1', 'Address Line 1'],
  AddressLine2: ['address_line2', 'Address Line 2'],
  City: ['city', 'City'],
  State: ['state', 'State'],
  Zip: ['zip', 'ZIP'],
  DateOfBirth: ['date_of_birth', 'Date of Birth'],
  Discipline: ['discipline', 'Discipline'],
  Specialties: ['specialties', 'Specialties'],
  YearsOfExperience: ['years_of_experience', 'Years of Experience'],
  DesiredShift: ['desired_shift', 'Desired Shift'],
  EmploymentTypes: ['employment_types', 'Employment Types'],
  AvailableFrom: ['available_from', 'Available From'],
} as const;

/** Personal Info submitted: the applicant record takes its values, with an 'updated' activity row. */
async function updateRecord(
  trx: Kysely<Database>,
  events: EventBus,
  caller: ApplicantScope,
  data: Data,
): Promise<void> {
  const before = await loadApplicant(trx, caller.agencyId, caller.applicantId, { includeArchived: true });
  if (!before) return;
  const changed: string[] = [];
  const set: Record<string, unknown> = {};
  for (const [field, [column, label]] of Object.entries(RECORD_FIELDS)) {
    const value = data[field] ?? null;
    set[column] = value;
    if (JSON.stringify((before as unknown as Record<string, unknown>)[field] ?? null) !== JSON.stringify(value))
      changed.push(label);
  }
  if (changed.length === 0) return;
  await trx
    .updateTable('applicants')
    .set({ ...(set as object), updated_at: sql<Date>`now()` })
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', caller.applicantId)
    .execute();
  await events.emit(trx, 'applicant.activity', {
    agencyId: caller.agencyId,
    applicantId: caller.applicantId,
    actor: null,
    kind: 'updated',
    text: `Personal Info submitted on the portal: changed ${changed.join(', ')}`,
  });
}

/** Form-specific checks beyond the schema (400 with Errors by field). */
async function extraChecks(trx: Kysely<Database>, caller: ApplicantScope, form: OnboardingFormKey, data: Data) {
  const errors: Record<string, string> = {};
  if (form === 'personal-info') {
    // PostgreSQL has no year 0 (the schema's calendar check allows it).
    for (const field of ['DateOfBirth', 'AvailableFrom'])
      if (typeof data[field] === 'string' && (data[field] as string).startsWith('0000'))
        errors[field] = 'Enter a valid date';
  }
  // The uploads a form names (identity document images, a vaccination proof) are the applicant's own.
  const wanted = new Map<string, string[]>();
  for (const [id, path] of formUploads(form, data)) wanted.set(id, [...(wanted.get(id) ?? []), path]);
  if (wanted.size > 0) {
    const ids = [...wanted.keys()];
    const valid = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
    const found =
      valid.length === 0
        ? []
        : await trx
            .selectFrom('onboarding_uploads')
            .select('id')
            .where('agency_id', '=', caller.agencyId)
            .where('applicant_id', '=', caller.applicantId)
            .where('id', 'in', valid)
            .execute();
    const mine = new Set(found.map((row) => row.id.toLowerCase()));
    for (const id of ids)
      if (!mine.has(id.toLowerCase()))
        for (const path of wanted.get(id)!) errors[path] = 'This upload is not one of yours: upload the image again.';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * What a submitted version signs (its data is stored by `writeFormData`; a health form's data enters the
 * canonical text as its keyed HMAC only): the canonical text (the form, its edition, the version, the applicant and the data, sensitive values as
 * HMACs) and its SHA-256. `data` is valid (validated with the form's schema).
 */
export function submittedContent(
  vault: ValueVault,
  owner: { agencyId: number; applicantId: number },
  form: OnboardingFormKey,
  version: number,
  data: Data,
): { canonical: string; hash: string } {
  const patterns = SENSITIVE_FIELDS[form];
  const canonical = canonicalJson({
    form,
    edition: onboardingForm(form).edition,
    version,
    applicantId: owner.applicantId,
    // A health form's data stays out of plain text at rest: its canonical text holds the data's keyed HMAC.
    data: onboardingForm(form).health ? vault.hmac(canonicalJson(data)) : canonicalData(data, patterns, vault),
  });
  return { canonical, hash: sha256Hex(canonical) };
}

/**
 * Submits a form: the data validated with its schema (400 by field), signed when the form is signed (the
 * e-signature consent given and not withdrawn, else 409 `consent_required`; I-9 Supplement A: one signature
 * per preparer), its canonical text and SHA-256 stored, the version made immutable; Personal Info also
 * updates the applicant record. One transaction with its audit rows.
 */
export async function submitForm(
  deps: EngineDeps,
  caller: ApplicantScope,
  form: OnboardingFormKey,
  body: unknown,
  meta: RequestMeta,
): Promise<OnboardingFormDocument> {
  const info = onboardingForm(form);
  const schema = onboardingFormSchemas[form];
  const patterns = SENSITIVE_FIELDS[form];
  const submission = isObject(body) ? body : {};
  const input = checkShape(schema, submission.Data);
  await deps.db.transaction().execute(async (trx) => {
    // The agency's Agreement and Terms: no new version is published while this one is signed.
    await lockDocumentKind(trx, caller.agencyId, form);
    await lockOnboardingApplicant(trx, caller.agencyId, caller.applicantId, null);
    const locked = await formLock(trx, caller.agencyId, caller.applicantId, form);
    if (locked) throw lockedError(locked);
    const current = await lockCurrentVersion(trx, caller.agencyId, caller.applicantId, form);
    let data = validateUnmasked<Data>(schema, await unmasked(trx, deps.vault, caller, form, input, current), patterns);
    await extraChecks(trx, caller, form, data);
    // CHRC Form Info: the W-9's SSN copied in, the NY CHRC consent required where it applies (./cbc).
    if (form === 'cbc-form-info')
      data = await withNyChrc(trx, caller, await withW9Ssn(trx, deps.vault, caller, data, true));
    // …and what is signed is the current version (409 `document_outdated` after a newer one).
    await checkAcceptedVersion(trx, caller.agencyId, form, data);

    // Signatures: the applicant's, and one per preparer of the I-9's Supplement A.
    const signatures: { signer: 'applicant' | 'preparer'; signature: ValidSignature }[] = [];
    if (info.signed) {
      if (submission.Signature === null || submission.Signature === undefined)
        throw validationFailed({ Signature: SIGNATURE_REQUIRED_MESSAGE });
      signatures.push({ signer: 'applicant', signature: readSignature(submission.Signature, 'Signature') });
      const preparers = form === 'uscis-info' && data.UsedPreparer === true ? (data.Preparers as unknown[]) : [];
      const given = submission.PreparerSignatures ?? [];
      if (preparers.length > 0 || (Array.isArray(given) && given.length > 0)) {
        if (!Array.isArray(given) || given.length !== preparers.length)
          throw validationFailed({ PreparerSignatures: PREPARER_SIGNATURES_MESSAGE });
        given.forEach((each, i) =>
          signatures.push({ signer: 'preparer', signature: readSignature(each, `PreparerSignatures[${i}]`) }),
        );
      }
      const consent = await currentConsent(trx, caller.agencyId, caller.applicantId);
      if (!consent || consent.WithdrawnAt !== null || consent.Version !== ESIGN_CONSENT_VERSION)
        throw new ApiError(409, 'consent_required', CONSENT_REQUIRED_MESSAGE);
    }

    const version = current?.status === 'in-progress' ? current.version : (current?.version ?? 0) + 1;
    const { canonical, hash } = submittedContent(deps.vault, caller, form, version, data);
    const values = {
      status: 'submitted' as const,
      edition: info.edition,
      canonical_text: canonical,
      document_hash: hash,
      submitted_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      reviewed_at: null,
      reviewed_by: null,
      reviewed_by_name: '',
      changes_reason: null,
    };
    const saved =
      current?.status === 'in-progress'
        ? await trx
            .updateTable('onboarding_documents')
            .set(values)
            .where('id', '=', current.id)
            .where('status', '=', 'in-progress')
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('onboarding_documents')
            .values({
              agency_id: caller.agencyId,
              applicant_id: caller.applicantId,
              form,
              version,
              data: '{}',
              ...values,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
    await writeFormData(trx, deps.vault, { ...owner(caller), form, documentId: saved.id }, data);

    for (const [position, { signer, signature }] of signatures.entries())
      await trx
        .insertInto('onboarding_signatures')
        .values({
          agency_id: caller.agencyId,
          applicant_id: caller.applicantId,
          document_id: saved.id,
          signer,
          position,
          typed_name: signature.typedName,
          drawn_png:
            signature.png === null ? null : sql`decode(${Buffer.from(signature.png).toString('base64')}, 'base64')`,
          signed_at: sql<Date>`now()`,
          ip: meta.ip,
          user_agent: meta.userAgent,
          document_hash: hash,
          edition: info.edition,
        })
        .execute();

    if (form === 'personal-info') await updateRecord(trx, deps.events, caller, data);
    await deps.events.emit(trx, 'onboarding.formSubmitted', {
      agencyId: caller.agencyId,
      applicantId: caller.applicantId,
      form,
      expiries: reportedExpiries(form, data),
    });

    const audit = { form, version };
    await writeApplicantAudit(trx, caller, meta, {
      ...audit,
      action: 'submitted',
      detail: AUDIT_DETAIL.submitted(version, hash),
    });
    if (signatures.length > 0)
      await writeApplicantAudit(trx, caller, meta, {
        ...audit,
        action: 'signed',
        detail: AUDIT_DETAIL.signed(signatures),
      });
  });
  return formDocument(deps.db, deps.vault, caller.agencyId, caller.applicantId, form);
}

/** Gives the e-signature consent (the current version only). */
export async function giveConsent(
  deps: EngineDeps,
  caller: ApplicantScope,
  body: unknown,
  meta: RequestMeta,
): Promise<EsignConsent & { created: boolean }> {
  const version = isObject(body) ? body.Version : undefined;
  if (version !== ESIGN_CONSENT_VERSION)
    throw validationFailed({
      Version: `Read the current consent text (version ${ESIGN_CONSENT_VERSION}) and consent to it.`,
    });
  return deps.db.transaction().execute(async (trx) => {
    await lockOnboardingApplicant(trx, caller.agencyId, caller.applicantId, null);
    const current = await currentConsent(trx, caller.agencyId, caller.applicantId);
    if (current && current.WithdrawnAt === null && current.Version === version)
      return { ...publicConsent(current)!, created: false };
    await trx
      .insertInto('onboarding_consents')
      .values({
        agency_id: caller.agencyId,
        applicant_id: caller.applicantId,
        version,
        given_at: sql<Date>`now()`,
        given_ip: meta.ip,
        given_user_agent: meta.userAgent,
      })
      .execute();
    await writeApplicantAudit(trx, caller, meta, {
      action: 'consent-given',
      form: null,
      version: null,
      detail: AUDIT_DETAIL.consentGiven(version),
    });
    return { ...publicConsent(await currentConsent(trx, caller.agencyId, caller.applicantId))!, created: true };
  });
}

/** Withdraws the consent: no electronic signature until given again. 409 when none is in force. */
export async function withdrawConsent(
  deps: EngineDeps,
  caller: ApplicantScope,
  meta: RequestMeta,
): Promise<EsignConsent> {
  return deps.db.transaction().execute(async (trx) => {
    await lockOnboardingApplicant(trx, caller.agencyId, caller.applicantId, null);
    const current = await currentConsent(trx, caller.agencyId, caller.applicantId);
    if (!current || current.WithdrawnAt !== null)
      throw new ApiError(409, 'consent_not_given', 'There is no e-signature consent to withdraw.');
    await trx
      .updateTable('onboarding_consents')
      .set({ withdrawn_at: sql<Date>`now()`, withdrawn_ip: meta.ip, withdrawn_user_agent: meta.userAgent })
      .where('id', '=', current.id)
      .where('agency_id', '=', caller.agencyId)
      .execute();
    await writeApplicantAudit(trx, caller, meta, {
      action: 'consent-withdrawn',
      form: null,
      version: null,
      detail: `E-signature consent version ${current.Version} withdrawn`,
    });
    return publicConsent(await currentConsent(trx, caller.agencyId, caller.applicantId))!;
  });
}
