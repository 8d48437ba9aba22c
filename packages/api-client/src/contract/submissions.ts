/**
 * Submissions (issue 13): an applicant put forward for a job order, with its own statuses and their history
 * (who, when, note). One applicant is submitted to a job order once: a second attempt is reported, never
 * duplicated. Placements (Placed) fill the job order's openings: when every opening is filled the job order
 * becomes Filled, and Open again when a placement is withdrawn. Moving a submission to Offer may move the
 * applicant to Offered in the pipeline, and to Placed to Accepted (`MoveApplicant`). docs/job-orders.md.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';
import type { JobOrderStatus } from './job-orders';
import type { ApplicantStatus } from './vocabulary';

export const SUBMISSION_STATUSES = [
  { key: 'submitted', label: 'Submitted' },
  { key: 'sent-to-facility', label: 'Sent to facility' },
  { key: 'interview', label: 'Interview' },
  { key: 'offer', label: 'Offer' },
  { key: 'placed', label: 'Placed' },
  { key: 'declined', label: 'Declined by facility' },
  { key: 'withdrawn', label: 'Withdrawn' },
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]['key'];
export const SUBMISSION_STATUS_KEYS: readonly SubmissionStatus[] = SUBMISSION_STATUSES.map((status) => status.key);

export const submissionStatusLabel = (status: SubmissionStatus): string =>
  SUBMISSION_STATUSES.find((entry) => entry.key === status)?.label ?? status;

/** The pipeline status a submission's status may move the applicant to (Offer → Offered, Placed → Accepted). */
export const SUBMISSION_PIPELINE_MOVES: Readonly<Partial<Record<SubmissionStatus, ApplicantStatus>>> = Object.freeze({
  offer: 'offered',
  placed: 'accepted',
});

/** Most applicants one call submits, and the longest note. */
export const SUBMISSIONS_MAX_APPLICANTS = 100;
export const SUBMISSION_NOTE_MAX_LENGTH = 1000;

/** One change of a submission's status. */
export interface SubmissionEvent {
  /** null: the submission itself. */
  From: SubmissionStatus | null;
  To: SubmissionStatus;
  Note: string;
  By: string;
  At: string;
}

/** A submission, with its applicant, its job order and its history (oldest first). */
export interface Submission {
  Id: number;
  JobOrderId: number;
  JobOrderTitle: string;
  InstitutionName: string;
  ApplicantId: number;
  ApplicantName: string;
  /** The applicant's number (the record's address). */
  ApplicantNumber: number;
  ApplicantEmail: string;
  ApplicantStatus: ApplicantStatus;
  Status: SubmissionStatus;
  /** The interview's time (until the calendar holds it). */
  InterviewAt: string | null;
  SubmittedBy: string;
  CreatedAt: string;
  UpdatedAt: string;
  History: SubmissionEvent[];
}

/** The body of a submission call: the applicants and a note for the history. */
export interface SubmitApplicantsPayload {
  ApplicantIds: number[];
  Note?: string;
}

/** What a submission call did: the new submissions, and the applicants already submitted (not again). */
export interface SubmitApplicantsResult {
  Created: Submission[];
  AlreadySubmitted: { ApplicantId: number; ApplicantName: string; SubmissionId: number }[];
}

/** The body of a status change. */
export interface SubmissionStatusPayload {
  Status: SubmissionStatus;
  Note?: string;
  /** For Interview: when (ISO date-time); kept on the submission. */
  InterviewAt?: string | null;
  /** For Offer and Placed: also move the applicant to Offered / Accepted in the pipeline. */
  MoveApplicant?: boolean;
}

/** The answer of a status change: the submission, and the job order's status and fill after it. */
export interface SubmissionStatusResult {
  Submission: Submission;
  JobOrderStatus: JobOrderStatus;
  JobOrderFilled: number;
  JobOrderOpenings: number;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The submissions to a job order, newest first. */
export const listJobOrderSubmissions = defineCall<{ response: Submission[] }>()({
  method: 'GET',
  path: '/api/job-orders/:id/submissions',
});

/** The placements (Placed submissions) at a facility, newest first: the facility page's placements. */
export const listInstitutionPlacements = defineCall<{ response: Submission[] }>()({
  method: 'GET',
  path: '/api/institutions/:id/placements',
});

/** The submissions of an applicant, newest first. */
export const listApplicantSubmissions = defineCall<{ response: Submission[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/submissions',
});

/** Submits one or many applicants to a job order (201); those already submitted are reported, not added. */
export const submitApplicants = defineCall<{ body: SubmitApplicantsPayload; response: SubmitApplicantsResult }>()({
  method: 'POST',
  path: '/api/job-orders/:id/submissions',
});

/** Moves a submission to another status, with a note (and the interview time, or the pipeline move). */
export const changeSubmissionStatus = defineCall<{
  body: SubmissionStatusPayload;
  response: SubmissionStatusResult;
}>()({
  method: 'POST',
  path: '/api/submissions/:id/status',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const submissionCalls = {
  listJobOrderSubmissions,
  listInstitutionPlacements,
  listApplicantSubmissions,
  submitApplicants,
  changeSubmissionStatus,
} as const;
