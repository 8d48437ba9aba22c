import { sql, type Kysely } from 'kysely';

/**
 * 0011_onboarding_search: the applicant search's onboarding filter (waiting for review, changes requested,
 * complete, a minimum complete percent) finds the onboarding documents of an agency by status, with the
 * applicant, form and version in the index (the current-version check reads no table rows), so a filter
 * matching few applicants starts from those few instead of probing every applicant. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX onboarding_documents_agency_status
      ON onboarding_documents (agency_id, status, applicant_id, form, version)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX onboarding_documents_agency_status`.execute(db);
}
