import { sql, type Kysely } from 'kysely';
import {
  APPLICANT_STATUSES,
  type ApplicantOwner,
  type ApplicantSource,
  type ApplicantStatus,
  type ApplicantStatusCount,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import type { ApplicantDocumentRow } from './mappers';
import { onboardingProgressColumn } from './onboarding';
import { personName } from '../../core/identity';

/** The text of the 'created' activity row of a self-registered applicant (written by no one). */
export const REGISTERED_TEXT = 'Registered on the portal';

/** The text of the activity row when an account is linked to the record staff or the careers site added. */
export const ACCOUNT_LINKED_TEXT = 'Created a portal account';

/**
 * Serializes, until the caller's transaction ends, everything that finds or adds the agency's applicant
 * of one e-mail address (a registration, a careers application): two at once make one record, not two.
 */
export async function lockApplicantEmail(trx: Kysely<Database>, agencyId: number, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${agencyId}::integer, hashtext(${`applicant-email:${email.trim().toLowerCase()}`}))`.execute(
    trx,
  );
}

/**
 * The agency's applicant record of an e-mail address (compared in lower case), archived ones included,
 * locked for the caller's transaction: one not archived first, then the one updated last. `withoutAccount`
 * only looks at records no account owns yet.
 */
export async function findApplicantByEmail(
  trx: Kysely<Database>,
  agencyId: number,
  email: string,
  options: { withoutAccount?: boolean } = {},
) {
  let query = trx
    .selectFrom('applicants')
    .select(['id', 'user_id', 'first_name', 'last_name', 'mobile_phone', 'discipline', 'license_states', 'archived_at'])
    .where('agency_id', '=', agencyId)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (options.withoutAccount) query = query.where('user_id', 'is', null);
  return query
    .orderBy(sql`archived_at IS NULL`, 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Writes an applicant record, in the caller's transaction; returns its id. The record of an applicant
 * account (a self-registration: `userId` set) has source 'portal' and gets its 'created' activity row with
 * no actor ("Registered on the portal"); a lead without an account has source 'other' unless given, and a
 * 'created' row only when `activity` gives its text (the careers site's "Applied on the careers site for …").
 *
 * A self-registration whose e-mail the agency already has on a record no account owns (a lead staff added,
 * or one of the careers site; archived or not) takes that record instead of adding a second one: the
 * account is linked to it (an archived one is restored) with an activity row "Created a portal account".
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
    mobilePhone?: string;
    discipline?: string | null;
    licenseStates?: string[];
    /** The 'created' row's text for a lead without an account (none when absent). */
    activity?: string;
  },
): Promise<number> {
  if (applicant.userId !== null) {
    await lockApplicantEmail(trx, applicant.agencyId, applicant.email);
    const existing = await findApplicantByEmail(trx, applicant.agencyId, applicant.email, { withoutAccount: true });
    if (existing) {
      await trx
        .updateTable('applicants')
        .set({
          user_id: applicant.userId,
          ...(existing.archived_at === null ? {} : { archived_at: null, archived_by: null }),
          updated_at: sql<Date>`now()`,
        })
        .where('agency_id', '=', applicant.agencyId)
        .where('id', '=', existing.id)
        .execute();
      const rows = [
        ...(existing.archived_at === null
          ? []
          : [{ kind: 'restored' as const, text: 'Restored from the archive: created a portal account' }]),
        { kind: 'updated' as const, text: ACCOUNT_LINKED_TEXT },
      ];
      await trx
        .insertInto('applicant_activity')
        .values(
          rows.map((row) => ({
            agency_id: applicant.agencyId,
            applicant_id: existing.id,
            kind: row.kind,
            text: row.text,
            actor_id: null,
            actor_name: '',
          })),
        )
        .execute();
      return existing.id;
    }
  }
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
      ...(applicant.mobilePhone === undefined ? {} : { mobile_phone: applicant.mobilePhone }),
      ...(applicant.discipline === undefined ? {} : { discipline: applicant.discipline }),
      ...(applicant.licenseStates === undefined ? {} : { license_states: applicant.licenseStates }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = applicant.userId !== null ? REGISTERED_TEXT : applicant.activity;
  if (created !== undefined)
    await trx
      .insertInto('applicant_activity')
      .values({
        agency_id: applicant.agencyId,
        applicant_id: row.id,
        kind: 'created',
        to_status: applicant.status,
        text: created,
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
  'a.number',
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
