import { useSWRConfig } from 'swr';
import type { ApplicantSummary } from '@agency/api-client/contract';

/**
 * Reloads every applicant read of the session's SWR cache (lists, board columns, records, their activity,
 * notes and documents, and the menu's status counts: all under /api/applicants), after any change.
 */
export function useRefreshApplicants(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith('/api/applicants'));
}

/** The name lists show for an applicant. */
export function applicantName(applicant: { FirstName: string; LastName: string }): string {
  return `${applicant.FirstName} ${applicant.LastName}`.trim();
}

/** The name a record is shown by: "Maria Rivera", with the preferred name when there is one. */
export function displayName(applicant: Pick<ApplicantSummary, 'FirstName' | 'LastName' | 'PreferredName'>): string {
  const name = applicantName(applicant);
  return applicant.PreferredName ? `${name} (${applicant.PreferredName})` : name;
}
