import {
  APPLICANT_STATUS_KEYS,
  type ApplicantDashboard,
  type ApplicantStatus,
  type ApplicantStatusCount,
} from '@agency/api-client/contract';

/** The stages of the funnel: New Lead to Accepted (Refused and Rejected are ways out of it). */
export const FUNNEL_STATUSES: readonly ApplicantStatus[] = APPLICANT_STATUS_KEYS.slice(0, 6);

/** The count of one status (0 when the answer leaves it out). */
export function countOf(counts: readonly ApplicantStatusCount[], status: ApplicantStatus): number {
  return counts.find((entry) => entry.Status === status)?.Count ?? 0;
}

export function totalOf(counts: readonly ApplicantStatusCount[]): number {
  return counts.reduce((sum, entry) => sum + entry.Count, 0);
}

/** An agency without a single applicant (archived ones are not counted). */
export function isEmptyAgency(dashboard: ApplicantDashboard): boolean {
  return totalOf(dashboard.Counts) === 0;
}
