import { sql } from 'kysely';
import {
  MATCHES_DEFAULT,
  MATCHES_MAX,
  SHIFTS,
  type ApplicantMatch,
  type ApplicantStatus,
  type JobOrderMatch,
  type MatchFit,
  type UsStateCode,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { onboardingFormsTotal, toOnboardingProgress } from '../applicants';
import { formRules, type FormRules } from '../../core/form-rules';
import { jobOrdersOf, jobOrderSummaryColumns, toSummary, type SummaryRow } from './service';
import './tables';
import { requirePermission } from '../../core/policy';
import { personName, staffActor, type StaffScope } from '../../core/identity';

/**
 * Matching (issue 13): applicants ranked for a job order and Open job orders ranked for an applicant, by one
 * score over the pair (applicant `a`, job order `j`, its facility `i`), computed by the database for every candidate and sorted there, so only the best `limit` rows leave
 * it; their reasons are then written from the same columns. The onboarding progress is `applicant_onboarding_progress` (0013). docs/job-orders.md gives the weights.
 */

const APPLICANT_NOT_FOUND = 'Applicant not found.';
const JOB_ORDER_NOT_FOUND = 'Job order not found.';

/** The last day the applicant must be credentialed through: the end date, or the start when open-ended. */
const THROUGH = sql`coalesce(j.start_date + (j.duration_weeks * 7 - 1), j.start_date)`;

/** Whether `a` holds a license the job accepts: its facility's state, a state it lists, or a compact license. */
const LICENSED = sql<boolean>`(i.state = ANY (a.license_states) OR a.license_states && j.license_states OR (j.compact_license_accepted AND a.compact_license))`;
const HAS_CREDENTIALS = sql<boolean>`EXISTS (SELECT 1 FROM credential_expiries c WHERE c.applicant_id = a.id AND c.agency_id = a.agency_id)`;
/** Credentials on file, the first to expire lasting through the last day (none on file: null, not valid). */
const CREDENTIALED = sql<boolean>`coalesce((SELECT min(c.expires_on) FROM credential_expiries c WHERE c.applicant_id = a.id AND c.agency_id = a.agency_id) >= ${THROUGH}, false)`;

/** The forms the applicant has approved (no progress row: none). */
const APPROVED = sql<number>`coalesce((SELECT p.approved FROM applicant_onboarding_progress p WHERE p.applicant_id = a.id AND p.agency_id = a.agency_id), 0)`;

/**
 * The part of the score read from the applicant's own row (specialty 25, license 25, availability 10,
 * desired location 5, shift 5, experience 5): all in the index `applicants_matching` (migration 0024).
 */
const ROW_SCORE = sql<number>`(
  CASE WHEN j.specialty IS NULL OR j.specialty = ANY (a.specialties) THEN 25 ELSE 0 END
  + CASE WHEN ${LICENSED} THEN 25 ELSE 0 END
  + CASE WHEN a.available_from <= j.start_date THEN 10 ELSE 0 END
  + CASE WHEN i.state = ANY (a.desired_locations) THEN 5 ELSE 0 END
  + CASE WHEN a.desired_shift = j.shift THEN 5 ELSE 0 END
  + CASE WHEN coalesce(a.years_of_experience, 0) >= j.years_experience THEN 5 ELSE 0 END
)`;
/** The most the other tables add: onboarding 15, credentials 10. */
const OTHER_POINTS = 25;

/** The score of the pair, 0–100 (the weights of the contract's `MatchFit`), under the agency's form rules. */
const score = (rules: FormRules) => sql<number>`(
  ${ROW_SCORE}
  + 15 * least(${APPROVED}, ${onboardingFormsTotal(rules)}) / ${onboardingFormsTotal(rules)}
  + CASE WHEN ${CREDENTIALED} THEN 10 ELSE 0 END
)::int`;

/** The columns the reasons are written from. */
const FIT_COLUMNS = [
  sql<boolean>`${LICENSED}`.as('licensed'),
  sql<boolean>`${HAS_CREDENTIALS}`.as('has_credentials'),
  sql<string | null>`(SELECT c.label || ' expires ' || to_char(c.expires_on, 'MM/DD/YYYY') FROM credential_expiries c
    WHERE c.applicant_id = a.id AND c.agency_id = a.agency_id AND c.expires_on < ${THROUGH}
    ORDER BY c.expires_on LIMIT 1)`.as('first_lapse'),
  sql<string>`to_char(${THROUGH}, 'MM/DD/YYYY')`.as('through'),
  sql<string | null>`to_char(a.available_from, 'MM/DD/YYYY')`.as('available_from'),
  sql<boolean>`a.available_from <= j.start_date`.as('available'),
  sql<
    number[] | null
  >`(SELECT ARRAY[p.approved, p.submitted, p.changes_requested] FROM applicant_onboarding_progress p WHERE p.applicant_id = a.id AND p.agency_id = a.agency_id)`.as(
    'progress',
  ),
  sql<string | null>`a.discipline`.as('discipline'),
  sql<string[]>`a.specialties`.as('specialties'),
  sql<string[]>`a.desired_locations`.as('desired_locations'),
  sql<string | null>`a.desired_shift`.as('desired_shift'),
  sql<number | null>`a.years_of_experience`.as('years_of_experience'),
  sql<string | null>`j.specialty`.as('job_specialty'),
  sql<string>`j.shift`.as('job_shift'),
  sql<number>`j.years_experience`.as('job_years'),
  sql<string>`i.state`.as('job_state'),
] as const;

interface FitRow {
  score: number;
  licensed: boolean;
  has_credentials: boolean;
  first_lapse: string | null;
  through: string;
  available_from: string | null;
  available: boolean | null;
  progress: number[] | null;
  discipline: string | null;
  specialties: string[];
  desired_locations: string[];
  desired_shift: string | null;
  years_of_experience: number | null;
  job_specialty: string | null;
  job_shift: string;
  job_years: number;
  job_state: string;
}

const SHIFT_LABELS = new Map<string, string>(SHIFTS.map((entry) => [entry.key, entry.label]));

/** What fits and what is missing, in the order of the weights. */
function fitOf(row: FitRow, rules: FormRules): MatchFit {
  const reasons: string[] = [];
  const missing: string[] = [];
  const say = (fits: boolean, reason: string, lack: string | null) => {
    if (fits) reasons.push(reason);
    else if (lack) missing.push(lack);
  };
  const specialty = row.job_specialty;
  say(
    !row.job_specialty || row.specialties.includes(row.job_specialty),
    specialty ? `${specialty} experience` : 'Any specialty',
    `No ${specialty} experience listed`,
  );
  say(row.licensed, `Licensed for ${row.job_state}`, `No license for ${row.job_state}`);
  say(
    row.available === true,
    `Available from ${row.available_from}`,
    row.available_from ? `Available only from ${row.available_from}` : 'Availability date not given',
  );
  const progress = toOnboardingProgress(row.progress, row.discipline, rules);
  const percent = progress.Total === 0 ? 100 : Math.floor((progress.Approved * 100) / progress.Total);
  say(percent === 100, 'Onboarding complete', `Onboarding ${percent}% complete`);
  say(
    row.has_credentials && row.first_lapse === null,
    `Credentials valid through ${row.through}`,
    row.first_lapse ? `${row.first_lapse}, before ${row.through}` : 'No credentials on file',
  );
  say(
    row.desired_locations.includes(row.job_state),
    `Wants to work in ${row.job_state}`,
    row.desired_locations.length > 0 ? `${row.job_state} not among desired locations` : null,
  );
  const shift = SHIFT_LABELS.get(row.job_shift) ?? row.job_shift;
  say(
    row.desired_shift === row.job_shift,
    `Prefers ${shift.toLowerCase()}`,
    row.desired_shift ? `Prefers ${(SHIFT_LABELS.get(row.desired_shift) ?? row.desired_shift).toLowerCase()}` : null,
  );
  say(
    (row.years_of_experience ?? 0) >= row.job_years,
    row.job_years > 0 ? `${row.years_of_experience} years of experience` : 'No experience required',
    row.years_of_experience === null
      ? `Experience not given (${row.job_years} years required)`
      : `${row.years_of_experience} of ${row.job_years} years of experience`,
  );
  return { Score: row.score, Reasons: reasons, Missing: missing };
}

/** The `limit` query parameter: 1–MATCHES_MAX, MATCHES_DEFAULT when absent; 400 otherwise. */
function limitOf(query: Record<string, unknown>): number {
  const value = query.limit;
  if (value === undefined || value === '') return MATCHES_DEFAULT;
  const limit = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= MATCHES_MAX))
    throw validationFailed({ limit: `limit must be a whole number from 1 to ${MATCHES_MAX}.` });
  return limit;
}

/** Checks the caller may read both sides; answers the agency's form rules (the onboarding part of the score). */
async function matcher(db: Db, caller: StaffScope): Promise<FormRules> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'job-orders.read', 'read job orders');
  requirePermission(actor, 'applicants.read', 'read applicants');
  return formRules(db, caller.agencyId);
}

/**
 * The applicants who fit a job order best: of its discipline, not archived, neither Refused nor Rejected,
 * not yet submitted to it. 404 for a job order of another agency. Two steps, one statement: every
 * candidate's row score from the index alone (`a`), then the full score only of those whose row score plus
 * the most the other tables can add reaches the `limit`-th best row score (`cut`): no one left out could
 * rank higher, and the onboarding and credentials lookups run for a few thousand rows, not every candidate.
 */
export async function jobOrderMatches(
  db: Db,
  caller: StaffScope,
  jobOrderId: number,
  query: Record<string, unknown>,
): Promise<ApplicantMatch[]> {
  const limit = limitOf(query);
  const rules = await matcher(db, caller);
  const job = await db
    .selectFrom('job_orders')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', jobOrderId)
    .executeTakeFirst();
  if (!job) throw new ApiError(404, 'not_found', JOB_ORDER_NOT_FOUND);
  const rows = await sql<
    FitRow & {
      id: number;
      number: number;
      first_name: string;
      last_name: string;
      email: string;
      status: ApplicantStatus;
      city: string;
      state: UsStateCode | null;
    }
  >`
    WITH j AS MATERIALIZED (
      SELECT id, agency_id, institution_id, discipline, specialty, shift, start_date, duration_weeks,
        years_experience, license_states, compact_license_accepted
      FROM job_orders WHERE agency_id = ${caller.agencyId} AND id = ${jobOrderId}
    ), i AS MATERIALIZED (
      SELECT i.state FROM institutions i JOIN j ON i.id = j.institution_id AND i.agency_id = j.agency_id
    ), a AS MATERIALIZED (
      SELECT a.id, a.agency_id, a.discipline, a.specialties, a.license_states, a.compact_license,
        a.available_from, a.desired_locations, a.desired_shift, a.years_of_experience, ${ROW_SCORE} AS row_score
      FROM j CROSS JOIN i
      JOIN applicants a ON a.agency_id = j.agency_id AND a.discipline = j.discipline AND a.archived_at IS NULL
        AND a.status NOT IN ('refused', 'rejected')
      WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.agency_id = j.agency_id AND s.job_order_id = j.id AND s.applicant_id = a.id)
    ), cut AS (
      SELECT row_score FROM a ORDER BY row_score DESC OFFSET ${limit - 1} LIMIT 1
    ), ranked AS (
      SELECT a.*, ${score(rules)} AS score FROM a CROSS JOIN j CROSS JOIN i
      WHERE a.row_score + ${OTHER_POINTS} >= coalesce((SELECT row_score FROM cut), 0)
      ORDER BY score DESC, a.id
      LIMIT ${limit}
    )
    SELECT a.id, o.number, o.first_name, o.last_name, o.email, o.status, o.city, o.state, a.score, ${sql.join(FIT_COLUMNS)}
    FROM ranked a CROSS JOIN j CROSS JOIN i
    JOIN applicants o ON o.agency_id = a.agency_id AND o.id = a.id
    ORDER BY a.score DESC, a.id
  `.execute(db);
  return rows.rows.map((row) => ({
    ApplicantId: row.id,
    ApplicantNumber: row.number,
    Name: personName(row.first_name, row.last_name),
    Email: row.email,
    Status: row.status,
    City: row.city,
    State: row.state,
    ...fitOf(row, rules),
  }));
}

/** The Open job orders that fit an applicant best: of the applicant's discipline, not yet submitted to. */
export async function applicantJobOrderMatches(
  db: Db,
  caller: StaffScope,
  applicantId: number,
  query: Record<string, unknown>,
): Promise<JobOrderMatch[]> {
  const limit = limitOf(query);
  const rules = await matcher(db, caller);
  const applicant = await db
    .selectFrom('applicants')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!applicant) throw new ApiError(404, 'not_found', APPLICANT_NOT_FOUND);
  const rows = await jobOrdersOf(db, caller.agencyId)
    .innerJoin('applicants as a', (join) =>
      join.onRef('a.agency_id', '=', 'j.agency_id').onRef('a.discipline', '=', 'j.discipline'),
    )
    .where('a.id', '=', applicantId)
    .where('j.status', '=', 'open')
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM submissions s WHERE s.agency_id = j.agency_id AND s.job_order_id = j.id AND s.applicant_id = a.id)`,
    )
    .select([...jobOrderSummaryColumns(), sql<number>`${score(rules)}`.as('score'), ...FIT_COLUMNS])
    .orderBy('score', 'desc')
    .orderBy('j.start_date')
    .orderBy('j.id')
    .limit(limit)
    .execute();
  return (rows as unknown as (SummaryRow & FitRow)[]).map((row) => ({
    JobOrder: toSummary(row),
    ...fitOf(row, rules),
  }));
}
