/**
 * Manager analytics (issue 15): over a chosen range of days, the conversion between the pipeline's stages,
 * the median time in each stage, submissions and placements per recruiter and per source, and how long
 * onboarding takes. Managers and above read it (`analytics.read`); every dataset is also a CSV download.
 * Days are YYYY-MM-DD, both ends included (UTC for now). docs/analytics.md describes how each number is counted.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';
import type { ApplicantSource, ApplicantStatus } from './vocabulary';

/** The longest range one request may ask for, in days (both ends counted). */
export const ANALYTICS_MAX_DAYS = 366;
/** The range the dashboard shows first: the last 90 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 90;

/** The pipeline's forward stages, in order: each one's conversion is to the next. */
export const ANALYTICS_STAGES = [
  'lead',
  'paper-screened',
  'phone-screened',
  'final-interview',
  'offered',
  'accepted',
] as const satisfies readonly ApplicantStatus[];
export type AnalyticsStage = (typeof ANALYTICS_STAGES)[number];

/** The datasets, each a panel of the dashboard and a CSV download. */
export const ANALYTICS_DATASETS = [
  { key: 'conversion', label: 'Stage conversion' },
  { key: 'time-in-stage', label: 'Time in stage' },
  { key: 'recruiters', label: 'Submissions and placements by recruiter' },
  { key: 'sources', label: 'Submissions and placements by source' },
  { key: 'onboarding', label: 'Onboarding completion time' },
] as const;
export type AnalyticsDataset = (typeof ANALYTICS_DATASETS)[number]['key'];
export const ANALYTICS_DATASET_KEYS: readonly AnalyticsDataset[] = ANALYTICS_DATASETS.map((dataset) => dataset.key);

/** How long onboarding took, in whole days, grouped (the last bucket has no upper end). */
export const ONBOARDING_BUCKETS = [
  { label: '0–7 days', min: 0, max: 7 },
  { label: '8–14 days', min: 8, max: 14 },
  { label: '15–30 days', min: 15, max: 30 },
  { label: '31–60 days', min: 31, max: 60 },
  { label: 'Over 60 days', min: 61, max: null },
] as const;

/** The range of a request: both days included. */
export interface AnalyticsRange {
  From: string;
  To: string;
}

/** Of the moves into `From` during the range, how many went next to `To` (at any time since). */
export interface StageConversion {
  From: AnalyticsStage;
  To: AnalyticsStage;
  /** Moves into `From` during the range (an applicant re-opened and moved again counts again). */
  Entered: number;
  /** Of those, the ones whose next move was to `To`. */
  Advanced: number;
  /** Advanced out of Entered in whole percent; null when none entered. */
  Percent: number | null;
}

/** The time applicants stayed in a stage, over the stays that ended during the range. */
export interface StageTime {
  Stage: AnalyticsStage;
  /** Stays that ended during the range (the applicant moved on, forward, back or out). */
  Stays: number;
  /** The median stay in days (one decimal); null when none ended. */
  MedianDays: number | null;
}

/** Submissions made and placements won during the range by one recruiter (who submitted). */
export interface RecruiterProduction {
  /** Null: submitted by someone no longer on the staff. */
  RecruiterId: number | null;
  Name: string;
  Submissions: number;
  Placements: number;
}

/** Submissions made and placements won during the range of applicants from one source. */
export interface SourceProduction {
  Source: ApplicantSource;
  Submissions: number;
  Placements: number;
}

/** Applicants whose last required form was approved during the range, and how long it took them. */
export interface OnboardingCompletion {
  Completed: number;
  /** The median in days (one decimal) from the first form started to the last required form approved. */
  MedianDays: number | null;
  /** How many took how long, in ONBOARDING_BUCKETS' order. */
  Buckets: { Label: string; Count: number }[];
}

export interface AnalyticsReport extends AnalyticsRange {
  Conversion: StageConversion[];
  TimeInStage: StageTime[];
  /** Most placements first, then most submissions, then name. */
  ByRecruiter: RecruiterProduction[];
  /** Every source, in APPLICANT_SOURCES' order. */
  BySource: SourceProduction[];
  Onboarding: OnboardingCompletion;
}

/** The query of both calls: the range (required, at most ANALYTICS_MAX_DAYS days). */
export type AnalyticsQuery = AnalyticsRange;

export interface AnalyticsExportQuery extends AnalyticsQuery {
  Dataset: AnalyticsDataset;
}

/** Every dataset of the range (managers and above). */
export const getAnalytics = defineCall<{ query: AnalyticsQuery; response: AnalyticsReport }>()({
  method: 'GET',
  path: '/api/analytics',
});

/** One dataset of the range as CSV (managers and above). */
export const exportAnalytics = defineCall<{ query: AnalyticsExportQuery; response: Blob }>()({
  method: 'GET',
  path: '/api/analytics/export',
  responseType: 'blob',
});

/** "2026-08-26" of a date (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The dashboard's first range: the last ANALYTICS_DEFAULT_DAYS days, today included. */
export function defaultAnalyticsRange(today = new Date()): AnalyticsRange {
  const from = new Date(today.getTime() - (ANALYTICS_DEFAULT_DAYS - 1) * 86_400_000);
  return { From: isoDay(from), To: isoDay(today) };
}

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const analyticsCalls = { getAnalytics, exportAnalytics } as const;
