import { sql, type Kysely } from 'kysely';

/**
 * 0024_matching: the index matching reads a job order's candidates from (issue 13): the agency's applicants
 * of one discipline, not archived, with every column of the score's row part, so the database scores them
 * from the index alone (an index-only scan) instead of reading the whole table. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX applicants_matching ON applicants (agency_id, discipline, id)
      INCLUDE (status, specialties, license_states, compact_license, available_from, desired_locations, desired_shift, years_of_experience)
      WHERE archived_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applicants_matching`.execute(db);
}
