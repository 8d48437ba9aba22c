import { sql } from 'kysely';
import {
  APPLICANT_STATUSES,
  type ApplicantDashboard,
  type ApplicantStatus,
  type ApplicantStatusCount,
  type ApplicantSummary,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { recentActivity } from './activity';
import { formRules } from '../../core/form-rules';
import { toApplicantSummary } from './mappers';
import { applicantsOf, countByStatus, SUMMARY_COLUMNS } from './queries';

/** The open stages of the pipeline (New Lead … Offered): where an applicant can be left waiting. */
export const OPEN_STATUSES: readonly ApplicantStatus[] = APPLICANT_STATUSES.slice(0, 5).map((status) => status.key);
/** How many applicants each list of the dashboard shows. */
export const WAITING_LONGEST = 5;
export const RECENT_ACTIVITY = 10;

/**
 * Monday 00:00 of the week holding `now`, in UTC: the agencies table has no time zone (yet), so every
 * agency's week starts at Monday 00:00 UTC.
 */
export function startOfWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

/**
 * The owner's applicants (not archived) per status, every status once in menu order, zero included. Index
 * applicants_list_owner (agency_id, owner_id, status) WHERE archived_at IS NULL.
 */
async function countOwnedByStatus(db: Db, agencyId: number, ownerId: number): Promise<ApplicantStatusCount[]> {
  const rows = await db
    .selectFrom('applicants')
    .select(['status', sql<string>`count(*)`.as('count')])
    .where('agency_id', '=', agencyId)
    .where('owner_id', '=', ownerId)
    .where('archived_at', 'is', null)
    .groupBy('status')
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: counts.get(key) ?? 0 }));
}

/**
 * The applicants waiting longest in one stage: the oldest `status_changed_at` first (ties by id); index
 * applicants_stage (agency_id, status, status_changed_at, id) WHERE archived_at IS NULL.
 */
async function waitingLongest(db: Db, agencyId: number, status: ApplicantStatus): Promise<ApplicantSummary[]> {
  const rows = await applicantsOf(db, agencyId)
    .select(SUMMARY_COLUMNS)
    .where('a.status', '=', status)
    .where('a.archived_at', 'is', null)
    .orderBy('a.status_changed_at', 'asc')
    .orderBy('a.id', 'asc')
    .limit(WAITING_LONGEST)
    .execute();
  const rules = await formRules(db, agencyId);
  return rows.map((row) => toApplicantSummary(row, rules));
}

/**
 * Applicants created since `since` (not archived). `created_at ≤ updated_at` on every row (both default to
 * the insert's time and every write moves `updated_at` forward), so the redundant `updated_at ≥ since`
 * lets the index applicants_list_updated (agency_id, updated_at DESC, id DESC) WHERE archived_at IS NULL
 * find the candidates without reading the agency's other rows.
 */
async function createdSince(db: Db, agencyId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('applicants')
    .select(sql<string>`count(*)`.as('count'))
    .where('agency_id', '=', agencyId)
    .where('archived_at', 'is', null)
    .where('updated_at', '>=', since)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The staff dashboard of the caller's agency (see docs/applicants.md, "Dashboard"). */
export async function applicantDashboard(
  db: Db,
  agencyId: number,
  recruiterId: number,
  now: Date = new Date(),
): Promise<ApplicantDashboard> {
  const [Counts, MyCounts, RecentActivity, NewLeadsThisWeek] = [
    await countByStatus(db, agencyId),
    await countOwnedByStatus(db, agencyId, recruiterId),
    await recentActivity(db, agencyId, RECENT_ACTIVITY),
    await createdSince(db, agencyId, startOfWeek(now)),
  ];
  const WaitingLongest: ApplicantDashboard['WaitingLongest'] = [];
  for (const status of OPEN_STATUSES)
    WaitingLongest.push({ Status: status, Applicants: await waitingLongest(db, agencyId, status) });
  return { Counts, WaitingLongest, MyCounts, RecentActivity, NewLeadsThisWeek };
}
