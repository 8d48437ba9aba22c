/**
 * Upload Requirements (issue 12): the documents the agency requires applicants to upload (a default set until
 * the agency defines its own), each with its state, the files the applicant uploaded for it (several per
 * item: both sides of a card, several pages), an expiry date where the document has one, and the staff's
 * review of each file (approved, or rejected with a reason e-mailed to the applicant). The files are stored
 * by `uploadOnboardingFile` (its type by content, at most 10 MB) and then attached to an item. An item's
 * approved file with a date feeds the credential expiries (credentials.ts). docs/onboarding.md describes it.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';
import { ONBOARDING_REASON_MAX_LENGTH, progressCounts, type ProgressCounts } from './onboarding';

/**
 * The requirement set an agency starts with (the server's migration 0017 seeds the same set): for every
 * discipline, any number of files, active. The agency changes it on the Forms screen (./forms-catalogue).
 */
export const DEFAULT_UPLOAD_REQUIREMENTS = [
  {
    key: 'licence',
    label: 'Professional license',
    description: 'Your current nursing or professional license.',
    hasExpiry: true,
    health: false,
  },
  {
    key: 'bls-card',
    label: 'BLS card',
    description: 'Both sides of your Basic Life Support card.',
    hasExpiry: true,
    health: false,
  },
  {
    key: 'tb-test',
    label: 'TB test',
    description: 'Your latest TB skin test, blood test or chest X-ray result.',
    hasExpiry: true,
    health: true,
  },
  {
    key: 'physical',
    label: 'Physical',
    description: 'Your physical examination signed by a clinician.',
    hasExpiry: true,
    health: true,
  },
  {
    key: 'immunization-records',
    label: 'Immunization records',
    description: 'Your immunization records (MMR, varicella, hepatitis B, Tdap).',
    hasExpiry: false,
    health: true,
  },
  {
    key: 'drivers-licence-or-id',
    label: "Driver's license or ID",
    description: "Both sides of your driver's license or state ID.",
    hasExpiry: true,
    health: false,
  },
  { key: 'resume', label: 'Resume', description: 'Your current resume.', hasExpiry: false, health: false },
] as const;

/** The state of one requirement, as the applicant and staff read it. */
export const UPLOAD_REQUIREMENT_STATES = [
  'missing',
  'uploaded',
  'approved',
  'rejected',
  'expiring',
  'expired',
] as const;
export type UploadRequirementState = (typeof UPLOAD_REQUIREMENT_STATES)[number];

export const UPLOAD_REQUIREMENT_STATE_LABELS: Readonly<Record<UploadRequirementState, string>> = Object.freeze({
  missing: 'Missing',
  uploaded: 'Uploaded',
  approved: 'Approved',
  rejected: 'Rejected',
  expiring: 'Expiring',
  expired: 'Expired',
});

/** An approved document expiring within this many days is "expiring" (the dashboard's window too). */
export const CREDENTIAL_EXPIRING_DAYS = 30;

/** The status of one file. */
export type UploadRequirementFileStatus = 'uploaded' | 'approved' | 'rejected';

/** Longest rejection reason (characters): the onboarding review's reason limit. */
export const UPLOAD_REJECT_REASON_MAX_LENGTH = ONBOARDING_REASON_MAX_LENGTH;

/** Field messages of the calls (the server answers them with 400). */
export const UPLOAD_REQUIREMENT_MESSAGES = Object.freeze({
  uploadRequired: 'Choose a file to upload.',
  expiryRequired: 'Enter the expiry date printed on the document.',
  expiryInvalid: 'Enter the expiry date as MM/DD/YYYY.',
  expiryPast: 'This document has expired: upload a current one.',
  expiryNotAllowed: 'This document has no expiry date.',
  reasonRequired: 'Say why the file is rejected: the applicant reads it.',
  reasonTooLong: `The reason must be at most ${UPLOAD_REJECT_REASON_MAX_LENGTH} characters.`,
});

/** One file of a requirement. */
export interface UploadRequirementFile {
  FileId: number;
  /** The stored upload (download with `downloadOnboardingFile` / `downloadApplicantOnboardingFile`). */
  UploadId: string;
  FileName: string;
  ContentType: string;
  Size: number;
  UploadedAt: string;
  Status: UploadRequirementFileStatus;
  /** Why it was rejected (status rejected), else null. */
  Reason: string | null;
  /** YYYY-MM-DD, for a requirement with an expiry; else null. */
  ExpiresOn: string | null;
  ReviewedAt: string | null;
  ReviewedBy: string | null;
}

/** One required document and its files. */
export interface UploadRequirement {
  Key: string;
  Label: string;
  Description: string;
  /** The document has an expiry date: each file is uploaded with it. */
  HasExpiry: boolean;
  /**
   * Health information (TB test, physical, immunization records): staff see its files only with
   * `onboarding.health` or as the applicant's owner (each such read audited).
   */
  Health: boolean;
  /** For staff without health access: the files are not shown (the state is). Always false for the applicant. */
  Restricted: boolean;
  /** How many files it takes at most (the forms catalogue's setting; a further file is a 409); null: no limit. */
  MaxFiles: number | null;
  State: UploadRequirementState;
  /** The reason of the latest rejection (state rejected), else null. */
  Reason: string | null;
  /** The expiry of the approved file that counts (the latest date), else null. */
  ExpiresOn: string | null;
  /** Oldest first. */
  Files: UploadRequirementFile[];
}

/**
 * Every requirement of an applicant, and the progress (`uploadRequirementCounts`: "4 of 7 submitted · 1
 * approved · 3 missing").
 */
export interface UploadRequirementsOverview extends ProgressCounts {
  Requirements: UploadRequirement[];
  /** Every requirement approved and none expired. */
  Complete: boolean;
}

/** Days from `today` to `date` (both YYYY-MM-DD, calendar days; negative when `date` is past). */
export function daysBetween(today: string, date: string): number {
  const utc = (value: string) =>
    Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((utc(date) - utc(today)) / 86_400_000);
}

/** Today's date (UTC) as YYYY-MM-DD. */
export const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The state of a requirement from its files (the one rule; the server and the story server use it):
 * an approved file not expired makes it approved, or expiring within `CREDENTIAL_EXPIRING_DAYS` (the
 * latest expiry counts; no date never expires); else a file awaiting review makes it uploaded; else an
 * approved but expired file makes it expired; else a rejected one rejected (the latest reason); else missing.
 */
export function uploadRequirementState(
  files: readonly Pick<UploadRequirementFile, 'FileId' | 'Status' | 'ExpiresOn' | 'Reason'>[],
  today: string,
): Pick<UploadRequirement, 'State' | 'Reason' | 'ExpiresOn'> {
  const latest = (list: typeof files) =>
    list.reduce<(typeof files)[number] | null>(
      (best, file) =>
        !best || (best.ExpiresOn !== null && (file.ExpiresOn === null || file.ExpiresOn > best.ExpiresOn))
          ? file
          : best,
      null,
    );
  const approved = files.filter((file) => file.Status === 'approved');
  const valid = latest(approved.filter((file) => file.ExpiresOn === null || daysBetween(today, file.ExpiresOn) >= 0));
  if (valid) {
    const expiring = valid.ExpiresOn !== null && daysBetween(today, valid.ExpiresOn) <= CREDENTIAL_EXPIRING_DAYS;
    return { State: expiring ? 'expiring' : 'approved', Reason: null, ExpiresOn: valid.ExpiresOn };
  }
  if (files.some((file) => file.Status === 'uploaded')) return { State: 'uploaded', Reason: null, ExpiresOn: null };
  const expired = latest(approved);
  if (expired) return { State: 'expired', Reason: null, ExpiresOn: expired.ExpiresOn };
  const rejected = files
    .filter((file) => file.Status === 'rejected')
    .reduce<(typeof files)[number] | null>((last, file) => (!last || file.FileId > last.FileId ? file : last), null);
  if (rejected) return { State: 'rejected', Reason: rejected.Reason, ExpiresOn: null };
  return { State: 'missing', Reason: null, ExpiresOn: null };
}

/** A requirement counts as done when approved or expiring (still valid). */
export const uploadRequirementDone = (state: UploadRequirementState) => state === 'approved' || state === 'expiring';

/**
 * The counts of upload requirements by their states (ProgressCounts, ./onboarding): submitted once it has a
 * file waiting for review or approved and valid (uploaded, approved, expiring), approved once approved and
 * valid (`uploadRequirementDone`), missing otherwise (no file, the file rejected, the approved one expired).
 */
export function uploadRequirementCounts(states: readonly UploadRequirementState[]): ProgressCounts {
  const approved = states.filter(uploadRequirementDone).length;
  return progressCounts(states.length, approved + states.filter((state) => state === 'uploaded').length, approved);
}

/** The body of `addUploadRequirementFile`: an upload of `uploadOnboardingFile` and its expiry date. */
export interface UploadRequirementFilePayload {
  UploadId: string;
  /** YYYY-MM-DD; required when the requirement `HasExpiry`, else null. */
  ExpiresOn: string | null;
}

// ---------------------------------------------------------------------------------------------
// The applicant's calls
// ---------------------------------------------------------------------------------------------

/** The signed-in applicant's requirements. */
export const getUploadRequirements = defineCall<{ response: UploadRequirementsOverview }>()({
  method: 'GET',
  path: '/api/onboarding/upload-requirements',
});

/**
 * Attaches an upload to a requirement (`:item` its Key); 404 for another text (or a requirement not asked of
 * the applicant's discipline), 409 when already attached or when the requirement has its `MaxFiles`.
 */
export const addUploadRequirementFile = defineCall<{
  body: UploadRequirementFilePayload;
  response: UploadRequirementsOverview;
}>()({
  method: 'POST',
  path: '/api/onboarding/upload-requirements/:item/files',
});

/** Removes one of the applicant's files while it is not approved (409 once approved). */
export const removeUploadRequirementFile = defineCall<{ response: UploadRequirementsOverview }>()({
  method: 'DELETE',
  path: '/api/onboarding/upload-requirements/files/:fileId',
});

// ---------------------------------------------------------------------------------------------
// The staff's calls (`onboarding.review`)
// ---------------------------------------------------------------------------------------------

/** An applicant's requirements, for the record. */
export const getApplicantUploadRequirements = defineCall<{ response: UploadRequirementsOverview }>()({
  method: 'GET',
  path: '/api/applicants/:id/upload-requirements',
});

/** Approves a file (the applicant is e-mailed). */
export const approveUploadRequirementFile = defineCall<{ response: UploadRequirementsOverview }>()({
  method: 'POST',
  path: '/api/applicants/:id/upload-requirements/files/:fileId/approve',
});

/** Rejects a file with a reason (the applicant reads it and is e-mailed). */
export const rejectUploadRequirementFile = defineCall<{
  body: { Reason: string };
  response: UploadRequirementsOverview;
}>()({
  method: 'POST',
  path: '/api/applicants/:id/upload-requirements/files/:fileId/reject',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const uploadRequirementCalls = {
  getUploadRequirements,
  addUploadRequirementFile,
  removeUploadRequirementFile,
  getApplicantUploadRequirements,
  approveUploadRequirementFile,
  rejectUploadRequirementFile,
} as const;
