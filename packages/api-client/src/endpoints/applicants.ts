import { getApplicantStatusCounts, type ApplicantStatusCount } from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';

export interface ApplicantsApi {
  /** Staff only: how many applicants are in each status, every status once in menu order. */
  getStatusCounts(): Promise<FullResponse<ApplicantStatusCount[]>>;
}

export function createApplicantsApi(call: ApiCall): ApplicantsApi {
  return { getStatusCounts: () => call(getApplicantStatusCounts) };
}
