import { sql, type Kysely } from 'kysely';

/**
 * 0028_recruiter_history (issue 15): Recruiter History reads the entries of a whole agency over a range of
 * days (supervisors and above see everyone's): an index by agency and entry time. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX recruiter_entries_agency_entry ON recruiter_entries (agency_id, entry_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX recruiter_entries_agency_entry`.execute(db);
}
