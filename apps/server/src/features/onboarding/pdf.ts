import type { Kysely } from 'kysely';
import {
  agencyDocumentKindOf,
  CBC_SSN_SOURCES,
  I9_ALTERNATIVE_PROCEDURE_TEXT,
  I9_ATTESTATIONS,
  I9_SECTION1_ATTESTATION_TEXT,
  I9_SECTION2_CERTIFICATION_TEXT,
  I9_SECTION2_SENSITIVE_FIELDS,
  I9_SUPPLEMENT_A_TEXT,
  HEPB_CHOICES,
  HEPB_DECLINATION_TEXT,
  HEPB_RECORD_ATTESTATION_TEXT,
  HEPB_SERIES,
  HEPB_TITER_RESULTS,
  HIPAA_ACKNOWLEDGEMENT_ITEMS,
  IDENTIFICATION_TYPES,
  INFLUENZA_ATTESTATION_TEXT,
  INFLUENZA_CHOICES,
  INFLUENZA_CONTRAINDICATIONS,
  INFLUENZA_DECLINATION_TEXT,
  INFLUENZA_DECLINE_REASONS,
  INFLUENZA_MASKING_TEXT,
  INFLUENZA_PLACES,
  influenzaNhsnLabel,
  influenzaNhsnStatus,
  onboardingForm,
  RELATIONSHIPS,
  SENSITIVE_FIELDS,
  W9_CERTIFICATION,
  W9_TAX_CLASSIFICATIONS,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import { agencyDocumentBlocks } from '../agency-documents';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { renderPdf, type PdfBlock } from '../../platform/pdf';
import { signaturesOf, VERSION_COLUMNS } from './documents';
import { healthReadDetail, readFormData, requireHealthAccess, writeHealthRead } from './form-data';
import { recordReveal, SECTION2_SCOPE, STAFF_AUDIT_DETAIL } from './review';
import { PHYSICAL_INFO_PDF_CHOICES } from './physical-info';
import { NURSE_FORM_PDF_CHOICES, nurseFormBlocks } from './nurse-form';
import { cbcBlocks } from './cbc';
import { maskData, type Data, type ValueVault } from './sensitive';
import { requirePermission } from '../../core/policy';
import { staffOnApplicant } from '../applicants';
import { writeAudit } from '../../core/audit';
import type { RequestMeta } from '../../platform/http';
import type { StaffScope } from '../../core/identity';

/** 'FirstName' → 'First Name', 'I94Number' → 'I94 Number', 'Zip' → 'ZIP'. */
export function fieldLabel(name: string): string {
  if (name === 'Zip') return 'ZIP';
  if (name === 'Tin') return 'TIN';
  if (name === 'Ssn') return 'SSN';
  if (name === 'SsnSource') return 'SSN Source';
  if (name === 'NyChrcConsent') return 'NY CHRC Consent';
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/^Uscis/, 'USCIS');
}

/** Choice keys shown by their labels. */
const CHOICES: Record<string, readonly { key: string; label: string }[]> = {
  TaxClassification: W9_TAX_CLASSIFICATIONS,
  Attestation: I9_ATTESTATIONS,
  Relationship: RELATIONSHIPS,
  Type: IDENTIFICATION_TYPES,
  Choice: INFLUENZA_CHOICES,
  Place: INFLUENZA_PLACES,
  DeclineReason: INFLUENZA_DECLINE_REASONS,
  Contraindication: INFLUENZA_CONTRAINDICATIONS,
  HepBChoice: HEPB_CHOICES,
  Series: HEPB_SERIES,
  TiterResult: HEPB_TITER_RESULTS,
  SsnSource: CBC_SSN_SOURCES,
  ...PHYSICAL_INFO_PDF_CHOICES,
  ...NURSE_FORM_PDF_CHOICES,
};

function display(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => display(name, item)).join(', ');
  if (typeof value === 'string') return CHOICES[name]?.find((choice) => choice.key === value)?.label ?? value;
  return String(value);
}

/** Every field of the data as label/value blocks; lists of objects and objects become sub-sections. */
export function dataBlocks(data: Data, prefix = ''): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (const [name, value] of Object.entries(data)) {
    const label = `${prefix}${fieldLabel(name)}`;
    if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
      value.forEach((item, i) => {
        blocks.push({ kind: 'text', text: `${label} ${i + 1}` });
        blocks.push(...dataBlocks(item as Data, `${label} ${i + 1} - `));
      });
      if (value.length === 0) blocks.push({ kind: 'field', label, value: 'None' });
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      blocks.push(...dataBlocks(value as Data, `${label} - `));
    } else blocks.push({ kind: 'field', label, value: display(name, value) });
  }
  return blocks;
}

/** The certification of a form, word for word from the contract. */
function certificationBlocks(form: OnboardingFormKey, data: Data): PdfBlock[] {
  if (form === 'w9-form-info') {
    const crossed = data.CertificationItem2Crossed === true;
    return [
      { kind: 'heading', text: 'Part II - Certification' },
      { kind: 'text', text: W9_CERTIFICATION.leadIn },
      ...W9_CERTIFICATION.items.map((item, i): PdfBlock => ({
        kind: 'text',
        text: `${i + 1}. ${item}${i === 1 && crossed ? ' [ITEM 2 CROSSED OUT BY THE SIGNER]' : ''}`,
      })),
      { kind: 'text', text: `Certification instructions: ${W9_CERTIFICATION.crossOutItem2}`, size: 9 },
    ];
  }
  if (form === 'uscis-info') {
    const blocks: PdfBlock[] = [
      { kind: 'heading', text: "Employee's attestation" },
      { kind: 'text', text: I9_SECTION1_ATTESTATION_TEXT },
    ];
    if (data.UsedPreparer === true)
      blocks.push(
        { kind: 'heading', text: 'Supplement A - Preparer and/or Translator Certification' },
        { kind: 'text', text: I9_SUPPLEMENT_A_TEXT },
      );
    return blocks;
  }
  if (form === 'influenza-vaccination') {
    const declined = data.Choice === 'declined';
    return [
      {
        kind: 'field',
        label: 'NHSN status',
        value: influenzaNhsnLabel(influenzaNhsnStatus(data, typeof data.Season === 'string' ? data.Season : '')),
      },
      { kind: 'heading', text: declined ? 'Declination statement' : 'Attestation' },
      { kind: 'text', text: declined ? INFLUENZA_DECLINATION_TEXT : INFLUENZA_ATTESTATION_TEXT },
      ...(declined
        ? [
            { kind: 'heading', text: 'Masking acknowledgement' } as const,
            { kind: 'text', text: INFLUENZA_MASKING_TEXT } as const,
          ]
        : []),
    ];
  }
  if (form === 'cbc-form-info') return cbcBlocks(data);
  if (form === 'nurse-form') return nurseFormBlocks(data);
  if (form === 'hepab-hippa-info') {
    const declined = data.HepBChoice === 'declined';
    return [
      {
        kind: 'heading',
        text: declined ? 'Hepatitis B Vaccine Declination (Mandatory), 29 CFR 1910.1030 Appendix A' : 'Attestation',
      },
      { kind: 'text', text: declined ? HEPB_DECLINATION_TEXT : HEPB_RECORD_ATTESTATION_TEXT },
      { kind: 'heading', text: 'HIPAA workforce acknowledgement' },
      ...HIPAA_ACKNOWLEDGEMENT_ITEMS.map((item, i): PdfBlock => ({ kind: 'text', text: `${i + 1}. ${item}` })),
    ];
  }
  return [
    { kind: 'heading', text: 'Submission' },
    { kind: 'text', text: 'Submitted electronically by the applicant; confirmed without a signature.' },
  ];
}

const SIGNER_LABELS = {
  applicant: 'Applicant',
  preparer: 'Preparer or translator',
  employer: 'Employer or authorized representative',
} as const;

const utc = (value: Date | string) => `${new Date(value).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * Who a PDF is rendered for, which decides how it shows the sensitive identifiers (`SENSITIVE_FIELDS`, and
 * Section 2's `I9_SECTION2_SENSITIVE_FIELDS`):
 * - 'applicant': the applicant's own PDF, their own values in full (CHRC Form Info masked, as it always was);
 * - 'staff': masked, as in every other answer to staff (`maskIdentifier`: '***-**-6789', '****6789');
 * - 'revealed': in full, the signed original, for a staff member holding `onboarding.reveal` (the caller
 *   audits it as a reveal: `staffFormPdf`).
 */
export type PdfReader = 'applicant' | 'staff' | 'revealed';

/** Whether the PDF of `form` for `reader` shows the sensitive identifiers in full. */
const showsInFull = (reader: PdfReader, form: OnboardingFormKey) =>
  reader === 'revealed' || (reader === 'applicant' && form !== 'cbc-form-info');

/** The sensitive paths a PDF of `form` may hold (Section 2's prefixed as a reveal names them). */
export function pdfSensitiveFields(form: OnboardingFormKey): string[] {
  return [
    ...SENSITIVE_FIELDS[form],
    ...(form === 'uscis-info' ? I9_SECTION2_SENSITIVE_FIELDS.map((path) => `Section2.${path}`) : []),
  ];
}

/**
 * The PDF of a submitted version (`version`; the latest submitted one when null): the form's title and
 * edition, every field (the sensitive identifiers in full or masked: `PdfReader`), the certification text,
 * the signatures, and an audit page with the events of that version (UTC time, IP, user agent) and the
 * stored document hash. 404 before a submission.
 */
export async function formPdf(
  db: Kysely<Database>,
  vault: ValueVault,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
  version: number | null,
  reader: PdfReader,
): Promise<{ bytes: Uint8Array; fileName: string; version: number; hash: string | null }> {
  const full = showsInFull(reader, form);
  let query = db
    .selectFrom('onboarding_documents')
    .select(VERSION_COLUMNS)
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('form', '=', form)
    .where('status', '<>', 'in-progress');
  if (version !== null) query = query.where('version', '=', version);
  const row = await query.orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', 'There is no submitted version of this form.');
  const info = onboardingForm(form);
  const data = await readFormData(db, vault, { agencyId, applicantId, form, documentId: row.id }, row.data);
  const applicant = await db
    .selectFrom('applicants')
    .select(['first_name', 'last_name'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirstOrThrow();
  const signatures = await signaturesOf(db, agencyId, { documentId: row.id });
  const events = await db
    .selectFrom('onboarding_audit')
    .select(['action', 'at', 'actor_name', 'ip', 'user_agent', 'detail', 'form', 'version'])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('form', '=', form), eb('version', '=', row.version)]),
        eb('action', 'in', ['consent-given', 'consent-withdrawn']),
        ...(form === 'uscis-info' ? [eb('action', 'in', ['i9-unlocked', 'section-2-signed'] as const)] : []),
      ]),
    )
    // Who looked at the record afterwards (reveals, downloads) is not part of the signed record.
    .where('action', 'not in', ['revealed', 'pdf-downloaded'])
    .orderBy('at')
    .orderBy('id')
    .execute();

  const blocks: PdfBlock[] = [
    { kind: 'field', label: 'Applicant', value: `${applicant.first_name} ${applicant.last_name}` },
    { kind: 'field', label: 'Status', value: row.status.replace('-', ' ') },
    { kind: 'field', label: 'Submitted', value: row.submitted_at ? utc(row.submitted_at) : '' },
    { kind: 'rule' },
    { kind: 'heading', text: 'Information given' },
    // The sensitive identifiers masked unless this reader sees them in full (`PdfReader`).
    ...dataBlocks(full ? data : maskData(data, SENSITIVE_FIELDS[form])),
    // The agency's Agreement or Terms: the accepted version's text, printed in full, is what was signed.
    ...(agencyDocumentKindOf(form)
      ? await agencyDocumentBlocks(db, agencyId, form, data)
      : certificationBlocks(form, data)),
  ];
  if (signatures.length > 0) {
    blocks.push({ kind: 'heading', text: 'Signatures' });
    for (const signature of signatures) {
      blocks.push({ kind: 'field', label: SIGNER_LABELS[signature.Signer], value: signature.TypedName });
      if (signature.drawnPng) blocks.push({ kind: 'image', png: signature.drawnPng, maxWidth: 220, maxHeight: 70 });
      blocks.push({ kind: 'field', label: 'Signed (electronically)', value: utc(signature.SignedAt) });
    }
  }
  // The I-9: the employer's Section 2, when it completes this version of Section 1.
  const section2 =
    form === 'uscis-info'
      ? await db
          .selectFrom('onboarding_i9_section2')
          .select(['id', 'data', 'document_hash'])
          .where('agency_id', '=', agencyId)
          .where('applicant_id', '=', applicantId)
          .where('status', '=', 'completed')
          .where('section1_document_id', '=', row.id)
          .executeTakeFirst()
      : undefined;
  const employer = section2 ? await signaturesOf(db, agencyId, { section2Id: section2.id }) : [];
  if (section2) {
    const section2Data = vault.open(
      section2.data,
      { agencyId, applicantId, form: SECTION2_SCOPE },
      I9_SECTION2_SENSITIVE_FIELDS,
    );
    const { AlternativeProcedure, ...rest } = full
      ? section2Data
      : maskData(section2Data, I9_SECTION2_SENSITIVE_FIELDS);
    blocks.push(
      { kind: 'heading', text: 'Section 2 - Employer or Authorized Representative Review and Verification' },
      ...dataBlocks(rest),
      { kind: 'field', label: I9_ALTERNATIVE_PROCEDURE_TEXT, value: AlternativeProcedure === true ? 'Yes' : 'No' },
      { kind: 'text', text: I9_SECTION2_CERTIFICATION_TEXT },
    );
    for (const signature of employer) {
      blocks.push({ kind: 'field', label: SIGNER_LABELS.employer, value: signature.TypedName });
      if (signature.drawnPng) blocks.push({ kind: 'image', png: signature.drawnPng, maxWidth: 220, maxHeight: 70 });
      blocks.push({ kind: 'field', label: 'Signed (electronically)', value: utc(signature.SignedAt) });
    }
  }
  blocks.push(
    { kind: 'page-break' },
    { kind: 'heading', text: 'Audit trail' },
    {
      kind: 'field',
      label: 'Form',
      value: `${info.label}${row.edition ? ` (${row.edition})` : ''}, version ${row.version}`,
    },
    { kind: 'text', text: 'Document hash (SHA-256 of the canonical document that was signed):' },
    { kind: 'text', text: row.document_hash ?? '' },
  );
  if (section2?.document_hash)
    blocks.push(
      { kind: 'text', text: 'Section 2 hash (SHA-256 of its canonical document, which includes the hash above):' },
      { kind: 'text', text: section2.document_hash },
    );
  for (const signature of [...signatures, ...employer])
    blocks.push({
      kind: 'text',
      text: `${utc(signature.SignedAt)} - signed by ${signature.TypedName} (${SIGNER_LABELS[signature.Signer].toLowerCase()}${signature.Drawn ? ', typed and drawn' : ', typed'}) - IP ${signature.Ip || '-'} - ${signature.UserAgent || 'no user agent'} - hash ${signature.DocumentHash}`,
      size: 9,
    });
  for (const event of events)
    blocks.push({
      kind: 'text',
      text: `${utc(event.at)} - ${event.action} - ${event.actor_name || '-'} - IP ${event.ip || '-'} - ${event.user_agent || 'no user agent'}${event.detail ? ` - ${event.detail}` : ''}`,
      size: 9,
    });
  const bytes = await renderPdf({
    title: info.edition ? `${info.label} (${info.edition})` : info.label,
    subtitle: `${info.edition ? `Edition ${info.edition}. ` : ''}Version ${row.version}. Rendered ${utc(new Date())}.`,
    blocks,
    footer: `${info.label} v${row.version} - SHA-256 ${row.document_hash?.slice(0, 16) ?? ''}...`,
    subject: `${info.label} of ${applicant.first_name} ${applicant.last_name}`,
  });
  return { bytes, fileName: `${form}-v${row.version}.pdf`, version: row.version, hash: row.document_hash };
}

/** The 400 of `?reveal=true` on a form without sensitive identifiers. */
export const NOTHING_TO_REVEAL_MESSAGE = 'This form holds no SSN, TIN or document number to reveal.';

/**
 * The PDF for the agency's staff (onboarding.review; a health form's only for those who may read it, with a
 * 'health-read' audit row too), with a 'pdf-downloaded' audit row (who downloaded which version) written in
 * the same transaction. Its sensitive identifiers are masked; `reveal` asks for the signed original with
 * them in full: only with `onboarding.reveal` (403 otherwise), of a form that has some (400 otherwise), and
 * audited as a reveal is (`recordReveal`: a 'revealed' row and the security log's 'sensitive-revealed').
 */
export async function staffFormPdf(
  deps: { db: Db; vault: ValueVault },
  caller: StaffScope,
  applicantId: number,
  form: OnboardingFormKey,
  options: { version: number | null; reveal: boolean },
  meta: RequestMeta,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const actor = await staffOnApplicant(trx, caller, applicantId, 'onboarding.review', "read applicants' onboarding");
    const fields = pdfSensitiveFields(form);
    if (options.reveal) {
      requirePermission(actor, 'onboarding.reveal', 'download a PDF with the identifiers in full');
      if (fields.length === 0) throw validationFailed({ reveal: NOTHING_TO_REVEAL_MESSAGE });
    }
    await requireHealthAccess(trx, actor, caller.agencyId, applicantId, form);
    const pdf = await formPdf(
      trx,
      deps.vault,
      caller.agencyId,
      applicantId,
      form,
      options.version,
      options.reveal ? 'revealed' : 'staff',
    );
    if (onboardingForm(form).health)
      await writeHealthRead(trx, {
        agencyId: caller.agencyId,
        applicantId,
        actor,
        form,
        version: pdf.version,
        meta,
        detail: healthReadDetail('pdf', pdf.version),
      });
    if (options.reveal)
      await recordReveal(trx, {
        caller,
        actor,
        applicantId,
        form,
        version: pdf.version,
        field: 'PDF',
        detail: `Revealed in full: ${pdf.fileName} (${fields.join(', ')})`,
        meta,
      });
    await writeAudit(trx, {
      agencyId: caller.agencyId,
      applicantId,
      action: 'pdf-downloaded',
      form,
      version: pdf.version,
      actor: { kind: 'staff', id: actor.recruiterId, name: actor.name },
      meta,
      detail: STAFF_AUDIT_DETAIL.pdfDownloaded(pdf.fileName, pdf.hash),
    });
    return pdf;
  });
}
