import type { ApplicantStatus } from '@agency/api-client/contract';
import { recordPath } from '../applicants';

/**
 * The addresses the dashboard's figures open. The applicant screens read their filters from these URL
 * parameters (status, owner, updatedFrom, q: the search screen's query lives in the URL).
 */
const SEARCH_PATH = '/view-by-applicant';

export const ADD_APPLICANT_PATH = '/add-applicant';

/** The status's own list (`/lead` … `/rejected`: the route path is the status key). */
export function statusListPath(status: ApplicantStatus): string {
  return `/${status}`;
}

/** Every applicant of the agency (the search screen without a filter). */
export function allApplicantsPath(): string {
  return SEARCH_PATH;
}

/** The applicant's record: its address is the applicant's number. */
export function applicantRecordPath(number: number): string {
  return recordPath(number);
}

/** The signed-in user's own applicants in one status. */
export function myApplicantsPath(status: ApplicantStatus): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ owner: 'mine', status }).toString()}`;
}

/** The signed-in user's own applicants, every status. */
export function allMyApplicantsPath(): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ owner: 'mine' }).toString()}`;
}

/**
 * The applicants updated since `since` (YYYY-MM-DD), newest first: every applicant added since then is in
 * it (an applicant's update time is never before its creation), and they come first.
 */
export function addedSincePath(since: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ updatedFrom: since, sort: 'created', order: 'desc' }).toString()}`;
}

/** Monday 00:00 UTC of the week holding `now`: where the server's "this week" starts (dashboard.ts). */
export function startOfWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

/** YYYY-MM-DD of a UTC date (the list filters' date format; the server reads it as UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Applicants nobody owns yet. */
export function unassignedApplicantsPath(): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ owner: 'unassigned' }).toString()}`;
}
