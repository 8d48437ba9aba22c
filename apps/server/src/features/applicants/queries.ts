import { sql, type Kysely } from 'kysely';
import { APPLICANT_STATUSES, type ApplicantStatus, type ApplicantStatusCount } from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';

/** Writes an applicant record (of an applicant account, or a lead without one); returns its id. */
export async function insertApplicant(
  trx: Kysely<Database>,
  applicant: {
    agencyId: number;
    userId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    status: ApplicantStatus;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * How many applicants of the agency are in each status, scoped to the agency in the query: every status
 * of APPLICANT_STATUSES once, in that order, zero included.
 */
export async function countByStatus(db: Db, agencyId: number): Promise<ApplicantStatusCount[]> {
  const rows = await db
    .selectFrom('applicants')
    .select(['status', sql<string>`count(*)`.as('count')])
    .where('agency_id', '=', agencyId)
    .groupBy('status')
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: counts.get(key) ?? 0 }));
}
