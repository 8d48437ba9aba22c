/** The applicant pipeline (SPEC §4). */
import { defineCall } from './common';

/** The applicant pipeline of SPEC §4, in menu order: route key and label. */
export const APPLICANT_STATUSES = [
  { key: 'lead', label: 'New Lead' },
  { key: 'paper-screened', label: 'Pre-screened' },
  { key: 'phone-screened', label: 'Phone Screened' },
  { key: 'final-interview', label: 'Final Interview' },
  { key: 'offered', label: 'Offered' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'refused', label: 'Refused' },
  { key: 'rejected', label: 'Rejected' },
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number]['key'];

/** One entry of `getApplicantStatusCounts`. */
export interface ApplicantStatusCount {
  Status: ApplicantStatus;
  Count: number;
}

/**
 * How many applicants of the signed-in user's agency are in each status: every status of
 * `APPLICANT_STATUSES` once, in that (menu) order, zero included. Staff only (an applicant token gets 403).
 */
export const getApplicantStatusCounts = defineCall<{ response: ApplicantStatusCount[] }>()({
  method: 'GET',
  path: '/api/applicants/status-counts',
});
