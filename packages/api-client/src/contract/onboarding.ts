/**
 * Onboarding: the applicant's forms (drafts, submission, signature, PDF), the e-signature consent, uploads,
 * and the staff's review of them (approve, request changes, reveal an identifier, unlock the I-9, I-9
 * Section 2, the audit log). The forms' data types and texts are in ./onboarding-forms; their rules in
 * `@agency/forms/schemas`. docs/onboarding.md describes the behaviour.
 *
 * The applicant's calls (`/api/onboarding/…`) act on the signed-in applicant's own forms only; the staff's
 * (`/api/applicants/:id/onboarding/…`) on an applicant of the caller's agency.
 */
import { defineCall } from './common';
import type { OnboardingFormKey, SignatureInput } from './onboarding-forms';

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

export const ONBOARDING_STATUSES = [
  { key: 'not-started', label: 'Not started' },
  // A draft: saved as the applicant types (the form screen says "Saved" beside it), not submitted yet.
  { key: 'in-progress', label: 'Draft saved' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'approved', label: 'Approved' },
  { key: 'changes-requested', label: 'Changes requested' },
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number]['key'];

export function onboardingStatusLabel(status: OnboardingStatus): string {
  return ONBOARDING_STATUSES.find((entry) => entry.key === status)!.label;
}

/** A form counts as complete once submitted (waiting for review) or approved. */
export const isOnboardingComplete = (status: OnboardingStatus) => status === 'submitted' || status === 'approved';

// ---------------------------------------------------------------------------------------------
// Progress: ONE definition of the counts, for both sides
// ---------------------------------------------------------------------------------------------

/**
 * How many of a list were handed in, approved by staff, and are still to do. The server computes them (the
 * applicant's `getOnboardingOverview` and the staff's `getApplicantOnboarding` answer the same counts, as do
 * `getUploadRequirements` and `getApplicantUploadRequirements`); every screen shows them with `progressText`.
 * - A form is submitted once handed in (submitted or approved), approved once staff approved it, missing
 *   otherwise (not started, draft saved, changes requested, or still locked).
 * - An upload requirement: `uploadRequirementCounts` (./upload-requirements).
 * - The checklist: `onboardingProgress`.
 * Submitted includes the approved ones, so Missing = Total − Submitted.
 */
export interface ProgressCounts {
  Total: number;
  /** Handed in (waiting for review, or approved): the approved ones included. */
  Submitted: number;
  Approved: number;
  /** Still to do by the applicant: Total − Submitted. */
  Missing: number;
}

/** The counts of `total` items of which `submitted` were handed in and `approved` approved. */
export const progressCounts = (total: number, submitted: number, approved: number): ProgressCounts => ({
  Total: total,
  Submitted: submitted,
  Approved: approved,
  Missing: total - submitted,
});

/**
 * The checklist's counts: each of the applicant's forms one step (by its status), and Upload Requirements one
 * more step (`uploads`, its requirements' counts; null: left out), submitted when none of its requirements is
 * missing, approved when all are approved.
 */
export function onboardingProgress(
  forms: readonly { Status: OnboardingStatus }[],
  uploads: ProgressCounts | null,
): ProgressCounts {
  const submitted = forms.filter((form) => isOnboardingComplete(form.Status)).length;
  const approved = forms.filter((form) => form.Status === 'approved').length;
  if (!uploads) return progressCounts(forms.length, submitted, approved);
  return progressCounts(
    forms.length + 1,
    submitted + (uploads.Missing === 0 ? 1 : 0),
    approved + (uploads.Approved === uploads.Total ? 1 : 0),
  );
}

/** The counts in words, the same on every screen of both sides: "4 of 7 submitted · 0 approved · 3 missing". */
export const progressText = (progress: ProgressCounts): string =>
  `${progress.Submitted} of ${progress.Total} submitted · ${progress.Approved} approved · ${progress.Missing} missing`;

/** Longest reason of a change request, an I-9 unlock. */
export const ONBOARDING_REASON_MAX_LENGTH = 1000;

/** Largest upload (identification images, documents), in bytes: 10 MB. */
export const ONBOARDING_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The types an onboarding upload may be, checked by content (magic bytes), not by name. */
export const ONBOARDING_UPLOAD_TYPES = [
  { contentType: 'application/pdf', label: 'PDF', extensions: ['.pdf'] },
  { contentType: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  { contentType: 'image/png', label: 'PNG', extensions: ['.png'] },
  { contentType: 'image/heic', label: 'HEIC', extensions: ['.heic', '.heif'] },
] as const;

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

/** One form of the applicant, as the checklist shows it. */
export interface OnboardingFormSummary {
  Form: OnboardingFormKey;
  Status: OnboardingStatus;
  /** The current version (1 for the first; a change after submission starts the next). 0: not started. */
  Version: number;
  /** The edition of the official form this version follows (W-9 "Rev. March 2024"), or null. */
  Edition: string | null;
  UpdatedAt: string | null;
  SubmittedAt: string | null;
  /** When staff approved it or asked for changes. */
  ReviewedAt: string | null;
  /** Why staff asked for changes (shown to the applicant), while the status is changes-requested. */
  ChangesReason: string | null;
  /** Why the form may not be opened yet (the I-9 before an accepted offer), or null. */
  Locked: string | null;
}

/** The e-signature consent (ESIGN): given once, withdrawable. */
export interface EsignConsent {
  Version: string;
  GivenAt: string;
  WithdrawnAt: string | null;
}

/** The applicant's onboarding at a glance (the applicant area's home; the record's Onboarding tab). */
export interface OnboardingOverview {
  ApplicantId: number;
  Forms: OnboardingFormSummary[];
  /** The Upload Requirements' counts (`uploadRequirementCounts`); null when the server has none to give. */
  Uploads: ProgressCounts | null;
  /** The checklist's counts: the forms and Upload Requirements as one step (`onboardingProgress`). */
  Progress: ProgressCounts;
  /** The current consent; null when never given. */
  Consent: EsignConsent | null;
}

/** A signature on a version of a form, with what was recorded when it was made. */
export interface OnboardingSignature {
  /** Who signed: the applicant, a preparer/translator (I-9 Supplement A), the employer (I-9 Section 2). */
  Signer: 'applicant' | 'preparer' | 'employer';
  TypedName: string;
  /** Whether a drawn signature was added to the typed name. */
  Drawn: boolean;
  SignedAt: string;
  Ip: string;
  UserAgent: string;
  /** SHA-256 (hex) of the canonical document that was signed. */
  DocumentHash: string;
  Edition: string | null;
}

/** An earlier submitted version of a form (kept: a signed version never changes). */
export interface OnboardingVersion {
  Version: number;
  Status: OnboardingStatus;
  SubmittedAt: string | null;
  DocumentHash: string | null;
}

/**
 * A form of an applicant: its current version's data and state. Sensitive identifiers (SSN, TIN, document
 * numbers…) come masked ("***-**-1234"); a draft saved with a value still equal to its mask keeps the stored
 * value. `Data` is the form's data type (./onboarding-forms `OnboardingFormData[Form]`), partial in a draft;
 * null before the first save.
 */
export interface OnboardingFormDocument extends OnboardingFormSummary {
  Data: Record<string, unknown> | null;
  /** The signatures of the current version (empty until submitted; none for unsigned forms). */
  Signatures: OnboardingSignature[];
  /** SHA-256 of the current version's canonical document, once submitted. */
  DocumentHash: string | null;
  /** Who approved or asked for changes. */
  ReviewedBy: string | null;
  /** Every version, newest first. */
  History: OnboardingVersion[];
}

/** The answer of a draft save (autosave). */
export interface OnboardingDraftSaved {
  Form: OnboardingFormKey;
  Status: OnboardingStatus;
  Version: number;
  UpdatedAt: string;
}

/** The body of `submitOnboardingForm`. */
export interface OnboardingSubmission {
  Data: Record<string, unknown>;
  /** The applicant's signature: required for signed forms (W-9, I-9), null for the others. */
  Signature: SignatureInput | null;
  /** I-9 Supplement A: one signature per preparer/translator of the data's `Preparers`, in that order. */
  PreparerSignatures?: SignatureInput[];
}

/** An uploaded file (identification images and, later, other onboarding documents). */
export interface OnboardingUpload {
  UploadId: string;
  FileName: string;
  ContentType: string;
  Size: number;
  UploadedAt: string;
}

// ---------------------------------------------------------------------------------------------
// The applicant's calls
// ---------------------------------------------------------------------------------------------

/** The signed-in applicant's checklist. */
export const getOnboardingOverview = defineCall<{ response: OnboardingOverview }>()({
  method: 'GET',
  path: '/api/onboarding',
});

/** One of the signed-in applicant's forms (`:form` an OnboardingFormKey; 404 for another text). */
export const getOnboardingForm = defineCall<{ response: OnboardingFormDocument }>()({
  method: 'GET',
  path: '/api/onboarding/forms/:form',
});

/**
 * Saves a draft as the applicant types (not validated beyond shape and size: a draft may be incomplete).
 * Saving a submitted or approved form starts its next version. 423 while the form is locked.
 */
export const saveOnboardingDraft = defineCall<{
  body: { Data: Record<string, unknown> };
  response: OnboardingDraftSaved;
}>()({
  method: 'PUT',
  path: '/api/onboarding/forms/:form/draft',
});

/**
 * Validates the whole form with its schema (400 with `Errors` by field), signs it when the form is signed
 * (the consent must be given: 409 `consent_required`), and makes the version immutable.
 */
export const submitOnboardingForm = defineCall<{ body: OnboardingSubmission; response: OnboardingFormDocument }>()({
  method: 'POST',
  path: '/api/onboarding/forms/:form/submit',
});

/** The PDF of the current submitted version (`version` for an earlier one); 404 before a submission. */
export const downloadOnboardingPdf = defineCall<{ query?: { version?: string }; response: Blob }>()({
  method: 'GET',
  path: '/api/onboarding/forms/:form/pdf',
  responseType: 'blob',
});

/** Gives the e-signature consent (the version of ESIGN_CONSENT_TEXT read). */
export const giveEsignConsent = defineCall<{ body: { Version: string }; response: EsignConsent }>()({
  method: 'POST',
  path: '/api/onboarding/consent',
});

/** Withdraws it: no more electronic signatures until given again (paper copies on request). */
export const withdrawEsignConsent = defineCall<{ response: EsignConsent }>()({
  method: 'DELETE',
  path: '/api/onboarding/consent',
});

/** Uploads a file (the body; `fileName` its name): PDF, JPEG, PNG or HEIC by content, at most 10 MB. */
export const uploadOnboardingFile = defineCall<{
  body: Blob;
  query: { fileName: string };
  response: OnboardingUpload;
}>()({
  method: 'POST',
  path: '/api/onboarding/uploads',
});

/** One of the applicant's own uploads. */
export const downloadOnboardingFile = defineCall<{ response: Blob }>()({
  method: 'GET',
  path: '/api/onboarding/uploads/:uploadId',
  responseType: 'blob',
});

// ---------------------------------------------------------------------------------------------
// The staff's calls
// ---------------------------------------------------------------------------------------------

/** An applicant's checklist, for the record's Onboarding tab. */
export const getApplicantOnboarding = defineCall<{ response: OnboardingOverview }>()({
  method: 'GET',
  path: '/api/applicants/:id/onboarding',
});

/** One form of an applicant, read-only. */
export const getApplicantOnboardingForm = defineCall<{ response: OnboardingFormDocument }>()({
  method: 'GET',
  path: '/api/applicants/:id/onboarding/forms/:form',
});

/**
 * A submitted version's PDF (`version`; the current one without it), its SSN, TIN and document numbers
 * masked. `reveal: 'true'` asks for the signed original with them in full: `onboarding.reveal` only (403
 * otherwise), audited as a reveal (a 'revealed' row and the security log's 'sensitive-revealed').
 */
export const downloadApplicantOnboardingPdf = defineCall<{
  query: { version?: string; reveal?: 'true' | 'false' };
  response: Blob;
}>()({
  method: 'GET',
  path: '/api/applicants/:id/onboarding/forms/:form/pdf',
  responseType: 'blob',
});

/** Approves the submitted version (409 unless submitted). */
export const approveOnboardingForm = defineCall<{ response: OnboardingFormDocument }>()({
  method: 'POST',
  path: '/api/applicants/:id/onboarding/forms/:form/approve',
});

/** Sends a submitted (or approved) form back with a reason, shown to the applicant and e-mailed. */
export const requestOnboardingChanges = defineCall<{
  body: { Reason: string };
  response: OnboardingFormDocument;
}>()({
  method: 'POST',
  path: '/api/applicants/:id/onboarding/forms/:form/request-changes',
});

/**
 * Shows one sensitive value in full (`Field`: its path in the data, e.g. "Tin", "Documents[0].Number", or
 * "Section2.ListA[0].Number"): administrators and admins only; each reveal writes an audit row.
 */
export const revealOnboardingValue = defineCall<{
  body: { Field: string };
  response: { Field: string; Value: string };
}>()({
  method: 'POST',
  path: '/api/applicants/:id/onboarding/forms/:form/reveal',
});

/** An applicant's upload (identification images…). */
export const downloadApplicantOnboardingFile = defineCall<{ response: Blob }>()({
  method: 'GET',
  path: '/api/applicants/:id/onboarding/uploads/:uploadId',
  responseType: 'blob',
});

/** Opens the I-9 for this applicant before an accepted offer (supervisors and above; recorded). */
export const unlockI9 = defineCall<{ body: { Reason: string }; response: OnboardingFormSummary }>()({
  method: 'POST',
  path: '/api/applicants/:id/onboarding/i9/unlock',
});

/** I-9 Section 2, completed by the employer (staff). */
export interface I9Section2Document {
  Status: 'not-started' | 'in-progress' | 'completed';
  /** The section's data (./onboarding-forms I9Section2Data), numbers masked; null before the first save. */
  Data: Record<string, unknown> | null;
  /** The employee's first day of employment, and the due date: 3 business days after it. */
  FirstDay: string | null;
  DueDate: string | null;
  /** Not completed and past its due date. */
  Overdue: boolean;
  Signature: OnboardingSignature | null;
  UpdatedAt: string | null;
}

export const getI9Section2 = defineCall<{ response: I9Section2Document }>()({
  method: 'GET',
  path: '/api/applicants/:id/onboarding/i9/section-2',
});

/**
 * Saves Section 2: a draft without `Signature`; with it the whole section is validated and signed by the
 * employer (409 until the applicant's Section 1 is submitted).
 */
export const saveI9Section2 = defineCall<{
  body: { Data: Record<string, unknown>; Signature: SignatureInput | null };
  response: I9Section2Document;
}>()({
  method: 'PUT',
  path: '/api/applicants/:id/onboarding/i9/section-2',
});

/** One row of the onboarding audit log. */
export interface OnboardingAuditEntry {
  AuditId: number;
  /**
   * What happened: consent given/withdrawn, a version's draft started (its first save, not every autosave),
   * a file uploaded, submitted, signed, approved, changes requested, revealed, unlocked, a signed PDF
   * downloaded by staff, a health form (medical information) read by staff…
   */
  Action:
    | 'consent-given'
    | 'consent-withdrawn'
    | 'draft-started'
    | 'uploaded'
    | 'submitted'
    | 'signed'
    | 'approved'
    | 'changes-requested'
    | 'revealed'
    | 'i9-unlocked'
    | 'section-2-signed'
    | 'pdf-downloaded'
    | 'health-read';
  Form: OnboardingFormKey | null;
  Version: number | null;
  /** Who: the applicant's or the staff member's name. */
  ActorName: string;
  At: string;
  Ip: string;
  UserAgent: string;
  /** What else there is to say: the reason, the revealed field (never its value), the file's name, type and size… */
  Detail: string;
}

export const listOnboardingAudit = defineCall<{ response: OnboardingAuditEntry[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/onboarding/audit',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const onboardingCalls = {
  getOnboardingOverview,
  getOnboardingForm,
  saveOnboardingDraft,
  submitOnboardingForm,
  downloadOnboardingPdf,
  giveEsignConsent,
  withdrawEsignConsent,
  uploadOnboardingFile,
  downloadOnboardingFile,
  getApplicantOnboarding,
  getApplicantOnboardingForm,
  downloadApplicantOnboardingPdf,
  approveOnboardingForm,
  requestOnboardingChanges,
  revealOnboardingValue,
  downloadApplicantOnboardingFile,
  unlockI9,
  getI9Section2,
  saveI9Section2,
  listOnboardingAudit,
} as const;
