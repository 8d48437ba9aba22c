import { sql, type Kysely } from 'kysely';

/**
 * 0014_onboarding_forms_ii: an onboarding document may be any form of SPEC §2's applicant area, the forms
 * of "Onboarding II" included (CHRC, agreement, terms, influenza, Hepatitis B & HIPAA, the nurse form), not
 * only the five of 0010. Going down deletes those forms' rows (the older check refuses them). Literal
 * values only.
 */
const FIRST_FIVE = `'personal-info', 'identification-info', 'emergency-info', 'w9-form-info', 'uscis-info'`;
const ONBOARDING_II = `'cbc-form-info', 'agreement-form-info', 'terms-conditions', 'influenza-vaccination', 'hepab-hippa-info', 'nurse-form'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE onboarding_documents
      DROP CONSTRAINT onboarding_documents_form_check,
      ADD CONSTRAINT onboarding_documents_form_check CHECK (form IN (${sql.raw(FIRST_FIVE)}, ${sql.raw(ONBOARDING_II)}))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM onboarding_documents WHERE form IN (${sql.raw(ONBOARDING_II)})`.execute(db);
  await sql`
    ALTER TABLE onboarding_documents
      DROP CONSTRAINT onboarding_documents_form_check,
      ADD CONSTRAINT onboarding_documents_form_check CHECK (form IN (${sql.raw(FIRST_FIVE)}))
  `.execute(db);
}
