import { sql, type Kysely } from 'kysely';

/**
 * 0023_forms_catalogue: the agency's onboarding catalogue (issue 13, the Forms screen).
 *
 * - `onboarding_form_requirements`: who must complete a form of the applicant area, per agency and form
 *   (every discipline, or those listed; none listed: nobody), and who changed it last. A form without a
 *   row keeps the rule the application ships with (the contract's ONBOARDING_FORMS: the Nurse Form and
 *   Physical Info for RN, LPN/LVN and CNA, every other form for everyone), so every agency keeps its
 *   checklist until it changes a form here; the rows the agencies that exist get are that same rule.
 * - `upload_requirement_items` (0017) gains who must upload the document (every discipline by default),
 *   how many files it takes at most (none: no limit), and who changed it last. Nothing is ever deleted:
 *   the applicants' files refer to the items.
 *
 * Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onboarding_form_requirements (
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      form text NOT NULL CHECK (form ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
      all_disciplines boolean NOT NULL,
      disciplines text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz,
      updated_by_name text NOT NULL DEFAULT '',
      PRIMARY KEY (agency_id, form),
      CONSTRAINT onboarding_form_requirements_disciplines CHECK (
        cardinality(disciplines) <= 50 AND array_position(disciplines, NULL) IS NULL
        AND (NOT all_disciplines OR cardinality(disciplines) = 0)
      )
    )
  `.execute(db);
  await sql`
    INSERT INTO onboarding_form_requirements (agency_id, form, all_disciplines, disciplines)
    SELECT a.id, d.form, d.all_disciplines, d.disciplines
    FROM agencies a CROSS JOIN (VALUES
      ('personal-info', true, '{}'::text[]),
      ('identification-info', true, '{}'::text[]),
      ('emergency-info', true, '{}'::text[]),
      ('w9-form-info', true, '{}'::text[]),
      ('uscis-info', true, '{}'::text[]),
      ('agreement-form-info', true, '{}'::text[]),
      ('terms-conditions', true, '{}'::text[]),
      ('influenza-vaccination', true, '{}'::text[]),
      ('hepab-hippa-info', true, '{}'::text[]),
      ('nurse-form', false, '{RN,LPN/LVN,CNA}'::text[]),
      ('nurse-physical-info', false, '{RN,LPN/LVN,CNA}'::text[]),
      ('cbc-form-info', true, '{}'::text[])
    ) AS d (form, all_disciplines, disciplines)
  `.execute(db);

  await sql`
    ALTER TABLE upload_requirement_items
      ADD COLUMN all_disciplines boolean NOT NULL DEFAULT true,
      ADD COLUMN disciplines text[] NOT NULL DEFAULT '{}',
      ADD COLUMN max_files integer,
      ADD COLUMN updated_at timestamptz,
      ADD COLUMN updated_by_name text NOT NULL DEFAULT '',
      ADD CONSTRAINT upload_requirement_items_disciplines CHECK (
        cardinality(disciplines) <= 50 AND array_position(disciplines, NULL) IS NULL
        AND (all_disciplines = (cardinality(disciplines) = 0))
      ),
      ADD CONSTRAINT upload_requirement_items_max_files CHECK (max_files IS NULL OR max_files BETWEEN 1 AND 20),
      ADD CONSTRAINT upload_requirement_items_description CHECK (length(description) <= 500)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE upload_requirement_items
      DROP CONSTRAINT upload_requirement_items_description,
      DROP CONSTRAINT upload_requirement_items_max_files,
      DROP CONSTRAINT upload_requirement_items_disciplines,
      DROP COLUMN updated_by_name,
      DROP COLUMN updated_at,
      DROP COLUMN max_files,
      DROP COLUMN disciplines,
      DROP COLUMN all_disciplines
  `.execute(db);
  await sql`DROP TABLE onboarding_form_requirements`.execute(db);
}
