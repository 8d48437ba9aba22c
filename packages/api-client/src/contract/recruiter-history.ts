/**
 * Recruiter History (issue 15, SPEC §2 `recruiter-history`, Timecards menu): from the entries of SPEC §7 (a
 * staff sign-in opens one, `update-entry-exit` at logout closes the latest open one), per recruiter per day
 * the first sign-in, the last sign-out and the active time, or per week with the days worked; totals per
 * recruiter over the range; CSV. Recruiters read their own; supervisors and above everyone's in their agency
 * (`history.read-all`). docs/recruiter-history.md.
 */
import { defineCall } from './common';

export const RECRUITER_HISTORY_LIMITS = Object.freeze({
  /** The longest range one request covers, in days (From and To included). */
  maxDays: 92,
  /** The range when none is given: the last 14 days, today included. */
  defaultDays: 14,
  /** The time zone the days are counted in when the request names none. */
  defaultTimeZone: 'America/Chicago',
});

export const RECRUITER_HISTORY_VIEWS = ['day', 'week'] as const;
export type RecruiterHistoryView = (typeof RECRUITER_HISTORY_VIEWS)[number];

/** The screen's filters (a query string: numbers may come as text). */
export interface RecruiterHistoryQuery {
  /** The first day, YYYY-MM-DD in `TimeZone` (default: RECRUITER_HISTORY_LIMITS.defaultDays before `To`). */
  From?: string;
  /** The last day, included (default: today in `TimeZone`). */
  To?: string;
  /** One recruiter (recruiters may only name themselves); none: everyone the caller may see. */
  RecruiterId?: number | string;
  /** The IANA zone the days are counted in (default RECRUITER_HISTORY_LIMITS.defaultTimeZone). */
  TimeZone?: string;
  /** A line per day (default) or per week (weeks start on Monday). */
  View?: RecruiterHistoryView;
}

/** A recruiter the caller may see (the recruiter filter's choices). */
export interface RecruiterHistoryPerson {
  RecruiterId: number;
  Name: string;
}

/** One recruiter's day (or week): when they came, when they left, how long they were signed in. */
export interface RecruiterHistoryRow {
  RecruiterId: number;
  Name: string;
  /** The day, or the week's first day (a Monday, or `From` when the range starts mid-week), YYYY-MM-DD. */
  Date: string;
  /** The line's last day: `Date` in the day view, the week's Sunday (or `To`) in the week view. */
  DateTo: string;
  /** The first sign-in on that day (or week), ISO instant; null when the time carried over from before. */
  FirstSignIn: string | null;
  /** The last sign-out reported on that day (or week), ISO instant; null when none was. */
  LastSignOut: string | null;
  /**
   * Seconds signed in: the entries' durations (overlapping entries counted once), an entry still open
   * counted until now (or, on a past day, until the end of that day), entries spanning midnight split.
   */
  ActiveSeconds: number;
  /** Days with time signed in (1 in the day view). */
  Days: number;
  /** Still signed in now. */
  SignedIn: boolean;
}

/** One recruiter's total over the range. */
export interface RecruiterHistoryTotal {
  RecruiterId: number;
  Name: string;
  ActiveSeconds: number;
  Days: number;
}

export interface RecruiterHistory {
  From: string;
  To: string;
  TimeZone: string;
  View: RecruiterHistoryView;
  /** Newest first, then by name. Only days (weeks) with a sign-in, a sign-out or time signed in. */
  Rows: RecruiterHistoryRow[];
  /** Per recruiter with time in the range, by name. */
  Totals: RecruiterHistoryTotal[];
  /** Every recruiter's seconds together. */
  ActiveSeconds: number;
  /** Whom the caller may choose: themself (recruiters) or every staff member of the agency. */
  Recruiters: RecruiterHistoryPerson[];
}

/** Seconds as "7 h 05 m" (the screens' and the CSV's active time). */
export function activeTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} m`;
}

/** The history of the range: a line per recruiter per day (or week), totals per recruiter. */
export const getRecruiterHistory = defineCall<{ query: RecruiterHistoryQuery; response: RecruiterHistory }>()({
  method: 'GET',
  path: '/api/recruiter/history',
});

/** The same lines as CSV (times in the zone asked for), the totals per recruiter last. */
export const exportRecruiterHistory = defineCall<{ query: RecruiterHistoryQuery; response: Blob }>()({
  method: 'GET',
  path: '/api/recruiter/history/export',
  responseType: 'blob',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const recruiterHistoryCalls = { getRecruiterHistory, exportRecruiterHistory } as const;
