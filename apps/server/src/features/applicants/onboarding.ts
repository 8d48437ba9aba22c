import { sql, type RawBuilder } from 'kysely';
import {
  ONBOARDING_PROGRESS_FORMS,
  type ApplicantOnboardingFilter,
  type ApplicantOnboardingProgress,
} from '@agency/api-client/contract';

/**
 * The applicant lists' view of onboarding (read only; the forms are the onboarding feature's): each form's
 * current version is its highest in `onboarding_documents` (a change after a submission starts the next
 * one, and the earlier versions keep their status), and the progress counts the current versions of the
 * forms of ONBOARDING_PROGRESS_FORMS. Conditions on `a` (applicants), each subquery scoped to the row's
 * agency; indexes onboarding_documents_agency_applicant (0010) and onboarding_documents_agency_status (0011).
 */

const FORMS = sql.join(ONBOARDING_PROGRESS_FORMS.map((form) => sql.lit(form)));

/** `d` (a version of one of the counted forms of the applicant `a`) is its form's current version. */
const currentOf = (status: string | null) => sql<boolean>`d.agency_id = a.agency_id AND d.applicant_id = a.id
  AND d.form IN (${FORMS})${status === null ? sql`` : sql` AND d.status = ${sql.lit(status)}`}
  AND NOT EXISTS (
    SELECT 1 FROM onboarding_documents n
    WHERE n.agency_id = d.agency_id AND n.applicant_id = d.applicant_id AND n.form = d.form AND n.version > d.version
  )`;

/** Some current version of the applicant's forms has this status (a semi-join: index by agency and status). */
const anyCurrent = (status: 'submitted' | 'changes-requested') =>
  sql<boolean>`EXISTS (SELECT 1 FROM onboarding_documents d WHERE ${currentOf(status)})`;

/**
 * At least `approved` of the applicant's forms are approved: the applicants of the agency having that many,
 * grouped from the approved versions (uncorrelated, so the planner may hash them once or join them; the
 * row comparison carries the agency into the subquery).
 */
function approvedAtLeast(approved: number): RawBuilder<boolean> {
  return sql<boolean>`(a.agency_id, a.id) IN (
    SELECT d.agency_id, d.applicant_id FROM onboarding_documents d
    WHERE d.status = 'approved' AND d.form IN (${FORMS})
      AND NOT EXISTS (
        SELECT 1 FROM onboarding_documents n
        WHERE n.agency_id = d.agency_id AND n.applicant_id = d.applicant_id AND n.form = d.form AND n.version > d.version
      )
    GROUP BY d.agency_id, d.applicant_id HAVING count(*) >= ${sql.lit(approved)}
  )`;
}

/** The condition of one choice of the onboarding filter. */
export function onboardingCondition(filter: ApplicantOnboardingFilter): RawBuilder<boolean> {
  switch (filter) {
    case 'waiting-review':
      return anyCurrent('submitted');
    case 'changes-requested':
      return anyCurrent('changes-requested');
    case 'complete':
      return approvedAtLeast(ONBOARDING_PROGRESS_FORMS.length);
    case 'incomplete':
      // Most applicants: a probe per row (the list stops at its page and the count at its cap).
      return sql<boolean>`(SELECT count(*) FROM onboarding_documents d WHERE ${currentOf('approved')}) < ${sql.lit(
        ONBOARDING_PROGRESS_FORMS.length,
      )}`;
  }
}

/**
 * At least `percent` (0–100) of the forms approved, i.e. approved × 100 ≥ percent × total (the same
 * rounding as onboardingPercent); null when every applicant qualifies (0).
 */
export function onboardingMinCondition(percent: number): RawBuilder<boolean> | null {
  const approved = Math.ceil((percent * ONBOARDING_PROGRESS_FORMS.length) / 100);
  return approved === 0 ? null : approvedAtLeast(approved);
}

/** The progress of the row's applicant as one column: [approved, waiting for review, changes requested]. */
export const onboardingProgressColumn = sql<number[]>`(
  SELECT ARRAY[
    count(*) FILTER (WHERE d.status = 'approved'),
    count(*) FILTER (WHERE d.status = 'submitted'),
    count(*) FILTER (WHERE d.status = 'changes-requested')
  ]::int[]
  FROM onboarding_documents d WHERE ${currentOf(null)}
)`.as('onboarding_progress');

/** The column's value → the contract's progress. */
export function toOnboardingProgress(counts: readonly (number | string)[] | null): ApplicantOnboardingProgress {
  const [approved = 0, waiting = 0, changes = 0] = (counts ?? []).map(Number);
  return {
    Approved: approved,
    WaitingReview: waiting,
    ChangesRequested: changes,
    Total: ONBOARDING_PROGRESS_FORMS.length,
  };
}
