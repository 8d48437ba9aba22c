import { sql, type Kysely } from 'kysely';

/**
 * 0015_onboarding_health: the data of the health forms (influenza vaccination, Hepatitis B, physical info)
 * is medical information that the ADA wants kept in separate medical files (ONBOARDING.md §6.8): it lives in
 * `onboarding_health_data`, one row per version (its onboarding_documents row keeps '{}' as data), the whole
 * data sealed as one value under its own key purpose. Staff reads of a health form are audited
 * ('health-read'). Going down deletes those audit rows (the older check refuses them) and the table.
 * Literal values only.
 */
const ACTIONS_0012 = `'consent-given', 'consent-withdrawn', 'draft-started', 'uploaded', 'submitted', 'signed', 'approved', 'changes-requested', 'revealed', 'i9-unlocked', 'section-2-signed', 'pdf-downloaded'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onboarding_health_data (
      document_id integer PRIMARY KEY REFERENCES onboarding_documents (id) ON DELETE CASCADE,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      data text NOT NULL
    )
  `.execute(db);
  await sql`
    ALTER TABLE onboarding_audit
      DROP CONSTRAINT onboarding_audit_action_check,
      ADD CONSTRAINT onboarding_audit_action_check CHECK (action IN (${sql.raw(ACTIONS_0012)}, 'health-read'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM onboarding_audit WHERE action = 'health-read'`.execute(db);
  await sql`
    ALTER TABLE onboarding_audit
      DROP CONSTRAINT onboarding_audit_action_check,
      ADD CONSTRAINT onboarding_audit_action_check CHECK (action IN (${sql.raw(ACTIONS_0012)}))
  `.execute(db);
  await sql`DROP TABLE onboarding_health_data`.execute(db);
}
