/**
 * The careers site (issue 16): the agency's public job board. Clinicians search the job orders the agency
 * marks public (`JobOrderPayload.Public`) while they are Open, read one, and apply without an account: the
 * resume first (`uploadCareerResume`, the raw file, at most RESUME_MAX_BYTES, answered with a one-time token),
 * then the application (`applyToJob`) naming that token. An application matches the agency's applicant with
 * the same e-mail (kept apart from that record until confirmed, issue 27) or adds a New Lead with source
 * `careers`; either way it gets a submission to the job order and an e-mail inviting them to the portal. Every call is anonymous and scoped
 * to the agency of the request's host (or its `old` parameter), like the other anonymous calls.
 * docs/careers.md describes the behaviour.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall, type ListQuery, type Page } from './common';
import type { JobOrderShiftHours } from './job-orders';
import type { Discipline, EmploymentType, Shift, Specialty, UsStateCode } from './vocabulary';

/** Results a page of the job search. */
export const CAREERS_PAGE_SIZE = 20;

/** The source of an applicant who came through the careers site (APPLICANT_SOURCES). */
export const CAREERS_SOURCE = 'careers';

/** How long an uploaded resume waits for its application (its token then stops working). */
export const CAREERS_RESUME_TOKEN_HOURS = 24;

/** The e-mail-independent messages of the careers calls (the portal and the site show them as they are). */
export const CAREERS_MESSAGES = Object.freeze({
  jobNotOpen: 'This job is no longer open.',
  resumeTokenInvalid: 'Your resume upload has expired. Choose your resume again and resubmit.',
  applied: 'Thank you for applying. We have e-mailed you a link to the portal to finish your onboarding.',
  confirmed: 'Thank you. Your application is confirmed and added to your record.',
  confirmationInvalid: 'This confirmation link has expired or was already used.',
  merged: 'The careers application was merged into the record.',
  applicationNotFound: 'Careers application not found.',
  alreadyMerged: 'This careers application was already merged.',
});

/**
 * How long the confirmation link of an application kept apart works (an application with the e-mail of an
 * applicant the agency already has changes nothing of that record until the person confirms or staff merge).
 */
export const CAREERS_CONFIRMATION_DAYS = 7;

/** A public job as the search lists it: no facility name, no bill rate, no owner. */
export interface PublicJobSummary {
  Id: number;
  Title: string;
  /** The facility's city and state. */
  City: string;
  State: UsStateCode;
  Discipline: Discipline;
  Specialty: Specialty | null;
  Shift: Shift;
  ShiftHours: JobOrderShiftHours;
  HoursPerWeek: number;
  /** YYYY-MM-DD. */
  StartDate: string;
  /** null: open-ended (permanent). */
  DurationWeeks: number | null;
  EmploymentType: EmploymentType;
  /** The taxable hours plus the stipends, a week (whole cents, USD). */
  WeeklyPayCents: number;
  /** ISO timestamp the job order was made public. */
  PostedAt: string;
}

/** One public job: the summary plus the package and the requirements. */
export interface PublicJob extends PublicJobSummary {
  /** YYYY-MM-DD; null when open-ended. */
  EndDate: string | null;
  PayHourlyCents: number;
  HousingStipendWeeklyCents: number;
  MealsStipendWeeklyCents: number;
  LicenseStates: UsStateCode[];
  CompactLicenseAccepted: boolean;
  Certifications: string[];
  YearsExperience: number;
  /** Markdown-free plain text, as staff wrote it. */
  Description: string;
}

export const PUBLIC_JOB_SORTS = ['start', 'pay', 'posted'] as const;
export type PublicJobSort = (typeof PUBLIC_JOB_SORTS)[number];

/**
 * The job search's filters (each list filter repeated or comma-separated); `q` matches the title, the
 * specialty, the city and the state's name. `startMonth` is YYYY-MM (jobs starting in that month).
 */
export interface PublicJobFilters {
  discipline?: string;
  specialty?: string;
  state?: string;
  shift?: string;
  employmentType?: string;
  startMonth?: string;
}

/** The body of `applyToJob` (schema `careerApplicationSchema` in `@agency/forms/schemas`). */
export interface CareerApplicationPayload {
  FirstName: string;
  LastName: string;
  Email: string;
  MobilePhone: string;
  Discipline: Discipline;
  /** The states the clinician holds a license in (at least one). */
  LicenseStates: UsStateCode[];
  /** The token `uploadCareerResume` answered. */
  ResumeToken: string;
}

export interface CareerResumeUpload {
  /** One-time: names the resume in the application, for CAREERS_RESUME_TOKEN_HOURS hours. */
  ResumeToken: string;
  FileName: string;
  Size: number;
}

export interface CareerApplicationResult {
  /** CAREERS_MESSAGES.applied. */
  Message: string;
}

/** The body of `confirmCareerApplication`: the token of the e-mailed link. */
export interface CareerConfirmationPayload {
  Token: string;
}

/** The answer of `confirmCareerApplication` and `mergeCareerApplication`. */
export interface CareerConfirmationResult {
  /** CAREERS_MESSAGES.confirmed / CAREERS_MESSAGES.merged. */
  Message: string;
}

/**
 * An application from the careers site with the e-mail of an applicant the agency already had, kept apart
 * from the record until the person confirms it (the e-mailed link) or staff merge it.
 */
export interface PendingCareerApplication {
  Id: number;
  ApplicantId: number;
  /** null once the job order is deleted. */
  JobOrderId: number | null;
  JobTitle: string;
  /** ISO timestamp. */
  AppliedAt: string;
  FirstName: string;
  LastName: string;
  MobilePhone: string;
  Discipline: Discipline;
  LicenseStates: UsStateCode[];
  /** Its own resume (download: `downloadCareerApplicationResume`). */
  Resume: { FileName: string; ContentType: string; Size: number };
  /** Always false in the list (confirmed ones are merged). */
  Confirmed: boolean;
  /** ISO timestamp the e-mailed link stops working. */
  ConfirmationExpiresAt: string;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The agency's public, open job orders, a page at a time (default sort: the soonest start first). */
export const listPublicJobs = defineCall<{
  query: ListQuery<PublicJobSort, PublicJobFilters>;
  response: Page<PublicJobSummary>;
}>()({
  method: 'GET',
  path: '/api/careers/jobs',
  anonymous: true,
});

/** One public, open job order; 404 (CAREERS_MESSAGES.jobNotOpen) once it is filled, closed or no longer public. */
export const getPublicJob = defineCall<{ response: PublicJob }>()({
  method: 'GET',
  path: '/api/careers/jobs/:id',
  anonymous: true,
});

/**
 * Stores a resume for an application (the raw file as the body; its type decided by its content: PDF, DOC or
 * DOCX; at most RESUME_MAX_BYTES). 201 with a one-time token; 400 `invalid_file_type` / 413 `file_too_large`.
 */
export const uploadCareerResume = defineCall<{
  body: Blob;
  query: { fileName: string };
  response: CareerResumeUpload;
}>()({
  method: 'POST',
  path: '/api/careers/resumes',
  anonymous: true,
});

/**
 * Applies to a public, open job order (201). A new e-mail becomes a New Lead. The e-mail of an applicant the
 * agency already has changes nothing of that record: the application is kept apart (its answers and resume,
 * `PendingCareerApplication`) until the person confirms from the e-mailed link (`confirmCareerApplication`)
 * or staff merge it (`mergeCareerApplication`); the submission is added either way. Sent twice, the same
 * application is answered again and nothing is added.
 */
export const applyToJob = defineCall<{ body: CareerApplicationPayload; response: CareerApplicationResult }>()({
  method: 'POST',
  path: '/api/careers/jobs/:id/applications',
  anonymous: true,
});

/**
 * Confirms an application kept apart (anonymous: the token of the e-mailed link, in its own agency, once,
 * for CAREERS_CONFIRMATION_DAYS days): it is merged into the record. 400 `confirmation_invalid` otherwise.
 */
export const confirmCareerApplication = defineCall<{
  body: CareerConfirmationPayload;
  response: CareerConfirmationResult;
}>()({
  method: 'POST',
  path: '/api/careers/applications/confirm',
  anonymous: true,
});

/** Staff: the applicant's careers applications kept apart (not merged yet), newest first. */
export const listCareerApplications = defineCall<{ response: PendingCareerApplication[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/careers-applications',
});

/** Staff: the resume an application kept apart brought. */
export const downloadCareerApplicationResume = defineCall<{ response: Blob }>()({
  method: 'GET',
  path: '/api/careers/applications/:id/resume',
  responseType: 'blob',
});

/**
 * Staff who may edit the applicant: merges an application kept apart into the record (empty fields filled,
 * license states added, its resume current, an archived record restored). 409 `already_merged` once merged.
 */
export const mergeCareerApplication = defineCall<{ response: CareerConfirmationResult }>()({
  method: 'POST',
  path: '/api/careers/applications/:id/merge',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const careersCalls = {
  listPublicJobs,
  getPublicJob,
  uploadCareerResume,
  applyToJob,
  confirmCareerApplication,
  listCareerApplications,
  downloadCareerApplicationResume,
  mergeCareerApplication,
} as const;
