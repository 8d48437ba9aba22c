import {
  ANALYTICS_DATASET_KEYS,
  ANALYTICS_MAX_DAYS,
  APPLICANT_SOURCES,
  statusLabel,
  type AnalyticsDataset,
  type AnalyticsRange,
  type AnalyticsReport,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { validationFailed } from '../../platform/errors';
import { csvLine, single } from '../../platform/http';
import { formRules } from '../../core/form-rules';
import { byRecruiter, bySource, onboardingCompletion, stageConversion, timeInStage, type Window } from './queries';
import { requirePermission } from '../../core/policy';
import { staffActor, type StaffContext } from '../../core/identity';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists (UTC midnight), or an error under `name`. */
function dayOf(query: Record<string, unknown>, name: 'From' | 'To', errors: Record<string, string>): Date | undefined {
  const value = single(query[name], name, errors);
  if (errors[name]) return undefined;
  if (value === undefined) {
    errors[name] = `${name} is required (YYYY-MM-DD).`;
    return undefined;
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    errors[name] = `${name} must be a date (YYYY-MM-DD).`;
    return undefined;
  }
  return date;
}

/** The range of the query: both days given and real, From not after To, at most ANALYTICS_MAX_DAYS days. */
function rangeOf(
  query: Record<string, unknown>,
  errors: Record<string, string>,
): Pick<Window, 'from' | 'to'> | undefined {
  const from = dayOf(query, 'From', errors);
  const to = dayOf(query, 'To', errors);
  if (!from || !to) return undefined;
  if (from > to) {
    errors.To = 'To must be on or after From.';
    return undefined;
  }
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
  if (days > ANALYTICS_MAX_DAYS) {
    errors.To = `The range can be at most ${ANALYTICS_MAX_DAYS} days.`;
    return undefined;
  }
  return { from, to: new Date(to.getTime() + DAY_MS) };
}

const rangeText = (window: Window): AnalyticsRange => ({
  From: window.from.toISOString().slice(0, 10),
  To: new Date(window.to.getTime() - DAY_MS).toISOString().slice(0, 10),
});

async function reader(db: Db, caller: StaffContext): Promise<void> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'analytics.read', 'read the analytics');
}

/** The caller's agency over the query's range; a 400 with every problem (`errors` may hold some already). */
function windowOf(caller: StaffContext, query: Record<string, unknown>, errors: Record<string, string> = {}): Window {
  const range = rangeOf(query, errors);
  if (!range || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...range, agencyId: caller.agencyId };
}

/** Every dataset of the range. */
export async function analyticsReport(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
): Promise<AnalyticsReport> {
  await reader(db, caller);
  const window = windowOf(caller, query);
  const [conversion, time, recruiters, sources, onboarding] = await Promise.all([
    stageConversion(db, window),
    timeInStage(db, window),
    byRecruiter(db, window),
    bySource(db, window),
    formRules(db, caller.agencyId).then((rules) => onboardingCompletion(db, window, rules)),
  ]);
  return {
    ...rangeText(window),
    Conversion: conversion,
    TimeInStage: time,
    ByRecruiter: recruiters,
    BySource: sources,
    Onboarding: onboarding,
  };
}

const sourceLabel = (key: string) => APPLICANT_SOURCES.find((source) => source.key === key)?.label ?? key;

/** One dataset's rows as CSV lines (headers first). */
async function datasetLines(db: Db, caller: StaffContext, window: Window, dataset: AnalyticsDataset) {
  switch (dataset) {
    case 'conversion':
      return [
        ['From stage', 'To stage', 'Entered', 'Advanced', 'Conversion %'],
        ...(await stageConversion(db, window)).map((row) => [
          statusLabel(row.From),
          statusLabel(row.To),
          row.Entered,
          row.Advanced,
          row.Percent,
        ]),
      ];
    case 'time-in-stage':
      return [
        ['Stage', 'Stays ended', 'Median days'],
        ...(await timeInStage(db, window)).map((row) => [statusLabel(row.Stage), row.Stays, row.MedianDays]),
      ];
    case 'recruiters':
      return [
        ['Recruiter', 'Submissions', 'Placements'],
        ...(await byRecruiter(db, window)).map((row) => [row.Name, row.Submissions, row.Placements]),
      ];
    case 'sources':
      return [
        ['Source', 'Submissions', 'Placements'],
        ...(await bySource(db, window)).map((row) => [sourceLabel(row.Source), row.Submissions, row.Placements]),
      ];
    case 'onboarding': {
      const onboarding = await onboardingCompletion(db, window, await formRules(db, caller.agencyId));
      return [
        ['Time to complete', 'Applicants'],
        ...onboarding.Buckets.map((bucket) => [bucket.Label, bucket.Count]),
        ['Total completed', onboarding.Completed],
        ['Median days', onboarding.MedianDays],
      ];
    }
  }
}

/** One dataset of the range as CSV (a byte-order mark for spreadsheets, CRLF lines) and its file name. */
export async function analyticsCsv(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
): Promise<{ name: string; text: string }> {
  await reader(db, caller);
  const errors: Record<string, string> = {};
  const dataset = single(query.Dataset, 'Dataset', errors);
  if (!errors.Dataset && (dataset === undefined || !(ANALYTICS_DATASET_KEYS as readonly string[]).includes(dataset)))
    errors.Dataset = `Dataset must be one of: ${ANALYTICS_DATASET_KEYS.join(', ')}.`;
  const window = windowOf(caller, query, errors);
  const lines = await datasetLines(db, caller, window, dataset as AnalyticsDataset);
  return { name: `analytics-${dataset}`, text: `\uFEFF${lines.map((cells) => csvLine(cells)).join('')}` };
}
