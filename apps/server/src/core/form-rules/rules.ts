import type { Kysely } from 'kysely';
import {
  defaultFormRequirement,
  FIXED_FORM_REQUIREMENTS,
  isOnboardingFormKey,
  ONBOARDING_FORMS,
  sortDisciplines,
  type Discipline,
  type DisciplineRule,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import './tables';

/**
 * Who must complete each form of the applicant area, for one agency (the forms catalogue, migration 0023):
 * the agency's row of `onboarding_form_requirements`, else the contract's default (`defaultFormRequirement`:
 * ONBOARDING_FORMS' `disciplines`). The checklist, its counts and the locks read it (documents.ts); the
 * Forms screen edits it (features/upload-requirements/catalogue.ts). docs/onboarding.md, "The forms catalogue".
 */
export type FormRules = ReadonlyMap<OnboardingFormKey, DisciplineRule>;

/** A form's rule and its last change (null: the agency has not changed it). */
export interface FormRuleEntry {
  rule: DisciplineRule;
  updatedAt: Date | null;
  updatedBy: string;
}

/** Every form's rule and last change, in ONBOARDING_FORMS' order. */
export async function formRuleEntries(
  db: Kysely<Database>,
  agencyId: number,
): Promise<Map<OnboardingFormKey, FormRuleEntry>> {
  const rows = await db
    .selectFrom('onboarding_form_requirements')
    .select(['form', 'all_disciplines', 'disciplines', 'updated_at', 'updated_by_name'])
    .where('agency_id', '=', agencyId)
    .execute();
  const stored = new Map(rows.filter((row) => isOnboardingFormKey(row.form)).map((row) => [row.form, row]));
  return new Map(
    ONBOARDING_FORMS.map(({ key }) => {
      const row = stored.get(key);
      // Personal Info is the applicant record (where the discipline is set): always for everyone.
      const fixed = FIXED_FORM_REQUIREMENTS.includes(key);
      const rule: DisciplineRule =
        row && !fixed
          ? {
              AllDisciplines: row.all_disciplines,
              Disciplines: row.all_disciplines ? [] : sortDisciplines(row.disciplines as Discipline[]),
            }
          : defaultFormRequirement(key);
      return [key, { rule, updatedAt: row?.updated_at ?? null, updatedBy: row?.updated_by_name ?? '' }];
    }),
  );
}

/** Every form's rule for the agency. */
export async function formRules(db: Kysely<Database>, agencyId: number): Promise<FormRules> {
  const entries = await formRuleEntries(db, agencyId);
  return new Map([...entries].map(([form, entry]) => [form, entry.rule]));
}
