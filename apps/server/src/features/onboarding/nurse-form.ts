import {
  IDENTIFICATION_TYPES,
  MILITARY_BRANCHES,
  MILITARY_DISCHARGE_TYPES,
  NURSE_DEGREES,
  NURSE_FORM_ATTESTATION_TEXT,
  NURSE_LICENSE_TYPES,
  NURSE_REFERENCE_RELATIONSHIPS,
  RELATIONSHIPS,
  nurseFormExpiries,
  type NurseFormData,
} from '@agency/api-client/contract';
import type { PdfBlock } from '../../platform/pdf';
import type { ReportedExpiry } from './events';
import type { Data } from './sensitive';

/**
 * The Nurse Form (`nurse-form`) beyond the generic engine: the license and certification card uploads it
 * names (each must be the applicant's own), and the credential expiries its submission reports (each
 * license and certification with its expiry date, keyed by the entry's Id).
 */

/** The upload ids the data names, with their field paths. */
export function nurseFormUploads(data: Data): [unknown, string][] {
  const uploads: [unknown, string][] = [];
  for (const list of ['Licenses', 'Certifications'] as const) {
    const entries = data[list];
    if (Array.isArray(entries))
      (entries as Data[]).forEach((entry, i) => uploads.push([entry?.CardUploadId, `${list}[${i}].CardUploadId`]));
  }
  return uploads;
}

/** The license and certification expiries a submission reports (`onboarding.formSubmitted`). */
export const nurseFormReportedExpiries = (data: Data): ReportedExpiry[] =>
  nurseFormExpiries(data as unknown as NurseFormData);

/**
 * The Nurse Form's choice fields and their labels (the PDF shows labels, not keys). `Relationship` and
 * `Type` are shared with Emergency Info and Identification Info: the lists are merged (no key in common
 * but 'other', labelled 'Other' in both).
 */
export const NURSE_FORM_PDF_CHOICES: Record<string, readonly { key: string; label: string }[]> = {
  Type: [...IDENTIFICATION_TYPES, ...NURSE_LICENSE_TYPES],
  Relationship: [...RELATIONSHIPS, ...NURSE_REFERENCE_RELATIONSHIPS],
  Degree: NURSE_DEGREES,
  Branch: MILITARY_BRANCHES,
  DischargeType: MILITARY_DISCHARGE_TYPES,
};

/** The PDF's closing section: the credential expiries the form reported, and the attestation signed. */
export function nurseFormBlocks(data: Data): PdfBlock[] {
  const expiries = nurseFormExpiries({
    Licenses: Array.isArray(data.Licenses) ? (data.Licenses as NurseFormData['Licenses']) : [],
    Certifications: Array.isArray(data.Certifications) ? (data.Certifications as NurseFormData['Certifications']) : [],
  });
  return [
    { kind: 'heading', text: 'Credential expiries' },
    ...(expiries.length === 0
      ? [{ kind: 'text', text: 'None' } as const]
      : expiries.map((item): PdfBlock => ({ kind: 'field', label: item.label, value: item.expiresOn }))),
    { kind: 'heading', text: 'Attestation' },
    { kind: 'text', text: NURSE_FORM_ATTESTATION_TEXT },
  ];
}
