/**
 * Professional reference requests (issue 12, ONBOARDING.md §6.6). The applicant lists their supervisory
 * references on the nurse form (`NurseReference`, each with an `Id`); "Request reference" e-mails one of
 * them a one-time link (`/reference/<token>`, valid REFERENCE_REQUEST_TTL_DAYS days) to a short public form
 * that needs no account. The form shows only the applicant's first name and last initial, the reference's
 * own name, the facility and the dates worked together; it is answered once (again: 410). Staff read the
 * answers on the applicant record. Requesting again replaces the open request for that reference.
 *
 * The server keeps only the SHA-256 of a token. React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';

/** How long a reference link works. */
export const REFERENCE_REQUEST_TTL_DAYS = 14;

/** Most reference requests an applicant may send in 24 hours (re-requests included). */
export const REFERENCE_REQUESTS_PER_DAY = 10;

/** The portal path of the public form (`/reference/<token>`). */
export const REFERENCE_FORM_PATH = '/reference';

export const REFERENCE_REQUEST_STATUSES = [
  { key: 'sent', label: 'Requested' },
  { key: 'completed', label: 'Received' },
  { key: 'expired', label: 'Expired' },
] as const;
export type ReferenceRequestStatus = (typeof REFERENCE_REQUEST_STATUSES)[number]['key'];

export const referenceRequestStatusLabel = (status: ReferenceRequestStatus): string =>
  REFERENCE_REQUEST_STATUSES.find((entry) => entry.key === status)!.label;

/** In what capacity the reference supervised the applicant (§6.6: managers, assistant managers, charge nurses). */
export const REFERENCE_CAPACITIES = [
  { key: 'manager', label: 'Unit manager / director' },
  { key: 'assistant-manager', label: 'Assistant manager' },
  { key: 'charge-nurse', label: 'Charge nurse' },
  { key: 'other-supervisor', label: 'Other supervisor' },
  { key: 'peer', label: 'Co-worker (not a supervisor)' },
] as const;
export type ReferenceCapacity = (typeof REFERENCE_CAPACITIES)[number]['key'];

/** Eligible for rehire (§6.6: the standard form asks it). */
export const REFERENCE_REHIRE_ANSWERS = [
  { key: 'yes', label: 'Yes' },
  { key: 'no', label: 'No' },
  { key: 'unsure', label: 'Unsure' },
] as const;
export type ReferenceRehire = (typeof REFERENCE_REHIRE_ANSWERS)[number]['key'];

/** The ratings, 1 (poor) to 5 (excellent), with their questions. */
export const REFERENCE_RATINGS = [
  { key: 'ClinicalSkills', label: 'Clinical skills' },
  { key: 'Professionalism', label: 'Professionalism' },
  { key: 'Reliability', label: 'Attendance and reliability' },
] as const;
export type ReferenceRatingField = (typeof REFERENCE_RATINGS)[number]['key'];

export const REFERENCE_RATING_SCALE = [
  { key: '1', label: '1 – Poor' },
  { key: '2', label: '2 – Fair' },
  { key: '3', label: '3 – Good' },
  { key: '4', label: '4 – Very good' },
  { key: '5', label: '5 – Excellent' },
] as const;

/** What the reference attests by ticking the box. */
export const REFERENCE_ATTESTATION_TEXT =
  'I confirm that I supervised this person directly and that the information I have given is true and complete to the best of my knowledge.';

/** The answers of the public form. */
export interface ReferenceAnswers {
  /** The capacity in which the reference worked with the applicant. */
  Capacity: ReferenceCapacity;
  /** YYYY-MM-DD: when they worked together (from, to; to not before from). */
  WorkedFrom: string;
  WorkedTo: string;
  /** 1-5 each. */
  ClinicalSkills: number;
  Professionalism: number;
  Reliability: number;
  Rehire: ReferenceRehire;
  Comments: string;
  /** The reference confirms (or corrects) their own name, title and phone. */
  ReferenceName: string;
  ReferenceTitle: string;
  ReferencePhone: string;
  /** REFERENCE_ATTESTATION_TEXT ticked. */
  Attested: boolean;
}

/** What the public form shows (nothing else about the applicant is reachable with a token). */
export interface PublicReferenceForm {
  /** First name and last initial ("Jane D."). */
  ApplicantName: string;
  ReferenceName: string;
  Facility: string;
  /** YYYY-MM-DD or null, as the applicant gave them. */
  WorkedFrom: string | null;
  WorkedTo: string | null;
  ExpiresAt: string;
}

/** The state of one reference's latest request. */
export interface ReferenceRequestSummary {
  ReferenceId: string;
  Status: ReferenceRequestStatus;
  /** Where the link was sent. */
  Email: string;
  SentAt: string;
  ExpiresAt: string;
  CompletedAt: string | null;
}

/** One reference of the nurse form as staff read it, with its latest request and the answers received. */
export interface ApplicantReference {
  ReferenceId: string;
  Name: string;
  Title: string;
  Facility: string;
  Email: string;
  Phone: string;
  Supervisory: boolean;
  Request: ReferenceRequestSummary | null;
  /** The latest answers received (kept when a newer request is open), with when they came. */
  Answers: ReferenceAnswers | null;
  AnsweredAt: string | null;
}

/** The messages of the public link (410 used, 410 expired, 404 unknown). */
export const REFERENCE_LINK_MESSAGES = {
  used: 'This reference has already been given. Thank you: nothing more is needed.',
  expired: 'This reference link has expired. Ask the applicant or the agency to send a new one.',
  unknown: 'This reference link is not valid. Check that you opened the whole link from the e-mail.',
} as const;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The applicant's: the latest request of each of their references. */
export const listMyReferenceRequests = defineCall<{ response: ReferenceRequestSummary[] }>()({
  method: 'GET',
  path: '/api/onboarding/references',
});

/**
 * The applicant's: e-mails the reference `:referenceId` of their nurse form a one-time link (replacing
 * its open request). 404 for an unknown reference, 400 when it has no e-mail, 429 after
 * REFERENCE_REQUESTS_PER_DAY requests in 24 hours.
 */
export const requestReference = defineCall<{ response: ReferenceRequestSummary }>()({
  method: 'POST',
  path: '/api/onboarding/references/:referenceId/request',
});

/** Public: the form of a token. 404 unknown, 410 used or expired. */
export const getPublicReferenceForm = defineCall<{ response: PublicReferenceForm }>()({
  method: 'GET',
  path: '/api/reference-requests/:token',
  anonymous: true,
});

/** Public: the answers, once. 400 by field, 404 unknown, 410 used or expired. */
export const submitPublicReference = defineCall<{ body: ReferenceAnswers; response: { Completed: true } }>()({
  method: 'POST',
  path: '/api/reference-requests/:token',
  anonymous: true,
});

/** Staff (`onboarding.review`): the applicant's references, their requests and answers. */
export const getApplicantReferences = defineCall<{ response: ApplicantReference[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/references',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const referenceCalls = {
  listMyReferenceRequests,
  requestReference,
  getPublicReferenceForm,
  submitPublicReference,
  getApplicantReferences,
} as const;
