import { sql, type RawBuilder } from 'kysely';
import {
  ONBOARDING_FORMS,
  ONBOARDING_PROGRESS_FORMS,
  defaultFormRequirement,
  requiredFormsFor,
  type ApplicantOnboardingFilter,
  type ApplicantOnboardingProgress,
  type Discipline,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import type { FormRules } from '../../core/form-rules';

/**
 * The applicant lists' view of onboarding (read only; the forms are the onboarding feature's), from
 * `applicant_onboarding_progress` (migration 0013): one row per applicant with documents, how many of its
 * forms have their current (highest) version approved, submitted, sent back or in progress, kept by
 * triggers on `onboarding_documents`; no row is no document (zeros). Each form the onboarding feature
 * writes is one of ONBOARDING_PROGRESS_FORMS. Conditions on `a` (applicants), each subquery scoped to the
 * row's agency: a lookup by the applicant (the key) or a range of the table's indexes.
 */

/** The progress row `p` is the row's applicant's and matches `condition`. */
const progressWhere = (condition: RawBuilder<boolean>) =>
  sql<boolean>`EXISTS (
    SELECT 1 FROM applicant_onboarding_progress p WHERE p.applicant_id = a.id AND p.agency_id = a.agency_id AND ${condition}
  )`;

const ruleOf = (rules: FormRules, form: OnboardingFormKey) => rules.get(form) ?? defaultFormRequirement(form);

/**
 * How many forms the row's applicant `a` has under the agency's rules (the forms catalogue: `requiredFormsFor`
 * its discipline; no discipline yet: every form some discipline needs), as SQL; a literal when every
 * required form is for everyone.
 */
export function formsTotal(rules: FormRules): RawBuilder<number> {
  let everyone = 0;
  const terms: RawBuilder<number>[] = [];
  for (const { key } of ONBOARDING_FORMS) {
    const rule = ruleOf(rules, key);
    if (rule.AllDisciplines) everyone += 1;
    else if (rule.Disciplines.length > 0)
      terms.push(
        sql<number>`(CASE WHEN a.discipline IS NULL OR a.discipline IN (${sql.join(rule.Disciplines.map((discipline) => sql.lit(discipline)))}) THEN 1 ELSE 0 END)`,
      );
  }
  if (terms.length === 0) return sql<number>`${sql.lit(everyone)}`;
  return sql<number>`(${sql.lit(everyone)} + ${sql.join(terms, sql` + `)})`;
}

/** The fewest forms an applicant of the agency has (the forms required for every discipline). */
const fewestForms = (rules: FormRules) =>
  ONBOARDING_FORMS.filter(({ key }) => ruleOf(rules, key).AllDisciplines).length;

/**
 * At least `percent` (0–100) of the applicant's own forms approved: approved × 100 ≥ percent × total, with
 * the bound of the fewest forms first (the index by agency and approved).
 */
const approvedPercent = (percent: number, rules: FormRules) =>
  progressWhere(
    sql<boolean>`p.approved >= ${sql.lit(Math.ceil((percent * fewestForms(rules)) / 100))} AND p.approved * 100 >= ${sql.lit(percent)} * ${formsTotal(rules)}`,
  );

/** The condition of one choice of the onboarding filter. */
export function onboardingCondition(filter: ApplicantOnboardingFilter, rules: FormRules): RawBuilder<boolean> {
  switch (filter) {
    case 'waiting-review':
      return progressWhere(sql<boolean>`p.submitted > 0`);
    case 'changes-requested':
      return progressWhere(sql<boolean>`p.changes_requested > 0`);
    case 'complete':
      return approvedPercent(100, rules);
    case 'incomplete':
      // Most applicants (no row included): the complete ones left out.
      return sql<boolean>`NOT ${approvedPercent(100, rules)}`;
  }
}

/**
 * At least `percent` (0–100) of the forms approved, i.e. approved × 100 ≥ percent × total (the same
 * rounding as onboardingPercent); null when every applicant qualifies (0).
 */
export function onboardingMinCondition(percent: number, rules: FormRules): RawBuilder<boolean> | null {
  const approved = Math.ceil((percent * ONBOARDING_PROGRESS_FORMS.length) / 100);
  return approved === 0 ? null : approvedPercent(percent, rules);
}

/** The progress of the row's applicant as one column: [approved, waiting for review, changes requested]. */
export const onboardingProgressColumn = sql<number[] | null>`(
  SELECT ARRAY[p.approved, p.submitted, p.changes_requested]
  FROM applicant_onboarding_progress p WHERE p.applicant_id = a.id AND p.agency_id = a.agency_id
)`.as('onboarding_progress');

/**
 * The column's value (null: no documents) → the contract's progress, out of the forms the agency's rules
 * ask of the applicant's discipline (`requiredFormsFor`). A form kept from an earlier discipline is not counted twice: the
 * approved are at most the total.
 */
export function toOnboardingProgress(
  counts: readonly (number | string)[] | null,
  discipline: string | null,
  rules: FormRules,
): ApplicantOnboardingProgress {
  const [approved = 0, waiting = 0, changes = 0] = (counts ?? []).map(Number);
  const total = requiredFormsFor(rules, discipline as Discipline | null).length;
  return {
    Approved: Math.min(approved, total),
    WaitingReview: waiting,
    ChangesRequested: changes,
    Total: total,
  };
}

/**
 * Counts every applicant's progress again into `applicant_onboarding_progress`, in one statement (0013's
 * fill, and rows of applicants without documents removed): for a bulk load that bypassed the triggers (the
 * bench's, with session_replication_role = replica).
 */
export async function recountOnboardingProgress(db: Db): Promise<void> {
  await sql`
    WITH counted AS (
      SELECT c.agency_id, c.applicant_id,
        count(*) FILTER (WHERE c.status = 'approved') AS approved,
        count(*) FILTER (WHERE c.status = 'submitted') AS submitted,
        count(*) FILTER (WHERE c.status = 'changes-requested') AS changes_requested,
        count(*) FILTER (WHERE c.status = 'in-progress') AS in_progress
      FROM (
        SELECT DISTINCT ON (d.agency_id, d.applicant_id, d.form) d.agency_id, d.applicant_id, d.status
        FROM onboarding_documents d ORDER BY d.agency_id, d.applicant_id, d.form, d.version DESC
      ) AS c
      GROUP BY c.agency_id, c.applicant_id
    ), cleared AS (
      DELETE FROM applicant_onboarding_progress p
        WHERE NOT EXISTS (SELECT 1 FROM counted WHERE counted.applicant_id = p.applicant_id)
    )
    INSERT INTO applicant_onboarding_progress (agency_id, applicant_id, approved, submitted, changes_requested, in_progress)
      SELECT agency_id, applicant_id, approved, submitted, changes_requested, in_progress FROM counted
      ON CONFLICT (applicant_id) DO UPDATE SET agency_id = excluded.agency_id, approved = excluded.approved,
        submitted = excluded.submitted, changes_requested = excluded.changes_requested,
        in_progress = excluded.in_progress, updated_at = now()
  `.execute(db);
}
