import { sql, type Kysely } from 'kysely';
import {
  APPLICANT_STATUSES,
  type ApplicantOwner,
  type ApplicantSource,
  type ApplicantStatus,
  type ApplicantStatusCount,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { personName, type ApplicantDocumentRow } from './mappers';
import { onboardingProgressColumn } from './onboarding';

/** The text of the 'created' activity row of a self-registered applicant (written by no one). */
export const REGISTERED_TEXT = 'Registered on the portal';

/**
 * Writes an applicant record, in the caller's transaction; returns its id. The record of an applicant
 * account (a self-registration: `userId` set) has source 'portal' and gets its 'created' activity row with
 * no actor ("Registered on the portal"); a lead without an account has source 'other' unless given.
 */
export async function insertApplicant(
  trx: Kysely<Database>,
  applicant: {
    agencyId: number;
    userId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    status: ApplicantStatus;
    source?: ApplicantSource;
  },
): Promise<number> {
  const row = await trx
    .insertInto('applicants')
    .values({
      agency_id: applicant.agencyId,
      user_id: applicant.userId,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      email: applicant.email,
      status: applicant.status,
      source: applicant.source ?? (applicant.userId === null ? 'other' : 'portal'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (applicant.userId !== null)
    await trx
      .insertInto('applicant_activity')
      .values({
        agency_id: applicant.agencyId,
        applicant_id: row.id,
        kind: 'created',
        to_status: applicant.status,
        text: REGISTERED_TEXT,
        actor_id: null,
        actor_name: '',
      })
      .execute();
  return row.id;
}

/**
 * The applicants of an agency (`a`) with their owner's name (`o`: the owner's user), scoped to the agency
 * in the query. The owner join is on (agency_id, id) like the foreign key.
 */
export function applicantsOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('applicants as a')
    .leftJoin('recruiters as r', (join) =>
      join.onRef('r.id', '=', 'a.owner_id').onRef('r.agency_id', '=', 'a.agency_id'),
    )
    .leftJoin('users as o', (join) => join.onRef('o.id', '=', 'r.user_id').onRef('o.agency_id', '=', 'r.agency_id'))
    .where('a.agency_id', '=', agencyId);
}

/** The columns of a list row (mappers.ts ApplicantSummaryRow), the onboarding progress included. */
export const SUMMARY_COLUMNS = [
  'a.id',
  'a.first_name',
  'a.middle_name',
  'a.last_name',
  'a.preferred_name',
  'a.email',
  'a.mobile_phone',
  'a.city',
  'a.state',
  'a.discipline',
  'a.specialties',
  'a.status',
  'a.status_changed_at',
  'a.owner_id',
  'o.first_name as owner_first_name',
  'o.last_name as owner_last_name',
  'a.source',
  'a.tags',
  'a.created_at',
  'a.updated_at',
  onboardingProgressColumn,
] as const;

/** The columns of the whole record besides the summary's (mappers.ts ApplicantRow); dates as YYYY-MM-DD. */
export const RECORD_COLUMNS = [
  'a.other_phone',
  'a.address_line1',
  'a.address_line2',
  'a.zip',
  sql<string | null>`to_char(a.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
  'a.years_of_experience',
  'a.license_states',
  'a.compact_license',
  'a.desired_locations',
  'a.desired_shift',
  'a.employment_types',
  sql<string | null>`to_char(a.available_from, 'YYYY-MM-DD')`.as('available_from'),
  'a.user_id',
  'a.archived_at',
] as const;

/** The current (not replaced) resume of an applicant of the agency, or null. */
export async function currentResume(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
): Promise<ApplicantDocumentRow | null> {
  const row = await db
    .selectFrom('applicant_documents')
    .select(['id', 'kind', 'file_name', 'content_type', 'size', 'uploaded_at', 'uploaded_by_name'])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('kind', '=', 'resume')
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * How many applicants of the agency are in each status, archived ones left out: every status of
 * APPLICANT_STATUSES once, in that order, zero included. Read from `applicant_status_counts` (kept by triggers
 * in each writing transaction: one row a status, whatever the number of applicants).
 */
export async function countByStatus(db: Db, agencyId: number): Promise<ApplicantStatusCount[]> {
  const rows = await db
    .selectFrom('applicant_status_counts')
    .select(['status', 'count'])
    .where('agency_id', '=', agencyId)
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: counts.get(key) ?? 0 }));
}

/**
 * Counts every agency's applicants per status again into `applicant_status_counts`, in one statement: for a
 * bulk load that bypassed the triggers (the bench's, with session_replication_role = replica).
 */
export async function recountStatuses(db: Db): Promise<void> {
  await sql`
    WITH counted AS (
      SELECT agency_id, status, count(*) AS count FROM applicants WHERE archived_at IS NULL GROUP BY agency_id, status
    ), cleared AS (
      DELETE FROM applicant_status_counts c
        WHERE NOT EXISTS (SELECT 1 FROM counted WHERE counted.agency_id = c.agency_id AND counted.status = c.status)
    )
    INSERT INTO applicant_status_counts (agency_id, status, count) SELECT agency_id, status, count FROM counted
      ON CONFLICT (agency_id, status) DO UPDATE SET count = excluded.count
  `.execute(db);
}

/** The active staff of the agency (who can own applicants), by name. */
export async function activeStaff(db: Kysely<Database>, agencyId: number): Promise<ApplicantOwner[]> {
  const rows = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', agencyId)
    .where('u.is_active', '=', true)
    // Not an invitation still open, nor a self-registration waiting for approval or declined.
    .where('r.standing', '=', 'member')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ RecruiterId: row.id, Name: personName(row.first_name, row.last_name) }));
}

/** One active staff member of the agency (a possible owner), or null. */
export async function findActiveStaff(
  db: Kysely<Database>,
  agencyId: number,
  recruiterId: number,
): Promise<ApplicantOwner | null> {
  const row = await db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', agencyId)
    .where('r.id', '=', recruiterId)
    .where('u.is_active', '=', true)
    .where('r.standing', '=', 'member')
    .executeTakeFirst();
  return row ? { RecruiterId: row.id, Name: personName(row.first_name, row.last_name) } : null;
}
