import { sql, type Kysely } from 'kysely';

/**
 * 0012_onboarding_audit_actions: the onboarding audit log also records the start of a version's draft (its
 * first save), each upload and each staff download of a signed PDF ('draft-started', 'uploaded',
 * 'pdf-downloaded'). Going down deletes those rows (the older check refuses them). Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE onboarding_audit
      DROP CONSTRAINT onboarding_audit_action_check,
      ADD CONSTRAINT onboarding_audit_action_check CHECK (action IN ('consent-given', 'consent-withdrawn', 'draft-started', 'uploaded', 'submitted', 'signed', 'approved', 'changes-requested', 'revealed', 'i9-unlocked', 'section-2-signed', 'pdf-downloaded'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM onboarding_audit WHERE action IN ('draft-started', 'uploaded', 'pdf-downloaded')`.execute(db);
  await sql`
    ALTER TABLE onboarding_audit
      DROP CONSTRAINT onboarding_audit_action_check,
      ADD CONSTRAINT onboarding_audit_action_check CHECK (action IN ('consent-given', 'consent-withdrawn', 'submitted', 'signed', 'approved', 'changes-requested', 'revealed', 'i9-unlocked', 'section-2-signed'))
  `.execute(db);
}
